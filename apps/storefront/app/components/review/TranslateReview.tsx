import { islandForm } from '@switchback/content-blocks';
import { Button } from '@switchback/ui';
import { useFetcher, useSearchParams } from 'react-router';
import type { ProductActionResult } from '../../lib/productActions';
import { useProductText } from '../../lib/productText';
import { useHydrated } from '../../lib/useHydrated';
import { useStoreHref } from '../StoreLink';
import type { ReviewTranslation } from './reviewTranslation.server';
import { oneAtATime } from '../../lib/oneAtATime';

/** Query parameters that belong to one answer and are not carried into the next page. */
const ONE_TIME_PARAMS = new Set(['translate', 'notice']);

/**
 * "Translate" for one review (`POST /products/v1/review/{reviewId}/translate`): shows the review's title and text
 * in the shopper's language under the original, or says none is available.
 *
 * - With JavaScript the product's action route is asked through a fetcher and the translation shows in place.
 * - Without, the button is a GET form that reloads the product page with `?translate={reviewId}` (colour, size and
 *   review sort kept); the page's loader translates and hands the answer in as `translation`.
 *
 * @example
 * <TranslateReview path="/p/parka-SBJK10026" id="R1" title="Great value" translation={loaderData.translation} />
 */
export function TranslateReview({
  path,
  id,
  title,
  translation: fromPage = null,
}: {
  path: string;
  id: string;
  title: string | null;
  translation?: ReviewTranslation | null;
}) {
  const t = useProductText();
  const action = useStoreHref(`${path}/act`);
  const pageHref = useStoreHref(path);
  const fetcher = useFetcher<ProductActionResult>();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const result = fetcher.data;
  const pending = oneAtATime(fetcher.state !== 'idle');
  const fromFetcher = result?.ok ? result.translation : undefined;
  const pageAnswer = fromPage?.id === id ? fromPage : null;
  const translation = fromFetcher ?? pageAnswer;
  const message = result ? result.message : pageAnswer && !pageAnswer.translated ? t.translationUnavailable : null;
  const label = title ? t.translateReviewOf(title) : undefined;
  return (
    <div className="review-translate">
      {translation?.translated ? null : hydrated ? (
        <fetcher.Form method="post" action={action} onSubmit={pending.onSubmit} {...islandForm(`translate:${id}`)}>
          <input type="hidden" name="js" value="1" />
          <input type="hidden" name="intent" value="translateReview" />
          <input type="hidden" name="id" value={id} />
          <Button type="submit" variant="text-link" size="sm" aria-label={label} {...pending.button}>
            {t.translateReview}
          </Button>
        </fetcher.Form>
      ) : (
        // A plain GET form: it only exists before hydration. The fragment of its action survives the submission.
        <form method="get" action={`${pageHref.split('?')[0]}#reviews`} {...islandForm(`translate:${id}`)}>
          {[...params]
            .filter(([name]) => !ONE_TIME_PARAMS.has(name))
            .map(([name, value]) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ))}
          <input type="hidden" name="translate" value={id} />
          <Button type="submit" variant="text-link" size="sm" aria-label={label}>
            {t.translateReview}
          </Button>
        </form>
      )}
      {/* A live region once scripts run (the fetcher's answer arrives in it); before that the page itself is the answer. */}
      <div role={hydrated ? 'status' : undefined}>
        {translation?.translated ? (
          <figure className="review-translate__text">
            <figcaption>{t.translatedReview}</figcaption>
            {translation.title ? (
              <p>
                <strong>{translation.title}</strong>
              </p>
            ) : null}
            {translation.text ? <p>{translation.text}</p> : null}
          </figure>
        ) : message ? (
          <p>{message}</p>
        ) : null}
      </div>
    </div>
  );
}
