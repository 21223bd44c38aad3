// Section 3: server rendering under load. Each page is loaded with 50 connections right after a static file served by
// the same storefront process (same machine state, same run), so the ratio page/static says how much of what the
// process can serve is left when it renders, more steadily than absolute req/s on a shared 2-core machine. Each page is
// loaded twice: as the returning shopper asking again (which the storefront's per-shopper document cache may answer),
// and as a hard reload (`Cache-Control: no-cache`), which always renders — what a first view costs.
import { load } from './load';
import type { SsrRow } from './results';

/** A page to load and the cookies every request carries (one returning shopper). */
export interface SsrTarget {
  page: string;
  path: string;
  cookie: string;
}

/**
 * Loads `staticPath` then each page for `seconds` at `connections`, pair by pair, after a short warm-up of each
 * (so a route's first render and the caches' first fill are not what gets measured).
 *
 * @example
 * const rows = await ssrUnderLoad(origin, '/favicon.svg', [{ page: 'home', path: '/en-us', cookie }], { connections: 50, seconds: 5 });
 */
export async function ssrUnderLoad(
  origin: string,
  staticPath: string,
  targets: SsrTarget[],
  { connections, seconds }: { connections: number; seconds: number },
  onRow: (row: SsrRow) => void = () => {},
): Promise<SsrRow[]> {
  const rows: SsrRow[] = [];
  for (const target of targets) {
    const headers = { cookie: target.cookie };
    await load({ url: origin + staticPath, headers, connections: 2, duration: 1 });
    const reference = await load({ url: origin + staticPath, headers, connections, duration: seconds });
    await load({ url: origin + target.path, headers, connections: 2, duration: 1 });
    const page = await load({ url: origin + target.path, headers, connections, duration: seconds });
    // A hard reload: the document cache (same shopper, same page, within DOCUMENT_CACHE_SECONDS) does not answer it,
    // so this is what a first view of the page costs.
    const fresh = await load({
      url: origin + target.path,
      headers: { ...headers, 'cache-control': 'no-cache' },
      connections,
      duration: seconds,
    });
    const row: SsrRow = {
      page: target.page,
      path: target.path,
      ...page,
      static: reference,
      ratio: reference.rps > 0 ? page.rps / reference.rps : 0,
      fresh: { ...fresh, ratio: reference.rps > 0 ? fresh.rps / reference.rps : 0 },
    };
    onRow(row);
    rows.push(row);
  }
  return rows;
}
