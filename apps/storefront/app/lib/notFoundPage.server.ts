import { data } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import type { NotFoundData } from './notFoundPage';
import { loadContentSlot } from './servicePages.server';

/**
 * The 404 answer of a page loader: status 404 carrying the fixed-name CMS page `error-4xx` (commerce-core §7
 * "content by name"), which the error page draws; without it (none published, or the content call failed) the
 * error page falls back to the shop's own not-found text.
 *
 * @example
 * if (!product) throw await notFoundPage(context, request);
 */
export async function notFoundPage(context: Readonly<RouterContextProvider>, request: Request) {
  const page = await loadContentSlot(context, request, 'error-4xx');
  return data<NotFoundData>({ notFoundPage: page }, { status: 404, statusText: 'Not Found' });
}
