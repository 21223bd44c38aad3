import type { Address, AddressInput, UpdateProfileRequest } from '@switchback/api-client';
import {
  birthDateRule,
  defaultCountries,
  formatDate,
  maxLengthRule,
  messagesForLocale,
  type MessageCatalogue,
  minimumAgeFor,
  minLengthRule,
  nameRule,
  parseDate,
  phoneMasksFor,
  phoneRule,
  requiredRule,
  validateAddress,
  validateForm,
  type CountryEntry,
  type FieldErrors,
} from '@switchback/validation';
import type { Locale } from './locales';
import { accountMessagesFor } from './accountText';

/**
 * What an account form's action answers, for the page to place its messages: which form (`form`, and the
 * address or instrument it was about in `target`), success with a status line, or field errors (with the values
 * sent, so the form shows what the shopper typed) and/or a message for the whole form.
 *
 * @example
 * const outcome: FormOutcome = { form: 'profile', ok: false, errors: { firstName: 'Name is not valid.' } };
 */
export interface FormOutcome {
  form: string;
  ok: boolean;
  message?: string;
  errors?: Partial<Record<string, string>>;
  values?: Record<string, string>;
  target?: string;
}

/** The notification channels of `PUT /consumers-v3/consumer/notification`, in the order the form lists them. */
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'push'] as const;

/** Interests shoppers can follow; stored pipe-separated (spec §9). */
export const INTERESTS = [
  { value: 'hiking', label: 'Hiking' },
  { value: 'trail-running', label: 'Trail running' },
  { value: 'climbing', label: 'Climbing' },
  { value: 'camping', label: 'Camping' },
  { value: 'skiing', label: 'Skiing' },
  { value: 'cycling', label: 'Cycling' },
  { value: 'travel', label: 'Travel' },
] as const;

/** Gender choices by commerce-api's codes; their labels are the catalogue's `genders`. */
export const GENDER_CODES = ['F', 'M', 'X', 'U'] as const;

/** Preferred shoe sizes (US), whole and half sizes. */
export const SHOE_SIZES: readonly string[] = Array.from({ length: 23 }, (_, index) => String(4 + index / 2));

// commerce-api normalises phone numbers of these countries (it knows their dial codes); the others of the
// validation package's default list would be refused there.
const PHONE_COUNTRY_CODES = ['US', 'CA', 'GB', 'IE', 'FR', 'DE'];

/** Countries offered for a phone number, with their dial codes and masks. */
export const PHONE_COUNTRIES: readonly CountryEntry[] = defaultCountries.filter((entry) =>
  PHONE_COUNTRY_CODES.includes(entry.code),
);

/**
 * A country's name in the shopper's language (`Intl.DisplayNames`), or `fallback` where Intl does not know it.
 *
 * @example
 * countryName('US', 'fr-CA', 'United States'); // 'États-Unis'
 */
export function countryName(code: string, lang: string, fallback: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Countries an address can be in: those the shop has a site for. */
export const ADDRESS_COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
] as const;

/**
 * The country of a store locale (`en-gb` → `GB`).
 *
 * @example
 * countryOfLocale('fr-ca'); // 'CA'
 */
export function countryOfLocale(locale: Locale): string {
  return locale.slice(3).toUpperCase();
}

/**
 * The order of day and month in a locale's dates (masked `XX/XX/XXXX`, spec §5): month first in the US.
 *
 * @example
 * birthDateFormat('en-gb'); // 'DD/MM/YYYY'
 */
export function birthDateFormat(locale: Locale): 'MM/DD/YYYY' | 'DD/MM/YYYY' {
  return locale === 'en-us' ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
}

/**
 * The phone mask shown for a country, e.g. `(XXX) XXX - XXXX` in North America; the first when it has several.
 *
 * @example
 * phoneMaskOf('US'); // '(XXX) XXX - XXXX'
 */
export function phoneMaskOf(country: string): string {
  return phoneMasksFor(country, { countries: PHONE_COUNTRIES })[0] ?? '';
}

/**
 * The phone country of a saved number: its dial code, preferring the profile's country when they share one
 * (US and Canada both dial 1).
 *
 * @example
 * phoneCountryOf('+1', 'CA'); // 'CA'
 */
