/**
 * Days until delivery from a shipping method's delivery time: 'same day' is 0; otherwise the first
 * number, so '3-5' (days) gives 3; 1 when there is no number to read.
 *
 * The spec says "the first digit of a range"; this reads the first whole number instead, so
 * '10-14' gives 10, not 1.
 *
 * @example
 * ```ts
 * import { shippingDayEstimate } from '@switchback/cart';
 *
 * shippingDayEstimate('Same Day'); // 0
 * shippingDayEstimate('3-5 business days'); // 3
 * shippingDayEstimate(undefined); // 1
 * ```
 */
export function shippingDayEstimate(deliveryTime: string | null | undefined): number {
  if (!deliveryTime) return 1;
  if (/^\s*same[\s-]*day\b/i.test(deliveryTime)) return 0;
  const first = /\d+/.exec(deliveryTime);
  return first ? Number(first[0]) : 1;
}
