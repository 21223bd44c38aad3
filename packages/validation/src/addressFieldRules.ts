import type { Mask } from './applyMask';
import { fitsMask } from './applyMask';
import type { Rule } from './createRule';
import { defaultCountries, type CountryEntry } from './defaultCountries';
import { dialDigits, findCountry } from './findCountry';
import { issueFor } from './defineRule';
import { emailRule } from './emailRule';
import { asText, isBlank } from './isBlank';
import { maxLengthRule } from './maxLengthRule';
import { minLengthRule } from './minLengthRule';
import { nameRule } from './nameRule';
import { parsePhone } from './parsePhone';
import { phoneRule } from './phoneRule';
import { requiredRule } from './requiredRule';
import type { FieldRules } from './validateForm';

export const addressMessages = {
  'validation.pattern': 'Format is not valid.',
  'validation.mask': 'Use the format {mask}.',
  'validation.province': 'Select a state or province from the list.',
  'validation.postalCode.US': 'Enter a 5-digit ZIP code.',
  'validation.postalCode.CA': 'Enter a postal code in the format A1A 1A1.',
  'validation.postalCode.GB': 'Enter a UK postcode, for example SW1A 1AA.',
} as const;

/** Countries whose postal code has a message saying what is expected (else 'Format is not valid.'). */
const POSTAL_CODE_MESSAGE_COUNTRIES = new Set(['US', 'CA', 'GB']);

/**
 * The address fields that have rules (commerce-core §3 Address).
 *
 * @example
 * ```ts
 * const field: AddressField = 'postalCode';
 * ```
 */
export type AddressField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'province'
  | 'postalCode'
  | 'country';

/**
 * An address as a form holds it. `phoneCode` (ISO code or dial code) and `countryCode` say which
 * country the phone number belongs to.
 *
 * @example
 * ```ts
 * const address: AddressValues = { firstName: 'Ada', country: 'GB', postalCode: 'SW1A 1AA', phone: '07911 123456' };
 * ```
 */
export interface AddressValues {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly phoneCode?: string | null;
  readonly addressLine1?: string | null;
  readonly addressLine2?: string | null;
  readonly city?: string | null;
  readonly province?: string | null;
  readonly postalCode?: string | null;
  readonly country?: string | null;
  readonly countryCode?: string | null;
}

/**
 * One entry of a province list: a code the API stores and the name a shopper reads.
 *
 * @example
 * ```ts
 * const province: ProvinceOption = { code: 'ON', name: 'Ontario' };
 * ```
 */
export interface ProvinceOption {
  readonly code: string;
  readonly name?: string;
}

/**
 * A field's rule in the per-country address rules the server sends (`GET {token}{countryCode}`); every
 * property present replaces the default's.
 *
 * @example
 * ```ts
 * const postalCode: AddressFieldRule = { required: true, pattern: '[A-Z]\\d[A-Z] ?\\d[A-Z]\\d', capitalize: 'uppercase' };
 * ```
 */
export interface AddressFieldRule {
  readonly required?: boolean;
  /** A regular expression the whole value must match (anchors are added; a pattern that does not compile is ignored). */
  readonly pattern?: string | RegExp;
  /**
   * The text shown when `pattern` fails, usually the server's; else, for a US, Canadian or UK postal code, what the
   * country expects (`validation.postalCode.US` 'Enter a 5-digit ZIP code.', `.CA`, `.GB`), and for anything else
   * 'Format is not valid.' (`validation.pattern`).
   */
  readonly message?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** Accepted values; a value matches an option's code or name, ignoring case. */
  readonly provinces?: ReadonlyArray<string | ProvinceOption>;
  /** Masks (`X` a digit) the value must fit; for `phone`, they replace the country table's phone masks. */
  readonly mask?: Mask;
  /** Transform applied before validation and submission: `'uppercase'`, or `'words'` (or `true`) for initial capitals. */
  readonly capitalize?: boolean | 'uppercase' | 'words';
}

