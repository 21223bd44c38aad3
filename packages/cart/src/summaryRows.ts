import { discountPercentage } from './discountPercentage';

/**
 * The totals a summary reads its subtotal and discount rows from (spec §3 cart totals).
 *
 * @example
 * const totals: SummaryTotalsInput = { itemTotal: 120, itemSubTotal: 100, totalDiscount: 30 };
 */
export interface SummaryTotalsInput {
  /** Merchandise at original prices. */
  itemTotal?: number | null;
  /** Merchandise at current (sale) prices. */
  itemSubTotal?: number | null;
  /** Everything saved on merchandise: sale prices, promotions, coupons and adjustments. */
  totalDiscount?: number | null;
}

/**
 * The subtotal and discount rows of an order summary.
 *
 * @example
 * const rows: SummaryRows = { subtotal: 100, discount: 10, discountPercentage: 10 };
 */
export interface SummaryRows {
  subtotal: number;
  discount: number;
  discountPercentage: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;
const finite = (amount: number | null | undefined) =>
  typeof amount === 'number' && Number.isFinite(amount) ? amount : undefined;

/**
 * The subtotal and discount rows of a summary, so that the sale saving is counted once: the subtotal is at sale
 * prices (`itemSubTotal`, else `itemTotal`), so the discount row is what promotions, coupons and adjustments take
 * off on top of it: `totalDiscount` less the sale saving (`itemTotal − itemSubTotal`), never below 0. The
 * percentage is that discount's share of the subtotal (one decimal).
 *
 * @example
 * summaryRows({ itemTotal: 120, itemSubTotal: 100, totalDiscount: 30 }); // { subtotal: 100, discount: 10, discountPercentage: 10 }
 * summaryRows({ itemTotal: 50, itemSubTotal: 40, totalDiscount: 10 }); // { subtotal: 40, discount: 0, discountPercentage: 0 }
 */
export function summaryRows(totals: SummaryTotalsInput): SummaryRows {
  const itemTotal = finite(totals.itemTotal);
  const itemSubTotal = finite(totals.itemSubTotal);
  const subtotal = itemSubTotal ?? itemTotal ?? 0;
  const saleSaving = itemTotal !== undefined && itemSubTotal !== undefined ? Math.max(0, itemTotal - itemSubTotal) : 0;
  const discount = cents(Math.max(0, (finite(totals.totalDiscount) ?? 0) - saleSaving));
  return { subtotal: cents(subtotal), discount, discountPercentage: discountPercentage(subtotal, subtotal - discount) };
}
