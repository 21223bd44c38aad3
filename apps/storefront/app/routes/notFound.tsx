import { useBlockServices } from '../lib/blockServices';
import type { Route } from './+types/notFound';
import { PageNotFound } from '../components/ErrorPage';
import { sessionContext, storeContext } from '../lib/context.server';
import { loadContentPage } from '../lib/homePage.server';
import { notFoundPage } from '../lib/notFoundPage.server';
import { loadArticleGridResults } from '../lib/articleGrids.server';
import { preparePage } from '../lib/preparedBlocks.server';
import { pageAt, pageMeta } from '../lib/pageMeta';
import { CmsPage } from '../components/CmsPage';

// A CMS page slug: lower-case words and dashes, optionally nested (`help/shipping`). Reserved content (`_menu`) and
// the home page (served at the locale itself) never match.
const CMS_SLUG = /^(?!home$)[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,3}$/;

/**
 * Any path inside a locale that no page claims: a CMS page of that slug when the content calls have one
 * (`/en-us/promotions`, `/en-us/help/shipping`), otherwise the 404 page with status 404 (rendered by the layout's
 * error boundary).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = (params['*'] ?? '').replace(/\/$/, '');
  if (CMS_SLUG.test(slug)) {
    const store = context.get(storeContext);
    // A content call that fails is logged and the shopper gets the 404 page rather than an error page.
    const page = await loadContentPage(
      context.get(sessionContext),
      store,
      new URL(request.url),
      slug,
      request.signal,
    ).catch((error: unknown) => {
      console.warn(`[cms] could not load page ${slug}:`, error);
      return null;
    });
    // Article grids get their first page in the server HTML (and so without JavaScript).
    if (page)
      return {
        page: preparePage(page),
        articleResults: await loadArticleGridResults(context.get(sessionContext), store, page.blocks, request.signal),
      };
  }
  throw await notFoundPage(context, request);
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.page;
  return page ? pageMeta(page.title, page.description ?? page.title, { at: pageAt(args) }) : [];
};

export default function CmsOrNotFoundPage({ loaderData }: Route.ComponentProps) {
  const { page, articleResults } = loaderData;
  const services = useBlockServices(articleResults);
  if (!page) return <PageNotFound />;
  return <CmsPage page={page} services={services} />;
}
