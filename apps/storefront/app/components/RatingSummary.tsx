import { messagesFor, type Messages } from '../lib/messages';
import { useStore } from '../lib/useStore';
import { htmlLang } from '../lib/locales';

/**
 * The rating text screen readers and search engines read: "4.5 out of 5, 23 reviews" (in the given catalogue's
 * language, English by default).
 *
 * @example
 * ratingText(4.5, 23); // '4.5 out of 5, 23 reviews'
 */
export function ratingText(score: number, reviewsCount: number, text: Pick<Messages, 'rating'> = messagesFor('en-us'), lang = 'en-US'): string {
  return text.rating((Math.round(score * 10) / 10).toLocaleString(lang), reviewsCount);
}

/**
 * Stars for the eye, the sentence of {@link ratingText} for everyone else.
 *
 * @example
 * <RatingSummary score={4.5} reviewsCount={23} />
 */
export function RatingSummary({ score, reviewsCount }: { score: number; reviewsCount: number }) {
  const { locale } = useStore();
  const rounded = Math.round(score);
  return (
    <p className="rating">
      <span aria-hidden="true" className="rating__stars">
        {'★'.repeat(rounded)}
        {'☆'.repeat(Math.max(0, 5 - rounded))}
      </span>{' '}
      <span className="rating__text">{ratingText(score, reviewsCount, messagesFor(locale), htmlLang(locale))}</span>
    </p>
  );
}
