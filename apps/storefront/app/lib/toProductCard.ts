import { describePrice, type PriceDisplay, type ProductPrice } from './describePrice';
import { describeRating, type RatingDisplay } from './describeRating';
import { htmlLang, type Locale } from './locales';
import { messagesFor } from './messages';

/**
 * A product tile's data: only what a tile shows goes to the browser. `path` is the product page inside the store
 * (`/p/{slug}-{id}`), without locale, so `StoreLink` can put the shopper's locale in front.
 *
 * @example
 * const card: ProductCard = { id: 'SBJK10026', name: 'Alpenglow Parka', path: '/p/alpenglow-parka-SBJK10026', badge: 'Sale', eyebrow: null, image: null, colors: [], price: null, rating: null };
 */
export interface ProductCard {
  id: string;
  name: string;
  path: string;
  badge: string | null;
  eyebrow: string | null;
  image: { url: string; alt: string; width: number; height: number } | null;
  colors: { code: string; name: string; hex: string | null }[];
  price: ProductPrice | null;
  rating: { score: number; reviewsCount: number } | null;
  /** Set for a digital product (a gift card): no employee price on its tile. */
  digital?: true;
  /** The price and the rating as the tile writes them, formatted on the server: see {@link withShownNumbers}. */
  shown?: { price: PriceDisplay | null; rating: RatingDisplay | null };
}

type Loose = Record<string, unknown>;

const asRecord = (value: unknown): Loose | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : null;
const asString = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
const asNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The product page path of a product inside the store: the slug of the API's `pdpUrl` (or `url`) with the id, and
 * the locale removed, so the link follows the shopper's locale rather than the one the API happened to use.
 *
 * @example
 * productPath({ id: 'SBJK10026', pdpUrl: '/en-us/p/alpenglow-parka-SBJK10026' }); // '/p/alpenglow-parka-SBJK10026'
 */
export function productPath(product: { id: string; pdpUrl?: unknown; url?: unknown; name?: unknown }): string {
  const url = asString(product.pdpUrl) ?? asString(product.url) ?? '';
  const segment = /\/p\/([^/?#]+)/.exec(url)?.[1];
  if (segment) return `/p/${segment}`;
  const slug = (asString(product.name) ?? 'product')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/p/${slug || 'product'}-${product.id}`;
}

/**
 * Reads the price object of a product answer; null when it has no usable current price.
 *
 * @example
 * toProductPrice({ current: 10, original: 12 }, 'USD'); // { currency: 'USD', current: 10, original: 12, … }
 */
export function toProductPrice(value: unknown, fallbackCurrency: string): ProductPrice | null {
  const price = asRecord(value);
  const current = asNumber(price?.current);
  if (!price || current === null) return null;
  return {
    currency: asString(price.currency) ?? fallbackCurrency,
    current,
    original: asNumber(price.original),
    lowCurrent: asNumber(price.lowCurrent),
    highCurrent: asNumber(price.highCurrent),
    historicBestPrice: asNumber(price.historicBestPrice),
  };
}

/**
 * Trims a product of a productSearch answer to a {@link ProductCard}. Fields the API leaves out become null; a
 * tile then shows less, never "undefined".
 *
 * @example
 * const cards = search.products.map((product) => toProductCard(product, search.currency ?? 'USD'));
 */
export function toProductCard(product: { id: string } & Loose, fallbackCurrency: string): ProductCard {
  const image = asRecord(product.image);
  const imageUrl = asString(image?.url);
  const rating = asRecord(product.rating);
  const colors = Array.isArray(product.colors)
    ? product.colors.map(asRecord).filter((color): color is Loose => color !== null)
    : [];
  return {
    id: product.id,
    name: asString(product.name) ?? product.id,
    path: productPath(product),
    badge: asString(product.badge),
    eyebrow: asString(product.eyebrow),
    image: imageUrl
      ? {
          url: imageUrl,
          alt: asString(image?.alt) ?? '',
          width: asNumber(image?.width) ?? 800,
          height: asNumber(image?.height) ?? 1000,
        }
      : null,
    colors: colors.flatMap((color) => {
      const code = asString(color.code);
      return code ? [{ code, name: asString(color.name) ?? code, hex: asString(color.hex) }] : [];
    }),
    price: toProductPrice(product.price, fallbackCurrency),
    rating:
      rating && asNumber(rating.reviewsCount)
        ? { score: asNumber(rating.score) ?? 0, reviewsCount: asNumber(rating.reviewsCount) ?? 0 }
        : null,
    ...(product.isDigital === true || product.productType === 'gift-card' ? { digital: true as const } : {}),
  };
}

/**
 * A card with its price and rating written out in the page's language (`shown`), for a loader to send: the server
 * formats them, so the browser hydrates a listing of dozens of tiles without building a number formatter (the first
 * `Intl.NumberFormat` a page builds costs 15–35 ms of main thread on this machine, four times that on Lighthouse's
 * phone: a long task inside hydration). The browser still formats anything drawn later from the raw numbers.
 *
 * @example
 * const cards = search.products.map((product) => withShownNumbers(toProductCard(product, 'USD'), 'en-us'));
 */
export function withShownNumbers(card: ProductCard, locale: Locale): ProductCard {
  return {
    ...card,
    shown: {
      price: card.price ? describePrice(card.price, htmlLang(locale), messagesFor(locale)) : null,
      rating: card.rating ? describeRating(card.rating.score, card.rating.reviewsCount, locale) : null,
    },
  };
}
