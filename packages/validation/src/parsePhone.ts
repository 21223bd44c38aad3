import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { maskLength } from './applyMask';
import type { CountryEntry } from './defaultCountries';
import { defaultCountries } from './defaultCountries';
import { dialDigits, findCountry, hasTrunkZero, matchDialCode } from './findCountry';
import type { PhoneOptions } from './phoneMasksFor';
import { masksOf } from './phoneMasksFor';

/**
 * A phone number split into its parts.
 *
 * @example
 * ```ts
 * const phone: ParsedPhone = { country: gb, dialCode: '44', nationalNumber: '7911123456', number: '+447911123456' };
 * ```
 */
export interface ParsedPhone {
  /** The table entry the number belongs to; missing when only libphonenumber knew the dial code. */
  readonly country?: CountryEntry;
  readonly dialCode: string;
  /** The national digits without trunk prefix: what the masks describe. */
  readonly nationalNumber: string;
  /** The leading-plus form: `+` dial code national number. */
  readonly number: string;
  /** Whether the number was typed with its trunk 0 (`07911 123456` in the UK), which is not a national digit. */
  readonly trunkZero?: boolean;
}

/** Digits, separators typed or pasted with phone numbers, and one leading plus. */
export const PHONE_CHARACTERS = /^\+?[\d\s()./-]*$/;

// Nobody types a 40-character phone number; refusing early also keeps libphonenumber away from huge input.
const MAX_PHONE_TEXT = 40;

/** The calling code of an ISO code libphonenumber knows, else undefined. */
function callingCodeOf(code: string): string | undefined {
  return isSupportedCountry(code) ? getCountryCallingCode(code) : undefined;
}

function matchByLength(
  digits: string,
  countries: readonly CountryEntry[],
  region: string | undefined,
): { country: CountryEntry; nationalNumber: string } | undefined {
  const byDialLength = [...countries].sort((a, b) => dialDigits(b.dialCode).length - dialDigits(a.dialCode).length);
  for (const country of byDialLength) {
    const dial = dialDigits(country.dialCode);
    if (dial === '' || !digits.startsWith(dial)) continue;
    const masks = masksOf(country, dial, region);
    let national = digits.slice(dial.length);
    if (national.startsWith('0') && hasTrunkZero(dial, masks)) national = national.slice(1);
    if (masks.some((mask) => maskLength(mask) === national.length)) return { country, nationalNumber: national };
  }
  return undefined;
}

/**
 * Splits a phone number into country, dial code and national number, and gives its leading-plus form
 * (commerce-core §5). Numbers with a dial code (`+44 …` or `0044 …`) are read by that code; others as
 * numbers of `options.country`; with neither, the number is matched against the table's dial codes and
 * mask lengths, and a ten-digit number that matches nothing is taken as North American (dial code 1).
 * A leading 0 is dropped as a trunk prefix for the UK and every other country that dials one at home
 * (`+44 (0)7911 123456` → `+447911123456`), but kept where masks start with 0 (Italy). Returns
 * `undefined` for text that is not a phone number or whose country cannot be told. It does not judge
 * validity: that is `phoneRule`'s job.
 *
 * @example
 * ```ts
 * import { parsePhone } from '@switchback/validation';
 *
 * parsePhone('07911 123456', { country: 'GB' })?.number; // '+447911123456'
 * parsePhone('2125550123')?.number; // '+12125550123'
 * ```
 */
export function parsePhone(value: string, options: PhoneOptions = {}): ParsedPhone | undefined {
  const text = value.trim();
  if (text.length > MAX_PHONE_TEXT || !PHONE_CHARACTERS.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  if (digits === '') return undefined;
  const countries = options.countries ?? defaultCountries;
  const selected = options.country === undefined ? undefined : findCountry(options.country, countries);

  let country: CountryEntry | undefined;
  let dialCode: string | undefined;
  let national: string;
  const international = text.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : undefined;

  if (international !== undefined) {
    country = matchDialCode(international, countries, selected);
    dialCode = country ? dialDigits(country.dialCode) : undefined;
    if (dialCode === undefined) {
      // Not in the table: libphonenumber still knows every dial code in the world.
      const known = parsePhoneNumberFromString(`+${international}`);
      if (!known) return undefined;
      dialCode = known.countryCallingCode;
    }
    national = international.slice(dialCode.length);
  } else if (options.country !== undefined) {
    country = selected;
    const reference = options.country.trim();
    dialCode = country
      ? dialDigits(country.dialCode)
      : /^\+?[\d\s-]+$/.test(reference)
        ? dialDigits(reference)
        : callingCodeOf(reference.toUpperCase());
    if (dialCode === undefined || dialCode === '') return undefined;
    national = digits;
  } else {
    const match = matchByLength(digits, countries, options.region);
    if (match) {
      const dial = dialDigits(match.country.dialCode);
      return {
        country: match.country,
        dialCode: dial,
        nationalNumber: match.nationalNumber,
        number: `+${dial}${match.nationalNumber}`,
      };
    }
    if (digits.length !== 10) return undefined;
    country = findCountry('1', countries);
    dialCode = '1';
    national = digits;
  }

  const trunkZero = national.startsWith('0') && hasTrunkZero(dialCode, masksOf(country, dialCode, options.region));
  if (trunkZero) national = national.slice(1);
  if (national === '') return undefined;
  if (dialCode === '1' && international !== undefined) {
    // +1 is shared by the US, Canada and the Caribbean: libphonenumber tells them apart by area code.
    const code = parsePhoneNumberFromString(`+1${national}`)?.country;
    const exact = code === undefined ? undefined : findCountry(code, countries);
    if (exact && dialDigits(exact.dialCode) === '1') country = exact;
  }
  return {
    ...(country ? { country } : {}),
    dialCode,
    nationalNumber: national,
    number: `+${dialCode}${national}`,
    ...(trunkZero ? { trunkZero } : {}),
  };
}
