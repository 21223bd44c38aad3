import { percentage } from './percentage';

/**
 * How much cheaper `current` is than `original`, in percent rounded to one decimal. 0 when there is
 * no discount to show: no valid original price, or a current price at or above it.
 *
 * @example
 * ```ts
 * import { discountPercentage } from '@switchback/cart';
 *
 * discountPercentage(120, 90); // 25
 * discountPercentage(59.99, 39.99); // 33.3
 * ```
 */
export function discountPercentage(original: number, current: number): number {
  if (!Number.isFinite(original) || !Number.isFinite(current) || original <= 0 || current >= original) return 0;
  // Discounts of more than 100% do not exist; a negative current price is bad data, shown as 100.
  return percentage(Math.min(100, ((original - current) / original) * 100));
}
