// Order matters: the design tokens first, then the blocks and the app that use them.
import '@switchback/ui/styles.css';
import '@switchback/content-blocks/styles.css';
import './app.css';
import { BlockFeaturesProvider } from '@switchback/content-blocks';
import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useParams } from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage, errorTitle } from './components/ErrorPage';
import { DEFAULT_LOCALE, htmlLang, isSupportedLocale } from './lib/locales';
import { sessionMiddleware } from './lib/sessionMiddleware.server';
import { shopperForRequest } from './lib/authFlow.server';
import { blockFeatures } from './lib/blockFeatures.server';

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

/**
 * Who the shopper is (guest or registered, spend banner), for the header of every page (components/auth), and the
 * content-blocks features (hosted video player) given to every page's blocks.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { shopper: await shopperForRequest(request, context), blockFeatures: blockFeatures() };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The document around every page, error pages included. `lang` follows the locale of the URL.
 *
 * Hydration marker: once React has hydrated the server HTML, an effect sets `data-hydrated="true"` on `<html>`.
 * End-to-end tests wait for it before clicking, and can tell a hydrated page from server HTML alone.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { locale } = useParams();
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={htmlLang(isSupportedLocale(locale) ? locale : DEFAULT_LOCALE)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <BlockFeaturesProvider {...loaderData.blockFeatures}>
      <Outlet />
    </BlockFeaturesProvider>
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
