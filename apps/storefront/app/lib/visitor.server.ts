import { createContext, type MiddlewareFunction } from 'react-router';
import { isHttps, parseCookies, serializeCookie } from './cookies.server';
import { isVisitorId, newVisitorId, VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE } from './visitorId';

/** The visitor of one request: the id its cookie names, or one issued during the request. */
export interface RequestVisitor {
  /** The visitor id, if the browser has one or one was issued for this response. */
  known(): string | undefined;
  /**
   * The visitor id, issuing one (set on the response) when the browser has none. Call only once consent allows
   * it: the cookie identifies the browser.
   */
  ensure(): string;
}

/** The visitor of this request, set by {@link visitorMiddleware}. */
export const visitorContext = createContext<RequestVisitor>();

/**
 * Root middleware: reads the visitor id cookie into {@link visitorContext}, and stores an id issued while the
 * request ran (by a loader that had consent to) on the response.
 */
export const visitorMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const fromCookie = parseCookies(request.headers.get('cookie')).get(VISITOR_COOKIE);
  const existing = isVisitorId(fromCookie) ? fromCookie : undefined;
  let issued: string | undefined;
  context.set(visitorContext, {
    known: () => existing ?? issued,
    ensure: () => existing ?? (issued ??= newVisitorId()),
  });
  const response = await next();
  if (!issued) return response;
  const cookie = serializeCookie(VISITOR_COOKIE, issued, { maxAge: VISITOR_COOKIE_MAX_AGE, secure: isHttps(request) });
  try {
    response.headers.append('Set-Cookie', cookie);
    return response;
  } catch {
    // Responses straight from `fetch` have immutable headers.
    const copy = new Response(response.body, response);
    copy.headers.append('Set-Cookie', cookie);
    return copy;
  }
};
