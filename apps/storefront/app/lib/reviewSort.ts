/** The review sorts of commerce-api, the first the default. */
export const REVIEW_SORTS = ['mostHelpful', 'newest', 'oldest', 'highestRating', 'lowestRating'] as const;

/** A review sort. */
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/**
 * Reads the review sort of the URL (`?reviewSort=`), defaulting to the most helpful first.
 *
 * @example
 * reviewSortOf(new URLSearchParams('reviewSort=newest')); // 'newest'
 */
export function reviewSortOf(params: URLSearchParams): ReviewSort {
  const sort = params.get('reviewSort') ?? '';
  return (REVIEW_SORTS as readonly string[]).includes(sort) ? (sort as ReviewSort) : 'mostHelpful';
}
