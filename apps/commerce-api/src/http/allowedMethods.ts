import type { RouterRoute } from 'hono/types';
import { TrieRouter } from 'hono/router/trie-router';

/**
 * Builds a lookup from a request path to the methods the app serves there, so an unmatched request can be told
 * apart as 405 (known path, other method) or 404. It matches with Hono's own router, so path patterns behave
 * exactly as they do for dispatch. Call it after every route is registered.
 * @example
 * const allowed = allowedMethods(app.routes);
 * allowed('/fapi/server/time'); // ['GET', 'HEAD']
 */
export function allowedMethods(routes: readonly RouterRoute[]): (path: string) => string[] {
  const router = new TrieRouter<string>();
  for (const route of routes) {
    // Middleware is registered under ALL; it serves no method by itself.
    if (route.method !== 'ALL') router.add('ALL', route.path, route.method);
  }
  return (path) => {
    const methods = new Set(router.match('GET', path)[0].map(([method]) => method));
    // Hono answers HEAD with the GET handler.
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}
