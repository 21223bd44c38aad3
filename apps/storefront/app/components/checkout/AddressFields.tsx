import { useText } from '../../lib/useText';

/** The address fields a form can show. */
type AddressFieldName = 'firstName' | 'lastName' | 'addressLine1' | 'addressLine2' | 'city' | 'province' | 'postalCode' | 'phone' | 'email';

const AUTOCOMPLETE: Record<AddressFieldName, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  province: 'address-level1',
  postalCode: 'postal-code',
  phone: 'tel',
  email: 'email',
};

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  /** Field-name prefix (`shipping`, `billing`), also the autocomplete section. */
  prefix: string;
  fields: readonly AddressFieldName[];
  values: Partial<Record<string, string | null>>;
  errors: Partial<Record<string, string>>;
  provinces: { code: string; name: string }[];
}

/**
 * Labelled address inputs with their messages next to them (`aria-describedby`, `aria-invalid`). Validation
 * happens on the server with @switchback/validation and the country's rules, so it works without JavaScript.
 *
 * @example
 * <AddressFields prefix="shipping" fields={['firstName', 'city']} values={{}} errors={{}} provinces={[]} />
 */
export function AddressFields({ prefix, fields, values, errors, provinces }: AddressFieldsProps) {
  const LABELS = useText().checkoutAddress;
  return (
    <div className="checkout-address">
      {fields.map((field) => {
        const id = `${prefix}-${field}`;
        const error = errors[field];
        const common = {
          id,
          name: `${prefix}.${field}`,
          autoComplete: `section-${prefix} ${AUTOCOMPLETE[field]}`,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          defaultValue: values[field] ?? '',
        } as const;
        return (
          <div className="checkout-field" key={field}>
            <label htmlFor={id}>{LABELS[field]}</label>
            {field === 'province' && provinces.length > 0 ? (
              <select {...common}>
                <option value="">{LABELS.choose}</option>
                {provinces.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
              </select>
            ) : (
              <input {...common} type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'} />
            )}
            {error ? (
              <p id={`${id}-error`} className="checkout-field__error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
