// Countries the shop ships to and their address and phone rules (spec §3 "Country table entry", §5 address rules).
import type { PostalAddress } from '../db/schema';
import { isFrench } from '../sites/language';

/** One rule of an address field; the client's defaults (spec §5) apply to anything not said here. */
export interface FieldRule {
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** A JavaScript regular expression source the whole value must match. */
  pattern?: string;
  /** X marks a digit or letter the shopper types; other characters are inserted by the mask. */
  mask?: string;
  capitalize?: boolean;
  options?: { code: string; name: string }[];
}

/** A country of the table. */
export interface Country {
  name: string;
  /** Dial code with a leading plus. */
  dialCode: string;
  code: string;
  /** Phone masks; several when numbers of different lengths exist. */
  masks: string[];
  /** Region used for the phone mask rule of spec §5 (NORA uses the North American mask). */
  region: 'NORA' | 'EMEA' | 'APAC' | 'LATAM';
  /** Whether the shop delivers there. */
  shipsTo: boolean;
  address: Record<
    'firstName' | 'lastName' | 'addressLine1' | 'addressLine2' | 'city' | 'province' | 'postalCode' | 'phone',
    FieldRule
  >;
}

const NORTH_AMERICA_MASK = '(XXX) XXX - XXXX';
const DEFAULT_MASK = 'XXXX - XXX - XXX';

const US_STATES =
  'AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming';
const CA_PROVINCES =
  'AB Alberta|BC British Columbia|MB Manitoba|NB New Brunswick|NL Newfoundland and Labrador|NS Nova Scotia|NT Northwest Territories|NU Nunavut|ON Ontario|PE Prince Edward Island|QC Quebec|SK Saskatchewan|YT Yukon';
/** Canada's provinces and territories in French, by code (the fr-ca site's address forms list them so). */
const CA_PROVINCES_FRENCH: Readonly<Record<string, string>> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NS: 'Nouvelle-Écosse',
  NT: 'Territoires du Nord-Ouest',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/**
 * A country's address rules with province and state names in `locale`: `fr…` gets the French names of Canada's
 * provinces (other names, and other locales, stay as stored).
 * @example
 * addressRulesIn(findCountry('CA')!.address, 'fr-ca').province.options?.[1]; // { code: 'BC', name: 'Colombie-Britannique' }
 */
export function addressRulesIn(address: Country['address'], locale: string): Country['address'] {
  const list = address.province.options;
  if (!list || !isFrench(locale)) return address;
  const named = list.map((option) => ({ code: option.code, name: CA_PROVINCES_FRENCH[option.code] ?? option.name }));
  named.sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return { ...address, province: { ...address.province, options: named } };
}

const options = (list: string) => list.split('|').map((entry) => ({ code: entry.slice(0, 2), name: entry.slice(3) }));

const base = (overrides: Partial<Country['address']>): Country['address'] => ({
  firstName: { required: true, minLength: 2, maxLength: 30 },
  lastName: { required: true, minLength: 2, maxLength: 30 },
  addressLine1: { required: true, maxLength: 30 },
  addressLine2: { required: false, maxLength: 30 },
  city: { required: true, maxLength: 30 },
  province: { required: false },
  postalCode: { required: true, maxLength: 10 },
  phone: { required: true, mask: DEFAULT_MASK },
  ...overrides,
});

/** The country table, in the order a country picker shows it (shipping countries first). */
export const countryTable: readonly Country[] = [
  {
    name: 'United States',
    dialCode: '+1',
    code: 'US',
    masks: [NORTH_AMERICA_MASK],
    region: 'NORA',
    shipsTo: true,
    address: base({
      province: { required: true, options: options(US_STATES) },
      postalCode: { required: true, pattern: '^\\d{5}(-\\d{4})?$', mask: 'XXXXX', maxLength: 10 },
      phone: { required: true, pattern: '^[2-9]\\d{9}$', mask: NORTH_AMERICA_MASK },
    }),
  },
  {
    name: 'Canada',
    dialCode: '+1',
    code: 'CA',
    masks: [NORTH_AMERICA_MASK],
    region: 'NORA',
    shipsTo: true,
    address: base({
      province: { required: true, options: options(CA_PROVINCES) },
      postalCode: {
        required: true,
        pattern: '^[A-Za-z]\\d[A-Za-z] ?\\d[A-Za-z]\\d$',
        mask: 'XXX XXX',
        capitalize: true,
        maxLength: 7,
      },
      phone: { required: true, pattern: '^[2-9]\\d{9}$', mask: NORTH_AMERICA_MASK },
    }),
  },
  {
    name: 'United Kingdom',
    dialCode: '+44',
    code: 'GB',
    masks: ['XXXX - XXX - XXX', 'XXX - XXXX - XXXX'],
    region: 'EMEA',
    shipsTo: true,
    address: base({
      postalCode: {
        required: true,
        pattern: '^[A-Za-z]{1,2}\\d[A-Za-z\\d]? ?\\d[A-Za-z]{2}$',
        capitalize: true,
        maxLength: 8,
      },
      phone: { required: true, pattern: '^0?\\d{9,10}$', mask: 'XXXX - XXX - XXX' },
    }),
  },
  {
    name: 'Ireland',
    dialCode: '+353',
    code: 'IE',
    masks: ['XX - XXX - XXXX'],
    region: 'EMEA',
    shipsTo: false,
    address: base({ postalCode: { required: false, maxLength: 8, capitalize: true } }),
  },
  {
    name: 'Germany',
    dialCode: '+49',
    code: 'DE',
    masks: ['XXXX - XXXXXXX'],
    region: 'EMEA',
    shipsTo: false,
    address: base({ postalCode: { required: true, pattern: '^\\d{5}$', mask: 'XXXXX' } }),
  },
  {
    name: 'France',
    dialCode: '+33',
    code: 'FR',
    masks: ['X XX XX XX XX'],
    region: 'EMEA',
    shipsTo: false,
    address: base({ postalCode: { required: true, pattern: '^\\d{5}$', mask: 'XXXXX' } }),
  },
  {
    name: 'Netherlands',
    dialCode: '+31',
    code: 'NL',
    masks: ['XX - XXX - XXXX'],
    region: 'EMEA',
    shipsTo: false,
    address: base({ postalCode: { required: true, pattern: '^\\d{4} ?[A-Za-z]{2}$', capitalize: true } }),
  },
  {
    name: 'Spain',
    dialCode: '+34',
    code: 'ES',
    masks: ['XXX - XXX - XXX'],
    region: 'EMEA',
    shipsTo: false,
    address: base({ postalCode: { required: true, pattern: '^\\d{5}$' } }),
  },
  {
    name: 'Italy',
    dialCode: '+39',
    code: 'IT',
    masks: ['XXX - XXX - XXXX'],
    region: 'EMEA',
    shipsTo: false,
    address: base({ postalCode: { required: true, pattern: '^\\d{5}$' } }),
  },
  {
    name: 'Mexico',
    dialCode: '+52',
    code: 'MX',
    masks: ['XX - XXXX - XXXX'],
    region: 'LATAM',
    shipsTo: false,
    address: base({ postalCode: { required: true, pattern: '^\\d{5}$' } }),
  },
  {
    name: 'Australia',
    dialCode: '+61',
    code: 'AU',
    masks: ['XXX - XXX - XXX'],
    region: 'APAC',
    shipsTo: false,
    address: base({ postalCode: { required: true, pattern: '^\\d{4}$' } }),
  },
  {
    name: 'Japan',
    dialCode: '+81',
    code: 'JP',
    masks: ['XX - XXXX - XXXX'],
    region: 'APAC',
    shipsTo: false,
    address: base({ postalCode: { required: true, pattern: '^\\d{3}-?\\d{4}$' } }),
  },
];

