import type { CountryEntry } from './defaultCountries';
import { defaultCountries } from './defaultCountries';
import { dialDigits, findCountry } from './findCountry';

/**
 * The default phone mask in North America (dial code 1) and in the NORA region (commerce-core §5).
 *
 * @example
 * ```ts
 * applyMask('2125550123', NORTH_AMERICA_PHONE_MASK); // '(212) 555 - 0123'
 * ```
 */
export const NORTH_AMERICA_PHONE_MASK = '(XXX) XXX - XXXX';

/**
 * The default phone mask everywhere else (commerce-core §5).
 *
 * @example
 * ```ts
 * applyMask('7911123456', DEFAULT_PHONE_MASK); // '7911 - 123 - 456'
 * ```
 */
export const DEFAULT_PHONE_MASK = 'XXXX - XXX - XXX';

/**
 * Options shared by the phone functions.
 *
 * @example
 * ```ts
 * const options: PhoneOptions = { country: 'GB', region: 'EMEA', countries: serverCountryList };
 * ```
 */
export interface PhoneOptions {
  /**
   * The country numbers without a dial code belong to (the form's phone-code selector): an ISO code
   * (`'GB'`), a country name from the table, or a dial code (`'+44'`).
   */
  readonly country?: string;
  /** The country table; {@link defaultCountries} when omitted. */
  readonly countries?: readonly CountryEntry[];
  /** The site region; `'NORA'` gives countries without a mask of their own the North American mask. */
  readonly region?: string;
}

/** Masks of an entry (or of a bare dial code), falling back to the region's default. */
export function masksOf(
  entry: CountryEntry | undefined,
  dialCode: string | undefined,
  region?: string,
): readonly string[] {
  const mask = entry?.mask;
  if (typeof mask === 'string' && mask !== '') return [mask];
  if (Array.isArray(mask) && mask.length > 0) return mask as readonly string[];
  const dial = entry ? dialDigits(entry.dialCode) : dialCode;
  return dial === '1' || region?.toUpperCase() === 'NORA' ? [NORTH_AMERICA_PHONE_MASK] : [DEFAULT_PHONE_MASK];
}

/**
 * The phone masks of a country: its own from the table, else `(XXX) XXX - XXXX` for North America (dial
 * code 1) and for any country in region NORA, else `XXXX - XXX - XXX`. A country missing from the table
 * gets the region's default.
 *
 * @example
 * ```ts
 * import { phoneMasksFor } from '@switchback/validation';
 *
 * phoneMasksFor('CA'); // ['(XXX) XXX - XXXX']
 * phoneMasksFor('BR', { region: 'NORA' }); // ['(XXX) XXX - XXXX']
 * ```
 */
export function phoneMasksFor(country?: string | CountryEntry, options: PhoneOptions = {}): readonly string[] {
  const entry = typeof country === 'string' ? findCountry(country, options.countries ?? defaultCountries) : country;
  return masksOf(entry, undefined, options.region);
}
