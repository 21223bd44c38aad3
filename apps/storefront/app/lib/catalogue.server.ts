import { isApiError, type ProductSearch } from '@switchback/api-client';
import { toProductSearchQuery, type BrowseQuery } from './browseQuery';
import { toListingFacets, type ListingFacet } from './listingFacets';
import type { RequestSession } from './session.server';
import type { Store } from './store';
import { productPath, toProductCard, withShownNumbers, type ProductCard } from './toProductCard';
import { cachePolicy } from './cachePolicy.server';
import { configuredCache, createTtlCache } from './ttlCache.server';
import type { Crumb } from '../components/Breadcrumbs';
import { productSetPath } from '../components/productSet/productSetPath';

// Catalogue reads are public (the api-client sends no token with them) and the same for every shopper of a site and
// locale, so one answer serves them all for a while (lib/cachePolicy.server.ts: listings 30 s, the category tree
// 5 min, each then served stale while one call refreshes it). Nothing shopper-specific goes through these caches, and
// preview requests bypass them.
const searches = configuredCache<ProductSearch | null>(() => ({ ...cachePolicy().listing, maxEntries: 1000 }));
const trees = configuredCache<CategoryNode[]>(() => ({ ...cachePolicy().categoryTree, maxEntries: 20 }));

/** The cached answer for `key`, or a fresh one in preview mode (preview never reads or fills a shared cache). */
function shared<T>(
  store: Store,
  cache: () => { getOrLoad(key: string, load: () => Promise<T>): Promise<T> },
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  return store.preview ? load() : cache().getOrLoad(key, load);
}

interface CategoryNode {
  id: string;
  name?: string | null;
  slug?: string | null;
  url?: string | null;
  children?: CategoryNode[] | null;
}

/**
 * A listing page's data, trimmed to what it shows.
 *
 * @example
 * const { products, numFound } = await loadListing(session, store, query);
 */
export interface Listing {
  numFound: number;
  currency: string;
  /** With no results: the closest spelling the catalogue knows (productSearch `didYouMean`). */
  didYouMean: string | null;
  facets: ListingFacet[];
  products: ProductCard[];
}

/**
 * A category of the catalogue with its trail from the top (itself last), each as a store path.
 *
 * @example
 * const category: CatalogueCategory = { id: '100110', name: 'Jackets', path: '/c/mens-jackets-100110', trail: [...] };
 */
export interface CatalogueCategory {
  id: string;
  name: string;
  path: string;
  trail: Crumb[];
}

