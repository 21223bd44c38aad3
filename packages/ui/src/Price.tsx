import type { ReactNode } from 'react';

/** Words of {@link Price}'s spoken sentence, in the page's language (English by default). */
export interface PriceLabels {
  /** "Now $289.00, was $359.00" */
  sale: (now: string, was: string) => string;
  /** "From $120.00 to $160.00" */
  range: (from: string, to: string) => string;
  /** The caption of a member price, shown and spoken: "Member price". */
  member: string;
}

const ENGLISH: PriceLabels = {
  sale: (now, was) => `Now ${now}, was ${was}`,
  range: (from, to) => `From ${from} to ${to}`,
  member: 'Member price',
};

/** Props of {@link Price}. Amounts arrive formatted (currency, locale): the component never does money maths. */
export interface PriceProps {
  /** What the shopper pays now, formatted ("$289.00"); the low end of a range. */
  amount: string;
  /** The high end of a range ("$160.00"): shown as "from–to". */
  to?: string | null | undefined;
  /** The list price before a sale, struck through; its presence makes the price a sale price. */
  compareAt?: string | null | undefined;
  /** A member-only price, shown under the price with its caption. */
  member?: string | null | undefined;
  /** The whole price as one sentence for assistive technology; by default built from `labels`. */
  label?: string | undefined;
  /** The words of the default sentence and the member caption, for another language. */
  labels?: Partial<PriceLabels> | undefined;
  /** `sm` on tiles, `md` by default, `lg` on a product page. */
  size?: 'sm' | 'md' | 'lg' | undefined;
  className?: string | undefined;
  /** Extra lines after the amounts (a discount badge, the lowest previous price). */
  children?: ReactNode;
}

/**
 * A product price: regular, sale (the list price struck through, the sale price in the accent colour), range
 * ("$120.00–$160.00") or with a member price. The amounts are drawn for the eye and hidden from screen readers,
 * which hear one sentence instead ("Now $289.00, was $359.00"), because a bare struck amount reads as a second price.
 *
 * @example
 * <Price amount="$289.00" compareAt="$359.00" />
 * <Price amount="$120.00" to="$160.00" size="sm" />
 * <Price amount="$199.00" member="$179.00" />
 */
export function Price({ amount, to, compareAt, member, label, labels, size = 'md', className, children }: PriceProps) {
  const words = { ...ENGLISH, ...labels };
  const shown = to ? `${amount}–${to}` : amount;
  const base = to ? words.range(amount, to) : amount;
  const spoken = label ?? (compareAt ? words.sale(base, compareAt) : base);
  const classes = ['sb-price', `sb-price--${size}`, compareAt ? 'sb-price--sale' : undefined, className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <p className="sb-price__amounts">
        <span className="sb-visually-hidden">{spoken}</span>
        <span aria-hidden="true">
          <span className="sb-price__current">{shown}</span>
          {compareAt ? (
            <>
              {' '}
              <s className="sb-price__compare">{compareAt}</s>
            </>
          ) : null}
        </span>
      </p>
      {member ? (
        <p className="sb-price__member">
          {words.member} <strong>{member}</strong>
        </p>
      ) : null}
      {children}
    </div>
  );
}
