import { Rating } from '@switchback/ui';
import { ratingText, type RatingDisplay } from '../lib/describeRating';
import { messagesFor } from '../lib/messages';
import { useStore } from '../lib/useStore';
import { htmlLang } from '../lib/locales';

/**
 * Stars for the eye, the sentence of {@link ratingText} for everyone else (the design system's `Rating`). Compact
 * ("4.3 (7)") on tiles; `full` shows the sentence, and `href` makes it a link (to the reviews). `shown`, the numbers
 * already written on the server (`describeRating`), spares the browser building a number formatter.
 *
 * @example
 * <RatingSummary score={4.5} reviewsCount={23} />
 */
export function RatingSummary({
  score,
  reviewsCount,
  full = false,
  href,
  shown,
}: {
  score: number;
  reviewsCount: number;
  full?: boolean;
  href?: string;
  shown?: RatingDisplay | undefined;
}) {
  const { locale } = useStore();
  const lang = htmlLang(locale);
  return (
    <Rating
      className="rating"
      value={score}
      count={reviewsCount}
      lang={lang}
      label={shown?.label ?? ratingText(score, reviewsCount, messagesFor(locale), lang)}
      formatted={shown}
      display={full ? 'full' : 'compact'}
      href={href}
    />
  );
}
