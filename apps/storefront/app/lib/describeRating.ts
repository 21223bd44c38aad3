import { formatRatingScore } from '@switchback/ui';
import { htmlLang, type Locale } from './locales';
import { messagesFor, type Messages } from './messages';

/**
 * The rating text screen readers and search engines read: "4.5 out of 5, 23 reviews" (in the given catalogue's
 * language, English by default).
 *
 * @example
 * ratingText(4.5, 23); // '4.5 out of 5, 23 reviews'
 */
export function ratingText(
  score: number,
  reviewsCount: number,
  text: Pick<Messages, 'rating'> = messagesFor('en-us'),
  lang = 'en-US',
): string {
  return text.rating((Math.round(score * 10) / 10).toLocaleString(lang), reviewsCount);
}

/**
 * A rating as a tile writes it, in the page's language: the score to one decimal ("4,3"), the count ("1 200") and
 * the sentence of {@link ratingText}. Formatted where the page is drawn first, on the server, and sent with the
 * page's data, so hydrating a listing builds no number formatter in the browser (the first one a page builds costs
 * tens of milliseconds of main thread; see `withShownNumbers`).
 *
 * @example
 * const shown: RatingDisplay = { score: '4.3', count: '7', label: '4.3 out of 5, 7 reviews' };
 */
export interface RatingDisplay {
  score: string;
  count: string;
  label: string;
}

/**
 * Formats a rating as the design system's `Rating` would (its `formatRatingScore`: a tenth, within 0–5, one decimal).
 *
 * @example
 * describeRating(4.26, 1200, 'fr-ca'); // { score: '4,3', count: '1 200', label: '4,3 sur 5, 1200 avis' }
 */
export function describeRating(score: number, reviewsCount: number, locale: Locale): RatingDisplay {
  const lang = htmlLang(locale);
  return {
    score: formatRatingScore(score, lang),
    count: reviewsCount.toLocaleString(lang),
    label: ratingText(score, reviewsCount, messagesFor(locale), lang),
  };
}
