import { DEFAULT_LOCALE } from './locales';
import { parseLocalePath } from './pageType';
import { NAMED_ROOT_SEGMENTS } from './storePaths';

/**
 * Where a path without a locale goes: the same path in the default locale, under `/pre` when previewing, with the
 * whole query kept. Null when the path is not one the shop redirects (it has a locale-shaped segment, or does not
 * start with a named page), which makes it a 404.
 *
 * @example
 * defaultLocaleUrl(new URL('http://shop.test/cart?cms=edit'));        // '/en-us/cart?cms=edit'
 * defaultLocaleUrl(new URL('http://shop.test/pre/help/contact-us'));  // '/pre/en-us/help/contact-us'
 * defaultLocaleUrl(new URL('http://shop.test/'));                     // '/en-us'
 * defaultLocaleUrl(new URL('http://shop.test/de-de/cart'));           // null
 */
export function defaultLocaleUrl(url: URL): string | null {
  const { preview, locale, rest } = parseLocalePath(url.pathname);
  if (locale !== null) return null;
  const first = rest.split('/')[1] ?? '';
  if (first !== '' && !(NAMED_ROOT_SEGMENTS as readonly string[]).includes(first)) return null;
  return `${preview ? '/pre' : ''}/${DEFAULT_LOCALE}${rest === '/' ? '' : rest}${url.search}`;
}
