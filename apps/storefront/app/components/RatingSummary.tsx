/**
 * The rating text screen readers and search engines read: "4.5 out of 5, 23 reviews".
 *
 * @example
 * ratingText(4.5, 23); // '4.5 out of 5, 23 reviews'
 */
export function ratingText(score: number, reviewsCount: number): string {
  return `${Math.round(score * 10) / 10} out of 5, ${reviewsCount} ${reviewsCount === 1 ? 'review' : 'reviews'}`;
}

/**
 * Stars for the eye, the sentence of {@link ratingText} for everyone else.
 *
 * @example
 * <RatingSummary score={4.5} reviewsCount={23} />
 */
export function RatingSummary({ score, reviewsCount }: { score: number; reviewsCount: number }) {
  const rounded = Math.round(score);
  return (
    <p className="rating">
      <span aria-hidden="true" className="rating__stars">
        {'★'.repeat(rounded)}
        {'☆'.repeat(Math.max(0, 5 - rounded))}
      </span>{' '}
      <span className="rating__text">{ratingText(score, reviewsCount)}</span>
    </p>
  );
}
