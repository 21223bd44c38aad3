import { isApiError, type ContentPage } from '@switchback/api-client';
import type { RequestSession } from './session.server';
import type { Store } from './store';

/**
 * The CMS home page of the store, or null when none is published (the API answers 404). Preview mode reads
 * unpublished content, optionally as of `previewDateTime`.
 *
 * @example
 * const page = await loadHomePage(session, store, new URL(request.url), request.signal);
 */
export async function loadHomePage(session: RequestSession, store: Store, url: URL, signal?: AbortSignal): Promise<ContentPage | null> {
  const previewDateTime = url.searchParams.get('previewDateTime') ?? undefined;
  try {
    return await session
      .api({ siteId: store.siteId, locale: store.locale })
      .content.getPage(
        { siteId: store.siteId, page: 'home', preview: store.preview, ...(previewDateTime ? { previewDateTime } : {}) },
        signal ? { signal } : {},
      );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
