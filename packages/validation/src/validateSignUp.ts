import { birthDateRule, BIRTH_DATE_MIN } from './birthDateRule';
import type { Rule } from './createRule';
import type { DateBound } from './dateBound';
import type { CountryEntry } from './defaultCountries';
import { issueFor } from './defineRule';
import { emailRule, SIGN_IN_EMAIL_MAX_LENGTH } from './emailRule';
import { isBlank } from './isBlank';
import { minimumAgeFor } from './minimumAgeFor';
import { minLengthRule } from './minLengthRule';
import { nameRule } from './nameRule';
import { passwordRule } from './passwordRule';
import { phoneRule } from './phoneRule';
import { requiredCheckboxRule, requiredRule, requiredSelectRule } from './requiredRule';
import type { ValidateOptions } from './validateField';
import type { FieldErrors, FieldRules } from './validateForm';
import { validateForm } from './validateForm';

export const signUpMessages = {
  'validation.smsOptIn.phone': 'Enter a phone number to receive text messages.',
} as const;

/**
 * The sign-up form's values (commerce-core §3 "Sign-up fields"); `optInAccepted` is the SMS opt-in.
 *
 * @example
 * ```ts
 * const values: SignUpValues = { email: 'ada@example.com', password: 'Trail2025', policy: true };
 * ```
 */
export interface SignUpValues {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly email?: string | null;
  readonly password?: string | null;
  readonly birthDate?: string | null;
  readonly phone?: string | null;
  readonly phoneCode?: string | null;
  readonly postalCode?: string | null;
  readonly gender?: string | null;
  readonly newsletter?: boolean | null;
  readonly loyaltyTerms?: boolean | null;
  readonly brandTerms?: boolean | null;
  readonly policy?: boolean | null;
  readonly optInAccepted?: boolean | null;
}

/**
 * A sign-up field that can carry an error.
 *
 * @example
 * ```ts
 * const field: SignUpField = 'birthDate';
 * ```
 */
export type SignUpField = Exclude<keyof SignUpValues, 'phoneCode'>;

/**
 * An agreement checkbox of the sign-up form that a site can make mandatory.
 *
 * @example
 * ```ts
 * const required: SignUpCheckbox[] = ['policy', 'loyaltyTerms'];
 * ```
 */
export type SignUpCheckbox = 'policy' | 'brandTerms' | 'loyaltyTerms' | 'newsletter';

/**
 * What a locale requires on the sign-up form beyond the always-required fields.
 *
 * @example
 * ```ts
 * const germany: SignUpLocaleRules = { birthDate: true, minimumAge: 16 };
 * ```
 */
export interface SignUpLocaleRules {
  readonly birthDate?: boolean;
  readonly gender?: boolean;
  readonly phone?: boolean;
  /** The SMS opt-in checkbox must be ticked (which makes a phone number necessary too). */
  readonly smsOptIn?: boolean;
  /** Overrides the country's minimum age. */
  readonly minimumAge?: number;
}

/**
 * Options of {@link validateSignUp} and {@link signUpRules}.
 *
 * @example
 * ```ts
 * const options: SignUpOptions = {
 *   locale: 'de-DE',
 *   localeRules: { DE: { birthDate: true }, 'en-US': { phone: true } },
 *   requiredCheckboxes: ['policy', 'loyaltyTerms'],
 * };
 * ```
 */
export interface SignUpOptions extends ValidateOptions {
  /** The site locale (`de-DE` or `de_DE`); its country picks the minimum age and the phone's default country. */
  readonly locale?: string;
  /** Requirements by locale (`'fr-FR'`) or by country (`'FR'`); a locale entry wins over its country's. */
  readonly localeRules?: Readonly<Record<string, SignUpLocaleRules>>;
  /** Make the birth date required whatever the locale says (after the server's MISSING_BIRTHDATE). */
  readonly requireBirthDate?: boolean;
  /** Agreement checkboxes that must be ticked; default `['policy']`. */
  readonly requiredCheckboxes?: readonly SignUpCheckbox[];
  /** The birth date field's format; default `YYYY-MM-DD`. */
  readonly birthDateFormat?: string;
  /** The birth date's lower bound, excluded; default {@link BIRTH_DATE_MIN}. */
  readonly birthDateMin?: DateBound;
  /** Minimum age table by country; default `MINIMUM_AGE_BY_COUNTRY`. */
  readonly minimumAges?: Readonly<Record<string, number>>;
  /** The clock for the age check; default `() => new Date()`. */
  readonly now?: () => Date;
  /** The country table for the phone rule. */
  readonly countries?: readonly CountryEntry[];
  /** The site region, for the phone mask default. */
  readonly region?: string;
}

function localeParts(locale: string | undefined): { locale: string; country: string | undefined } {
  const normalised = (locale ?? '').trim().replace('_', '-');
  const [language = '', country] = normalised.split('-');
  return {
    locale: country === undefined ? language.toLowerCase() : `${language.toLowerCase()}-${country.toUpperCase()}`,
    country: country?.toUpperCase(),
  };
}

