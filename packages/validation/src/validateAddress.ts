import type { AddressField, AddressRuleOptions, AddressValues } from './addressFieldRules';
import { addressFieldRules } from './addressFieldRules';
import { transformAddress } from './transformAddress';
import type { ValidateOptions } from './validateField';
import type { FieldErrors } from './validateForm';
import { validateForm } from './validateForm';

/**
 * Options of {@link validateAddress}.
 *
 * @example
 * ```ts
 * const options: ValidateAddressOptions = { rules: serverRules, messages: frenchMessages };
 * ```
 */
export interface ValidateAddressOptions extends AddressRuleOptions, ValidateOptions {}

/**
 * Validates a whole address against the default rules overridden by the country's rules from the server
 * (after their capitalize transforms) and returns field → message for every failing field.
 *
 * @example
 * ```ts
 * import { validateAddress } from '@switchback/validation';
 *
 * validateAddress({ firstName: 'A', country: 'US', city: 'Springfield' }, { rules: { postalCode: { pattern: '\\d{5}' } } });
 * // { firstName: 'Use at least 2 characters.', lastName: 'This field is required', email: 'This field is required', … }
 * ```
 */
export function validateAddress(
  address: AddressValues,
  options: ValidateAddressOptions = {},
): FieldErrors<AddressField> {
  const transformed = transformAddress(address, options.rules);
  return validateForm(transformed, addressFieldRules(transformed, options), options) as FieldErrors<AddressField>;
}
