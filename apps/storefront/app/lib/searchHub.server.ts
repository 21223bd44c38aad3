import { isApiError } from '@switchback/api-client';
import type { RequestSession } from './session.server';
import type { Store } from './store';

/** A product of the search hub's "trending now" list: its name and its path in the store. */
export interface TrendingProduct {
  productId: string;
  name: string;
  path: string;
}

type TrendingEntry = { productId?: unknown; name?: unknown; url?: unknown };

/**
 * What is trending on the store (commerce-core §7 `GET /fapi/components/search-hub`, its `trending` products), as
 * links for the search hub; an empty list when commerce-api cannot answer.
 *
 * @example
 * const trending = await loadTrending(session, store, request.signal); // [{ productId, name, path: '/p/…' }]
 */
export async function loadTrending(
  session: RequestSession,
  store: Store,
  signal?: AbortSignal,
  limit = 8,
): Promise<TrendingProduct[]> {
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  try {
    const hub = await api.frontend.getComponent('search-hub', undefined, signal ? { signal } : {});
    const trending = Array.isArray(hub) ? undefined : hub['trending'];
    const entries = Array.isArray(trending) ? (trending as TrendingEntry[]) : [];
    return entries
      .flatMap((entry) => {
        const path = typeof entry.url === 'string' ? /\/p\/[^/?#]+/.exec(entry.url)?.[0] : undefined;
        return typeof entry.productId === 'string' && typeof entry.name === 'string' && path
          ? [{ productId: entry.productId, name: entry.name, path }]
          : [];
      })
      .slice(0, limit);
  } catch (error) {
    // The hub works without it: a refusal is quiet, anything else is logged.
    if (!isApiError(error)) console.warn('[search hub] could not load what is trending:', error);
    return [];
  }
}
