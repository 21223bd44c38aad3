import { Rating } from '@switchback/ui';
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
export function ratingText(
  score: number,
  reviewsCount: number,
  text: Pick<Messages, 'rating'> = messagesFor('en-us'),
  lang = 'en-US',
): string {
  return text.rating((Math.round(score * 10) / 10).toLocaleString(lang), reviewsCount);
}

/**
 * Stars for the eye, the sentence of {@link ratingText} for everyone else (the design system's `Rating`). Compact
 * ("4.3 (7)") on tiles; `full` shows the sentence, and `href` makes it a link (to the reviews).
 *
 * @example
 * <RatingSummary score={4.5} reviewsCount={23} />
 */
export function RatingSummary({
  score,
  reviewsCount,
  full = false,
  href,
}: {
  score: number;
  reviewsCount: number;
  full?: boolean;
  href?: string;
}) {
  const { locale } = useStore();
  const lang = htmlLang(locale);
  return (
    <Rating
      className="rating"
      value={score}
      count={reviewsCount}
      lang={lang}
      label={ratingText(score, reviewsCount, messagesFor(locale), lang)}
      display={full ? 'full' : 'compact'}
      href={href}
    />
  );
}
