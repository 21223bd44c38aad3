import type { Locale } from './locales';

/** Query parameters that follow the shopper from page to page (spec §2). */
export const CARRIED_QUERY_PARAMS = ['siteId', 'cms', 'preview', 'enrollment_marketing_source'] as const;

/**
 * The carried parameters of a query string, and nothing else.
 *
 * @example
 * carriedParams('?preview=true&utm_campaign=x').toString(); // 'preview=true'
 */
export function carriedParams(search: string | URLSearchParams): URLSearchParams {
  const from = typeof search === 'string' ? new URLSearchParams(search) : search;
  const carried = new URLSearchParams();
  for (const name of CARRIED_QUERY_PARAMS) {
    for (const value of from.getAll(name)) carried.append(name, value);
  }
  return carried;
}

/**
 * Adds the carried parameters of the current query to a target URL (path, query and hash). Parameters the target
 * sets itself win, so a link can still switch preview off. External URLs are returned unchanged.
 *
 * @example
 * withCarriedQuery('/en-us/cart', '?cms=edit&utm_source=x'); // '/en-us/cart?cms=edit'
 * withCarriedQuery('/en-us/search?q=boots#top', '?preview=true'); // '/en-us/search?q=boots&preview=true#top'
 */
export function withCarriedQuery(to: string, currentSearch: string | URLSearchParams): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  const hashIndex = to.indexOf('#');
  const hash = hashIndex === -1 ? '' : to.slice(hashIndex);
  const beforeHash = hashIndex === -1 ? to : to.slice(0, hashIndex);
  const queryIndex = beforeHash.indexOf('?');
  const path = queryIndex === -1 ? beforeHash : beforeHash.slice(0, queryIndex);
  const query = new URLSearchParams(queryIndex === -1 ? '' : beforeHash.slice(queryIndex + 1));
  for (const [name, value] of carriedParams(currentSearch)) {
    if (!query.has(name)) query.append(name, value);
  }
  const queryString = query.toString();
  return `${path}${queryString ? `?${queryString}` : ''}${hash}`;
}

/**
 * The URL of a page of the current store: a locale-relative path (`/cart`, `/` for home) under the `/pre` prefix
 * when previewing and the locale, with the carried parameters of the current query.
 *
 * @example
 * storeHref('/cart', { locale: 'fr-ca', preview: true, search: '?cms=edit' }); // '/pre/fr-ca/cart?cms=edit'
 * storeHref('/', { locale: 'en-us', preview: false, search: '' });            // '/en-us'
 */
export function storeHref(path: string, store: { locale: Locale; preview: boolean; search: string | URLSearchParams }): string {
  const relative = path === '/' || path === '' ? '' : path.startsWith('/') || path.startsWith('?') || path.startsWith('#') ? path : `/${path}`;
  return withCarriedQuery(`${store.preview ? '/pre' : ''}/${store.locale}${relative}`, store.search);
}
