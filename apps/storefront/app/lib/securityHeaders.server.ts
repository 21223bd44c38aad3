import { randomBytes } from 'node:crypto';
import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { CSP_REPORT_PATH } from './cspNonce';
import { serverConfig } from './serverConfig.server';

/** The request's Content-Security-Policy nonce, made by {@link securityHeadersMiddleware} for the document. */
export const cspNonceContext = createContext<string | null>(null);

/** A fresh nonce: 128 random bits, base64. One per response; never reused. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The nonce of this request (made by the middleware), or a fresh one when the middleware did not run.
 *
 * @example
 * const nonce = nonceOfContext(loadContext);
 */
export function nonceOfContext(context: RouterContextProvider | undefined): string {
  try {
    const nonce = context?.get(cspNonceContext);
    if (nonce) return nonce;
  } catch {
    // No router context (a test calling the entry directly).
  }
  return createNonce();
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Origins, beside this shop's own, that pages may show images and media from, frame, and connect to: those named in
 * `CSP_EXTRA_ORIGINS` (space-separated), plus any loopback port when commerce-api itself runs on loopback (a
 * developer's or the tests' stack, where the payment sandbox answers on a port of its own).
 */
function extraOrigins(): string[] {
  const extra = (process.env.CSP_EXTRA_ORIGINS ?? '')
    .split(/\s+/)
    .filter((origin) => /^https?:\/\/[^\s;,']+$/.test(origin));
  let apiHost = '';
  try {
    apiHost = new URL(serverConfig().commerceApiUrl).hostname;
  } catch {
    apiHost = '';
  }
  if (LOOPBACK_HOSTS.has(apiHost)) extra.push('http://127.0.0.1:*', 'http://localhost:*');
  return extra;
}

/**
 * The Content-Security-Policy of every page: scripts only with this response's nonce (and what those scripts load,
 * `'strict-dynamic'`: the route chunks, the payment provider's and the video player's scripts), no plugins, no
 * `<base>` elsewhere, never framed, no `eval`. Styles may be inline (React style attributes); images and frames
 * may come from HTTPS origins (CMS media, video embeds, the payment provider's hosted fields and 3-D Secure frame).
 * Violations are reported to {@link CSP_REPORT_PATH}.
 *
 * @example
 * response.headers.set('Content-Security-Policy', contentSecurityPolicy(nonce));
 */
export function contentSecurityPolicy(nonce: string): string {
  const extra = extraOrigins().join(' ');
  const withExtra = (sources: string) => (extra ? `${sources} ${extra}` : sources);
  return [
    "default-src 'self'",
    // 'self' and https: only for browsers without CSP level 3; the others ignore them beside 'strict-dynamic'.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' https:`,
    "style-src 'self' 'unsafe-inline'",
    withExtra("img-src 'self' data: blob: https:"),
    withExtra("media-src 'self' blob: https:"),
    "font-src 'self' data:",
    withExtra("connect-src 'self'"),
    withExtra("frame-src 'self' https:"),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/**
 * Whether the shopper reached this server over HTTPS: the request's own scheme, or `X-Forwarded-Proto: https` when
 * a TLS-terminating proxy in front of the shop is configured (`TRUST_PROXY=1`). Without that setting the header is
 * ignored, so a client cannot ask for HSTS on a plain-HTTP host.
 */
export function servedOverHttps(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (!/^(1|true|on|yes)$/i.test((process.env.TRUST_PROXY ?? '').trim())) return false;
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * Sets the headers every storefront response carries: nosniff, Referrer-Policy, COOP, X-Frame-Options (for
 * browsers without frame-ancestors), HSTS (one year) over HTTPS, and — on HTML documents — the CSP with `nonce`.
 * Other answers (JSON, data, redirects) get a policy that allows nothing but still forbids framing.
 *
 * @example
 * applySecurityHeaders(response.headers, request, nonce);
 */
export function applySecurityHeaders(headers: Headers, request: Request, nonce: string): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('X-Frame-Options', 'DENY');
  if (servedOverHttps(request)) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  const isHtml = (headers.get('Content-Type') ?? '').toLowerCase().startsWith('text/html');
  if (isHtml) {
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  } else if (!headers.has('Content-Security-Policy')) {
    headers.set(
      'Content-Security-Policy',
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  }
}

/**
 * Root middleware (first): makes the request's CSP nonce (the document renders it on every script, entry.server)
 * and sets the security headers on whatever answer comes back — pages, `.data`, `/api`, redirects and errors.
 */
export const securityHeadersMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const nonce = createNonce();
  context.set(cspNonceContext, nonce);
  let response = await next();
  try {
    applySecurityHeaders(response.headers, request, nonce);
  } catch {
    // Responses straight from `fetch` have immutable headers.
    response = new Response(response.body, response);
    applySecurityHeaders(response.headers, request, nonce);
  }
  return response;
};

/** A NUL or an unpaired UTF-16 surrogate: never part of a real URL, and commerce-api refuses both. */
// eslint-disable-next-line no-control-regex -- finding a NUL is the point
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether a URL's path or query holds something no page of the shop takes: percent-encoding that is not UTF-8 (an
 * encoded lone surrogate is `%ED%A0%80`), a NUL character or an unpaired surrogate.
 *
 * @example
 * hasUnsafeUrlText(new URL('https://shop.test/en-us/search?q=%00')); // true
 */
export function hasUnsafeUrlText(url: URL): boolean {
  try {
    if (UNSAFE_TEXT.test(decodeURIComponent(url.pathname))) return true;
    for (const [name, value] of url.searchParams) if (UNSAFE_TEXT.test(name) || UNSAFE_TEXT.test(value)) return true;
    decodeURIComponent(url.search.replace(/\+/g, ' '));
    return false;
  } catch {
    return true;
  }
}

/**
 * Root middleware (after {@link securityHeadersMiddleware}): a URL with a NUL, an unpaired surrogate or broken
 * percent-encoding in its path or query is a bad request — a 400 page (or answer), before any loader calls
 * commerce-api, never a 500.
 */
export const refuseUnsafeUrlMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
  if (hasUnsafeUrlText(new URL(request.url))) throw data(null, { status: 400, statusText: 'Bad Request' });
  return next();
};

/** The largest CSP report read; anything longer is cut. */
const REPORT_LIMIT = 8_192;

/**
 * `POST /csp-report`: logs a browser's CSP violation report (report-uri format, or the Reporting API's list) as one
 * line and answers 204. Reports carry no credentials and change nothing, so they need no Origin check.
 *
 * @example
 * export const action = ({ request }) => receiveCspReport(request);
 */
export async function receiveCspReport(request: Request): Promise<Response> {
  if (request.method.toUpperCase() !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  let text = '';
  try {
    text = (await request.text()).slice(0, REPORT_LIMIT);
  } catch {
    text = '';
  }
  let summary: unknown = text;
  try {
    const parsed = JSON.parse(text) as unknown;
    const reports = Array.isArray(parsed)
      ? parsed.map((entry) => (entry as { body?: unknown }).body ?? entry)
      : [(parsed as { 'csp-report'?: unknown })['csp-report'] ?? parsed];
    summary = reports.map((report) => {
      const r = (report ?? {}) as Record<string, unknown>;
      return {
        page: r['document-uri'] ?? r.documentURL,
        directive: r['effective-directive'] ?? r.effectiveDirective ?? r['violated-directive'],
        blocked: r['blocked-uri'] ?? r.blockedURL,
        source: r['source-file'] ?? r.sourceFile,
        line: r['line-number'] ?? r.lineNumber,
      };
    });
  } catch {
    // Not JSON: logged as text.
  }
  console.warn('[csp] violation reported', JSON.stringify(summary));
  return new Response(null, { status: 204 });
}
