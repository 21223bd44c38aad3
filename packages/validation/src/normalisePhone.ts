import { parsePhone } from './parsePhone';
import type { PhoneOptions } from './phoneMasksFor';

/**
 * The leading-plus form of a phone number (`+447911123456`), as the API stores it, or `undefined` when
 * the text is not a phone number or its country cannot be told. See {@link parsePhone} for how the
 * country is found: dial code, then the selected country, then the table's dial codes and masks, then
 * dial code 1 for a ten-digit number; the UK (and any trunk-prefix country's) leading 0 is dropped.
 *
 * @example
 * ```ts
 * import { normalisePhone } from '@switchback/validation';
 *
 * normalisePhone('(212) 555 - 0123', { country: 'US' }); // '+12125550123'
 * normalisePhone('07911 123456', { country: 'GB' }); // '+447911123456'
 * ```
 */
export function normalisePhone(value: string, options?: PhoneOptions): string | undefined {
  return parsePhone(value, options)?.number;
}
