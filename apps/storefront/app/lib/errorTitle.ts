import { isRouteErrorResponse } from 'react-router';
import { notFoundPageOf } from './notFoundPage';

/**
 * The document title of an error page.
 *
 * @example
 * errorTitle(data(null, { status: 404 })); // 'Page not found | Switchback'
 */
export function errorTitle(error: unknown): string {
  const page = notFoundPageOf(error);
  if (page?.title) return page.title;
  return isRouteErrorResponse(error) && error.status === 404
    ? 'Page not found | Switchback'
    : 'Something went wrong | Switchback';
}
