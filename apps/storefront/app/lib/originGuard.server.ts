import { isHttps } from './cookies.server';
import { CSP_REPORT_PATH } from './cspNonce';
import { createId } from './requestIds';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request (POST, PUT, PATCH, DELETE …) unless its `Origin` header names this server's
 * own origin. A missing Origin is refused too: every browser sends it on such requests, so only a forged or
 * non-browser request lacks it. This, with SameSite=Lax cookies, is the storefront's CSRF defence. Behind a
 * TLS-terminating proxy the server sees http, so the scheme follows `X-Forwarded-Proto` (see `isHttps`).
 *
 * @returns a 403 response in the API's error shape, or null when the request may go on
 * @example
 * const refused = refuseCrossOrigin(request);
 * if (refused) return refused;
 */
export function refuseCrossOrigin(request: Request): Response | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  // Browsers post CSP violation reports without credentials; the endpoint only logs them.
  if (new URL(request.url).pathname === CSP_REPORT_PATH) return null;
  const origin = request.headers.get('origin');
  if (origin && origin === ownOrigin(request)) return null;
  return Response.json(
    {
      appId: 'storefront',
      correlationId: createId(),
      errorDetails: [
        { errorId: 'API403', message: 'State-changing requests must come from this site (Origin header).' },
      ],
    },
    { status: 403 },
  );
}

function ownOrigin(request: Request): string {
  const url = new URL(request.url);
  return `${isHttps(request) ? 'https:' : url.protocol}//${url.host}`;
}
