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
