/**
 * Rounds a percentage to one decimal, halves away from zero so a discount and its negative round to
 * the same size (`Math.round` alone sends -2.25 to -2.2 but 2.25 to 2.3). Non-finite input gives 0; tiny
 * negatives give 0, not -0.
 *
 * @example
 * ```ts
 * import { percentage } from '@switchback/cart';
 *
 * percentage(33.333); // 33.3
 * percentage(12.25); // 12.3
 * ```
 */
export function percentage(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const rounded = Math.round(Math.abs(value) * 10) / 10;
  // Never -0: Intl prints it as "-0%".
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
