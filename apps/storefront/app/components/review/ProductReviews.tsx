import { Form } from 'react-router';
import type { ProductPage } from '../../lib/productPage.server';
import { carriedParams } from '../../lib/carriedQuery';
import { useBrowseText } from '../../lib/browseText';
import { REVIEW_SORTS, type ReviewSort } from '../../lib/reviewSort';
import { useStore } from '../../lib/useStore';
import { useProductText } from '../../lib/productText';
import { FeedbackButtons, ProductQuestions } from '../ProductCommunity';
import { RatingSummary } from '../RatingSummary';
import { TranslateReview } from './TranslateReview';
import type { ReviewTranslation } from './reviewTranslation.server';
import { WriteReview } from './WriteReview';

const REVIEW_SORT_LABELS = {
  mostHelpful: 'reviewMostHelpful',
  newest: 'reviewNewest',
  oldest: 'reviewOldest',
  highestRating: 'reviewHighest',
  lowestRating: 'reviewLowest',
} as const satisfies Record<ReviewSort, string>;

/** Props of {@link ProductReviews}: from the product page's loader. */
export interface ProductReviewsProps {
  /** The product page's path (`/p/{slug}`), which the review and question forms post to. */
  path: string;
  /** With each review's date already in the page language (the loader's `createdAtText`). */
  reviews: ProductPage['reviews'];
  questions: ProductPage['questions'];
  selectedColor: string | null;
  selectedSize: string | null;
  /** The review translated on request (`?translate=`), if any. */
  translation: ReviewTranslation | null;
}

/**
 * The product page's reviews and questions (spec §2 product detail: rating summary, sorted reviews with helpful
 * votes, report and translate, "Write a review", questions and answers).
 *
 * @example
 * <ProductReviews path="/p/parka-SBJK10026" reviews={product.reviews} questions={product.questions}
 *   selectedColor="BLK" selectedSize={null} translation={null} />
 */
export function ProductReviews({
  path,
  reviews,
  questions,
  selectedColor,
  selectedSize,
  translation,
}: ProductReviewsProps) {
  const store = useStore();
  const TEXT = useProductText();
  const BROWSE = useBrowseText();
  return (
    <>
      <section aria-labelledby="reviews-heading" id="reviews">
        <h2 id="reviews-heading">{TEXT.reviews}</h2>
        <WriteReview path={path} />
        {reviews && reviews.total > 0 ? (
          <>
            {reviews.average !== null ? <RatingSummary score={reviews.average} reviewsCount={reviews.total} /> : null}
            <Form method="get" preventScrollReset>
              {[...carriedParams(store.search)].map(([name, value]) => (
                <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
              ))}
              {selectedColor ? <input type="hidden" name="color" value={selectedColor} /> : null}
              {selectedSize ? <input type="hidden" name="size" value={selectedSize} /> : null}
              <label htmlFor="review-sort">{TEXT.sortReviews}</label>{' '}
              <select
                id="review-sort"
                name="reviewSort"
                className="listing-select"
                defaultValue={reviews.sort}
                key={reviews.sort}
              >
                {REVIEW_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {TEXT[REVIEW_SORT_LABELS[sort]]}
                  </option>
                ))}
              </select>{' '}
              <button type="submit" className="sb-button sb-button--secondary sb-button--size-sm">
                {TEXT.show}
              </button>
            </Form>
            <ul className="review-list">
              {reviews.items.map((review) => (
                <li key={review.id}>
                  <p>
                    <strong>{review.title}</strong> <span>{TEXT.stars(review.rating)}</span>
                  </p>
                  {review.text ? <p>{review.text}</p> : null}
                  {review.fit ? (
                    <p className="review-list__fit">{BROWSE.reviewFitAnswer(BROWSE.reviewFitNames[review.fit])}</p>
                  ) : null}
                  <p className="review-list__author">
                    {review.nickname}
                    {review.createdAt && review.createdAtText ? (
                      <>
                        {' · '}
                        <time dateTime={review.createdAt}>{review.createdAtText}</time>
                      </>
                    ) : null}
                  </p>
                  {review.translatable ? (
                    <TranslateReview path={path} id={review.id} title={review.title} translation={translation} />
                  ) : null}
                  <FeedbackButtons
                    path={path}
                    intent="voteReview"
                    id={review.id}
                    helpfulVotes={review.helpfulVotes}
                    canReport
                  />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{TEXT.noReviews}</p>
        )}
      </section>

      <ProductQuestions path={path} questions={questions} />
    </>
  );
}
