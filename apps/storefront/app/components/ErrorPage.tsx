import { buttonClassNames } from '@switchback/ui';
import { isRouteErrorResponse } from 'react-router';
import { useBlockServices } from '../lib/blockServices';
import { notFoundPageOf } from '../lib/notFoundPage';
import type { PreparedPage } from '../lib/preparedBlocks.server';
import { useText } from '../lib/useText';
import { CmsPage } from './CmsPage';
import { StoreLink } from './StoreLink';

/**
 * What the shopper sees when a page fails: a 404 page for responses with status 404 (the CMS page `error-4xx` when
 * the 404 carries it, see lib/notFoundPage.server), otherwise a short apology;
 * both centred, with the way home as the page's one (primary) button.
 * Details of unexpected errors are shown in development only.
 *
 * @example
 * export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) { return <ErrorPage error={error} />; }
 */
export function ErrorPage({ error }: { error: unknown }) {
  const t = useText();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const page = notFoundPageOf(error);
    return page ? <CmsNotFound page={page} /> : <PageNotFound />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="page status-page" aria-labelledby="page-title">
      <h1 id="page-title">{t.errorTitle}</h1>
      <p className="status-page__text">{t.errorText(status !== 500 ? status : null)}</p>
      <p>
        <StoreLink to="/" className={buttonClassNames()}>
          {t.goHome}
        </StoreLink>
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
  const t = useText();
  return (
    <section className="page status-page" aria-labelledby="page-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="page-title">{t.notFoundTitle}</h1>
      <p className="status-page__text">{t.notFoundText}</p>
      <p>
        <StoreLink to="/" className={buttonClassNames()}>
          {t.goHome}
        </StoreLink>
      </p>
    </section>
  );
}

/** The 404 page drawn from the CMS page `error-4xx` like any CMS page. */
function CmsNotFound({ page }: { page: PreparedPage }) {
  return <CmsPage page={page} services={useBlockServices()} testId="not-found-page" />;
}
