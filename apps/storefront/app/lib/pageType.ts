/**
 * The page types of spec §2, derived from the path alone.
 */
export type PageType =
  | 'product'
  | 'category'
  | 'cart'
  | 'account'
  | 'search'
  | 'searchhub'
  | 'home'
  | 'order-confirmation'
  | 'checkout'
  | 'other'
  | 'error';

/** Locale in a URL: two letters, a dash, then two or three letters or digits (spec §2). */
const LOCALE_SEGMENT = /^[a-z]{2}-[a-z0-9]{2,3}$/;
/** The home page is a bare two-letter-dash-two-letter locale path (spec §2), optionally with a trailing slash. */
const HOME_PATH = /^\/[a-z]{2}-[a-z]{2}\/?$/;
/** Preview mode prefixes every path with `/pre` (spec §2). */
const PREVIEW_PREFIX = /^\/pre(?=\/|$)/;

const CATEGORY_ID = /^(.+)-(\d{4,10})$/;
const CATEGORY_ID_ALTERNATIVE = /^(.+)-c(\d{4,6})$/;
const PRODUCT_ID = /^(.+)-([A-Z0-9]{8,11})$/;
const PRODUCT_ID_ALTERNATIVE = /^(.+)-p([A-Za-z0-9]{8,11})$/;

/**
 * A path split into its preview prefix, locale segment and the rest.
 *
 * @example
 * parseLocalePath('/pre/fr-ca/cart'); // { preview: true, locale: 'fr-ca', rest: '/cart' }
 */
export interface LocalePath {
  /** The path starts with `/pre`. */
  preview: boolean;
  /** The first segment after the prefix when it has the locale shape (supported or not), else null. */
  locale: string | null;
  /** What follows the prefix and locale, always starting with `/` (`/` for the locale's home). */
  rest: string;
}

/**
 * Splits a path into preview prefix, locale and the rest. The locale is checked for its shape only; whether the
 * shop serves it is `isSupportedLocale`'s call.
 *
 * @example
 * parseLocalePath('/en-us/c/shoes-1234'); // { preview: false, locale: 'en-us', rest: '/c/shoes-1234' }
 * parseLocalePath('/cart');                // { preview: false, locale: null, rest: '/cart' }
 */
export function parseLocalePath(pathname: string): LocalePath {
  const preview = PREVIEW_PREFIX.test(pathname);
  const afterPrefix = preview ? pathname.replace(PREVIEW_PREFIX, '') || '/' : pathname;
  const [, first = '', ...others] = afterPrefix.split('/');
  if (LOCALE_SEGMENT.test(first)) {
    return { preview, locale: first, rest: `/${others.join('/')}` };
  }
  return { preview, locale: null, rest: afterPrefix.startsWith('/') ? afterPrefix : `/${afterPrefix}` };
}

/**
 * A category or product path segment split into slug and id.
 *
 * @example
 * const parsed: ParsedSlugId = { slug: 'trail-shoes', id: '12345', form: 'standard' };
 */
export interface ParsedSlugId {
  slug: string;
  id: string;
  /** `standard` (`slug-12345`) or `alternative` (`slug-c1234`, `slug-pABC12345`). */
  form: 'standard' | 'alternative';
}

/**
 * Parses the last segment of a category path: `{slug}-{4 to 10 digits}`, or the alternative `{slug}-c{4 to 6 digits}`.
 *
 * @example
 * parseCategorySegment('trail-shoes-12345'); // { slug: 'trail-shoes', id: '12345', form: 'standard' }
 * parseCategorySegment('trail-shoes-c1234'); // { slug: 'trail-shoes', id: '1234', form: 'alternative' }
 * parseCategorySegment('trail-shoes-123');   // null
 */
export function parseCategorySegment(segment: string): ParsedSlugId | null {
  const standard = CATEGORY_ID.exec(segment);
  if (standard) return { slug: standard[1] as string, id: standard[2] as string, form: 'standard' };
  const alternative = CATEGORY_ID_ALTERNATIVE.exec(segment);
  if (alternative) return { slug: alternative[1] as string, id: alternative[2] as string, form: 'alternative' };
  return null;
}