export function phoneCountryOf(phoneCode: string | null | undefined, country: string): string {
  const dial = phoneCode?.replace(/^\+/, '');
  if (!dial) return PHONE_COUNTRIES.some((entry) => entry.code === country) ? country : 'US';
  const matches = PHONE_COUNTRIES.filter((entry) => entry.dialCode === dial);
  return (matches.find((entry) => entry.code === country) ?? matches[0])?.code ?? 'US';
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The fields of the profile form, as typed. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  phoneCountry: string;
  phone: string;
  birthDate: string;
  gender: string;
  shoeSize: string;
  interests: string[];
}

/**
 * Reads and checks the profile form with the spec §5 rules (names, phone for its country's mask, birth date in
 * the locale's `XX/XX/XXXX` order and old enough) and builds the `PUT /consumers-v3/consumer` body: phone as
 * digits with its dial code, birth date as YYYY-MM-DD, interests pipe-separated. A blank phone or birth date is
 * left out (spec §5: updates with no value are skipped), so it keeps its saved value.
 *
 * @example
 * const { errors, update } = readProfileForm(await request.formData(), { locale: 'en-us' });
 */
export function readProfileForm(
  form: FormData,
  options: { locale: Locale; now?: () => Date },
): { values: ProfileFormValues; errors: FieldErrors; update: UpdateProfileRequest | null } {
  const allowed = new Set<string>(INTERESTS.map((entry) => entry.value));
  const values: ProfileFormValues = {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    phoneCountry: text(form, 'phoneCountry') || countryOfLocale(options.locale),
    phone: text(form, 'phone'),
    birthDate: text(form, 'birthDate'),
    gender: text(form, 'gender'),
    shoeSize: text(form, 'shoeSize'),
    interests: form
      .getAll('interests')
      .filter((entry): entry is string => typeof entry === 'string' && allowed.has(entry)),
  };
  const format = birthDateFormat(options.locale);
  const phoneCountry = PHONE_COUNTRIES.find((entry) => entry.code === values.phoneCountry) ?? PHONE_COUNTRIES[0]!;
  const name = [requiredRule(), minLengthRule(2), maxLengthRule(30), nameRule()];
  const errors: FieldErrors = validateForm(
    values,
    {
      firstName: name,
      lastName: name,
      phone: [phoneRule({ country: phoneCountry.code, countries: PHONE_COUNTRIES })],
      birthDate: [
        birthDateRule({
          format,
          minimumAge: minimumAgeFor(countryOfLocale(options.locale)),
          ...(options.now ? { now: options.now } : {}),
        }),
      ],
    },
    { messages: birthDateMessagesFor(options.locale) },
  );
  const notInList = accountMessagesFor(options.locale).accountActions.selectFromList;
  if (values.gender && !(GENDER_CODES as readonly string[]).includes(values.gender)) errors.gender = notInList;
  if (values.shoeSize && !SHOE_SIZES.includes(values.shoeSize)) errors.shoeSize = notInList;
  if (Object.keys(errors).length > 0) return { values, errors, update: null };

  const birthDate = values.birthDate ? parseDate(values.birthDate, format) : undefined;
  const phoneDigits = values.phone.replace(/\D/g, '');
  const consumerDetails: NonNullable<UpdateProfileRequest['consumerProfile']['consumerDetails']> = {
    firstName: values.firstName,
    lastName: values.lastName,
  };
  if (phoneDigits) {
    // A UK number's trunk 0 is not part of the international form (spec §5).
    consumerDetails.phone = phoneCountry.code === 'GB' ? phoneDigits.replace(/^0/, '') : phoneDigits;
    consumerDetails.phoneCode = `+${phoneCountry.dialCode}`;
  }
  if (birthDate) consumerDetails.birthDate = formatDate(birthDate, 'YYYY-MM-DD');
  if (values.gender) consumerDetails.gender = values.gender;
  return {
    values,
    errors,
    update: {
      consumerProfile: {
        consumerDetails,
        preferences: { interests: values.interests.join('|'), preferredShoeSize: values.shoeSize || null },
      },
    },
  };
}

