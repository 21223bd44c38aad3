import { withCarriedQuery } from '@switchback/content-blocks';
import type { Locale } from './locales';

// The carried parameters of spec §2 are listed once, in @switchback/content-blocks (its CMS links carry them
// too); the storefront re-uses that list and its helpers.
export { CARRIED_QUERY_PARAMS, carriedParams, withCarriedQuery } from '@switchback/content-blocks';

/**
 * The URL of a page of the current store: a locale-relative path (`/cart`, `/` for home) under the `/pre` prefix
 * when previewing and the locale, with the carried parameters of the current query.
 *
 * @example
 * storeHref('/cart', { locale: 'fr-ca', preview: true, search: '?cms=edit' }); // '/pre/fr-ca/cart?cms=edit'
 * storeHref('/', { locale: 'en-us', preview: false, search: '' });            // '/en-us'
 */
export function storeHref(
  path: string,
  store: { locale: Locale; preview: boolean; search: string | URLSearchParams },
): string {
  const relative =
    path === '/' || path === ''
      ? ''
      : path.startsWith('/') || path.startsWith('?') || path.startsWith('#')
        ? path
        : `/${path}`;
  return withCarriedQuery(`${store.preview ? '/pre' : ''}/${store.locale}${relative}`, store.search);
}
