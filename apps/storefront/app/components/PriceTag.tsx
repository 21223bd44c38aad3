import { formatMoney } from '@switchback/cart';
import { Price } from '@switchback/ui';
import { describePrice, type PriceDisplay, type ProductPrice } from '../lib/describePrice';
import { employeePriceOf, useEmployeePricing } from '../lib/useEmployeePricing';
import { useText } from '../lib/useText';

/**
 * A product price, drawn by the design system's `Price`: the current price (or range), the original price struck
 * through when on sale, and — on the product page (`detailed`, larger) — the discount percentage and the lowest
 * previous price of the omnibus rule. Screen readers hear one sentence ("Sale price $289.00, was $359.00") instead
 * of two bare amounts. With `employeePrice`, an employee who accepted the discount terms also sees the price after
 * the employee discount (commerce-core §6); gift cards pass `false`, they are never discounted.
 *
 * @example
 * <PriceTag price={card.price} lang="en-CA" />
 */
export function PriceTag({
  price,
  lang,
  detailed = false,
  employeePrice = false,
  formatted,
}: {
  price: ProductPrice;
  lang: string;
  detailed?: boolean;
  employeePrice?: boolean;
  /**
   * The price already written in the page's language (`describePrice` on the server): hydrating it then builds no
   * number formatter in the browser, whose first one costs tens of milliseconds of main thread.
   */
  formatted?: PriceDisplay | undefined;
}) {
  const t = useText();
  const shown = formatted ?? describePrice(price, lang, t);
  const employee = employeePriceOf(price.lowCurrent ?? price.current, price.currency, useEmployeePricing());
  return (
    <div className="price-tag" data-testid="price">
      <Price amount={shown.current} compareAt={shown.original} label={shown.label} size={detailed ? 'lg' : 'md'}>
        {detailed && shown.discountPercent > 0 ? (
          <p className="price-tag__discount">{t.discount(shown.discountPercent.toLocaleString(lang))}</p>
        ) : null}
        {detailed && shown.lowestPrevious ? (
          <p className="price-tag__lowest">{t.lowestPrevious(shown.lowestPrevious)}</p>
        ) : null}
      </Price>
      {employeePrice && employee !== null ? (
        <p className="price-tag__employee" data-testid="employee-price">
          {t.employeePrice(formatMoney(employee, price.currency, lang))}
        </p>
      ) : null}
    </div>
  );
}
