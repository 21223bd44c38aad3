import { productImage, withMediaOrigin } from '../catalog/loadProducts';
import type { ProductInfo } from '../catalog/loadProducts';
import { productNameIn } from '../catalog/productTexts';

/**
 * How a recommendation experience picks products: `popular` (best-rated, most-stocked), `related` (to the viewed
 * product: same category first) or `complements` (of the cart lines: what goes with them).
 */
export type RecommendationStrategy = 'popular' | 'related' | 'complements';

/** Most products one recommendation action carries: the impression cap of content-blocks §9. */
export const MAX_RECOMMENDED = 24;

/** One recommended product, in the field names of the content-blocks §3 recommendation block. */
export interface RecommendedItem {
  id: string;
  sku: string;
  title: string;
  /** Locale-less product path `/p/{slug}-{id}`; the storefront prefixes its locale. */
  url: string;
  image: { src: string; alt: string };
  rating?: { score: number };
  price: number;
  currency: string;
  recToken: string;
}

/** What the strategies read from the context events. */
export interface RecommendationInput {
  strategy: RecommendationStrategy;
  /** Product ids (or SKUs) of the ProductDetailView event. */
  viewed: readonly string[];
  /** Product ids (or SKUs) of the Cart event's lines. */
  inCart: readonly string[];
  limit: number;
}

// What goes with what: the types a shopper buying the key type most often adds next, best first.
const COMPLEMENTS: Record<string, readonly string[]> = {
  jacket: ['fleece', 'pants', 'beanie', 'backpack', 'hiking-boot'],
  fleece: ['jacket', 'beanie', 'pants', 'backpack'],
  'hiking-boot': ['pants', 'backpack', 'jacket', 'beanie'],
  'trail-shoe': ['backpack', 'fleece', 'beanie', 'pants'],
  pants: ['hiking-boot', 'jacket', 'fleece', 'trail-shoe'],
  backpack: ['tent', 'sleeping-bag', 'hiking-boot', 'jacket'],
  tent: ['sleeping-bag', 'backpack', 'beanie'],
  'sleeping-bag': ['tent', 'backpack', 'fleece'],
  beanie: ['jacket', 'fleece', 'backpack'],
};

const onlineStock = (product: ProductInfo) =>
  product.variants.reduce((sum, variant) => sum + Math.max(0, variant.onlineQuantity), 0);

// Best-rated first (a rating only counts with reviews behind it), then the most stocked, then catalogue order.
function byPopularity(a: ProductInfo, b: ProductInfo): number {
  const rating = (product: ProductInfo) => (product.reviewsCount > 0 ? product.rating : 0);
  return (
    rating(b) - rating(a) || onlineStock(b) - onlineStock(a) || b.popularity - a.popularity || a.id.localeCompare(b.id)
  );
}

const matches = (product: ProductInfo, refs: ReadonlySet<string>) =>
  refs.has(product.id) || product.variants.some((variant) => refs.has(variant.upc));

/**
 * Ranks the catalogue for one strategy: products that can be bought (not digital, in stock online), never the
 * viewed product or what is already in the cart, in tiers (same category, same type, … for `related`; the
 * complementary types for `complements`), each tier by popularity, so the list fills up to `limit` whenever the
 * catalogue allows.
 * @example
 * rankProducts(catalogue, { strategy: 'related', viewed: ['SBJK10001'], inCart: [], limit: 12 });
 */
