import { discountPercentage, formatMoney, shouldShowOmnibusPrice } from '@switchback/cart';
import { messagesFor, type Messages } from './messages';

/**
 * A product's price as the listing and product APIs send it (commerce-core §3): the amounts are in major units of
 * `currency`. Only `current` is required; the rest may be missing for a product that is not on sale.
 *
 * @example
 * const price: ProductPrice = { currency: 'USD', current: 289, original: 359, historicBestPrice: 359 };
 */
export interface ProductPrice {
  currency: string;
  current: number;
  original?: number | null;
  lowCurrent?: number | null;
  highCurrent?: number | null;
  historicBestPrice?: number | null;
}

/**
 * What a price shows, already formatted for the locale: the current price (or range), the original price when it
 * is higher, the discount in percent, and the lowest previous price when the omnibus rule of commerce-core §9 says
 * to show it. `label` is the whole price as one sentence for assistive technology.
 *
 * @example
 * const shown: PriceDisplay = { current: '$289.00', original: '$359.00', discountPercent: 19.5, lowestPrevious: '$359.00', label: 'Sale price $289.00, was $359.00' };
 */
export interface PriceDisplay {
  current: string;
  original: string | null;
  discountPercent: number;
  lowestPrevious: string | null;
  label: string;
}

/**
 * Formats a product price by the rules of commerce-core §9: CAD as a code and other currencies as a symbol
 * (`formatMoney`), a range `lowCurrent–highCurrent` when variants differ, the original price only when the
 * current one is below it, the discount percentage to one decimal, and the lowest previous price only when the
 * current price is below both the original and the historic best.
 *
 * @param lang BCP 47 tag of the page (`en-CA`, `fr-CA` …)
 * @param text the sentences of `label`, in the page's language (English by default)
 * @example
 * describePrice({ currency: 'CAD', current: 80, original: 100, historicBestPrice: 90 }, 'en-CA');
 * // { current: 'CAD 80.00', original: 'CAD 100.00', discountPercent: 20, lowestPrevious: 'CAD 90.00', label: 'Sale price CAD 80.00, was CAD 100.00' }
 */
export function describePrice(
  price: ProductPrice,
  lang: string,
  text: Pick<Messages, 'salePrice' | 'priceRange'> = messagesFor('en-us'),
): PriceDisplay {
  const money = (amount: number) => formatMoney(amount, price.currency, lang);
  const low = price.lowCurrent ?? price.current;
  const high = price.highCurrent ?? price.current;
  const current = high > low ? `${money(low)}–${money(high)}` : money(price.current);
  const original = typeof price.original === 'number' && price.original > price.current ? price.original : null;
  const discountPercent = original === null ? 0 : discountPercentage(original, price.current);
  const showLowest =
    original !== null &&
    shouldShowOmnibusPrice({ current: price.current, original, historicBest: price.historicBestPrice ?? null });
  const lowestPrevious =
    showLowest && typeof price.historicBestPrice === 'number' ? money(price.historicBestPrice) : null;
  const rangeLabel = high > low ? text.priceRange(money(low), money(high)) : money(price.current);
  const label = original === null ? rangeLabel : text.salePrice(rangeLabel, money(original));
  return { current, original: original === null ? null : money(original), discountPercent, lowestPrevious, label };
}
