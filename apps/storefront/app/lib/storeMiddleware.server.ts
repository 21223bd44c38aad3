import { data, redirect, type MiddlewareFunction } from 'react-router';
import { sessionContext, storeContext } from './context.server';
import { defaultLocaleUrl } from './defaultLocaleUrl';
import { htmlLang, isSupportedLocale, siteIdForLocale } from './locales';
import { landingRedirect } from './landingParams.server';
import { parseLocalePath } from './pageType';

/**
 * Middleware of the `/:locale` and `/pre/:locale` layouts: a bare named path redirects to the default locale, a
 * locale the shop does not serve is a 404, both before any loader runs; otherwise the store (locale, site,
 * preview) goes into the router context for the loaders.
 *
 * Page requests also make sure the shopper has a session now, so the first HTML response already carries the
 * session cookies and the browser's later parallel `/api` calls do not each create a guest. A failure here is
 * logged and the page still renders: pages without commerce data do not need a token.
 *
 * A page request with landing parameters (`leadSource`, `referral_code`, `storeNum`, `localePath`) is answered by a
 * redirect without them that keeps what they said in cookies (`landingRedirect`).
 */
export const storeMiddleware: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
  const url = new URL(request.url);
  const locale = params.locale;
  if (!isSupportedLocale(locale)) {
    // `:locale` also captures bare named paths (`/cart`, `/pre/help/contact-us`): those go to the default locale.
    const target = defaultLocaleUrl(url);
    if (target) throw redirect(target);
    throw data(null, { status: 404, statusText: 'Not Found' });
  }

  const preview = parseLocalePath(url.pathname).preview || url.searchParams.get('preview') === 'true';
  context.set(storeContext, { locale, siteId: siteIdForLocale(locale), preview, lang: htmlLang(locale) });

  if (request.method === 'GET') {
    const landing = await landingRedirect(request, context.get(sessionContext), context.get(storeContext));
    if (landing) throw landing;
    await context
      .get(sessionContext)
      .getAccessToken()
      .catch((error: unknown) => console.warn('[session] could not get a token for this page request:', error));
  }
  return next();
};
