import { Select, TextField } from '@switchback/ui';
import { useCheckoutText } from '../../lib/checkoutText';
import { firstInvalidField } from '../../lib/focusFirstInvalid';

/** The address fields a form can show. */
type AddressFieldName =
  'firstName' | 'lastName' | 'addressLine1' | 'addressLine2' | 'city' | 'province' | 'postalCode' | 'phone' | 'email';

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

/** Fields that take a whole row of the address grid. */
const WIDE = new Set<AddressFieldName>(['email', 'addressLine1', 'addressLine2']);

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  /** Field-name prefix (`shipping`, `billing`), also the autocomplete section. */
  prefix: string;
  fields: readonly AddressFieldName[];
  values: Partial<Record<string, string | null>>;
  errors: Partial<Record<string, string>>;
  provinces: { code: string; name: string }[];
  /**
   * Gives the first field with an error `autoFocus`, so a refusal the server draws (no JavaScript) opens on it.
   * Set it on the first group of a form that has errors only.
   */
  focusFirstError?: boolean;
}

/**
 * Labelled address inputs (the ui `TextField` and `Select`) with their messages under them (`aria-describedby`,
 * `aria-invalid`). Validation
 * happens on the server with @switchback/validation and the country's rules, so it works without JavaScript.
 *
 * @example
 * <AddressFields prefix="shipping" fields={['firstName', 'city']} values={{}} errors={{}} provinces={[]} />
 */
export function AddressFields({ prefix, fields, values, errors, provinces, focusFirstError }: AddressFieldsProps) {
  const LABELS = useCheckoutText().checkoutAddress;
  const first = focusFirstError ? firstInvalidField(fields, errors) : undefined;
  return (
    <div className="checkout-address">
      {fields.map((field) => {
        const common = {
          id: `${prefix}-${field}`,
          name: `${prefix}.${field}`,
          label: LABELS[field],
          autoComplete: `section-${prefix} ${AUTOCOMPLETE[field]}`,
          error: errors[field],
          // The server's answer to a refused form without JavaScript: the browser focuses it as the page loads.
          autoFocus: field === first,
          defaultValue: values[field] ?? '',
          // Short fields share a row from the md breakpoint up; the others span it.
          className: WIDE.has(field) ? 'checkout-address__wide' : undefined,
        } as const;
        return field === 'province' && provinces.length > 0 ? (
          <Select key={field} {...common}>
            <option value="">{LABELS.choose}</option>
            {provinces.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </Select>
        ) : (
          <TextField
            key={field}
            {...common}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            inputMode={field === 'phone' ? 'tel' : field === 'email' ? 'email' : undefined}
          />
        );
      })}
    </div>
  );
}
