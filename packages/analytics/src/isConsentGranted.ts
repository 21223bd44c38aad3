import type { ConsentCategory } from './consentCategories';
import { parseConsentCookie } from './parseConsentCookie';

/**
 * What consent depends on for one request or page.
 *
 * @example
 * ```ts
 * const context: ConsentContext = { region: 'EMEA', consentCookie: 'C0001:1,C0002:1', preview: false };
 * ```
 */
export interface ConsentContext {
  /**
   * The shopper's region. Only `EMEA` (any case) needs recorded consent; an unknown (missing or
   * empty) region is treated as EMEA, because guessing "not EMEA" would track without consent.
   */
  readonly region?: string | null;
  /** The consent cookie or just its groups list, e.g. `C0001:1,C0002:0,C0003:1,C0004:0`. */
  readonly consentCookie?: string | null;
  /** True in the editors' preview (`preview=true`), where every category is allowed. */
  readonly preview?: boolean;
}

/**
 * Whether a consent category is allowed: `C0001` (required) always; everything with `preview`; every
 * category outside EMEA; in EMEA only a category marked `1` in the consent cookie.
 *
 * @example
 * ```ts
 * import { isConsentGranted } from '@switchback/analytics';
 *
 * isConsentGranted('C0004', { region: 'EMEA', consentCookie: 'C0001:1,C0004:0' }); // false
 * isConsentGranted('C0004', { region: 'NORA', consentCookie: undefined }); // true
 * ```
 */
export function isConsentGranted(category: ConsentCategory, context: ConsentContext = {}): boolean {
  if (category === 'C0001' || context.preview === true) return true;
  const region = context.region?.trim().toUpperCase();
  if (region && region !== 'EMEA') return true;
  return parseConsentCookie(context.consentCookie)[category] === true;
}
