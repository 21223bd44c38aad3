/**
 * The fields of a postal address in the shop's forms (checkout shipping and billing, the address book), in form-field
 * order: the one list the forms, their hidden copies and their first-field-to-correct order are drawn from.
 *
 * @example
 * for (const name of POSTAL_ADDRESS_FIELDS) values[name] = form.get(name);
 */
export const POSTAL_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
] as const;

/**
 * The address fields the checkout's shipping and billing forms send, in form-field order: the postal address and a
 * phone number (the server reads them, the billing form draws them).
 *
 * @example
 * for (const name of ADDRESS_FIELDS) values[name] = form.get(`billing.${name}`);
 */
export const ADDRESS_FIELDS = [...POSTAL_ADDRESS_FIELDS, 'phone'] as const;
