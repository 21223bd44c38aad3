import { isApiError, type ProductDetails } from '@switchback/api-client';
import { cachePolicy } from '../../lib/cachePolicy.server';
import type { ProductPrice } from '../../lib/describePrice';
import type { RequestSession } from '../../lib/session.server';
import type { Store } from '../../lib/store';
import { productPath, toProductPrice } from '../../lib/toProductCard';
import { configuredCache } from '../../lib/ttlCache.server';
import { productSetPath } from './productSetPath';

type Loose = Record<string, unknown>;
const asRecord = (value: unknown): Loose | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : null;
const asString = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
const asNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const records = (value: unknown): Loose[] =>
  Array.isArray(value) ? value.map(asRecord).filter((entry): entry is Loose => entry !== null) : [];

/**
 * One product of a set as the set page shows it: its own colours, the sizes of the chosen colour and their stock.
 *
 * @example
 * const member: ProductSetMember = { id: 'SBJK10001', name: 'Alpenglow Parka', path: '/p/alpenglow-parka-SBJK10001', … };
 */
export interface ProductSetMember {
  id: string;
  name: string;
  path: string;
  image: { url: string; alt: string; width: number; height: number } | null;
  price: ProductPrice | null;
  colors: { code: string; name: string }[];
  selectedColor: string | null;
  sizes: { size: string; upc: string | null; available: boolean }[];
  maxQty: number;
}

/**
 * A product set page (`GET /products/v2/products/{productSetId}/productSet` and each member's details).
 *
 * @example
 * const set = await loadProductSet(session, store, 'SBSET10001', () => null);
 */
export interface ProductSetPage {
  id: string;
  name: string;
  description: string | null;
  path: string;
  /** What the members cost together at their current prices, in `currency`. */
  total: number | null;
  currency: string;
  members: ProductSetMember[];
}

/**
 * A member product trimmed from its details for the colour asked for (the product's default when that colour is
 * unknown).
 *
 * @example
 * const member = toSetMember(details, 'PLM');
 */
export function toSetMember(details: ProductDetails, color: string | null): ProductSetMember {
  const product = details as ProductDetails & Loose;
  const colors = records(product.colors).flatMap((entry) => {
    const code = asString(entry.code);
    return code ? [{ code, name: asString(entry.name) ?? code }] : [];
  });
  const selectedColor =
    color && colors.some((entry) => entry.code === color)
      ? color
      : (asString(product.selectedColorCode) ?? colors[0]?.code ?? null);
  const sizes = records(product.variants)
    .filter((variant) => !selectedColor || asRecord(variant.color)?.code === selectedColor)
    .flatMap((variant) => {
      const size = asString(variant.size);
      return size ? [{ size, upc: asString(variant.upc), available: variant.available === true }] : [];
    });
  const images = records(product.images);
  const image = images.find((entry) => entry.colorCode === selectedColor) ?? images[0] ?? asRecord(product.image);
  const imageUrl = asString(image?.url);
  const price = asRecord(product.price);
  return {
    id: details.id,
    name: details.name ?? details.id,
    path: productPath(product),
    image: imageUrl
      ? {
          url: imageUrl,
          alt: asString(image?.alt) ?? '',
          width: asNumber(image?.width) ?? 800,
          height: asNumber(image?.height) ?? 1000,
        }
      : null,
    price: toProductPrice(price, asString(price?.currency) ?? 'USD'),
    colors,
    selectedColor,
    sizes,
    maxQty: details.maxQty ?? 999999,
  };
}

const notFoundAsNull = (error: unknown) => {
  if (isApiError(error) && error.status === 404) return null;
  throw error;
};

/**
 * The set and its members, each member's details fetched at the same time for the colour `colorOf(productId)`
 * names. Null when commerce-api does not know the set; a member whose details are gone is left out.
 *
 * @example
 * const set = await loadProductSet(session, store, 'SBSET10001', (id) => url.searchParams.get(`color-${id}`), request.signal);
 */
export async function loadProductSet(
  session: RequestSession,
  store: Store,
  setId: string,
  colorOf: (productId: string) => string | null,
  signal?: AbortSignal,
): Promise<ProductSetPage | null> {
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  const options = signal ? { signal } : {};
  const set = await api.products.getProductSet(setId, options).catch(notFoundAsNull);
  if (!set) return null;
  const ids = (set.products ?? []).map((product) => product.id);
  const details = await Promise.all(
    ids.map((id) => {
      const color = colorOf(id);
      return api.products.getDetails(id, color ? { colorCode: color } : {}, options).catch(notFoundAsNull);
    }),
  );
  const name = set.name ?? set.id;
  return {
    id: set.id,
    name,
    description: asString((set as Loose).description),
    path: productSetPath({ id: set.id, name }),
    total: asNumber((set as Loose).total),
    currency: asString((set as Loose).currency) ?? 'USD',
    members: details.flatMap((entry) => (entry ? [toSetMember(entry, colorOf(entry.id))] : [])),
  };
}

type SetLink = { id: string; name: string; path: string };

// The sets of a product are the same for every shopper of a site and locale: shared like product details
// (lib/cachePolicy.server.ts), never in preview.
const setsCache = configuredCache<SetLink[]>(() => ({ ...cachePolicy().productDetails, maxEntries: 2000 }));

/** Empties the cache of {@link loadSetsContaining} (tests). */
export function clearSetsCache(): void {
  setsCache().clear();
}

/**
 * The sets a product belongs to (`GET /products/v2/products/{productId}/productSets`), as links for its page;
 * shared between shoppers of a site and locale for as long as product details are. Empty when the call fails in
 * any way (not kept): the product page stands without them.
 *
 * @example
 * const sets = await loadSetsContaining(session, store, 'SBJK10001', request.signal);
 */
export async function loadSetsContaining(
  session: RequestSession,
  store: Store,
  productId: string,
  signal?: AbortSignal,
): Promise<SetLink[]> {
  const load = async (options: { signal?: AbortSignal }) => {
    const answer = await session
      .api({ siteId: store.siteId, locale: store.locale })
      .products.getProductSets(productId, options);
    return answer.productSets.map((set) => ({
      id: set.id,
      name: set.name ?? set.id,
      path: productSetPath({ id: set.id, name: set.name ?? set.id }),
    }));
  };
  try {
    // A shared load is not cancelled by the one shopper who started it.
    return await (store.preview
      ? load(signal ? { signal } : {})
      : setsCache().getOrLoad(`${store.siteId}/${store.locale}/${productId}`, () => load({})));
  } catch (error) {
    // Like the recommendations rail: whatever went wrong, the product page stands without the links.
    if (!isApiError(error)) console.warn('[product] product sets failed:', error);
    return [];
  }
}
