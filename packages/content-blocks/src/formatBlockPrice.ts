import { useBlockFeatures } from './BlockFeatures';

// Creating an Intl.NumberFormat costs far more than formatting with one, and a recommendations rail formats a price
// per tile on every server render: one formatter per locale and currency, kept for the process's life.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A price as the shopper's locale writes it in the given currency (GBP when the feed names none); the bare number
 * when the locale or currency code is not one Intl knows.
 *
 * @example
 * formatBlockPrice(129, 'USD', 'en-us'); // '$129.00'
 */
export function formatBlockPrice(price: number, currency: string | undefined, locale: string): string {
  const code = currency ?? 'GBP';
  const key = `${locale}|${code}`;
  try {
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
      formatters.set(key, formatter);
    }
    return formatter.format(price);
  } catch {
    return String(price);
  }
}

/**
 * How a block writes its prices: `Intl` in `locale` when the block was given one, else the app's own format
 * (`BlockFeaturesProvider`'s `formatPrice`), else `Intl` in the provider's `locale` (`en-GB` without one).
 *
 * @example
 * const formatPrice = useBlockPriceFormat(props.locale);
 * formatPrice(249, 'USD'); // '$249.00' under <BlockFeaturesProvider locale="en-US">
 */
export function useBlockPriceFormat(
  locale: string | undefined,
): (price: number, currency: string | undefined) => string {
  const features = useBlockFeatures();
  if (locale === undefined && features.formatPrice) return features.formatPrice;
  const shown = locale ?? features.locale ?? 'en-GB';
  return (price, currency) => formatBlockPrice(price, currency, shown);
}
