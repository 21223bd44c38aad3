/**
 * A shipping cost with its promotion discount added back as an absolute value (commerce-core §5),
 * e.g. to show the struck-through price next to free or reduced shipping. The API sends the discount
 * as a signed amount (usually negative), so its sign is ignored. A missing discount adds nothing.
 *
 * @example
 * ```ts
 * import { shippingCostWithPromotion } from '@switchback/cart';
 *
 * shippingCostWithPromotion(0, -7.95); // 7.95
 * shippingCostWithPromotion(2, 3); // 5
 * ```
 */
export function shippingCostWithPromotion(cost: number, discount?: number | null): number {
  if (discount === null || discount === undefined || !Number.isFinite(discount)) return cost;
  return cost + Math.abs(discount);
}
