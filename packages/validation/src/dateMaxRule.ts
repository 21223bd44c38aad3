import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import type { Rule } from './createRule';
import type { DateBound } from './dateBound';
import { resolveBound } from './dateBound';
import type { DateLimitOptions } from './dateMinRule';
import { dateMessages } from './dateRule';
import { issueFor } from './defineRule';
import { asText, isBlank } from './isBlank';
import { compileDateFormat, DEFAULT_DATE_FORMAT, formatDate, parseWithFormat } from './parseDate';

export const dateMaxMessages = {
  'validation.dateMax': 'Enter a date on or before {max}.',
  'validation.dateBefore': 'Enter a date before {max}.',
} as const;

/**
 * Fails when the date is after `max` (or on it, with `exclusive`): 'Enter a date on or before {max}.'
 * (`validation.dateMax`) or 'Enter a date before {max}.' (`validation.dateBefore`), the bound written in
 * the field's format. Pass a function bound for "today"-relative limits. Blank values pass.
 *
 * @throws RangeError for a bad `format` or a fixed bound that is not a date
 * @example
 * ```ts
 * import { dateMaxRule } from '@switchback/validation';
 *
 * dateMaxRule('2025-12-31')('2026-01-01'); // { key: 'validation.dateMax', message: 'Enter a date on or before 2025-12-31.', params: { max: '2025-12-31' } }
 * dateMaxRule(() => new Date(), { format: 'DD/MM/YYYY' })('01/01/2000'); // undefined
 * ```
 */
export function dateMaxRule(max: DateBound, options: DateLimitOptions = {}): Rule<unknown> {
  const { format = DEFAULT_DATE_FORMAT, exclusive = false, ...ruleOptions } = options;
  const compiled = compileDateFormat(format);
  const bound = resolveBound(max, 'dateMaxRule');
  const notADate = issueFor('validation.date', dateMessages, {}, { format });
  const key = exclusive ? 'validation.dateBefore' : 'validation.dateMax';
  return (value) => {
    if (isBlank(value)) return undefined;
    const date = parseWithFormat(asText(value), compiled);
    if (!date) return notADate;
    const limit = bound();
    const days = differenceInCalendarDays(date, limit);
    if (Number.isNaN(days) || (exclusive ? days < 0 : days <= 0)) return undefined;
    return issueFor(key, dateMaxMessages, ruleOptions, { max: formatDate(limit, format) });
  };
}