/**
 * Looks a country up by its two-letter code, any case.
 * @example
 * findCountry('ca')?.dialCode; // '+1'
 */
export function findCountry(code: string): Country | undefined {
  return countryTable.find((country) => country.code === code.toUpperCase());
}

/** A problem with one field of an address. */
export interface AddressProblem {
  field: string;
  message: string;
}

/**
 * Checks an address against its country's rules (spec §5 defaults plus per-country overrides). PO boxes are refused
 * for home delivery, as the spec's PO-box error implies.
 * @returns Every problem found; empty when the address is deliverable.
 * @example
 * addressProblems({ …, country: 'US', postalCode: 'ABC' }); // [{ field: 'postalCode', message: 'Postal code is not valid' }]
 */
export function addressProblems(address: PostalAddress): AddressProblem[] {
  const country = findCountry(address.country);
  if (!country) return [{ field: 'country', message: 'Country is not valid' }];
  if (!country.shipsTo) return [{ field: 'country', message: `We do not deliver to ${country.name}` }];
  const problems: AddressProblem[] = [];
  for (const [field, rule] of Object.entries(country.address) as [keyof Country['address'], FieldRule][]) {
    const raw = address[field];
    const value =
      (field === 'phone'
        ? raw
            ?.replace(/[\s().+-]/g, '')
            // `0044…` dials the same as `+44…`.
            .replace(/^00(?=\d{11})/, '')
            .replace(new RegExp(`^${country.dialCode.slice(1)}(?=\\d{10})`), '')
        : raw
      )?.trim() ?? '';
    if (!value) {
      if (rule.required) problems.push({ field, message: 'This field is required' });
      continue;
    }
    if (rule.minLength !== undefined && value.length < rule.minLength)
      problems.push({ field, message: `At least ${rule.minLength} characters` });
    else if (rule.maxLength !== undefined && value.length > rule.maxLength)
      problems.push({ field, message: `At most ${rule.maxLength} characters` });
    else if (rule.pattern && !new RegExp(rule.pattern).test(value))
      problems.push({
        field,
        message: `${field === 'postalCode' ? 'Postal code' : field === 'phone' ? 'Phone number' : 'Value'} is not valid`,
      });
    else if (rule.options && !rule.options.some((option) => option.code === value.toUpperCase()))
      problems.push({ field, message: 'Choose a value from the list' });
  }
  if (isPoBox(address)) problems.push({ field: 'addressLine1', message: PO_BOX_MESSAGE });
  return problems;
}

/** The field message of a PO-box shipping address. */
export const PO_BOX_MESSAGE = 'We cannot ship to a PO box';
const isPoBox = (address: PostalAddress) =>
  /\bP\.?\s*O\.?\s*Box\b/i.test(`${address.addressLine1} ${address.addressLine2 ?? ''}`);

/**
 * Why a shipping address cannot be delivered to at all, as spec §8 names it: a country we do not ship to
 * (`CANT_SHIP_THERE`) or a PO box (`SHIPPING_POBOX_UNAVAILABLE`); `undefined` otherwise (other problems are field errors).
 * @example
 * shippingRefusal({ …, addressLine1: 'PO Box 12', country: 'US' }); // 'SHIPPING_POBOX_UNAVAILABLE'
 */
export function shippingRefusal(address: PostalAddress): 'CANT_SHIP_THERE' | 'SHIPPING_POBOX_UNAVAILABLE' | undefined {
  const country = findCountry(address.country);
  if (country && !country.shipsTo) return 'CANT_SHIP_THERE';
  if (country && isPoBox(address)) return 'SHIPPING_POBOX_UNAVAILABLE';
  return undefined;
}