/**
 * The validation catalogue of a locale for a form with a birth date: a date that does not fit is told its format in
 * the letters the field's hint uses (JJ/MM/AAAA in French; the rule names it DD/MM/YYYY).
 *
 * @example
 * validateForm(values, rules, { messages: birthDateMessagesFor('fr-ca') });
 */
export function birthDateMessagesFor(locale: Locale): MessageCatalogue | undefined {
  const messages = messagesForLocale(locale);
  const template = messages?.['validation.date'];
  if (!messages || !template || !locale.startsWith('fr')) return messages;
  const shown = birthDateFormat(locale).replace('DD', 'JJ').replace('YYYY', 'AAAA');
  return { ...messages, 'validation.date': template.replace('{format}', shown) };
}

/**
 * A birth date typed in the locale's order ({@link birthDateFormat}) as the API stores it (YYYY-MM-DD); `''` for an
 * empty or unreadable one (the form's validation names the problem).
 *
 * @example
 * birthDateForApi('04/12/1990', 'en-us'); // '1990-04-12'
 */
export function birthDateForApi(typed: string, locale: Locale): string {
  const date = typed ? parseDate(typed, birthDateFormat(locale)) : undefined;
  return date ? formatDate(date, 'YYYY-MM-DD') : '';
}

/**
 * A saved birth date (YYYY-MM-DD) in the locale's input order.
 *
 * @example
 * displayBirthDate('1990-02-01', 'en-us'); // '02/01/1990'
 */
export function displayBirthDate(saved: string | null | undefined, locale: Locale): string {
  const date = saved ? parseDate(saved, 'YYYY-MM-DD') : undefined;
  return date ? formatDate(date, birthDateFormat(locale)) : '';
}

/** The fields of the address form, as typed. */
export interface AddressFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
  approachType: 'S' | 'B';
  main: boolean;
}

/**
 * Reads and checks an address form with the default address rules of spec §5 (names 2–30, lines and city at
 * most 30, e-mail, phone and postal code required), with its messages in the locale's language, and builds the
 * body of `POST`/`PUT …/consumer/address`.
 *
 * @example
 * const { errors, address } = readAddressForm(await request.formData(), { locale: 'fr-ca' });
 */
export function readAddressForm(
  form: FormData,
  options: { locale: Locale },
): { values: AddressFormValues; errors: FieldErrors; address: AddressInput | null } {
  const country = text(form, 'country').toUpperCase();
  const values: AddressFormValues = {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    addressLine1: text(form, 'addressLine1'),
    addressLine2: text(form, 'addressLine2'),
    city: text(form, 'city'),
    province: text(form, 'province'),
    postalCode: text(form, 'postalCode'),
    country,
    approachType: text(form, 'approachType') === 'B' ? 'B' : 'S',
    main: form.get('main') === 'on' || form.get('main') === 'true',
  };
  const errors: FieldErrors = { ...validateAddress(values, { messages: messagesForLocale(options.locale) }) };
  if (values.country && !ADDRESS_COUNTRIES.some((entry) => entry.code === values.country))
    errors.country = accountMessagesFor(options.locale).accountActions.selectFromList;
  if (Object.keys(errors).length > 0) return { values, errors, address: null };
  const address: AddressInput = {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone.replace(/\D/g, ''),
    addressLine1: values.addressLine1,
    city: values.city,
    postalCode: values.postalCode,
    countryCode: values.country,
    approachType: values.approachType,
    ...(values.addressLine2 ? { addressLine2: values.addressLine2 } : {}),
    ...(values.province ? { province: values.province } : {}),
    ...(values.main ? { main: true } : {}),
  };
  return { values, errors, address };
}

/**
 * The form values of a saved address, for its edit form.
 *
 * @example
 * <AddressForm values={addressValues(saved)} />
 */
export function addressValues(address: Address): Record<string, string> {
  return {
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    email: address.email ?? '',
    phone: address.phone ?? '',
    addressLine1: address.addressLine1 ?? '',
    addressLine2: address.addressLine2 ?? '',
    city: address.city ?? '',
    province: address.province ?? '',
    postalCode: address.postalCode ?? '',
    country: address.countryCode ?? address.country ?? '',
    approachType: address.approachType === 'B' ? 'B' : 'S',
  };
}
