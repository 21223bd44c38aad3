import { withCarriedLocation } from './carriedQuery';
import { safeHref } from './safeHref';

/** The page a block is drawn on, as the app's router knows it (server and browser alike). */
export interface BlockLocation {
  pathname: string;
  /** The query string with or without its leading `?` (`'?colour=olive'`, `'colour=olive'`, `''`). */
  search: string;
}

/** A link target ready for `href`, and whether it opens an in-page modal. */
export interface ResolvedBlockHref {
  href: string;
  /** The modal's id (`modal-size-guide`) when the link opens a modal on the current page. */
  modalId: string | undefined;
}

/**
 * Applies the CMS link rules of content-blocks §2 after `safeHref`:
 * - `#modal…` opens a modal on the current page: the href stays the bare hash.
 * - `?…#modal…` merges its query into the current one (its values win) and keeps the path, so a filter such
 *   as `?size=42` is added to the shopper's current filters instead of replacing them. Without a known
 *   location it is returned as sent.
 * - With a known location, an internal link (a root-relative path or a query-only `?…` link) gets the carried
 *   query parameters of the current page (`siteId`, `cms`, `preview`, `enrollment_marketing_source`:
 *   `withCarriedQuery`), so a shopper previewing or arriving from a campaign keeps them page after page.
 * - Everything else is returned as `safeHref` keeps it; unsafe links give `undefined`.
 *
 * @example
 * resolveBlockHref('?fit=wide#modal-fit', { pathname: '/en-gb/c/boots-100131', search: '?colour=brown' });
 * // { href: '/en-gb/c/boots-100131?colour=brown&fit=wide#modal-fit', modalId: 'modal-fit' }
 */
export function resolveBlockHref(url: string, location?: BlockLocation): ResolvedBlockHref | undefined {
  const href = safeHref(url);
  if (href === undefined) return undefined;
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const modalId = /^#modal/i.test(hash) ? decodeHash(hash) : undefined;
  if (href.startsWith('#')) return { href, modalId };
  if (modalId !== undefined && href.startsWith('?') && location) {
    const merged = new URLSearchParams(location.search);
    for (const [key, value] of new URLSearchParams(href.slice(1, hashAt))) merged.set(key, value);
    const query = merged.toString();
    return { href: `${location.pathname}${query ? `?${query}` : ''}${hash}`, modalId };
  }
  return { href: location ? withCarriedLocation(href, location) : href, modalId };
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Whether a link's path and query are the page the shopper is on (the CTA collection's highlight rule): the
 * same path (ignoring a trailing slash) and the same query parameters in any order. Fragments are ignored.
 *
 * @example
 * isCurrentPage('/en-gb/c/boots-100131?fit=wide', { pathname: '/en-gb/c/boots-100131', search: '?fit=wide' }); // true
 */
export function isCurrentPage(href: string, location: BlockLocation): boolean {
  const base = 'https://switchback.invalid';
  let target: URL;
  try {
    target = new URL(href, `${base}${location.pathname}`);
  } catch {
    return false;
  }
  if (target.origin !== base) return false;
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  if (trim(target.pathname) !== trim(location.pathname)) return false;
  return sortedQuery(target.searchParams) === sortedQuery(new URLSearchParams(location.search));
}

function sortedQuery(params: URLSearchParams): string {
  const copy = new URLSearchParams(params);
  copy.sort();
  return copy.toString();
}
