import type { MiddlewareFunction } from 'react-router';
import { IDENTITY_HEADER_NAMES } from '@switchback/api-client';
import { API_PROXY_PREFIX } from './apiProxy.server';
import { sessionContext } from './context.server';
import { DEFAULT_LOCALE, isSupportedLocale, siteIdForLocale, type Locale } from './locales';
import { refuseCrossOrigin } from './originGuard.server';
import { parseLocalePath } from './pageType';
import { BRAND, CLIENT_APP, serverConfig } from './serverConfig.server';
import { createSessionFactory, type SessionFactory } from './session.server';
import { peerAddressContext } from './clientAddress.server';

let factory: { key: string; sessions: SessionFactory } | undefined;

/** One factory per configuration, so concurrent requests share refresh answers (see createSessionFactory). */
function sessionsFor(config: ReturnType<typeof serverConfig>): SessionFactory {
  const key = JSON.stringify(config);
  if (factory?.key !== key) {
    factory = {
      key,
      sessions: createSessionFactory({
        apiBaseUrl: config.commerceApiUrl,
        brand: BRAND,
        clientApp: CLIENT_APP,
        ...(config.accessKey ? { accessKey: config.accessKey } : {}),
        ...(config.previewAccessKey ? { previewAccessKey: config.previewAccessKey } : {}),
      }),
    };
  }
  return factory.sessions;
}

/**
 * The locale a request is for: the locale of its path, or for `/api` calls the `x-locale` header the browser's
 * api-client sends in proxy mode (URL form), or the default locale.
 *
 * @example
 * localeOfRequest(new Request('http://shop.test/fr-ca/cart')); // 'fr-ca'
 */
export function localeOfRequest(request: Request): Locale {
  const { pathname } = new URL(request.url);
  const fromPath = parseLocalePath(pathname).locale;
  if (isSupportedLocale(fromPath)) return fromPath;
  if (pathname.startsWith(`${API_PROXY_PREFIX}/`)) {
    const fromHeader = request.headers.get(IDENTITY_HEADER_NAMES.locale)?.toLowerCase().replace('_', '-');
    if (isSupportedLocale(fromHeader)) return fromHeader;
  }
  return DEFAULT_LOCALE;
}

/**
 * Root middleware: refuses cross-origin state-changing requests (actions and `/api`), gives every request a
 * session in the router context, and writes the cookies the session changed onto the response — whichever
 * loader, action or proxy call changed them, and also when the response is an error page.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;

  const locale = localeOfRequest(request);
  const session = sessionsFor(serverConfig())(
    request,
    { siteId: siteIdForLocale(locale), locale },
    context.get(peerAddressContext),
  );
  context.set(sessionContext, session);

  const response = await next();
  const cookies = session.setCookieHeaders();
  return cookies.length === 0 ? response : withCookies(response, cookies);
};

function withCookies(response: Response, cookies: string[]): Response {
  let target = response;
  try {
    target.headers.append('Set-Cookie', cookies[0] as string);
  } catch {
    // Responses straight from `fetch` have immutable headers.
    target = new Response(response.body, response);
    target.headers.append('Set-Cookie', cookies[0] as string);
  }
  for (const cookie of cookies.slice(1)) target.headers.append('Set-Cookie', cookie);
  // A response that sets a shopper's credentials must never be stored by a shared cache.
  target.headers.set('Cache-Control', 'private, no-store');
  return target;
}
