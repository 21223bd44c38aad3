/**
 * Query parameters that follow the shopper from page to page (commerce-core §2, content-blocks §2): every internal
 * link of the shop — the app's own and the CMS blocks' — keeps them. The one list of the monorepo; the storefront
 * re-uses it.
 *
 * @example
 * CARRIED_QUERY_PARAMS.includes('cms'); // true
 */
export const CARRIED_QUERY_PARAMS = ['siteId', 'cms', 'preview', 'enrollment_marketing_source'] as const;

/** One of {@link CARRIED_QUERY_PARAMS}. */
export type CarriedQueryParam = (typeof CARRIED_QUERY_PARAMS)[number];

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
 * Adds the carried parameters of the current query to an internal link: a root-relative path (`/en-us/cart`) or a
 * query-only link (`?fit=wide`), keeping its own query and hash. Parameters the link sets itself win, so a link can
 * still switch preview off. External, protocol-relative, `mailto:`/`tel:` and hash-only links, and every link when
 * there is nothing to carry, are returned unchanged (byte for byte).
 *
 * @example
 * withCarriedQuery('/en-us/cart', '?cms=edit&utm_source=x'); // '/en-us/cart?cms=edit'
 * withCarriedQuery('/en-us/search?q=boots#top', '?preview=true'); // '/en-us/search?q=boots&preview=true#top'
 */
export function withCarriedQuery(to: string, currentSearch: string | URLSearchParams): string {
  const internal = (to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\')) || to.startsWith('?');
  if (!internal) return to;
  const carried = carriedParams(currentSearch);
  if (carried.toString() === '') return to;
  const hashIndex = to.indexOf('#');
  const hash = hashIndex === -1 ? '' : to.slice(hashIndex);
  const beforeHash = hashIndex === -1 ? to : to.slice(0, hashIndex);
  const queryIndex = beforeHash.indexOf('?');
  const path = queryIndex === -1 ? beforeHash : beforeHash.slice(0, queryIndex);
  const query = new URLSearchParams(queryIndex === -1 ? '' : beforeHash.slice(queryIndex + 1));
  const own = new Set(query.keys());
  for (const [name, value] of carried) {
    if (!own.has(name)) query.append(name, value);
  }
  const queryString = query.toString();
  return `${path}${queryString ? `?${queryString}` : ''}${hash}`;
}

// An anchor's href in serialised HTML (the sanitiser's output quotes every attribute; single quotes are accepted
// too). `\s` before `href` keeps `data-href` out.
const ANCHOR_HREF = /(<a\s[^>]*?\shref=|<a\s+href=)(?:"([^"]*)"|'([^']*)')/gi;

/**
 * {@link withCarriedQuery} for every link of a piece of sanitised rich text, so editor-written links keep the
 * carried parameters too. The same input gives the same output on the server and in the browser (no hydration
 * mismatch); without parameters to carry the HTML is returned as is.
 *
 * @example
 * withCarriedQueryInHtml('<a href="/en-us/terms/brand">Terms</a>', '?cms=edit');
 * // '<a href="/en-us/terms/brand?cms=edit">Terms</a>'
 */
export function withCarriedQueryInHtml(html: string, currentSearch: string | URLSearchParams): string {
  if (carriedParams(currentSearch).toString() === '') return html;
  return rewriteHrefs(html, (href) => withCarriedQuery(href, currentSearch));
}

/** Every anchor's `href` of serialised HTML passed through `rewrite` (entities decoded for it, encoded back). */
function rewriteHrefs(html: string, rewrite: (href: string) => string): string {
  if (!/<a\s/i.test(html)) return html;
  return html.replace(
    ANCHOR_HREF,
    (match, start: string, doubleQuoted: string | undefined, singleQuoted: string | undefined) => {
      const href = (doubleQuoted ?? singleQuoted ?? '').replace(/&amp;/g, '&');
      const rewritten = rewrite(href);
      if (rewritten === href) return match;
      return `${start}"${rewritten.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
    },
  );
}

/** Where a link is followed from: the page's path and query (a block context's `location`). */
export interface LinkLocation {
  pathname: string;
  search: string;
}

/** Preview mode's path prefix (commerce-core §2, content-blocks §2). */
const PREVIEW_PREFIX = '/pre';
/** A root-relative link to a page of the shop: its path starts with a locale (`/en-us/…`, `/fr-ca?…`). */
const SHOP_PAGE = /^\/[a-z]{2}-[a-z]{2}(?:[/?#]|$)/i;

const inPreview = (pathname: string) => pathname === PREVIEW_PREFIX || pathname.startsWith(`${PREVIEW_PREFIX}/`);

/**
 * {@link withCarriedQuery} from a page, which also keeps preview mode's path: on a page under `/pre`, a link to a page
 * of the shop (`/en-us/c/jackets`) stays under it (`/pre/en-us/c/jackets`), so an editor following a CMS link in
 * preview sees the unpublished content of the next page too. Other links are left as `withCarriedQuery` leaves them.
 *
 * @example
 * withCarriedLocation('/en-us/c/jackets', { pathname: '/pre/en-us', search: '?cms=edit' }); // '/pre/en-us/c/jackets?cms=edit'
 * withCarriedLocation('/en-us/c/jackets', { pathname: '/en-us', search: '' }); // '/en-us/c/jackets'
 */
export function withCarriedLocation(to: string, location: LinkLocation): string {
  const carried = withCarriedQuery(to, location.search);
  return inPreview(location.pathname) && SHOP_PAGE.test(carried) ? `${PREVIEW_PREFIX}${carried}` : carried;
}

/**
 * {@link withCarriedLocation} for every link of a piece of sanitised rich text (see {@link withCarriedQueryInHtml}).
 *
 * @example
 * withCarriedLocationInHtml('<a href="/en-us/terms/brand">Terms</a>', { pathname: '/pre/en-us', search: '' });
 * // '<a href="/pre/en-us/terms/brand">Terms</a>'
 */
export function withCarriedLocationInHtml(html: string, location: LinkLocation): string {
  if (!inPreview(location.pathname)) return withCarriedQueryInHtml(html, location.search);
  return rewriteHrefs(html, (href) => withCarriedLocation(href, location));
}