/**
 * Per-country address rules: field → rule, each overriding the default of that field.
 *
 * @example
 * ```ts
 * const canada: AddressRules = { province: { required: true, provinces: [{ code: 'ON', name: 'Ontario' }] } };
 * ```
 */
export type AddressRules = Readonly<Partial<Record<AddressField, AddressFieldRule>>>;

/**
 * The default address rules of commerce-core §5 and §9: address lines and city at most 30 characters
 * (line 2 optional, line 1 and city required), first and last name 2 to 30 characters, country, email,
 * phone and postal code required, province optional. Names are also checked with `nameRule`, the email
 * with `emailRule` and the phone with `phoneRule` (our reading: the general rules of §5 apply to these
 * fields too).
 *
 * @example
 * ```ts
 * import { DEFAULT_ADDRESS_RULES } from '@switchback/validation';
 *
 * DEFAULT_ADDRESS_RULES.city; // { required: true, maxLength: 30 }
 * ```
 */
export const DEFAULT_ADDRESS_RULES: Readonly<Record<AddressField, AddressFieldRule>> = {
  firstName: { required: true, minLength: 2, maxLength: 30 },
  lastName: { required: true, minLength: 2, maxLength: 30 },
  email: { required: true },
  phone: { required: true },
  addressLine1: { required: true, maxLength: 30 },
  addressLine2: { required: false, maxLength: 30 },
  city: { required: true, maxLength: 30 },
  province: { required: false },
  postalCode: { required: true },
  country: { required: true },
};

// A literal rather than Object.keys(): a top-level call would survive tree-shaking of the built bundle.
const ADDRESS_FIELDS: readonly AddressField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
  'country',
];

/**
 * The rules in force for a country: each field's default with the server's properties laid over it
 * (a property the server leaves out, or sends as `null`, keeps the default). Forms read it to mark
 * required fields, show a province select, or apply a mask.
 *
 * @example
 * ```ts
 * import { resolveAddressRules } from '@switchback/validation';
 *
 * resolveAddressRules({ postalCode: { pattern: '\\d{5}' } }).postalCode; // { required: true, pattern: '\\d{5}' }
 * ```
 */
export function resolveAddressRules(countryRules: AddressRules = {}): Readonly<Record<AddressField, AddressFieldRule>> {
  const resolved = {} as Record<AddressField, AddressFieldRule>;
  for (const field of ADDRESS_FIELDS) {
    const override = Object.fromEntries(
      Object.entries(countryRules[field] ?? {}).filter(([, value]) => value !== undefined && value !== null),
    );
    resolved[field] = { ...DEFAULT_ADDRESS_RULES[field], ...override };
  }
  return resolved;
}

function compilePattern(pattern: string | RegExp | undefined): RegExp | undefined {
  if (pattern === undefined) return undefined;
  if (pattern instanceof RegExp) return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  try {
    return new RegExp(`^(?:${pattern})$`);
  } catch {
    // A server pattern that does not compile must not lock shoppers out of checkout; the server checks again.
    return undefined;
  }
}

function provinceRule(options: ReadonlyArray<string | ProvinceOption>): Rule<unknown> {
  const accepted = new Set(
    options
      .flatMap((option) =>
        typeof option === 'string' ? [option] : [option.code, ...(option.name === undefined ? [] : [option.name])],
      )
      .map((text) => text.trim().toUpperCase()),
  );
  const issue = issueFor('validation.province', addressMessages);
  return (value) => (isBlank(value) || accepted.has(asText(value).trim().toUpperCase()) ? undefined : issue);
}

/**
 * Options of {@link addressFieldRules} and {@link validateAddress}.
 *
 * @example
 * ```ts
 * const options: AddressRuleOptions = { rules: canadaRules, region: 'NORA' };
 * ```
 */
