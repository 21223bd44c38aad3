import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ProductActionResult } from '../../lib/productActions';
import { useText } from '../../lib/useText';
import { useStoreHref } from '../StoreLink';

/**
 * "Translate" for one review (`POST /products/v1/review/{reviewId}/translate` through the product's action route):
 * shows the review's title and text in the shopper's language under the original, or says none is available.
 * Needs JavaScript (the translation is shown in place), so it is not drawn before hydration.
 *
 * @example
 * <TranslateReview path="/p/parka-SBJK10026" id="R1" title="Great value" />
 */
export function TranslateReview({ path, id, title }: { path: string; id: string; title: string | null }) {
  const t = useText();
  const action = useStoreHref(`${path}/act`);
  const fetcher = useFetcher<ProductActionResult>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  const result = fetcher.data;
  const translation = result?.ok ? result.translation : undefined;
  return (
    <div className="review-translate">
      {translation?.translated ? null : (
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name="js" value="1" />
          <input type="hidden" name="intent" value="translateReview" />
          <input type="hidden" name="id" value={id} />
          <button type="submit" className="feedback__button" disabled={fetcher.state !== 'idle'} aria-label={title ? t.translateReviewOf(title) : undefined}>
            {t.translateReview}
          </button>
        </fetcher.Form>
      )}
      <div role="status">
        {translation?.translated ? (
          <figure className="review-translate__text">
            <figcaption>{t.translatedReview}</figcaption>
            {translation.title ? <p><strong>{translation.title}</strong></p> : null}
            {translation.text ? <p>{translation.text}</p> : null}
          </figure>
        ) : result ? (
          <p>{result.message}</p>
        ) : null}
      </div>
    </div>
  );
}
