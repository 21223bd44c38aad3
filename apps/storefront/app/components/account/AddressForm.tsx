import { Form } from 'react-router';
import { Field, FormMessage, useFocusFirstError } from './Field';
import { ADDRESS_COUNTRIES, countryName, type FormOutcome } from '../../lib/accountForms';
import { htmlLang } from '../../lib/locales';
import { useStore } from '../../lib/useStore';
import { useText } from '../../lib/useText';

/**
 * An address form, to add one (`intent=add`) or edit one (`intent=edit` with its id), with the default address
 * rules of spec §5 checked on the server and their messages at each field.
 *
 * @example
 * <AddressForm idPrefix="new-address" values={{ email }} outcome={actionData} />
 */
export function AddressForm({ idPrefix, addressId, values: saved, outcome }: { idPrefix: string; addressId?: string; values: Record<string, string>; outcome: FormOutcome | undefined }) {
  const TEXT = useText().addressForm;
  const lang = htmlLang(useStore().locale);
  const form = addressId ? 'address-edit' : 'address-add';
  const mine = outcome?.form === form && (addressId === undefined || outcome.target === addressId) ? outcome : undefined;
  const values = mine && !mine.ok && mine.values ? { ...saved, ...mine.values } : saved;
  const errors = mine?.errors ?? {};
  const formRef = useFocusFirstError(mine);
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <Form method="post" ref={formRef} className="account-form" noValidate>
      <input type="hidden" name="intent" value={addressId ? 'edit' : 'add'} />
      {addressId ? <input type="hidden" name="addressId" value={addressId} /> : null}
      <FormMessage outcome={outcome} form={form} {...(addressId ? { target: addressId } : {})} />
      <Field id={id('firstName')} name="firstName" label={TEXT.firstName} defaultValue={values.firstName} error={errors.firstName} autoComplete="given-name" required />
      <Field id={id('lastName')} name="lastName" label={TEXT.lastName} defaultValue={values.lastName} error={errors.lastName} autoComplete="family-name" required />
      <Field id={id('addressLine1')} name="addressLine1" label={TEXT.addressLine1} defaultValue={values.addressLine1} error={errors.addressLine1} autoComplete="address-line1" required />
      <Field id={id('addressLine2')} name="addressLine2" label={TEXT.addressLine2} defaultValue={values.addressLine2} error={errors.addressLine2} autoComplete="address-line2" />
      <Field id={id('city')} name="city" label={TEXT.city} defaultValue={values.city} error={errors.city} autoComplete="address-level2" required />
      <Field id={id('province')} name="province" label={TEXT.province} defaultValue={values.province} error={errors.province} autoComplete="address-level1" />
      <Field id={id('postalCode')} name="postalCode" label={TEXT.postalCode} defaultValue={values.postalCode} error={errors.postalCode} autoComplete="postal-code" required />
      <div className="account-field">
        <label htmlFor={id('country')}>
          {TEXT.country}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={id('country')}
          name="country"
          defaultValue={values.country}
          key={`country-${values.country ?? ''}`}
          autoComplete="country"
          required
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? `${id('country')}-error` : undefined}
        >
          {ADDRESS_COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {countryName(country.code, lang, country.name)}
            </option>
          ))}
        </select>
        {errors.country ? (
          <p id={`${id('country')}-error`} className="account-field__error">
            {errors.country}
          </p>
        ) : null}
      </div>
      <Field id={id('email')} name="email" type="email" label={TEXT.email} defaultValue={values.email} error={errors.email} autoComplete="email" required />
      <Field id={id('phone')} name="phone" type="tel" label={TEXT.phone} defaultValue={values.phone} error={errors.phone} autoComplete="tel-national" inputMode="tel" required />
      <fieldset className="account-fieldset" key={`type-${values.approachType ?? 'S'}`}>
        <legend>{TEXT.type}</legend>
        <div className="account-check">
          <input type="radio" id={id('type-S')} name="approachType" value="S" defaultChecked={values.approachType !== 'B'} />
          <label htmlFor={id('type-S')}>{TEXT.shipping}</label>
        </div>
        <div className="account-check">
          <input type="radio" id={id('type-B')} name="approachType" value="B" defaultChecked={values.approachType === 'B'} />
          <label htmlFor={id('type-B')}>{TEXT.billing}</label>
        </div>
      </fieldset>
      {addressId ? null : (
        <div className="account-check">
          <input type="checkbox" id={id('main')} name="main" defaultChecked={values.main === 'true'} />
          <label htmlFor={id('main')}>{TEXT.main}</label>
        </div>
      )}
      <button type="submit" className="account-button">
        {addressId ? TEXT.save : TEXT.add}
      </button>
    </Form>
  );
}
