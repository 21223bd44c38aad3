import { errorCatalogueFor, errorMessageFor, isApiError } from '@switchback/api-client';
import { data, Form, redirect } from 'react-router';
import type { Route } from './+types/productReview';
import { ReviewFields } from '../components/review/ReviewFields';
import {
  nicknameFor,
  readReviewForm,
  type ReviewFormValues,
  type ReviewWriteResult,
} from '../components/review/reviewForm';
import { StoreLink } from '../components/StoreLink';
import { REVIEW_PENDING_NOTICE, REVIEW_PUBLISHED_NOTICE } from '../components/review/WriteReview';
import { carriedParams } from '../lib/carriedQuery';
import { sessionContext, storeContext } from '../lib/context.server';
import { pageAt, pageMeta } from '../lib/pageMeta';
import { parseProductSegment } from '../lib/pageType';
import { productPath } from '../lib/toProductCard';
import { browseMessagesFor, useBrowseText } from '../lib/browseText';

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/**
 * The product the review is for (name, its page, whether it comes in sizes so fit is asked) and, for a signed-in
 * shopper, the nickname their profile suggests. Also what the product page's dialog loads when it opens.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = parseProductSegment(params.slug);
  if (!parsed) throw notFound();
  const store = context.get(storeContext);
  const session = context.get(sessionContext);
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  const who = session.consumer();
  const registered = Boolean(who && who.consumerType !== 'GUEST');
  const [details, profile] = await Promise.all([
    api.products.getDetails(parsed.id, {}, { signal: request.signal }).catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }),
    // The nickname is a convenience: a profile that cannot be read leaves the field empty.
    registered
      ? api.consumer.getProfile(undefined, { signal: request.signal }).catch(() => null)
      : Promise.resolve(null),
  ]);
  if (!details) throw notFound();
  const sizes = new Set(
    (details.variants ?? [])
      .map((variant) => (variant as { size?: unknown }).size)
      .filter((size) => typeof size === 'string'),
  );
  return {
    locale: store.locale,
    product: { id: details.id, name: details.name ?? details.id, path: productPath(details) },
    askFit: sizes.size > 1,
    nickname: nicknameFor(profile?.consumerDetails),
  };
}

/**
 * Writes the review (`POST /products/v1/products/{productId}/reviews`, on the shopper's guest or registered token)
 * after checking the fields with commerce-api's bounds. With JavaScript (`js=1`, the product page's dialog) it
 * answers the result; without, a refused form comes back on this page with its values and errors, and a published
 * review sends the shopper to the product's reviews, newest first, with a thank-you notice.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const parsed = parseProductSegment(params.slug);
  if (!parsed) throw notFound();
  const store = context.get(storeContext);
  const t = browseMessagesFor(store.locale);
  const form = await request.formData();
  const viaScript = form.get('js') === '1';
  const { values, fieldErrors, input } = readReviewForm(form, t);
  if (!input) return data<ReviewWriteResult>({ ok: false, message: t.fixFields, fieldErrors, values }, { status: 400 });
  let pending = false;
  try {
    const written = await context
      .get(sessionContext)
      .api({ siteId: store.siteId, locale: store.locale })
      .products.writeReview(parsed.id, input);
    // A guest's review waits for moderation (commerce-api README, "Reviews"): thanked, but not listed yet.
    pending = written.status === 'pending';
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data<ReviewWriteResult>(
      { ok: false, message: errorMessageFor(error, errorCatalogueFor(store.locale)), values },
      { status: error.status >= 500 ? 502 : 400 },
    );
  }
  if (viaScript)
    return data<ReviewWriteResult>({ ok: true, pending, message: pending ? t.reviewPending : t.reviewPublished });
  const back = new URLSearchParams(carriedParams(new URL(request.url).search));
  back.set('reviewSort', 'newest');
  back.set('notice', pending ? REVIEW_PENDING_NOTICE : REVIEW_PUBLISHED_NOTICE);
  return redirect(`${store.preview ? '/pre' : ''}/${store.locale}/p/${params.slug}?${back}#reviews`, { status: 303 });
}

export const meta: Route.MetaFunction = (args) => {
  const t = browseMessagesFor(args.loaderData?.locale ?? 'en-us');
  const name = args.loaderData?.product.name ?? '';
  // A form, not content: kept out of the index.
  return pageMeta(t.writeReviewTitle(name), t.writeReviewIntro, { noindex: true, at: pageAt(args) });
};

/** The "review user content" form as a page of its own: what "Write a review" opens without JavaScript. */
export default function ProductReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, askFit, nickname } = loaderData;
  const t = useBrowseText();
  const empty: ReviewFormValues = {
    rating: '',
    title: '',
    text: '',
    nickname,
    location: '',
    recommend: false,
    fit: '',
  };
  const values = actionData?.values ?? empty;
  return (
    <section className="page review-page" aria-labelledby="page-title">
      <h1 id="page-title">{t.writeReviewTitle(product.name)}</h1>
      <p>{t.writeReviewIntro}</p>
      {actionData && !actionData.ok ? (
        <p role="alert" className="add-to-cart__problem">
          {actionData.message}
        </p>
      ) : null}
      {/* Keyed by the answer so a refused form shows the values the server kept. */}
      <Form method="post" noValidate className="review-form" key={JSON.stringify(values)}>
        <ReviewFields idPrefix="review-page" values={values} errors={actionData?.fieldErrors} askFit={askFit} />
        <button type="submit" className="sb-button">
          {t.reviewSubmit}
        </button>{' '}
        <StoreLink to={product.path}>{t.reviewBackToProduct(product.name)}</StoreLink>
      </Form>
    </section>
  );
}
