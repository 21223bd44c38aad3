import { formatMoney } from '@switchback/cart';
import type { CustomsLineView } from '../../lib/customsLine';
import { customsLabelsFor } from '../../lib/customsLabels';
import { useStore } from '../../lib/useStore';
import { useText } from '../../lib/useText';

/**
 * A customised line's design in words, with what it adds to the price and that it is made to order and cannot be
 * returned (issue 16 customs): on the cart, checkout, order confirmation and account order pages.
 *
 * @example
 * <CustomsSummary customs={line.customs} currency="USD" lang="en-US" />
 */
export function CustomsSummary({
  customs,
  currency,
  lang,
}: {
  customs: CustomsLineView;
  currency: string;
  lang: string;
}) {
  const t = customsLabelsFor(useStore().locale);
  const { colon } = useText();
  return (
    <span className="customs-summary" data-testid="line-customs">
      <span>
        {t.customs}
        {colon}
        {t.customsDesign(customs.initials, customs.thread, customs.placement, customs.laces)} (
        {t.customsPrice(formatMoney(customs.price, currency, lang))})
      </span>
      {customs.returnable ? null : <span className="customs-summary__note"> · {t.customsNoReturns}</span>}
    </span>
  );
}
