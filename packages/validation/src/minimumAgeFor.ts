/**
 * The minimum age to create an account when a country has no entry in {@link MINIMUM_AGE_BY_COUNTRY}:
 * the strictest age of digital consent in the EU (GDPR art. 8), so an unknown country errs on the safe side.
 *
 * @example
 * ```ts
 * minimumAgeFor('ZZ') === DEFAULT_MINIMUM_AGE; // true
 * ```
 */
export const DEFAULT_MINIMUM_AGE = 16;

/**
 * Minimum sign-up age by country (commerce-core §5 "per-country minimum age"; the spec gives no values).
 * Ours follow each country's age of digital consent: GDPR art. 8 as each EU state set it, the UK's 13,
 * COPPA's 13 in the United States, 13 in Canada. Replace it with the retailer's legal advice.
 *
 * @example
 * ```ts
 * MINIMUM_AGE_BY_COUNTRY.DE; // 16
 * ```
 */
export const MINIMUM_AGE_BY_COUNTRY: Readonly<Record<string, number>> = {
  US: 13,
  CA: 13,
  MX: 13,
  GB: 13,
  IE: 16,
  FR: 15,
  DE: 16,
  IT: 14,
  ES: 14,
  PT: 13,
  NL: 16,
  BE: 13,
  CH: 16,
  AT: 14,
  SE: 13,
  DK: 13,
  NO: 13,
  FI: 13,
  PL: 16,
  AU: 13,
  JP: 13,
};

/**
 * The minimum sign-up age of a country (ISO code, any case), from a table (default
 * {@link MINIMUM_AGE_BY_COUNTRY}), else {@link DEFAULT_MINIMUM_AGE}.
 *
 * @example
 * ```ts
 * import { minimumAgeFor } from '@switchback/validation';
 *
 * minimumAgeFor('fr'); // 15
 * minimumAgeFor(undefined); // 16
 * ```
 */
export function minimumAgeFor(
  country: string | undefined,
  table: Readonly<Record<string, number>> = MINIMUM_AGE_BY_COUNTRY,
): number {
  const code = country?.trim().toUpperCase() ?? '';
  return Object.hasOwn(table, code) ? (table[code] ?? DEFAULT_MINIMUM_AGE) : DEFAULT_MINIMUM_AGE;
}