/**
 * The requirements in force for a locale: the country's entry, then the locale's laid over it. Keys of
 * `localeRules` are matched ignoring case and `_`/`-`.
 *
 * @example
 * ```ts
 * import { signUpLocaleRules } from '@switchback/validation';
 *
 * signUpLocaleRules('fr_FR', { FR: { birthDate: true }, 'fr-FR': { phone: true } }); // { birthDate: true, phone: true }
 * ```
 */
export function signUpLocaleRules(
  locale: string | undefined,
  localeRules: Readonly<Record<string, SignUpLocaleRules>> = {},
): SignUpLocaleRules {
  const wanted = localeParts(locale);
  let byCountry: SignUpLocaleRules = {};
  let byLocale: SignUpLocaleRules = {};
  for (const [key, rules] of Object.entries(localeRules)) {
    const parts = localeParts(key);
    if (parts.country === undefined && wanted.country !== undefined && parts.locale.toUpperCase() === wanted.country) {
      byCountry = rules;
    } else if (parts.country !== undefined && parts.locale === wanted.locale) {
      byLocale = rules;
    }
  }
  return { ...byCountry, ...byLocale };
}

/**
 * The rule list of every sign-up field for the current values and locale, for `validateForm` or for
 * checking one field on blur. See {@link validateSignUp} for what each field must satisfy.
 *
 * @example
 * ```ts
 * import { signUpRules, validateField } from '@switchback/validation';
 *
 * const rules = signUpRules(values, { locale: 'en-US' });
 * validateField(values.email, rules.email ?? []);
 * ```
 */
export function signUpRules(values: SignUpValues, options: SignUpOptions = {}): FieldRules<SignUpValues> {
  const { country } = localeParts(options.locale);
  const required = signUpLocaleRules(options.locale, options.localeRules);
  const minimumAge = required.minimumAge ?? minimumAgeFor(country, options.minimumAges);
  const smsOptIn = values.optInAccepted === true;
  const phoneCountry = !isBlank(values.phoneCode) ? (values.phoneCode ?? undefined) : country;

  const phone: Array<Rule<unknown>> = [];
  if (required.phone || required.smsOptIn) phone.push(requiredRule());
  if (smsOptIn) {
    const needsPhone = issueFor('validation.smsOptIn.phone', signUpMessages);
    phone.push((value) => (isBlank(value) ? needsPhone : undefined));
  }
  phone.push(
    phoneRule({
      ...(phoneCountry === undefined ? {} : { country: phoneCountry }),
      ...(options.countries ? { countries: options.countries } : {}),
      ...(options.region === undefined ? {} : { region: options.region }),
    }),
  );

  const rules: { -readonly [K in keyof SignUpValues]?: Array<Rule<unknown>> } = {
    firstName: [requiredRule(), nameRule(), minLengthRule(2)],
    lastName: [requiredRule(), nameRule(), minLengthRule(2)],
    email: [requiredRule(), emailRule({ maxLength: SIGN_IN_EMAIL_MAX_LENGTH })],
    password: [requiredRule(), passwordRule()],
    birthDate: [
      ...(required.birthDate || options.requireBirthDate ? [requiredRule()] : []),
      birthDateRule({
        minimumAge,
        min: options.birthDateMin ?? BIRTH_DATE_MIN,
        ...(options.birthDateFormat === undefined ? {} : { format: options.birthDateFormat }),
        ...(options.now ? { now: options.now } : {}),
      }),
    ],
    gender: required.gender ? [requiredSelectRule()] : [],
    phone,
    optInAccepted: required.smsOptIn ? [requiredCheckboxRule()] : [],
  };
  for (const checkbox of options.requiredCheckboxes ?? ['policy']) rules[checkbox] = [requiredCheckboxRule()];
  return rules;
}

/**
 * Validates the sign-up form (commerce-core §5) and returns field → message:
 * - first and last name required, valid names of at least 2 characters; email required, valid, at most
 *   100 characters (it becomes the sign-in email); password required and meeting the password rule;
 * - birth date optional unless the locale requires it (or `requireBirthDate`), a real date after the lower
 *   bound and no later than today minus the country's minimum age;
 * - gender required only where the locale says so, with the 'required select' message;
 * - phone required only where the locale says so, always a valid number of `phoneCode` (else the locale's
 *   country) when filled; ticking the SMS opt-in needs a phone number, and the opt-in itself is required
 *   in locales with `smsOptIn`;
 * - the agreement checkboxes in `requiredCheckboxes` (default the privacy policy) with the 'required
 *   checkbox' message.
 *
 * @example
 * ```ts
 * import { validateSignUp } from '@switchback/validation';
 *
 * validateSignUp({ firstName: 'Zoë', lastName: 'Núñez', email: 'zoe@example.com', password: 'Trail2025', policy: false, optInAccepted: true }, { locale: 'es-ES' });
 * // { phone: 'Enter a phone number to receive text messages.', policy: 'Please tick this box to continue.' }
 * ```
 */
export function validateSignUp(values: SignUpValues, options: SignUpOptions = {}): FieldErrors<SignUpField> {
  return validateForm(values, signUpRules(values, options), options) as FieldErrors<SignUpField>;
}
