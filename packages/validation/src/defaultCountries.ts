import type { Mask } from './applyMask';

/**
 * One row of the country table (commerce-core §3): display name, dial code, ISO 3166-1 alpha-2 code and
 * optional phone masks. The server's country list (`GET /consumers-v3/utilities/countryList`) has this
 * shape; pass it as `countries` to the phone functions to replace {@link defaultCountries}.
 *
 * @example
 * ```ts
 * const gb: CountryEntry = { name: 'United Kingdom', dialCode: '44', code: 'GB', mask: ['7XXX XXXXXX', 'XXXX XXXXXX'] };
 * ```
 */
export interface CountryEntry {
  readonly name: string;
  /** Digits of the international dial code; a leading `+` (as some country lists send it) is accepted. */
  readonly dialCode: string;
  readonly code: string;
  /** Phone masks; without one the default mask of the region applies (see `phoneMasksFor`). */
  readonly mask?: Mask;
}

/**
 * The countries the storefront ships to out of the box, with the phone masks of their national numbers
 * (written without the trunk `0` that GB, FR, DE and others dial at home). North American entries carry
 * no mask on purpose: they take the North American default `(XXX) XXX - XXXX`. Masks that start with a
 * digit are chosen only for numbers that start with it, so a country can format mobiles and landlines
 * differently; every mask length is an accepted number length.
 *
 * @example
 * ```ts
 * import { defaultCountries } from '@switchback/validation';
 *
 * defaultCountries.find((country) => country.code === 'FR'); // { name: 'France', dialCode: '33', code: 'FR', mask: 'X XX XX XX XX' }
 * ```
 */
export const defaultCountries: readonly CountryEntry[] = [
  { name: 'United States', dialCode: '1', code: 'US' },
  { name: 'Canada', dialCode: '1', code: 'CA' },
  { name: 'Mexico', dialCode: '52', code: 'MX', mask: 'XX XXXX XXXX' },
  { name: 'United Kingdom', dialCode: '44', code: 'GB', mask: ['7XXX XXXXXX', '2X XXXX XXXX', 'XXXX XXXXXX'] },
  { name: 'Ireland', dialCode: '353', code: 'IE', mask: ['8X XXX XXXX', '1 XXX XXXX', 'XX XXX XXXX'] },
  { name: 'France', dialCode: '33', code: 'FR', mask: 'X XX XX XX XX' },
  {
    name: 'Germany',
    dialCode: '49',
    code: 'DE',
    mask: ['1XX XXXXXXXX', '1XX XXXXXXX', 'XXX XXXXXXXX', 'XXX XXXXXXX', 'XXX XXXXXX'],
  },
  {
    name: 'Italy',
    dialCode: '39',
    code: 'IT',
    mask: ['3XX XXX XXXX', '06 XXXX XXXX', '02 XXXX XXXX', '0XX XXX XXXX', '0XXX XXXXXXX', '0XX XXX XXX'],
  },
  { name: 'Spain', dialCode: '34', code: 'ES', mask: 'XXX XX XX XX' },
  { name: 'Portugal', dialCode: '351', code: 'PT', mask: 'XXX XXX XXX' },
  { name: 'Netherlands', dialCode: '31', code: 'NL', mask: ['6 XXXX XXXX', 'XX XXX XXXX'] },
  { name: 'Belgium', dialCode: '32', code: 'BE', mask: ['4XX XX XX XX', '2 XXX XX XX', 'XX XX XX XX'] },
  { name: 'Switzerland', dialCode: '41', code: 'CH', mask: 'XX XXX XX XX' },
  { name: 'Sweden', dialCode: '46', code: 'SE', mask: ['7X XXX XX XX', '8 XXX XX XX', 'XX XXX XX XX'] },
  { name: 'Denmark', dialCode: '45', code: 'DK', mask: 'XX XX XX XX' },
  { name: 'Norway', dialCode: '47', code: 'NO', mask: 'XXX XX XXX' },
  { name: 'Finland', dialCode: '358', code: 'FI', mask: ['XX XXX XXXX', 'XX XXX XXX'] },
  { name: 'Poland', dialCode: '48', code: 'PL', mask: 'XXX XXX XXX' },
  { name: 'Australia', dialCode: '61', code: 'AU', mask: ['4XX XXX XXX', 'X XXXX XXXX'] },
  { name: 'Japan', dialCode: '81', code: 'JP', mask: ['XX XXXX XXXX', 'X XXXX XXXX'] },
];
