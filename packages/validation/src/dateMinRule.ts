import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import type { Rule } from './createRule';
import type { DateBound } from './dateBound';
import { resolveBound } from './dateBound';
import { dateMessages } from './dateRule';
import type { DateRuleOptions } from './dateRule';
import { issueFor } from './defineRule';
import { asText, isBlank } from './isBlank';
import { compileDateFormat, DEFAULT_DATE_FORMAT, formatDate, parseWithFormat } from './parseDate';

export const dateMinMessages = {
  'validation.dateMin': 'Enter a date on or after {min}.',
  'validation.dateAfter': 'Enter a date after {min}.',
} as const;

/**
 * Options of {@link dateMinRule} and {@link dateMaxRule}.
 *
 * @example
 * ```ts
 * const options: DateLimitOptions = { format: 'DD/MM/YYYY', exclusive: true };
 * ```
 */
export interface DateLimitOptions extends DateRuleOptions {
  /** Refuse the bound itself too ("after 1900-01-01" rather than "on or after"). */
  readonly exclusive?: boolean;
}

/**
 * Fails when the date is before `min` (or on it, with `exclusive`): 'Enter a date on or after {min}.'
 * (`validation.dateMin`) or 'Enter a date after {min}.' (`validation.dateAfter`), the bound written in
 * the field's format. Days are compared as calendar days in local time. Text that is not a date in
 * `format` fails with the date rule's message. Blank values pass.
 *
 * @throws RangeError for a bad `format` or a fixed bound that is not a date
 * @example
 * ```ts
 * import { dateMinRule } from '@switchback/validation';
 *
 * dateMinRule('1900-01-01', { exclusive: true })('1900-01-01'); // { key: 'validation.dateAfter', message: 'Enter a date after 1900-01-01.', params: { min: '1900-01-01' } }
 * dateMinRule(() => new Date())('2999-01-01'); // undefined
 * ```
 */
export function dateMinRule(min: DateBound, options: DateLimitOptions = {}): Rule<unknown> {
  const { format = DEFAULT_DATE_FORMAT, exclusive = false, ...ruleOptions } = options;
  const compiled = compileDateFormat(format);
  const bound = resolveBound(min, 'dateMinRule');
  const notADate = issueFor('validation.date', dateMessages, {}, { format });
  const key = exclusive ? 'validation.dateAfter' : 'validation.dateMin';
  return (value) => {
    if (isBlank(value)) return undefined;
    const date = parseWithFormat(asText(value), compiled);
    if (!date) return notADate;
    const limit = bound();
    const days = differenceInCalendarDays(date, limit);
    // NaN (an invalid dynamic bound) compares false both ways: the rule cannot judge, so it lets the value pass.
    if (Number.isNaN(days) || (exclusive ? days > 0 : days >= 0)) return undefined;
    return issueFor(key, dateMinMessages, ruleOptions, { min: formatDate(limit, format) });
  };
}
