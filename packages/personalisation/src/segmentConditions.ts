/**
 * Every segment condition an editor can target in a segmentation block (content-blocks §5).
 *
 * @example
 * ```ts
 * import { segmentConditions } from '@switchback/personalisation';
 *
 * segmentConditions.includes('cart-empty'); // true
 * ```
 */
export const segmentConditions = [
  'loggedout',
  'loggedin',
  'loyalty-loggedin',
  'non-loyalty-loggedin',
  'employee-loggedin',
  'non-employee-loggedin',
  'cart-empty',
  'cart-not-empty',
  'ipa-wranx-loggedin',
  'non-ipa-wranx-loggedin',
  'wranx-loggedin',
  'non-wranx-loggedin',
  'ipa-loggedin',
  'non-ipa-loggedin',
  'athletes-loggedin',
  'non-athletes-loggedin',
] as const;

/**
 * One of {@link segmentConditions}.
 *
 * @example
 * ```ts
 * const condition: SegmentCondition = 'non-loyalty-loggedin';
 * ```
 */
export type SegmentCondition = (typeof segmentConditions)[number];

/**
 * Narrows a string from the CMS to a known segment condition.
 *
 * @example
 * ```ts
 * isSegmentCondition('wranx-loggedin'); // true
 * isSegmentCondition('vip'); // false
 * ```
 */
export function isSegmentCondition(value: string): value is SegmentCondition {
  return (segmentConditions as readonly string[]).includes(value);
}
