/**
 * The prices the EU Omnibus rule compares.
 *
 * @example
 * ```ts
 * const prices: OmnibusPrices = { current: 79, original: 99, historicBest: 89 };
 * ```
 */
export interface OmnibusPrices {
  readonly current: number;
  readonly original: number;
  /** The lowest price of the reference period (usually 30 days); absent when unknown. */
  readonly historicBest?: number | null;
}

/**
 * Whether to show the lowest previous price next to a price: only when the current price is below
 * both the original and the historic best. Without a known historic best it is not shown, because a
 * "lowest previous price" that is not the real one is exactly what the rule forbids.
 *
 * @example
 * ```ts
 * import { shouldShowOmnibusPrice } from '@switchback/cart';
 *
 * shouldShowOmnibusPrice({ current: 79, original: 99, historicBest: 89 }); // true
 * shouldShowOmnibusPrice({ current: 79, original: 99, historicBest: 75 }); // false
 * ```
 */
export function shouldShowOmnibusPrice({ current, original, historicBest }: OmnibusPrices): boolean {
  if (historicBest === null || historicBest === undefined) return false;
  if (![current, original, historicBest].every(Number.isFinite)) return false;
  return current < original && current < historicBest;
}
