import { sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { productImagePath, type ProductView } from '../media/mediaLibrary';
import { languageOf, type AnswerLanguage } from '../sites/language';
import { ONLINE_LOCATION, productShape } from './catalogSeed';
import { colourNameIn, productLabelIn, productNameIn } from './productTexts';

/** A variant as listings and the cart need it. */
export interface VariantInfo {
  upc: string;
  colorCode: string;
  colorName: string;
  colorHex: string;
  size: string;
  /** Units in the web warehouse. */
  onlineQuantity: number;
}

/** A product with its prices in one currency and its variants: what every catalogue answer is built from. */
export interface ProductInfo {
  id: string;
  slug: string;
  name: string;
  brand: string;
  description: string;
  gender: string;
  productType: string;
  categoryId: string;
  categoryIds: string[];
  activities: string[];
  season: string;
  badge: string | null;
  eyebrow: string | null;
  features: string[];
  maxQty: number | null;
  isDigital: boolean;
  isCustomizable: boolean;
  rating: number;
  reviewsCount: number;
  popularity: number;
  createdAt: Date;
  currency: string;
  original: number;
  current: number;
  historicBest: number | null;
  salesPriceActiveDate: Date | null;
  variants: VariantInfo[];
}

interface ProductRow extends Omit<
  ProductInfo,
  'rating' | 'original' | 'current' | 'historicBest' | 'createdAt' | 'salesPriceActiveDate' | 'variants'
> {
  rating: string | number;
  original: string | number;
  current: string | number;
  historicBest: string | number | null;
  createdAt: string | Date;
  salesPriceActiveDate: string | Date | null;
  variants: VariantInfo[] | string;
}

/**
 * Loads products with their prices in `currency`, variants and online stock, in catalogue order. Without ids it
 * loads the whole catalogue (a few hundred rows): search and facets then run in memory, which is simpler and
 * faster than SQL for a catalogue this size.
 * @example
 * const [product] = await loadProducts(db, 'USD', ['SBJK10001']);
 */
export async function loadProducts(
  db: Pick<Database, 'execute'>,
  currency: string,
  ids?: readonly string[],
): Promise<ProductInfo[]> {
  const filter = ids
    ? sql`and p.id in (${sql.join(ids.length > 0 ? ids.map((id) => sql`${id}`) : [sql`null`], sql`, `)})`
    : sql``;
  const rows = await queryRows<ProductRow>(
    db,
    sql`select p.id, p.slug, p.name, p.brand, p.description, p.gender, p.product_type as "productType",
          p.category_id as "categoryId",
          (select coalesce(array_agg(pc.category_id order by pc.category_id), '{}') from product_categories pc where pc.product_id = p.id) as "categoryIds",
          p.activities, p.season, p.badge, p.eyebrow, p.features, p.max_qty as "maxQty", p.is_digital as "isDigital",
          p.is_customizable as "isCustomizable", p.rating, p.reviews_count as "reviewsCount", p.popularity,
          p.created_at as "createdAt", pr.currency, pr.original, pr.current, pr.historic_best as "historicBest",
          pr.sales_price_active_date as "salesPriceActiveDate",
          (select coalesce(json_agg(json_build_object('upc', v.upc, 'colorCode', v.color_code, 'colorName', v.color_name,
                  'colorHex', v.color_hex, 'size', v.size, 'onlineQuantity', coalesce(i.quantity, 0)) order by v.position), '[]'::json)
             from product_variants v left join inventory i on i.upc = v.upc and i.location_id = ${ONLINE_LOCATION}
            where v.product_id = p.id) as variants
        from products p join product_prices pr on pr.product_id = p.id and pr.currency = ${currency}
       where true ${filter}
       order by p.id`,
  );
  return rows.map((row) => ({
    ...row,
    rating: Number(row.rating),
    original: Number(row.original),
    current: Number(row.current),
    historicBest: row.historicBest === null ? null : Number(row.historicBest),
    createdAt: new Date(row.createdAt),
    salesPriceActiveDate: row.salesPriceActiveDate === null ? null : new Date(row.salesPriceActiveDate),
    variants: typeof row.variants === 'string' ? (JSON.parse(row.variants) as VariantInfo[]) : row.variants,
  }));
}

// How each view is told apart in an image's alternative text, and how it names the colour, in each language.
const VIEW_ALT: Record<AnswerLanguage, Record<ProductView, string>> = {
  en: { front: '', back: ', from the back', detail: ', close-up' },
  fr: { front: '', back: ', vue de dos', detail: ', gros plan' },
};
const IN_COLOUR: Record<AnswerLanguage, string> = { en: ' in ', fr: ', coloris ' };

/**
 * The image of a product in one colour (the first colour when none is given), from the front unless a view is given.
 * Its alternative text names the product and colour in `locale` (productTexts.ts).
 * @example
 * productImage(product, 'RST'); // { url: '/media/product-jacket-b5432c-sbjk10001.svg', alt: '… in Rust', … }
 * productImage(product, 'RST', 'back'); // { url: '/media/product-jacket-b5432c-sbjk10001-back.svg', alt: '… in Rust, from the back', … }
 * productImage(product, 'RST', 'back', 'fr-ca').alt; // '… pour homme, coloris Rouille, vue de dos'
 */
export function productImage(
  product: Pick<ProductInfo, 'id' | 'name' | 'productType' | 'variants'>,
  colorCode?: string,
  view: ProductView = 'front',
  locale = 'en-us',
) {
  const variant = product.variants.find((candidate) => candidate.colorCode === colorCode) ?? product.variants[0];
  const language = languageOf(locale);
  const name = productNameIn(product.name, locale);
  return {
    url: productImagePath(productShape(product.productType), variant?.colorHex ?? '#444444', product.id, view),
    alt: `${variant ? `${name}${IN_COLOUR[language]}${colourNameIn(variant.colorName, locale)}` : name}${VIEW_ALT[language][view]}`,
    width: 800,
    height: 1000,
  };
}

/** Rounds money to cents. */
export const money = (value: number) => Math.round(value * 100) / 100;

/**
 * The price block of a product (content-blocks §3 recommendation price fields, commerce-core §9 omnibus rule).
 * @example
 * productPrice(product).showHistoricBestPrice; // true when current < original and current < historic best
 */
export function productPrice(product: ProductInfo) {
  const discount = product.original > 0 ? money(product.original - product.current) : 0;
  return {
    currency: product.currency,
    original: product.original,
    current: product.current,
    lowCurrent: product.current,
    highCurrent: product.current,
    lowOriginal: product.original,
    highOriginal: product.original,
    historicBestPrice: product.historicBest,
    // Spec §9: show the lowest previous price only when the current price is below both.
    showHistoricBestPrice:
      product.historicBest !== null && product.current < product.original && product.current < product.historicBest,
    previousBestSalesPrice: product.historicBest,
    percentagePriceDiscount: product.original > 0 ? Math.round((discount / product.original) * 1000) / 10 : 0,
    salesPriceActiveDate: product.salesPriceActiveDate?.toISOString() ?? null,
  };
}

/**
 * The storefront path of a product page: `/{locale}/p/{slug}-{id}` (spec §2).
 * @example
 * pdpUrl('en-us', product); // '/en-us/p/mens-ridgeline-down-jacket-SBJK10001'
 */
export function pdpUrl(locale: string, product: Pick<ProductInfo, 'slug' | 'id'>): string {
  return `/${locale}/p/${product.slug}-${product.id}`;
}

/**
 * The listing card of a product: what search, categories and recommendations answer, its name and colours in
 * `locale`.
 * @example
 * products.map((product) => productSummary(product, 'en-us'));
 */
export function productSummary(product: ProductInfo, locale: string) {
  const colours = new Map<string, { code: string; name: string; hex: string; imageUrl: string }>();
  for (const variant of product.variants) {
    if (!colours.has(variant.colorCode)) {
      colours.set(variant.colorCode, {
        code: variant.colorCode,
        name: colourNameIn(variant.colorName, locale),
        hex: variant.colorHex,
        imageUrl: productImage(product, variant.colorCode).url,
      });
    }
  }
  return {
    id: product.id,
    masterId: product.id,
    name: productNameIn(product.name, locale),
    brand: product.brand,
    pdpUrl: pdpUrl(locale, product),
    productType: product.productType,
    gender: product.gender,
    badge: productLabelIn(product.badge, locale),
    eyebrow: productLabelIn(product.eyebrow, locale),
    season: product.season,
    image: productImage(product, undefined, 'front', locale),
    colors: [...colours.values()],
    sizes: [...new Set(product.variants.map((variant) => variant.size))],
    price: productPrice(product),
    rating: { score: product.rating, reviewsCount: product.reviewsCount },
    productInventoryState: product.variants.some((variant) => variant.onlineQuantity > 0) ? 'InStock' : 'OutOfStock',
  };
}

/**
 * Makes every string that is a path of the API's own media (`/media/…`) absolute, whatever its key (`url`, `src`,
 * `imageUrl`, …), so catalogue answers carry images a browser on another origin can load.
 * @example
 * withMediaOrigin({ image: { src: '/media/a.svg' } }, 'http://127.0.0.1:4000'); // { image: { src: 'http://127.0.0.1:4000/media/a.svg' } }
 */
export function withMediaOrigin<T>(value: T, origin: string): T {
  const base = origin.replace(/\/+$/, '');
  const visit = (item: unknown): unknown => {
    if (typeof item === 'string') return item.startsWith('/media/') ? `${base}${item}` : item;
    if (Array.isArray(item)) return item.map(visit);
    if (item === null || typeof item !== 'object' || item instanceof Date) return item;
    // A plain loop: this runs over every cart answer, and entries/fromEntries allocated two arrays per object.
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(item)) {
      const field = visit((item as Record<string, unknown>)[key]);
      // A `__proto__` key (JSON.parse makes it an own property) stays a property, as fromEntries kept it.
      if (key === '__proto__')
        Object.defineProperty(copy, key, { value: field, enumerable: true, writable: true, configurable: true });
      else copy[key] = field;
    }
    return copy;
  };
  return visit(value) as T;
}
