/**
 * The consent categories of the cookie banner (content-blocks §5), by id, with what each covers.
 *
 * @example
 * ```ts
 * import { consentCategories } from '@switchback/analytics';
 *
 * consentCategories.C0004; // 'targeting'
 * ```
 */
export const consentCategories = {
  C0001: 'required',
  C0002: 'performance-and-analytics',
  C0003: 'functional',
  C0004: 'targeting',
} as const;

/**
 * A consent category id: `C0001` required, `C0002` performance and analytics, `C0003` functional,
 * `C0004` targeting.
 *
 * @example
 * ```ts
 * const category: ConsentCategory = 'C0002';
 * ```
 */
export type ConsentCategory = keyof typeof consentCategories;

/**
 * Narrows a string (from a cookie, a CMS field) to a known consent category.
 *
 * @example
 * ```ts
 * isConsentCategory('C0003'); // true
 * isConsentCategory('C0009'); // false
 * ```
 */
export function isConsentCategory(value: string): value is ConsentCategory {
  return Object.hasOwn(consentCategories, value);
}
