/** The facets a listing filters by, in the order the form shows them. Each is a URL parameter of the same name. */
export const LIST_FACETS = ['gender', 'color', 'size', 'activity'] as const;

/** A facet that takes several values (checkboxes). */
export type ListFacet = (typeof LIST_FACETS)[number];

/** The sorts commerce-api's productSearch knows. */
export const SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating', 'discount'] as const;

/** A sort of productSearch. */
export type Sort = (typeof SORTS)[number];

/** Products per listing page. */
export const PAGE_SIZE = 24;

// A shopper can type anything in the URL; a thousand pages of a listing is far beyond the catalogue.
const MAX_PAGE = 1000;
const PRICE_RANGE = /^\d{1,6}-\d{0,6}$/;

/**
 * Everything a category or search listing shows, read from the URL query alone, so the page works without
 * JavaScript: the facets as repeated or comma-separated parameters, one price range, the sort and the 1-based page.
 *
 * @example
 * const query: BrowseQuery = { q: '', filters: { gender: [], color: ['BLK'], size: [], activity: [] }, price: '', sort: '', page: 1 };
 */
export interface BrowseQuery {
  q: string;
  filters: Record<ListFacet, string[]>;
  /** `50-100`, or `400-` for "400 and more"; `''` for any price. */
  price: string;
  /** `''` lets the API choose (relevance with a search term, newest without). */
  sort: Sort | '';
  page: number;
  /** Only products on sale (`sale=1`: the shop's Sale listing, a search page without a term). */
  sale?: boolean;
}

function listValues(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && value.length <= 40);
  return [...new Set(values)].sort();
}

/**
 * Reads a listing's state from a URL query, dropping what is malformed rather than failing.
 *
 * @example
 * parseBrowseQuery(new URLSearchParams('color=BLK&color=NVY&sort=price-asc&page=2'));
 * // { q: '', filters: { gender: [], color: ['BLK', 'NVY'], size: [], activity: [] }, price: '', sort: 'price-asc', page: 2 }
 */
export function parseBrowseQuery(params: URLSearchParams): BrowseQuery {
  const sort = params.get('sort') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const price = params.get('price') ?? '';
  const filters = Object.fromEntries(LIST_FACETS.map((facet) => [facet, listValues(params, facet)])) as Record<
    ListFacet,
    string[]
  >;
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    filters,
    price: PRICE_RANGE.test(price) ? price : '',
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as Sort) : '',
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    ...(params.get('sale') === '1' ? { sale: true } : {}),
  };
}

/**
 * The query of `products.search` for a listing: filters comma-separated, the price range as `priceMin`/`priceMax`,
 * and the page as `start`/`count`.
 *
 * @example
 * toProductSearchQuery(parseBrowseQuery(new URLSearchParams('price=50-100&page=2')), { categoryId: '100110' });
 * // { categoryId: '100110', priceMin: '50', priceMax: '100', start: '24', count: '24' }
 */
export function toProductSearchQuery(query: BrowseQuery, scope: { categoryId?: string } = {}): Record<string, string> {
  const apiQuery: Record<string, string> = {};
  if (scope.categoryId) apiQuery.categoryId = scope.categoryId;
  if (query.q) apiQuery.q = query.q;
  for (const facet of LIST_FACETS) {
    if (query.filters[facet].length > 0) apiQuery[facet] = query.filters[facet].join(',');
  }
  if (query.price) {
    const [min = '', max = ''] = query.price.split('-');
    if (min) apiQuery.priceMin = min;
    if (max) apiQuery.priceMax = max;
  }
  if (query.sort) apiQuery.sort = query.sort;
  if (query.sale) apiQuery.onSale = 'true';
  apiQuery.start = String((query.page - 1) * PAGE_SIZE);
  apiQuery.count = String(PAGE_SIZE);
  return apiQuery;
}

/**
 * The URL query of a listing state, in a stable order, so equal states give equal URLs (and cache keys). Page 1 and
 * empty values are left out.
 *
 * @example
 * browseSearchParams({ ...query, page: 3 }).toString(); // 'color=BLK&page=3'
 */
export function browseSearchParams(query: BrowseQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.sale) params.set('sale', '1');
  for (const facet of LIST_FACETS) {
    for (const value of query.filters[facet]) params.append(facet, value);
  }
  if (query.price) params.set('price', query.price);
  if (query.sort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** How many pages a result of `numFound` products fills (at least one, so "page 1 of 1" for no results). */
export function pageCount(numFound: number): number {
  return Math.max(1, Math.ceil(numFound / PAGE_SIZE));
}
