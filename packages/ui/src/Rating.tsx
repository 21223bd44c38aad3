import type { CSSProperties } from 'react';

/** Props of {@link Rating}. */
export interface RatingProps {
  /** The average score, 0–5 (fractions are drawn as part-filled stars). */
  value: number;
  /** How many reviews the score is the average of. */
  count?: number | undefined;
  /** The sentence screen readers hear; by default "4.3 out of 5, 7 reviews". Pass one in the page's language. */
  label?: string | undefined;
  /** The number format of the visible score (`en-US`, `fr-CA`). */
  lang?: string | undefined;
  /**
   * The score and the count as the compact display writes them ("4,3", "7"), already formatted (on the server, for
   * example): then no number formatter is built in the browser, whose first one costs tens of milliseconds.
   * Formatted from `value`, `count` and `lang` when left out.
   */
  formatted?: { score: string; count?: string | undefined } | undefined;
  /** `compact` (tiles) shows "4.3 (7)"; `full` shows the spoken sentence itself. Default `compact`. */
  display?: 'compact' | 'full' | undefined;
  /** Makes the rating a link, for example to the reviews section. */
  href?: string | undefined;
  className?: string | undefined;
}

// A listing draws a rating on every tile: one formatter per language, as building an Intl formatter costs far more
// than formatting with one (number.toLocaleString with options builds a new one on each call).
const scoreFormats = new Map<string, Intl.NumberFormat>();

function scoreFormat(lang: string): Intl.NumberFormat {
  let format = scoreFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    scoreFormats.set(lang, format);
  }
  return format;
}

/** A score as a rating shows it: rounded to a tenth, within 0–5. */
function roundedScore(value: number): number {
  return Math.min(5, Math.max(0, Math.round(value * 10) / 10));
}

/**
 * Writes a score as {@link Rating} shows it, in a language: rounded to a tenth, within 0–5, with one decimal. For
 * the `formatted` prop, written where the page is drawn first (the server).
 *
 * @example
 * formatRatingScore(4.26, 'fr-CA'); // '4,3'
 */
export function formatRatingScore(value: number, lang: string): string {
  return scoreFormat(lang).format(roundedScore(value));
}

/**
 * Five stars filled to the score (to the tenth, drawn by CSS from one custom property) and the score in words. The
 * stars and the compact "4.3 (7)" are hidden from screen readers, which hear "4.3 out of 5, 7 reviews".
 *
 * @example
 * <Rating value={4.3} count={7} />
 * <Rating value={4.3} count={7} display="full" href="#reviews" label="4,3 sur 5, 7 avis" lang="fr-CA" />
 */
export function Rating({
  value,
  count,
  label,
  lang = 'en-US',
  formatted,
  display = 'compact',
  href,
  className,
}: RatingProps) {
  const score = roundedScore(value);
  const spoken =
    label ??
    `${score.toLocaleString(lang)} out of 5${count === undefined ? '' : `, ${count} ${count === 1 ? 'review' : 'reviews'}`}`;
  // Only what is shown is formatted: the full display writes the spoken sentence alone.
  const shownScore = display === 'full' ? '' : (formatted?.score ?? formatRatingScore(score, lang));
  const shownCount = display === 'full' || count === undefined ? '' : (formatted?.count ?? count.toLocaleString(lang));
  const content = (
    <>
      <span
        className="sb-rating__stars"
        aria-hidden="true"
        style={{ '--sb-rating-fill': `${(score / 5) * 100}%` } as CSSProperties}
      >
        ★★★★★
      </span>
      {display === 'full' ? (
        <span className="sb-rating__text">{spoken}</span>
      ) : (
        <>
          <span className="sb-visually-hidden">{spoken}</span>
          <span className="sb-rating__text" aria-hidden="true">
            {shownScore}
            {count === undefined ? null : ` (${shownCount})`}
          </span>
        </>
      )}
    </>
  );
  const classes = ['sb-rating', className].filter(Boolean).join(' ');
  return (
    <p className={classes}>
      {href ? (
        <a href={href} className="sb-rating__link">
          {content}
        </a>
      ) : (
        content
      )}
    </p>
  );
}
