import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { Route } from './+types/localeLayout';
import { ErrorPage, errorTitle } from '../components/ErrorPage';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { storeContext } from '../lib/context.server';
import { storeMiddleware } from '../lib/storeMiddleware.server';

export const middleware: Route.MiddlewareFunction[] = [storeMiddleware];

// A loader makes every client-side navigation inside the shop go through the middleware above (session, locale).
export function loader({ context }: Route.LoaderArgs) {
  const { locale, preview } = context.get(storeContext);
  return { locale, preview };
}

function Chrome({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Chrome>
      {loaderData.preview ? <p className="preview-banner">Preview: unpublished content is shown.</p> : null}
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
