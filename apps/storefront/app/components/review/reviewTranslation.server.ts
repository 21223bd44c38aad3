import { isApiError } from '@switchback/api-client';
import type { RequestSession } from '../../lib/session.server';
import type { Store } from '../../lib/store';

/**
 * One review in the shopper's language, as the translate call answered; `translated` false (and no text) when
 * none is available.
 *
 * @example
 * const shown: ReviewTranslation = { id: 'R1', translated: true, title: 'Excellent rapport qualité-prix', text: '…' };
 */
export interface ReviewTranslation {
  id: string;
  translated: boolean;
  title: string | null;
  text: string | null;
}

const REVIEW_ID = /^[A-Za-z0-9_-]{1,80}$/;

/**
 * The translation a product page asked for in its URL (`?translate={reviewId}`, the review's "Translate" button
 * without JavaScript), into the store's locale (`POST /products/v1/review/{reviewId}/translate`). Null when the URL
 * asks for none or names no review; any failed call answers "not translated" rather than failing the page.
 *
 * @example
 * const translation = await translationFor(session, store, url.searchParams.get('translate'), request.signal);
 */
export async function translationFor(
  session: RequestSession,
  store: Store,
  reviewId: string | null,
  signal?: AbortSignal,
): Promise<ReviewTranslation | null> {
  if (!reviewId || !REVIEW_ID.test(reviewId)) return null;
  try {
    const answer = await session
      .api({ siteId: store.siteId, locale: store.locale })
      .products.translateReview(reviewId, { targetLocale: store.locale }, signal ? { signal } : {});
    const field = (name: string) => (typeof answer?.[name] === 'string' ? (answer[name] as string) : null);
    const translated = answer?.translated === true;
    return {
      id: reviewId,
      translated,
      title: translated ? field('title') : null,
      text: translated ? field('text') : null,
    };
  } catch (error) {
    // The page stands either way; the review then says no translation is available.
    if (!isApiError(error)) console.warn('[product] review translation failed:', error);
    return { id: reviewId, translated: false, title: null, text: null };
  }
}
