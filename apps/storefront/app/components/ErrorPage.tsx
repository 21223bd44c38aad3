import { isRouteErrorResponse } from 'react-router';
import { StoreLink } from './StoreLink';

/**
 * What the shopper sees when a page fails: a 404 page for responses with status 404, otherwise a short apology.
 * Details of unexpected errors are shown in development only.
 *
 * @example
 * export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) { return <ErrorPage error={error} />; }
 */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Something went wrong</h1>
      <p>We could not show this page{status !== 500 ? ` (error ${status})` : ''}. Please try again in a moment.</p>
      <p>
        <StoreLink to="/">Go to the home page</StoreLink>
      </p>
      {import.meta.env.DEV && error instanceof Error ? <pre className="error-details">{error.stack}</pre> : null}
    </section>
  );
}

/**
 * The 404 page.
 *
 * @example
 * <PageNotFound />
 */
export function PageNotFound() {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Page not found</h1>
      <p>We could not find the page you were looking for.</p>
      <p>
        <StoreLink to="/">Go to the home page</StoreLink>
      </p>
    </section>
  );
}

/**
 * The document title of an error page.
 *
 * @example
 * errorTitle(data(null, { status: 404 })); // 'Page not found | Switchback'
 */
export function errorTitle(error: unknown): string {
  return isRouteErrorResponse(error) && error.status === 404 ? 'Page not found | Switchback' : 'Something went wrong | Switchback';
}
