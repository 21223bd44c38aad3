import { isRouteErrorResponse } from 'react-router';
import type { PreparedPage } from './preparedBlocks.server';

/** What a 404 from `notFoundPage` (lib/notFoundPage.server) carries: the CMS page `error-4xx`, or null. */
export interface NotFoundData {
  notFoundPage: PreparedPage | null;
}

/**
 * The CMS not-found page a route error carries, or null (another error, or a 404 thrown without it).
 *
 * @example
 * const page = notFoundPageOf(error); // the `error-4xx` page of a 404 from notFoundPage()
 */
export function notFoundPageOf(error: unknown): PreparedPage | null {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  const body: unknown = error.data;
  if (typeof body !== 'object' || body === null || !('notFoundPage' in body)) return null;
  const page = (body as NotFoundData).notFoundPage;
  return page && Array.isArray(page.blocks) && page.blocks.length > 0 ? page : null;
}