export interface AddressRuleOptions {
  /** The per-country rules from the server; the defaults apply without them. */
  readonly rules?: AddressRules;
  /** The country table for the phone rule. */
  readonly countries?: readonly CountryEntry[];
  /** The site region, for the phone mask default. */
  readonly region?: string;
}

/**
 * The rule list of every address field for one address, ready for `validateForm` or for checking a
 * single field on blur. The phone is checked as a number of the address's `phoneCode`, else
 * `countryCode`, else `country`.
 *
 * @example
 * ```ts
 * import { addressFieldRules, validateField } from '@switchback/validation';
 *
 * const rules = addressFieldRules(address, { rules: serverRules });
 * validateField(address.postalCode, rules.postalCode ?? []); // the postal code's issue, if any
 * ```
 */
export function addressFieldRules(address: AddressValues, options: AddressRuleOptions = {}): FieldRules<AddressValues> {
  const resolved = resolveAddressRules(options.rules);
  const phoneCountry = [address.phoneCode, address.countryCode, address.country].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  const rules: Partial<Record<AddressField, Array<Rule<unknown>>>> = {};
  for (const field of ADDRESS_FIELDS) {
    const rule = resolved[field];
    const list: Array<Rule<unknown>> = [];
    if (rule.required) list.push(requiredRule());
    if (rule.minLength !== undefined) list.push(minLengthRule(rule.minLength));
    if (rule.maxLength !== undefined) list.push(maxLengthRule(rule.maxLength));
    if (field === 'firstName' || field === 'lastName') list.push(nameRule());
    if (field === 'email') list.push(emailRule());
    if (field === 'phone') {
      list.push(
        phoneRule({
          ...(phoneCountry === undefined ? {} : { country: phoneCountry }),
          ...(options.countries ? { countries: options.countries } : {}),
          ...(options.region === undefined ? {} : { region: options.region }),
          ...(rule.mask === undefined ? {} : { mask: rule.mask }),
        }),
      );
    }
    const pattern = compilePattern(rule.pattern);
    // The country's phone pattern describes its numbers as written at home (`07911123456`): one typed with the
    // country's own dial code (`+44 7911 123456`, `0044 …`) is judged in that form.
    const patternInput =
      field === 'phone'
        ? (value: unknown) => {
            const text = asText(value);
            if (!/^(\+|00)/.test(text)) return text;
            const countries = options.countries ?? defaultCountries;
            const home = phoneCountry === undefined ? undefined : findCountry(phoneCountry, countries);
            const parsed = parsePhone(text, {
              ...(phoneCountry === undefined ? {} : { country: phoneCountry }),
              countries,
            });
            return parsed && home && parsed.dialCode === dialDigits(home.dialCode) ? parsed.nationalNumber : text;
          }
        : asText;
    if (pattern) {
      // A postal code that does not fit says what the country expects (a 5-digit ZIP code, A1A 1A1, a UK postcode).
      const country = typeof address.country === 'string' ? address.country.trim().toUpperCase() : '';
      const postalKey =
        field === 'postalCode' && POSTAL_CODE_MESSAGE_COUNTRIES.has(country)
          ? `validation.postalCode.${country}`
          : null;
      const issue = issueFor(
        postalKey ?? 'validation.pattern',
        addressMessages,
        rule.message === undefined ? {} : { message: rule.message },
      );
      list.push((value) => (isBlank(value) || pattern.test(patternInput(value)) ? undefined : issue));
    }
    if (rule.mask !== undefined && field !== 'phone') {
      const masks = typeof rule.mask === 'string' ? [rule.mask] : rule.mask;
      if (masks.length > 0) {
        const issue = issueFor('validation.mask', addressMessages, {}, { mask: masks.join(' / ') });
        list.push((value) => (isBlank(value) || fitsMask(asText(value), masks) ? undefined : issue));
      }
    }
    if (rule.provinces && rule.provinces.length > 0) list.push(provinceRule(rule.provinces));
    rules[field] = list;
  }
  return rules;
}
