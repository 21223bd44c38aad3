import { applyMask } from './applyMask';

/**
 * The mask of date inputs (commerce-core §5): two digits, two digits, four digits. The order of day and
 * month is the locale's, given to {@link dateRule} as `DD/MM/YYYY` or `MM/DD/YYYY`.
 *
 * @example
 * ```ts
 * applyMask('01021990', DATE_INPUT_MASK); // '01/02/1990'
 * ```
 */
export const DATE_INPUT_MASK = 'XX/XX/XXXX';

/**
 * Formats a date input as the shopper types, with the `XX/XX/XXXX` mask: digits only, slashes added,
 * at most eight digits.
 *
 * @example
 * ```ts
 * import { formatDateInput } from '@switchback/validation';
 *
 * formatDateInput('2902'); // '29/02'
 * formatDateInput('29/02/20245'); // '29/02/2024'
 * ```
 */
export function formatDateInput(input: string): string {
  return applyMask(input, DATE_INPUT_MASK);
}
