import { IDENTITY_HEADER_NAMES, identityHeaders, isApiError } from '@switchback/api-client';
import { refuseCrossOrigin } from './originGuard.server';
import { createId, isUuid } from './requestIds';
import type { RequestSession } from './session.server';

/** The path the browser calls; everything below it goes to commerce-api. */
export const API_PROXY_PREFIX = '/api';

/** Request headers passed on from the browser; everything else (cookies, authorization …) stays here. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'if-none-match', 'if-modified-since', 'idempotency-key'];
/** Response headers passed back; never Set-Cookie, and no encoding headers since fetch has already decoded the body. */
const RETURNED_RESPONSE_HEADERS = ['content-type', 'etag', 'last-modified', 'x-correlation-id', 'retry-after'];

/**
 * Calls the browser must not make through the proxy: their answers carry tokens, which only this server may hold.
 * Sign-in and sign-out go through storefront actions that keep the tokens in cookies.
 */
const BLOCKED_PATHS = [/^\/token\//i];

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
export async function proxyToCommerceApi(request: Request, session: RequestSession, apiBaseUrl: string): Promise<Response> {
  const browserCorrelationId = request.headers.get(IDENTITY_HEADER_NAMES.correlationId);
  const correlationId = isUuid(browserCorrelationId) ? browserCorrelationId : createId();

  const refused = refuseCrossOrigin(request);
  if (refused) return refused;

  const url = new URL(request.url);
  const path = url.pathname.slice(API_PROXY_PREFIX.length) || '/';
  if (!path.startsWith('/') || BLOCKED_PATHS.some((blocked) => blocked.test(path))) {
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
  return new Response(method === 'HEAD' ? null : upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders });
}
