import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { Route } from './+types/localeLayout';
import { errorTitle } from '../lib/errorTitle';
import { ErrorPage, LocationQuestion } from '../lib/pageIslands';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader, SkipLink } from '../components/SiteHeader';
import { OrganizationJsonLd } from '../components/JsonLd';
import { useText } from '../lib/useText';
import { useFocusMainOnNavigation } from '../lib/focusMain';
import { sessionContext, storeContext } from '../lib/context.server';
import { loadSiteChrome } from '../lib/siteChrome.server';
import { SitePromoBar } from '../components/SitePromoBar';
import { storeMiddleware } from '../lib/storeMiddleware.server';
import { headerCart } from '../lib/readCart.server';
import { parseCookies } from '../lib/cookies.server';
import { locationToConfirm } from '../lib/locationSuggestion';
import { ConsentBanner } from '../components/ConsentBanner';
import { SitePopups } from '../components/SitePopups';
import { loadMessages } from '../lib/messages';
import { DEFAULT_LOCALE, isSupportedLocale } from '../lib/locales';

export const middleware: Route.MiddlewareFunction[] = [storeMiddleware];

// A client navigation into another locale (a link to the French site from an English page) draws that locale's
// pages once its UI strings are there: their language's catalogue loads before the loaders answer.
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ params }) => {
    await loadMessages(isSupportedLocale(params.locale) ? params.locale : DEFAULT_LOCALE);
  },
];

// A loader makes every client-side navigation inside the shop go through the middleware above (session, locale).
export async function loader({ context, request }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const { locale, preview, siteId } = store;
  const url = new URL(request.url);
  // Menu, promo bar and footer come from the CMS (cached; empty when it fails, see loadSiteChrome).
  const [chrome, cart] = await Promise.all([
    loadSiteChrome(context.get(sessionContext), store, url),
    headerCart(context.get(sessionContext), store, request),
  ]);
  // The origin makes canonical URLs and hreflang alternates absolute (pageAt in lib/pageMeta).
  // Spec §2 location confirmation: which other locale to offer on a landing, if any (never a redirect).
  const locationSuggestion = locationToConfirm(request, store, parseCookies(request.headers.get('cookie')));
  // The cart's id and site go to the browser for the mini cart, which reads and changes the cart through `/api`.
  return {
    locale,
    siteId,
    preview,
    origin: url.origin,
    chrome,
    cartCount: cart.count,
    cartId: cart.id,
    locationSuggestion,
  };
}

function PreviewBanner() {
  return <p className="preview-banner">{useText().previewBanner}</p>;
}

function Chrome({ children, notice }: { children: ReactNode; notice?: ReactNode }) {
  useFocusMainOnNavigation();
  return (
    <>
      <SkipLink />
      {notice}
      <SitePromoBar />
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <SitePopups />
      <ConsentBanner />
    </>
  );
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Chrome
      notice={
        loaderData.locationSuggestion ? <LocationQuestion suggested={loaderData.locationSuggestion.suggested} /> : null
      }
    >
      {loaderData.preview ? <PreviewBanner /> : null}
      <OrganizationJsonLd origin={loaderData.origin} />
      <Outlet />
    </Chrome>
  );
}

export const meta: Route.MetaFunction = ({ error }) => (error ? [{ title: errorTitle(error) }] : []);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Chrome>
      <ErrorPage error={error} />
    </Chrome>
  );
}
