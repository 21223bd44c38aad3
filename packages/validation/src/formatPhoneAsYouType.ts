import { applyMask } from './applyMask';
import { defaultCountries } from './defaultCountries';
import type { CountryEntry } from './defaultCountries';
import { dialDigits, findCountry, hasTrunkZero, matchDialCode } from './findCountry';
import type { PhoneOptions } from './phoneMasksFor';
import { masksOf } from './phoneMasksFor';

// Longer than any national number plus dial code; stops a paste of junk from growing the field.
const MAX_DIGITS = 18;

function formatNational(
  digits: string,
  country: CountryEntry | undefined,
  dialCode: string | undefined,
  region?: string,
): string {
  const masks = masksOf(country, dialCode, region);
  if (digits.startsWith('0') && dialCode !== undefined && hasTrunkZero(dialCode, masks)) {
    // The trunk 0 is typed at home but is not in the masks: keep it in front ('07911 123456', '06 12 34 56 78').
    return `0${applyMask(digits.slice(1), masks)}`;
  }
  return applyMask(digits, masks);
}

/**
 * Formats a phone input on every keystroke with the country's masks (see {@link phoneMasksFor}):
 * `(XXX) XXX - XXXX` in North America, the table's masks elsewhere, the mask that fits the digits typed
 * so far when a country has several. A number typed with `+` (or `00`) is formatted after its dial code,
 * without the trunk 0 some shoppers type after it (`+44 (0)7911…`). Only
 * digits are kept; it reads its own output back, so feed it the field's value as is. It does not need
 * libphonenumber, so it stays small.
 *
 * @example
 * ```ts
 * import { formatPhoneAsYouType } from '@switchback/validation';
 *
 * formatPhoneAsYouType('212555', { country: 'US' }); // '(212) 555'
 * formatPhoneAsYouType('+447911123456'); // '+44 7911 123456'
 * ```
 */
export function formatPhoneAsYouType(input: string, options: PhoneOptions = {}): string {
  const countries = options.countries ?? defaultCountries;
  const allDigits = input.replace(/\D/g, '');
  const selected = options.country === undefined ? undefined : findCountry(options.country, countries);
  // '00' is the international prefix from most of the world; no national number starts with it.
  const international = input.trimStart().startsWith('+') || allDigits.startsWith('00');
  const digits = (international && !input.trimStart().startsWith('+') ? allDigits.slice(2) : allDigits).slice(
    0,
    MAX_DIGITS,
  );
  if (international) {
    const country = matchDialCode(digits, countries, selected);
    if (!country) return `+${digits}`;
    const dialCode = dialDigits(country.dialCode);
    let national = digits.slice(dialCode.length);
    // '+44 (0)7911…': after a dial code the trunk 0 is never dialled, so it goes.
    if (national.startsWith('0') && hasTrunkZero(dialCode, masksOf(country, dialCode, options.region))) {
      national = national.slice(1);
    }
    return national === ''
      ? `+${dialCode}`
      : `+${dialCode} ${formatNational(national, country, dialCode, options.region)}`;
  }
  const dialCode = selected ? dialDigits(selected.dialCode) : undefined;
  return formatNational(digits, selected, dialCode, options.region);
}