function categoryPath(node: CategoryNode): string {
  const fromUrl = /\/c\/([^/?#]+)/.exec(node.url ?? '')?.[1];
  return `/c/${fromUrl ?? `${node.slug ?? 'category'}-${node.id}`}`;
}

function findTrail(nodes: CategoryNode[], id: string): CategoryNode[] | null {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = findTrail(node.children ?? [], id);
    if (below) return [node, ...below];
  }
  return null;
}

function apiFor(session: RequestSession, store: Store) {
  return session.api({ siteId: store.siteId, locale: store.locale });
}

/**
 * The category `id` of the store's catalogue (`/products/v2/catalog`, shared for 5 min), or null when the catalogue
 * does not have it.
 *
 * @example
 * const category = await loadCategory(session, store, '100110');
 */
export async function loadCategory(
  session: RequestSession,
  store: Store,
  id: string,
): Promise<CatalogueCategory | null> {
  const tree = await shared(store, trees, `${store.siteId}/${store.locale}`, async () => {
    const catalogue = await apiFor(session, store).products.getCatalog();
    return catalogue.categories as CategoryNode[];
  });
  const trail = findTrail(tree, id);
  const node = trail?.at(-1);
  if (!trail || !node) return null;
  const crumbs = trail.map((step) => ({ name: step.name ?? step.id, path: categoryPath(step) }));
  return { id: node.id, name: node.name ?? node.id, path: categoryPath(node), trail: crumbs };
}

/**
 * One page of products for a listing state, from productSearch (shared for 30 s per site, locale and query; see cachePolicy). Null
 * when commerce-api does not know the category (404).
 *
 * @example
 * const listing = await loadListing(session, store, parseBrowseQuery(url.searchParams), { categoryId: '100110' });
 */
export async function loadListing(
  session: RequestSession,
  store: Store,
  query: BrowseQuery,
  scope: { categoryId?: string } = {},
): Promise<Listing | null> {
  const apiQuery = toProductSearchQuery(query, scope);
  const key = `${store.siteId}/${store.locale}?${new URLSearchParams(apiQuery).toString()}`;
  const search = await shared(store, searches, key, async () => {
    try {
      return await apiFor(session, store).products.search(apiQuery);
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  });
  if (!search) return null;
  const currency = typeof search.currency === 'string' ? search.currency : 'USD';
  return {
    numFound: search.numFound,
    currency,
    didYouMean: typeof search.didYouMean === 'string' && search.didYouMean.trim() !== '' ? search.didYouMean : null,
    facets: toListingFacets(search.facets),
    products: search.products.map((product) => withShownNumbers(toProductCard(product, currency), store.locale)),
  };
}

/** Empties the catalogue caches (tests). */
export function clearCatalogueCaches(): void {
  searches().clear();
  trees().clear();
  sitemaps.clear();
}

const SITEMAP_TTL_MS = 10 * 60_000;
const SITEMAP_PAGE = 100;
const sitemaps = createTtlCache<StorePagePaths>({ ttlMs: SITEMAP_TTL_MS, maxEntries: 10 });

/**
 * Every indexable catalogue page of a store: its categories (the whole tree) and products, as store paths.
 *
 * @example
 * const { categories, products } = await loadStorePagePaths(session, store);
 * // { categories: ['/c/mens-100100', …], products: ['/p/talus-mid-SBHB10001', …] }
 */
export interface StorePagePaths {
  categories: string[];
  products: string[];
  /** Product set pages (`/set/{slug}-{id}`), found through each product's sets. */
  sets: string[];
}

/** How many products' sets the sitemap asks for at once. */
const SET_LOOKUPS_AT_ONCE = 8;

function categoryPaths(nodes: CategoryNode[]): string[] {
  return nodes.flatMap((node) => [categoryPath(node), ...categoryPaths(node.children ?? [])]);
}

/**
 * The paths of {@link StorePagePaths} for one store, read from `/products/v2/catalog` and productSearch page by page
 * (shared for ten minutes: the sitemap is read by crawlers, not shoppers).
 *
 * @example
 * const paths = await loadStorePagePaths(session, { locale: 'fr-ca', siteId: 'sb-ca', preview: false, lang: 'fr-CA' });
 */
export async function loadStorePagePaths(session: RequestSession, store: Store): Promise<StorePagePaths> {
  return sitemaps.getOrLoad(`${store.siteId}/${store.locale}`, async () => {
    const api = apiFor(session, store);
    const catalogue = await api.products.getCatalog();
    const products: string[] = [];
    const productIds: string[] = [];
    for (let start = 0; ; start += SITEMAP_PAGE) {
      const page = await api.products.search({ start: String(start), count: String(SITEMAP_PAGE) });
      products.push(...page.products.map((product) => productPath(product)));
      productIds.push(...page.products.map((product) => product.id));
      if (page.products.length < SITEMAP_PAGE || start + SITEMAP_PAGE >= page.numFound) break;
    }
    // commerce-api lists sets per member product only: ask for each product's sets, a few at a time. A failed
    // lookup only leaves that product's sets out.
    const sets = new Set<string>();
    const queue = [...new Set(productIds)];
    async function lookUpSets() {
      for (let id = queue.shift(); id; id = queue.shift()) {
        const answer = await api.products.getProductSets(id).catch(() => ({ productSets: [] }));
        for (const set of answer.productSets) sets.add(productSetPath({ id: set.id, name: set.name ?? '' }));
      }
    }
    await Promise.all(Array.from({ length: SET_LOOKUPS_AT_ONCE }, lookUpSets));
    return {
      categories: [...new Set(categoryPaths(catalogue.categories as CategoryNode[]))],
      products: [...new Set(products)],
      sets: [...sets],
    };
  });
}