export function rankProducts(catalogue: readonly ProductInfo[], input: RecommendationInput): ProductInfo[] {
  const viewedRefs = new Set(input.viewed);
  const cartRefs = new Set(input.inCart);
  const viewed = catalogue.filter((product) => matches(product, viewedRefs));
  const inCart = catalogue.filter((product) => matches(product, cartRefs));
  const excluded = new Set(
    [...(input.strategy === 'related' ? viewed : []), ...(input.strategy === 'complements' ? inCart : [])].map(
      (p) => p.id,
    ),
  );
  const candidates = catalogue.filter(
    (product) =>
      !excluded.has(product.id) &&
      !product.isDigital &&
      product.productType !== 'gift-card' &&
      onlineStock(product) > 0,
  );

  let tierOf: (product: ProductInfo) => number = () => 0;
  if (input.strategy === 'related' && viewed.length > 0) {
    const categories = new Set(viewed.map((product) => product.categoryId));
    const types = new Set(viewed.map((product) => product.productType));
    const genders = new Set(viewed.map((product) => product.gender));
    const shared = new Set(viewed.flatMap((product) => product.categoryIds));
    tierOf = (product) => {
      if (categories.has(product.categoryId)) return 0;
      if (types.has(product.productType)) return genders.has(product.gender) ? 1 : 2;
      if (product.categoryIds.some((categoryId) => shared.has(categoryId))) return 3;
      return 4;
    };
  } else if (input.strategy === 'complements' && inCart.length > 0) {
    const owned = new Set(inCart.map((product) => product.productType));
    const genders = new Set(inCart.map((product) => product.gender));
    const wanted = new Map<string, number>();
    for (const product of inCart) {
      (COMPLEMENTS[product.productType] ?? []).forEach((type, rank) => {
        if (!owned.has(type)) wanted.set(type, Math.min(wanted.get(type) ?? rank, rank));
      });
    }
    const fits = (product: ProductInfo) => product.gender === 'unisex' || genders.has(product.gender);
    tierOf = (product) => {
      const rank = wanted.get(product.productType);
      if (rank !== undefined) return rank * 2 + (fits(product) ? 0 : 1);
      return owned.has(product.productType) ? 200 : 100;
    };
  }
  const tiers = new Map(candidates.map((product) => [product.id, tierOf(product)]));
  const limit = Math.min(Math.max(1, input.limit), MAX_RECOMMENDED);
  return [...candidates]
    .sort((a, b) => (tiers.get(a.id) ?? 0) - (tiers.get(b.id) ?? 0) || byPopularity(a, b))
    .slice(0, limit);
}

/**
 * The rec token of one recommended product: an opaque string naming the experience, variant and product it was
 * recommended by, so a click (`monetate:record:RecClicks`) can be attributed. Nothing about the visitor.
 * @example
 * recToken('exp_pdp_recommendations', 'recs-3', 'SBJK10001'); // 'rt1.ZXhwX3BkcF9y…'
 */
export function recToken(experienceId: string, variantId: string, productId: string): string {
  return `rt1.${Buffer.from(JSON.stringify([experienceId, variantId, productId])).toString('base64url')}`;
}

/**
 * Reads a rec token back; `undefined` for anything that is not one.
 * @example
 * readRecToken(recToken('exp_home_recommendations', 'popular', 'SBJK10001'));
 * // { experienceId: 'exp_home_recommendations', variantId: 'popular', productId: 'SBJK10001' }
 */
export function readRecToken(
  token: string,
): { experienceId: string; variantId: string; productId: string } | undefined {
  if (!token.startsWith('rt1.')) return undefined;
  try {
    const parts: unknown = JSON.parse(Buffer.from(token.slice(4), 'base64url').toString('utf8'));
    if (!Array.isArray(parts) || parts.length !== 3 || !parts.every((part) => typeof part === 'string'))
      return undefined;
    const [experienceId, variantId, productId] = parts as [string, string, string];
    return { experienceId, variantId, productId };
  } catch {
    return undefined;
  }
}

/**
 * A product as a recommendation item: the first in-stock variant's SKU, the current price in the catalogue's
 * currency, the image URL as the catalogue answers it (absolute against `publicUrl`) and its rec token; its title
 * and image text in `language` (the Language event's `fr-CA`: French).
 * @example
 * recommendedItem(product, { experienceId: 'exp_home_recommendations', variantId: 'popular' }, 'http://127.0.0.1:4000');
 */
export function recommendedItem(
  product: ProductInfo,
  source: { experienceId: string; variantId: string },
  publicUrl: string,
  language = 'en-us',
): RecommendedItem {
  const variant = product.variants.find((candidate) => candidate.onlineQuantity > 0) ?? product.variants[0];
  // The product's own image, exactly as the catalogue's listings and product details answer it.
  const image = productImage(product, undefined, 'front', language);
  return {
    id: product.id,
    sku: variant?.upc ?? product.id,
    title: productNameIn(product.name, language),
    url: `/p/${product.slug}-${product.id}`,
    image: { src: withMediaOrigin(image.url, publicUrl), alt: image.alt },
    ...(product.reviewsCount > 0 ? { rating: { score: product.rating } } : {}),
    price: product.current,
    currency: product.currency,
    recToken: recToken(source.experienceId, source.variantId, product.id),
  };
}
