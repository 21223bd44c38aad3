import { Button, Checkbox, Select } from '@switchback/ui';
import { formatDateInput, formatPhoneAsYouType } from '@switchback/validation';
import { Form } from 'react-router';
import { firstInvalidField } from '../../lib/focusFirstInvalid';
import { Field, FormMessage, useFocusFirstError } from './Field';
import {
  GENDER_CODES,
  INTERESTS,
  PHONE_COUNTRIES,
  SHOE_SIZES,
  birthDateFormat,
  countryName,
  phoneMaskOf,
  type FormOutcome,
} from '../../lib/accountForms';
import { htmlLang, type Locale } from '../../lib/locales';
import { useStore } from '../../lib/useStore';
import { useAccountText } from '../../lib/accountText';

const phoneCountryChosen = () =>
  (globalThis.document?.getElementById('profile-phoneCountry') as HTMLSelectElement | null)?.value;

/** The profile as the form shows it (saved values, or the values sent with a refused form). */
export interface ProfileFormData {
  firstName: string;
  lastName: string;
  email: string;
  phoneCountry: string;
  phone: string;
  birthDate: string;
  gender: string;
  shoeSize: string;
  /** Pipe-separated, as stored. */
  interests: string;
}

/**
 * The profile form (spec §3 consumer profile): names, read-only e-mail, phone with its country's mask, birth date
 * in the locale's order, gender, shoe size and interests. A plain POST form; with JavaScript the phone and date
 * are formatted as typed and the first invalid field gets focus.
 *
 * @example
 * <ProfileForm profile={loaderData.profile} locale="en-us" outcome={actionData} />
 */
export function ProfileForm({
  profile,
  locale,
  outcome,
}: {
  profile: ProfileFormData;
  locale: Locale;
  outcome: FormOutcome | undefined;
}) {
  const texts = useAccountText();
  const TEXT = texts.profileForm;
  const lang = htmlLang(useStore().locale);
  const mine = outcome?.form === 'profile' ? outcome : undefined;
  const values = mine && !mine.ok && mine.values ? { ...profile, ...mine.values } : profile;
  const errors = mine?.errors ?? {};
  const formRef = useFocusFirstError(mine);
  // Without JavaScript the server draws the refusal: the first field to correct gets autoFocus.
  const first = firstInvalidField(['firstName', 'lastName', 'phone', 'birthDate', 'gender', 'shoeSize'], errors);
  const format = birthDateFormat(locale);
  const mask = phoneMaskOf(values.phoneCountry);
  const interests = new Set(values.interests.split('|').filter(Boolean));
  return (
    <Form method="post" ref={formRef} className="account-form" aria-labelledby="page-title" noValidate>
      <FormMessage outcome={outcome} form="profile" />
      <Field
        id="profile-firstName"
        name="firstName"
        label={TEXT.firstName}
        defaultValue={values.firstName}
        error={errors.firstName}
        autoFocus={first === 'firstName'}
        autoComplete="given-name"
        required
      />
      <Field
        id="profile-lastName"
        name="lastName"
        label={TEXT.lastName}
        defaultValue={values.lastName}
        error={errors.lastName}
        autoFocus={first === 'lastName'}
        autoComplete="family-name"
        required
      />
      <Field
        id="profile-email"
        name="email"
        type="email"
        label={TEXT.email}
        defaultValue={values.email}
        hint={TEXT.emailHint}
        readOnly
      />
      <Select
        id="profile-phoneCountry"
        name="phoneCountry"
        label={TEXT.phoneCountry}
        defaultValue={values.phoneCountry}
        key={values.phoneCountry}
        autoComplete="tel-country-code"
      >
        {PHONE_COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {countryName(country.code, lang, country.name)} (+{country.dialCode})
          </option>
        ))}
      </Select>
      <Field
        id="profile-phone"
        name="phone"
        type="tel"
        label={TEXT.phone}
        defaultValue={values.phone}
        error={errors.phone}
        autoFocus={first === 'phone'}
        hint={TEXT.phoneHint(mask)}
        autoComplete="tel-national"
        inputMode="tel"
        // The country chosen now, which may differ from the one the page was rendered with.
        format={(value) =>
          formatPhoneAsYouType(value, {
            country: phoneCountryChosen() ?? values.phoneCountry,
            countries: PHONE_COUNTRIES,
          })
        }
      />
      <Field
        id="profile-birthDate"
        name="birthDate"
        label={TEXT.birthDate}
        defaultValue={values.birthDate}
        error={errors.birthDate}
        autoFocus={first === 'birthDate'}
        hint={TEXT.birthDateHint(format)}
        autoComplete="bday"
        inputMode="numeric"
        maxLength={10}
        format={formatDateInput}
      />
      <Select
        id="profile-gender"
        name="gender"
        label={TEXT.gender}
        defaultValue={values.gender}
        key={`gender-${values.gender}`}
        error={errors.gender}
        autoFocus={first === 'gender'}
      >
        <option value="">{TEXT.notSet}</option>
        {GENDER_CODES.map((code) => (
          <option key={code} value={code}>
            {texts.genders[code]}
          </option>
        ))}
      </Select>
      <Select
        id="profile-shoeSize"
        name="shoeSize"
        label={TEXT.shoeSize}
        defaultValue={values.shoeSize}
        key={`size-${values.shoeSize}`}
        error={errors.shoeSize}
        autoFocus={first === 'shoeSize'}
      >
        <option value="">{TEXT.notSet}</option>
        {SHOE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Select>
      <fieldset className="account-fieldset" key={`interests-${values.interests}`}>
        <legend>{TEXT.interests}</legend>
        {INTERESTS.map((interest) => (
          <Checkbox
            key={interest.value}
            id={`profile-interest-${interest.value}`}
            name="interests"
            value={interest.value}
            label={texts.interests[interest.value] ?? interest.label}
            defaultChecked={interests.has(interest.value)}
          />
        ))}
      </fieldset>
      <Button type="submit">{TEXT.save}</Button>
    </Form>
  );
}
