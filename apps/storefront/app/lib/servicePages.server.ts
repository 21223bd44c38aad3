import { data } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { sessionContext, storeContext } from './context.server';
import { loadContentPage } from './homePage.server';
import { preparePage, type PreparedPage } from './preparedBlocks.server';

/** A help, policy or terms page as its route gets it: the prepared CMS page and whether it is a preview. */
export interface ServicePageData {
  page: PreparedPage;
  preview: boolean;
}

/**
 * The CMS page behind a help, policy or terms route (commerce-core §2: `/help/returns/how-to-return`,
 * `/policies/shipping-terms`, `/terms/{topic}`; the slug is the path below the locale), published or previewed.
 * A page the CMS does not have answers the 404 page; a content call that fails is logged and answers it too,
 * so a shopper never sees an empty legal page.
 *
 * @example
 * export const loader = ({ request, context }: Route.LoaderArgs) => loadServicePage(context, request, 'terms/sale');
 */
export async function loadServicePage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  slug: string,
): Promise<ServicePageData> {
  const store = context.get(storeContext);
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
  if (!page) throw data(null, { status: 404, statusText: 'Not Found' });
  return { page: preparePage(page), preview: store.preview };
}

/**
 * A fixed-name CMS page (commerce-core §7 "content by name", e.g. `contact-us`) shown inside a page of the shop,
 * or null when there is none or the call fails: the page around it works without it.
 *
 * @example
 * const intro = await loadContentSlot(context, request, 'contact-us');
 */
export async function loadContentSlot(
  context: Readonly<RouterContextProvider>,
  request: Request,
  name: string,
): Promise<PreparedPage | null> {
  const page = await loadContentPage(
    context.get(sessionContext),
    context.get(storeContext),
    new URL(request.url),
    name,
    request.signal,
  ).catch((error: unknown) => {
    console.warn(`[cms] could not load content ${name}:`, error);
    return null;
  });
  return page ? preparePage(page) : null;
}
