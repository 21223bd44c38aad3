import { parseLocalePath } from './pageType';

/**
 * `Cache-Control` of server-rendered pages and of their `.data` requests (client-side navigations):
 *
 * | response | Cache-Control | why |
 * | --- | --- | --- |
 * | sets a cookie (a new guest session, a renewed token, a cart id, a notice …) | `private, no-store` | credentials must never be kept by any cache (the session middleware sets this too) |
 * | preview (`/pre/…`, `?preview=true`), cart, checkout, account, order confirmation, favourites, sign-in, XPLR Pass, a product page reopening a cart line's design (`?recipe=`), any action (POST) | `private, no-store` | the shopper's own data or unpublished content |
 * | a 5xx | `no-store` | an error is not worth keeping |
 * | every other page | `private, no-cache` | each page is drawn for its shopper (header cart count, sign-in state, consent, the variant of an experiment) so no shared cache may keep it; the browser asks again before reusing it |
 * | a route's own `headers` export chose one | that one | e.g. an error page or a redirect that knows better |
 *
 * Hashed files under `/assets/` are `public, max-age=31536000, immutable` (server.mjs's static handler);
 * `/sitemap.xml` and `/robots.txt` set public ones of their own.
 *
 * @example
 * responseHeaders.set('Cache-Control', pageCacheControl(request, responseHeaders, 200));
 */
export function pageCacheControl(request: Request, responseHeaders: Headers, status: number): string {
  if (responseHeaders.has('set-cookie')) return PRIVATE_NO_STORE;
  const chosen = responseHeaders.get('cache-control');
  if (chosen) return chosen;
  if (status >= 500) return 'no-store';
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return PRIVATE_NO_STORE;
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, '');
  const { preview, rest } = parseLocalePath(pathname);
  if (preview || url.searchParams.get('preview') === 'true') return PRIVATE_NO_STORE;
  // A product page reopening a customised cart line (`?recipe=`) carries that line's design.
  if (PERSONAL_PAGE.test(rest) || url.searchParams.has('recipe')) return PRIVATE_NO_STORE;
  return 'private, no-cache';
}

/**
 * Sets {@link pageCacheControl} on a response's headers (a fresh Response when they are immutable).
 *
 * @example
 * export const handleDataRequest = (response, { request }) => withPageCacheControl(request, response);
 */
export function withPageCacheControl(request: Request, response: Response): Response {
  const value = pageCacheControl(request, response.headers, response.status);
  if (response.headers.get('cache-control') === value) return response;
  try {
    response.headers.set('Cache-Control', value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('Cache-Control', value);
    return copy;
  }
}

const PRIVATE_NO_STORE = 'private, no-store';

/** Pages about the shopper (below the locale): never kept by any cache. */
const PERSONAL_PAGE = /^\/(?:cart|checkout|account|order-confirmation|favorites|sign-in|xplr-pass)(?:\/|$)/;
