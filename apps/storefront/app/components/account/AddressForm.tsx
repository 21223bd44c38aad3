import { Button, Checkbox, Radio, Select } from '@switchback/ui';
import { Form } from 'react-router';
import { POSTAL_ADDRESS_FIELDS } from '../../lib/addressFields';
import { firstInvalidField } from '../../lib/focusFirstInvalid';
import { Field, FormMessage, useFocusFirstError } from './Field';
import { ADDRESS_COUNTRIES, countryName, type FormOutcome } from '../../lib/accountForms';
import { htmlLang } from '../../lib/locales';
import { useStore } from '../../lib/useStore';
import { useAccountText } from '../../lib/accountText';

/**
 * An address form, to add one (`intent=add`) or edit one (`intent=edit` with its id), with the default address
 * rules of spec §5 checked on the server and their messages at each field.
 *
 * @example
 * <AddressForm idPrefix="new-address" values={{ email }} outcome={actionData} />
 */
export function AddressForm({
  idPrefix,
  addressId,
  values: saved,
  outcome,
}: {
  idPrefix: string;
  addressId?: string;
  values: Record<string, string>;
  outcome: FormOutcome | undefined;
}) {
  const TEXT = useAccountText().addressForm;
  const lang = htmlLang(useStore().locale);
  const form = addressId ? 'address-edit' : 'address-add';
  const mine =
    outcome?.form === form && (addressId === undefined || outcome.target === addressId) ? outcome : undefined;
  const values = mine && !mine.ok && mine.values ? { ...saved, ...mine.values } : saved;
  const errors = mine?.errors ?? {};
  const formRef = useFocusFirstError(mine);
  // Without JavaScript the server draws the refusal: the first field to correct gets autoFocus.
  const first = firstInvalidField([...POSTAL_ADDRESS_FIELDS, 'country', 'email', 'phone'], errors);
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <Form method="post" ref={formRef} className="account-form" noValidate>
      <input type="hidden" name="intent" value={addressId ? 'edit' : 'add'} />
      {addressId ? <input type="hidden" name="addressId" value={addressId} /> : null}
      <FormMessage outcome={outcome} form={form} {...(addressId ? { target: addressId } : {})} />
      <Field
        id={id('firstName')}
        name="firstName"
        label={TEXT.firstName}
        defaultValue={values.firstName}
        error={errors.firstName}
        autoFocus={first === 'firstName'}
        autoComplete="given-name"
        required
      />
      <Field
        id={id('lastName')}
        name="lastName"
        label={TEXT.lastName}
        defaultValue={values.lastName}
        error={errors.lastName}
        autoFocus={first === 'lastName'}
        autoComplete="family-name"
        required
      />
      <Field
        id={id('addressLine1')}
        name="addressLine1"
        label={TEXT.addressLine1}
        defaultValue={values.addressLine1}
        error={errors.addressLine1}
        autoFocus={first === 'addressLine1'}
        autoComplete="address-line1"
        required
      />
      <Field
        id={id('addressLine2')}
        name="addressLine2"
        label={TEXT.addressLine2}
        defaultValue={values.addressLine2}
        error={errors.addressLine2}
        autoFocus={first === 'addressLine2'}
        autoComplete="address-line2"
      />
      <Field
        id={id('city')}
        name="city"
        label={TEXT.city}
        defaultValue={values.city}
        error={errors.city}
        autoFocus={first === 'city'}
        autoComplete="address-level2"
        required
      />
      <Field
        id={id('province')}
        name="province"
        label={TEXT.province}
        defaultValue={values.province}
        error={errors.province}
        autoFocus={first === 'province'}
        autoComplete="address-level1"
      />
      <Field
        id={id('postalCode')}
        name="postalCode"
        label={TEXT.postalCode}
        defaultValue={values.postalCode}
        error={errors.postalCode}
        autoFocus={first === 'postalCode'}
        autoComplete="postal-code"
        required
      />
      <Select
        id={id('country')}
        name="country"
        label={TEXT.country}
        defaultValue={values.country}
        key={`country-${values.country ?? ''}`}
        autoComplete="country"
        required
        error={errors.country}
        autoFocus={first === 'country'}
      >
        {ADDRESS_COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {countryName(country.code, lang, country.name)}
          </option>
        ))}
      </Select>
      <Field
        id={id('email')}
        name="email"
        type="email"
        label={TEXT.email}
        defaultValue={values.email}
        error={errors.email}
        autoFocus={first === 'email'}
        autoComplete="email"
        required
      />
      <Field
        id={id('phone')}
        name="phone"
        type="tel"
        label={TEXT.phone}
        defaultValue={values.phone}
        error={errors.phone}
        autoFocus={first === 'phone'}
        autoComplete="tel-national"
        inputMode="tel"
        required
      />
      <fieldset className="account-fieldset" key={`type-${values.approachType ?? 'S'}`}>
        <legend>{TEXT.type}</legend>
        <Radio
          id={id('type-S')}
          name="approachType"
          value="S"
          label={TEXT.shipping}
          defaultChecked={values.approachType !== 'B'}
        />
        <Radio
          id={id('type-B')}
          name="approachType"
          value="B"
          label={TEXT.billing}
          defaultChecked={values.approachType === 'B'}
        />
      </fieldset>
      {addressId ? null : (
        <Checkbox id={id('main')} name="main" label={TEXT.main} defaultChecked={values.main === 'true'} />
      )}
      <Button type="submit">{addressId ? TEXT.save : TEXT.add}</Button>
    </Form>
  );
}
