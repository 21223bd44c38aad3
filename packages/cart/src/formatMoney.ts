/**
 * The currency used when none is given (commerce-core §9).
 *
 * @example
 * ```ts
 * formatMoney(10, DEFAULT_CURRENCY);
 * ```
 */
export const DEFAULT_CURRENCY = 'USD';

/**
 * The locale used when none is given.
 *
 * @example
 * ```ts
 * formatMoney(10, 'EUR', DEFAULT_LOCALE); // '€10.00'
 * ```
 */
export const DEFAULT_LOCALE = 'en-US';

// A listing page formats hundreds of prices; building an Intl formatter is the expensive part.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string): Intl.NumberFormat {
  const cacheKey = `${locale}|${currency}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      // Canadian shoppers see "$" for both CAD and USD; the code removes the doubt (commerce-core §9).
      currencyDisplay: currency.toUpperCase() === 'CAD' ? 'code' : 'symbol',
    });
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

/**
 * Formats an amount (in major units: 12.5 is twelve and a half) as a price: the currency as a symbol,
 * except CAD, shown as its code so it is not mistaken for US dollars. Non-finite amounts give `''`, so
 * a broken price renders as nothing rather than "$NaN".
 *
 * @param currency ISO 4217 code, default `USD`
 * @param locale BCP 47 locale, default `en-US`
 * @throws RangeError for a currency code or locale that `Intl` does not accept
 * @example
 * ```ts
 * import { formatMoney } from '@switchback/cart';
 *
 * formatMoney(1299.5); // '$1,299.50'
 * formatMoney(80, 'EUR', 'de-DE'); // '80,00 €'
 * formatMoney(80, 'CAD', 'en-CA'); // 'CAD 80.00'
 * ```
 */
export function formatMoney(
  amount: number,
  currency: string = DEFAULT_CURRENCY,
  locale: string = DEFAULT_LOCALE,
): string {
  if (!Number.isFinite(amount)) return '';
  return formatterFor(currency, locale).format(amount);
}