/**
 * Parses the last segment of a product path: `{slug}-{8 to 11 uppercase letters or digits}`, or the alternative
 * `{slug}-p{8 to 11 letters or digits}`.
 *
 * @example
 * parseProductSegment('ridge-runner-NF0A8ABC'); // { slug: 'ridge-runner', id: 'NF0A8ABC', form: 'standard' }
 * parseProductSegment('ridge-runner-pab12cd34'); // { slug: 'ridge-runner', id: 'ab12cd34', form: 'alternative' }
 * parseProductSegment('ridge-runner-nf0a8abc'); // null
 */
export function parseProductSegment(segment: string): ParsedSlugId | null {
  const standard = PRODUCT_ID.exec(segment);
  if (standard) return { slug: standard[1] as string, id: standard[2] as string, form: 'standard' };
  const alternative = PRODUCT_ID_ALTERNATIVE.exec(segment);
  if (alternative) return { slug: alternative[1] as string, id: alternative[2] as string, form: 'alternative' };
  return null;
}

/**
 * The category id of a category path (`/{locale}/c/{slug}-{id}`), or null when the path is not one.
 *
 * @example
 * categoryIdFromPath('/en-us/c/trail-shoes-12345'); // '12345'
 */
export function categoryIdFromPath(pathname: string): string | null {
  const match = /\/c\/([^/]+)\/?$/.exec(pathname);
  return match ? (parseCategorySegment(match[1] as string)?.id ?? null) : null;
}

/**
 * The product id of a product path (`/{locale}/p/{slug}-{id}`), or null when the path is not one.
 *
 * @example
 * productIdFromPath('/fr-ca/p/ridge-runner-NF0A8ABC'); // 'NF0A8ABC'
 */
export function productIdFromPath(pathname: string): string | null {
  const match = /\/p\/([^/]+)\/?$/.exec(pathname);
  return match ? (parseProductSegment(match[1] as string)?.id ?? null) : null;
}

/**
 * True when a CMS page description says the page is not available, which makes it an Error page (spec §2).
 *
 * @example
 * isUnavailableDescription('This page is not available'); // true
 */
export function isUnavailableDescription(description: string | null | undefined): boolean {
  return /\bnot available\b/i.test(description ?? '');
}

/**
 * The page type of a path, following spec §2 rule by rule:
 * a page known to be unavailable is `error`; a path containing `/p/` is `product`, `/c/` `category`; a first
 * segment (after `/pre` and the locale) of `cart`, `account` or `search` is that page; a path containing
 * `searchhub` is `searchhub`; a bare two-letter-dash-two-letter locale path is `home`; `order-confirmation` and
 * `checkout` are theirs; anything else is `other`.
 *
 * Named pages match whole segments, so `/en-us/searchhub` is the search hub and not search, and `/en-us/carts`
 * is not the cart.
 *
 * @example
 * resolvePageType('/en-us/p/ridge-runner-NF0A8ABC'); // 'product'
 * resolvePageType('/pre/fr-ca');                     // 'home'
 * resolvePageType('/en-us/help/contact-us');         // 'other'
 * resolvePageType('/en-us', { pageUnavailable: true }); // 'error'
 */
export function resolvePageType(pathname: string, options: { pageUnavailable?: boolean } = {}): PageType {
  if (options.pageUnavailable) return 'error';
  const path = pathname.replace(PREVIEW_PREFIX, '') || '/';
  if (path.includes('/p/')) return 'product';
  if (path.includes('/c/')) return 'category';
  const { rest } = parseLocalePath(path);
  const first = rest.split('/')[1] ?? '';
  if (first === 'cart') return 'cart';
  if (first === 'account') return 'account';
  if (first === 'search') return 'search';
  if (path.includes('searchhub')) return 'searchhub';
  if (HOME_PATH.test(path)) return 'home';
  if (first === 'order-confirmation') return 'order-confirmation';
  if (first === 'checkout') return 'checkout';
  return 'other';
}
