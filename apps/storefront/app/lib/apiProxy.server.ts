import { IDENTITY_HEADER_NAMES, identityHeaders, isApiError } from '@switchback/api-client';
import { refuseCrossOrigin } from './originGuard.server';
import { createId, isUuid } from './requestIds';
import type { RequestSession } from './session.server';

/** The path the browser calls; everything below it goes to commerce-api. */
export const API_PROXY_PREFIX = '/api';

/** Request headers passed on from the browser; everything else (cookies, authorization …) stays here. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'if-none-match',
  'if-modified-since',
  'idempotency-key',
];
/** Response headers passed back; never Set-Cookie, and no encoding headers since fetch has already decoded the body. */
const RETURNED_RESPONSE_HEADERS = ['content-type', 'etag', 'last-modified', 'x-correlation-id', 'retry-after'];

/**
 * The calls the browser makes through the proxy (the api-client's calls in the shop's islands and blocks), as
 * decoded, normalised paths. Anything else answers 403 without a call upstream — in particular token calls,
 * sign-in and sign-up (their answers hold authorization codes), sign-out, associate login, password reset and
 * change, the account lookup (it tells which e-mails exist), the loyalty token, the payment provider (card numbers
 * go to its own origin, never through the shop) and any route commerce-api may add later. Sign-in and the other
 * account actions go through storefront route actions, which keep the tokens in HttpOnly cookies.
 */
const ALLOWED_PATHS: readonly RegExp[] = [
  /^\/fapi\/(server\/time|pages\/[^/].*|components\/[^/].*)$/,
  /^\/(publish|preview)\/caas\/v1\/canvas\/[^/].*$/,
  /^\/products\/v[12]\/[^/].*$/,
  /^\/cart\/v[12]\/[^/].*$/,
  /^\/wishlists\/v2\/[^/].*$/,
  /^\/stores\/v1\/[^/].*$/,
  /^\/media\/[^/].*$/,
  /^\/social\/[^/].*$/,
  /^\/api\/engine\/v1\/decide\/[^/]+$/,
  /^\/experiments\/v1\/(datafiles\/[^/]+|events)$/,
  /^\/analytics\/v1\/events$/,
  /^\/consumers-v3\/utilities\/[^/].*$/,
  /^\/consumers-v3\/contactus(\/[^/].*)?$/,
  /^\/consumers-v3\/consumer$/,
  /^\/consumers-v3\/consumer\/(address|payment_instruments|purchase|purchasehistory|return|newsletter|event-registration|notification|subscription|warranty|TrackOrder|CancelOrder|resendGiftCardEmail|retrieveUserData|loyalty\/(promo|vouchers))(\/[^/].*)?$/,
];

/** Never forwarded, whatever the allowlist says (a second lock on the calls whose answers carry credentials). */
const DENIED_PATHS: readonly RegExp[] = [
  /\/token(\/|$)/i,
  /^\/payments\//i,
  /\/auth\//i,
  /\/agent\//i,
  /lookup|password|forgot/i,
];

/**
 * The path below `/api` as commerce-api will route it, or null when the browser may not call it: decoded once
 * (commerce-api decodes once too), and refused when that decoding leaves anything that could be read another way
 * — an encoded or doubled slash, a backslash, a dot segment, a percent sign (double encoding), a control character.
 * The URL parser has already resolved plain and `%2e` dot segments. Matching is case-sensitive, like commerce-api's
 * routes.
 *
 * @example
 * proxiedPath('/cart/v1/item'); // '/cart/v1/item'
 * proxiedPath('/%74oken/v2/auth/token'); // null
 */
export function proxiedPath(rawPath: string): string | null {
  if (!rawPath.startsWith('/') || /%(2f|5c)/i.test(rawPath)) return null;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- refusing control characters in the path is the point
  if (/[\\%\u0000-\u001f\u007f]|\/\/|(^|\/)\.{1,2}(\/|$)/.test(path)) return null;
  if (DENIED_PATHS.some((denied) => denied.test(path))) return null;
  return ALLOWED_PATHS.some((allowed) => allowed.test(path)) ? path : null;
}

function errorResponse(status: number, errorId: string, message: string, correlationId: string): Response {
  return Response.json({ appId: 'storefront', correlationId, errorDetails: [{ errorId, message }] }, { status });
}

/**
 * Forwards a browser request below `/api` to commerce-api: same method, path, query and body, with this
 * session's bearer token and the server-side identity headers; the browser's cookies and Authorization header are
 * not forwarded, and commerce-api's Set-Cookie is not returned. A token rejected with AUT432 is renewed once.
 *
 * @example
 * // app/routes/apiProxy.ts
 * export const loader = ({ request, context }: Route.LoaderArgs) => proxyToCommerceApi(request, context.get(sessionContext), apiUrl);
 */
export async function proxyToCommerceApi(
  request: Request,
  session: RequestSession,
  apiBaseUrl: string,
): Promise<Response> {
  const browserCorrelationId = request.headers.get(IDENTITY_HEADER_NAMES.correlationId);
  const correlationId = isUuid(browserCorrelationId) ? browserCorrelationId : createId();

  const refused = refuseCrossOrigin(request);
  if (refused) return refused;

  const url = new URL(request.url);
  // The raw path is forwarded: it decodes (once, as commerce-api does) to exactly the path that was checked.
  const path = url.pathname.slice(API_PROXY_PREFIX.length) || '/';
  if (proxiedPath(path) === null) {
    return errorResponse(403, 'API403', 'This call is not available through the storefront.', correlationId);
  }

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(identityHeaders(session.identity, 'api'))) headers.set(name, value);
  headers.set(IDENTITY_HEADER_NAMES.correlationId, correlationId);

  const method = request.method.toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // Buffered, not streamed: the call may have to be replayed after a token renewal.
  const body = hasBody ? await request.arrayBuffer() : undefined;

  let upstream: Response;
  try {
    headers.set('authorization', `Bearer ${await session.getAccessToken()}`);
    upstream = await session.fetch(`${apiBaseUrl.replace(/\/+$/, '')}${path}${url.search}`, {
      method,
      headers,
      ...(body && body.byteLength > 0 ? { body } : {}),
      redirect: 'manual',
      signal: request.signal,
    });
  } catch (error) {
    if (isApiError(error)) {
      return errorResponse(error.status, error.errorId, error.message, error.correlationId ?? correlationId);
    }
    if (request.signal.aborted) throw error;
    console.error(`[api proxy] ${method} ${path} failed (correlation id ${correlationId})`, error);
    return errorResponse(502, 'GEN500', 'The commerce service is not reachable. Please try again.', correlationId);
  }

  const responseHeaders = new Headers();
  for (const name of RETURNED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) responseHeaders.set(name, value);
  }
  // Answers depend on the shopper's cookies: a shared cache must never hand one shopper's cart to another.
  responseHeaders.set('cache-control', 'private, no-store');
  responseHeaders.set('vary', 'Cookie');
  return new Response(method === 'HEAD' ? null : upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}
