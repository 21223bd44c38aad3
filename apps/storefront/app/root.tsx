// Order matters: the design tokens first, then the blocks and the app that use them. Of the blocks, only base.css
// (rich text, common fields, site chrome, pop-ups) is on every page; each other block type's stylesheet is linked
// by the pages that draw one (`BlockStylesheets` below, lib/blockStylesheets.server).
// The design system: tokens, then only the components the shop draws (ui's styles.css order). Not linked: Badge,
// Skeleton, Tabs, Accordion and Switch, which no page uses yet — import a file here when one does. Pagination.css
// is linked by the listings only (components/ListingControls.tsx).
import '@switchback/ui/css/tokens.css';
import '@switchback/ui/css/utilities.css';
import '@switchback/ui/css/Button.css';
import '@switchback/ui/css/Dialog.css';
import '@switchback/ui/css/Drawer.css';
import '@switchback/ui/css/Field.css';
import '@switchback/ui/css/TextField.css';
import '@switchback/ui/css/Select.css';
import '@switchback/ui/css/Checkbox.css';
import '@switchback/ui/css/Radio.css';
import '@switchback/ui/css/QuantityStepper.css';
import '@switchback/ui/css/Breadcrumbs.css';
import '@switchback/ui/css/Toast.css';
import '@switchback/ui/css/ColorSwatches.css';
import '@switchback/ui/css/SizeButtons.css';
import '@switchback/ui/css/Price.css';
import '@switchback/ui/css/Rating.css';
import '@switchback/ui/css/Badge.css';
import '@switchback/content-blocks/base.css';
import './fonts.css';
import './app.css';
import interLatin from './fonts/inter-latin-core-wght-normal.woff2?url';
import {
  BlockFeaturesProvider,
  collectBlockStylesheets,
  EARLY_LIVE_CLICKS_SCRIPT,
  replayEarlyLiveClicks,
} from '@switchback/content-blocks';
import { useEffect, useMemo, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useParams,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { errorTitle } from './lib/errorTitle';
import { markPageHydrated } from './lib/useHydrated';
import { ErrorPage } from './lib/pageIslands';
import { blockPriceFormatFor, blockTextsFor } from './lib/blockTexts';
import { DEFAULT_LOCALE, htmlLang, isSupportedLocale } from './lib/locales';
import { localeOfRequest, sessionMiddleware } from './lib/sessionMiddleware.server';
import { shopperForRequest } from './lib/authFlow.server';
import { blockFeatures } from './lib/blockFeatures.server';
import { visitorContext, visitorMiddleware } from './lib/visitor.server';
import { isGranted } from './lib/consent';
import { readConsent } from './lib/consent.server';
import { parseLocalePath } from './lib/pageType';
import { ConsentProvider } from './components/ConsentProvider';
import { useNonce } from './lib/cspNonce';
import { refuseUnsafeUrlMiddleware, securityHeadersMiddleware } from './lib/securityHeaders.server';
import { AnalyticsProvider } from './components/AnalyticsProvider';
import { messageChunksFor } from './lib/messageChunks.server';
import { documentCacheMiddleware } from './lib/documentCache.server';

export const middleware: Route.MiddlewareFunction[] = [
  // First: it keeps the finished document (headers and cookies included) for the same request again.
  documentCacheMiddleware,
  securityHeadersMiddleware,
  refuseUnsafeUrlMiddleware,
  sessionMiddleware,
  visitorMiddleware,
];

/**
 * What every page needs once (DESIGN.md composition): who the shopper is (guest or registered, spend banner,
 * audiences for segmentation), the consent state (content-blocks §5: region of the locale, the consent cookie,
 * preview), the content-blocks features (hosted video player) and the chunks of the page's UI strings in its language
 * (preloaded by `Layout`); it issues the visitor id cookie when consent allows one.
 */
export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const preview = parseLocalePath(url.pathname).preview || url.searchParams.get('preview') === 'true';
  const locale = localeOfRequest(request);
  const consent = readConsent(request, locale, preview);
  // Analytics (C0002) and targeting (C0004) are what a visitor id is for: issued (HttpOnly) once either allows it.
  if (!preview && (isGranted(consent, 'C0002') || isGranted(consent, 'C0004'))) context.get(visitorContext).ensure();
  return {
    shopper: await shopperForRequest(request, context),
    blockFeatures: blockFeatures(),
    consent,
    messageChunks: messageChunksFor(locale, pattern),
  };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The typeface's core Latin file (fonts.css: English and French), fetched with the stylesheet rather than after the
  // first layout.
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

/**
 * The stylesheets of the block types this page's content draws (each prepared block's `$stylesheets`, in any
 * loader's data), after the app's own so the cascade is as in content-blocks' styles.css. Server-rendered in the
 * head, so blocks never draw unstyled; on a client navigation React adds the new ones.
 */
function BlockStylesheets() {
  const matches = useMatches();
  const hrefs = useMemo(() => collectBlockStylesheets(matches.map((match) => match.data)), [matches]);
  return hrefs.map((href) => <link key={href} rel="stylesheet" href={href} />);
}

/**
 * The document around every page, error pages included. `lang` follows the locale of the URL; the chunks of the
 * page's UI strings in that locale are preloaded, the catalogue modules marked `data-messages` (the browser loads
 * them before hydrating, entry.client.tsx).
 *
 * Hydration marker: once React has hydrated the server HTML, an effect sets `data-hydrated="true"` on `<html>`.
 * End-to-end tests wait for it before clicking, and can tell a hydrated page from server HTML alone. Until then an
 * inline script holds clicks on dialog triggers that work as forms without JavaScript ("Write a review"), given back
 * once hydrated.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { locale } = useParams();
  const nonce = useNonce();
  const messageChunks = useRouteLoaderData<typeof loader>('root')?.messageChunks;
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    markPageHydrated();
    // A dialog's trigger clicked while the page was loading: its island wakes and opens it now.
    replayEarlyLiveClicks();
  }, []);
  return (
    <html lang={htmlLang(isSupportedLocale(locale) ? locale : DEFAULT_LOCALE)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {messageChunks?.modules.map((href) => (
          <link key={href} rel="modulepreload" href={href} nonce={nonce} data-messages="" />
        ))}
        {messageChunks?.chunks.map((href) => (
          <link key={href} rel="modulepreload" href={href} nonce={nonce} />
        ))}
        <BlockStylesheets />
      </head>
      <body>
        {/* Holds a click on a dialog's trigger made before hydration (content-blocks `EARLY_LIVE_CLICKS_SCRIPT`): first
            in the body, before anything a shopper could click. In the head React would not hydrate it (the whole page
            would be drawn again in the browser). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_LIVE_CLICKS_SCRIPT }} />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { locale } = useParams();
  // The blocks' words in the page's language, and its prices written as the rest of the shop writes them.
  const pageLocale = isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
  const blockTexts = blockTextsFor(pageLocale);
  return (
    <ConsentProvider initial={loaderData.consent}>
      <AnalyticsProvider preview={loaderData.consent.preview} justSignedIn={loaderData.shopper.justSignedIn}>
        <BlockFeaturesProvider
          {...loaderData.blockFeatures}
          texts={blockTexts}
          formatPrice={blockPriceFormatFor(pageLocale)}
        >
          <Outlet />
        </BlockFeaturesProvider>
      </AnalyticsProvider>
    </ConsentProvider>
  );
}

export const meta: Route.MetaFunction = ({ error }) => (error ? [{ title: errorTitle(error) }] : []);

/** Last-resort boundary, for errors outside a locale (the locale layout has its own, inside the shop's chrome). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" className="site-main">
      <ErrorPage error={error} />
    </main>
  );
}
