import { format as formatDate } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import { createRule } from './createRule';
import type { Rule, RuleOptions } from './createRule';
import { isBlank } from './isBlank';

/**
 * The date format used when none is given.
 *
 * @example
 * ```ts
 * dateRule({ format: DEFAULT_DATE_FORMAT });
 * ```
 */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';

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
   * The expected shape, written as shoppers read it: `YYYY`, `MM` and `DD` plus any separators that
   * are not letters (`MM/DD/YYYY`, `DD.MM.YYYY`, `YYYYMMDD`). Shown as is in the message.
   */
  readonly format?: string;
}

const TOKENS: Readonly<Record<string, string>> = { YYYY: 'yyyy', MM: 'MM', DD: 'dd' };

// Spec formats use YYYY/DD; date-fns reads those as week-numbering year and day of year, so translate.
// Anything else made of letters would become a date-fns token with a surprising meaning: refuse it early.
function toDateFnsPattern(format: string): string {
  return format.replace(/[A-Za-z]+/g, (token) => {
    const pattern = TOKENS[token];
    if (!pattern) {
      throw new RangeError(`dateRule: unsupported token "${token}" in format "${format}"; use YYYY, MM and DD`);
    }
    return pattern;
  });
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
export function dateRule(options: DateRuleOptions = {}): Rule {
  const { format = DEFAULT_DATE_FORMAT, ...ruleOptions } = options;
  const pattern = toDateFnsPattern(format);
  const rule = createRule<string>(
    'validation.date',
    (value) => {
      const parsed = parse(value, pattern, new Date(2000, 0, 1));
      // parse() is lenient about digit counts ('2025-2-3'); formatting back rejects anything not exact.
      return isValid(parsed) && formatDate(parsed, pattern) === value;
    },
    ruleOptions,
    { format },
  );
  return (value) => (isBlank(value) ? undefined : rule(String(value)));
}
