import type { CountryEntry } from './defaultCountries';

/** Digits of a dial code as country lists write it ('+44', '44', '1-684'). */
export function dialDigits(dialCode: string): string {
  return dialCode.replace(/\D/g, '');
}

/**
 * Finds a country by ISO code, by dial code ('+44', '44') or by name, ignoring case. A dial code shared
 * by several countries (1) gives the first in table order.
 */
export function findCountry(reference: string, countries: readonly CountryEntry[]): CountryEntry | undefined {
  const wanted = reference.trim();
  if (wanted === '') return undefined;
  if (/^\+?[\d\s-]+$/.test(wanted)) {
    const dial = dialDigits(wanted);
    return countries.find((country) => dialDigits(country.dialCode) === dial);
  }
  const upper = wanted.toUpperCase();
  return (
    countries.find((country) => country.code.toUpperCase() === upper) ??
    countries.find((country) => country.name.toUpperCase() === upper)
  );
}

/**
 * The country whose dial code starts `digits` (international digits, no '+'), longest dial code first so
 * 351 (Portugal) wins over a hypothetical 35. The preferred country wins when its dial code fits, so a
 * Canadian shopper's +1 stays Canadian.
 */
export function matchDialCode(
  digits: string,
  countries: readonly CountryEntry[],
  preferred?: CountryEntry,
): CountryEntry | undefined {
  if (preferred) {
    const dial = dialDigits(preferred.dialCode);
    if (dial !== '' && digits.startsWith(dial)) return preferred;
  }
  let best: CountryEntry | undefined;
  let bestLength = 0;
  for (const country of countries) {
    const dial = dialDigits(country.dialCode);
    if (dial.length > bestLength && digits.startsWith(dial)) {
      best = country;
      bestLength = dial.length;
    }
  }
  return best;
}

/** Whether a national number's leading 0 is a trunk prefix to drop (see `parsePhone`). */
export function hasTrunkZero(dialCode: string, masks: readonly string[]): boolean {
  // North America dials 1, not 0, at home; where masks start with a fixed 0 (Italy) it is part of the number.
  return dialCode !== '1' && !masks.some((mask) => mask.startsWith('0'));
}
