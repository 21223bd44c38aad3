import type { Rule, RuleOptions } from './createRule';
import { defineRule } from './defineRule';
import { asText, isBlank } from './isBlank';
import { compileDateFormat, DEFAULT_DATE_FORMAT, parseWithFormat } from './parseDate';

export const dateMessages = { 'validation.date': 'Date should match {format} and be a valid date.' } as const;

/**
 * Options of {@link dateRule}.
 *
 * @example
 * ```ts
 * const options: DateRuleOptions = { format: 'MM/DD/YYYY' };
 * ```
 */
export interface DateRuleOptions extends RuleOptions {
  /**
   * The expected shape, written as shoppers read it: `YYYY`, `MM` and `DD` once each plus any separators
   * that are not letters (`MM/DD/YYYY`, `DD.MM.YYYY`, `YYYYMMDD`). Shown as is in the message.
   */
  readonly format?: string;
}

/**
 * Fails unless the value has exactly the given format (default `YYYY-MM-DD`) and names a real calendar
 * day, so `2025-02-30` and `2023-02-29` fail while `2024-02-29` passes:
 * 'Date should match {format} and be a valid date.' (`validation.date`). Blank values pass.
 *
 * @throws RangeError when `format` uses letters other than YYYY, MM and DD
 * @example
 * ```ts
 * import { dateRule } from '@switchback/validation';
 *
 * dateRule()('2025-02-30');
 * // { key: 'validation.date', message: 'Date should match YYYY-MM-DD and be a valid date.', params: { format: 'YYYY-MM-DD' } }
 * dateRule({ format: 'MM/DD/YYYY' })('02/28/2025'); // undefined
 * ```
 */
export function dateRule(options: DateRuleOptions = {}): Rule<unknown> {
  const { format = DEFAULT_DATE_FORMAT, ...ruleOptions } = options;
  const compiled = compileDateFormat(format);
  const rule = defineRule<string>(
    'validation.date',
    dateMessages,
    (text) => parseWithFormat(text, compiled) !== undefined,
    ruleOptions,
    { format },
  );
  return (value) => (isBlank(value) ? undefined : rule(asText(value)));
}
