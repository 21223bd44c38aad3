import { isApiError, type ContentPage } from '@switchback/api-client';
import { sanitizeRichText } from '@switchback/content-blocks';
import { cachePolicy } from './cachePolicy.server';
import type { RequestSession } from './session.server';
import type { Store } from './store';
import { configuredCache } from './ttlCache.server';

// The rich-text sanitiser's server DOM (jsdom) takes about half a second to load: pay it as the server starts,
// not on a shopper's first visit.
setTimeout(() => sanitizeRichText('<p></p>'), 0);

// Published content is the same for every shopper (it is read without a token), so one copy per store and page
// serves them all for CMS_CACHE_SECONDS (commerce-api marks it public for 60 s too), then stale while one call
// refreshes it (lib/cachePolicy.server.ts). Preview content is never shared.
const publishedPageCache = configuredCache<ContentPage | null>(() => ({
  ...cachePolicy().contentPage,
  maxEntries: 500,
}));

/**
 * The CMS home page of the store, or null when none is published (the API answers 404). Preview mode reads
 * unpublished content, optionally as of `previewDateTime`, and always asks commerce-api afresh.
 *
 * @example
 * const page = await loadHomePage(session, store, new URL(request.url), request.signal);
 */
export async function loadHomePage(
  session: RequestSession,
  store: Store,
  url: URL,
  signal?: AbortSignal,
): Promise<ContentPage | null> {
  return loadContentPage(session, store, url, 'home', signal);
}

/**
 * A CMS page of the store by slug (`promotions`, `help/shipping`), or null when none is published (404); shared
 * and previewed like the home page.
 *
 * @example
 * const page = await loadContentPage(session, store, new URL(request.url), 'promotions', request.signal);
 */
export async function loadContentPage(
  session: RequestSession,
  store: Store,
  url: URL,
  slug: string,
  signal?: AbortSignal,
): Promise<ContentPage | null> {
  const previewDateTime = url.searchParams.get('previewDateTime') ?? undefined;
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  const load = async (requestSignal?: AbortSignal) => {
    try {
      return await api.content.getPage(
        { siteId: store.siteId, page: slug, preview: store.preview, ...(previewDateTime ? { previewDateTime } : {}) },
        requestSignal ? { signal: requestSignal } : {},
      );
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  };
  if (store.preview) return load(signal);
  // A shared load must not be cancelled by the one shopper who happened to start it.
  return publishedPageCache().getOrLoad(`${store.siteId}/${store.locale}/${slug}`, () => load());
}
