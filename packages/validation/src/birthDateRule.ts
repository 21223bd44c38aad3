import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { subYears } from 'date-fns/subYears';
import type { Rule, RuleOptions } from './createRule';
import type { DateBound } from './dateBound';
import { dateMinRule } from './dateMinRule';
import { dateRule } from './dateRule';
import { issueFor } from './defineRule';
import { asText, isBlank } from './isBlank';
import { compileDateFormat, DEFAULT_DATE_FORMAT, parseWithFormat } from './parseDate';

export const birthDateMessages = { 'validation.birthDate.age': 'You must be at least {age} years old.' } as const;

/**
 * The earliest birth date accepted when none is configured: the sign-up form's lower bound (commerce-core
 * §5 gives no value). A birth date must be after it.
 *
 * @example
 * ```ts
 * birthDateRule({ min: BIRTH_DATE_MIN, minimumAge: 16 });
 * ```
 */
export const BIRTH_DATE_MIN = '1900-01-01';

/**
 * Options of {@link birthDateRule}.
 *
 * @example
 * ```ts
 * const options: BirthDateRuleOptions = { format: 'DD/MM/YYYY', minimumAge: 16, now: () => new Date('2025-06-01') };
 * ```
 */
export interface BirthDateRuleOptions extends RuleOptions {
  /** The field's format; default `YYYY-MM-DD`. */
  readonly format?: string;
  /** The lower bound, excluded; default {@link BIRTH_DATE_MIN}. */
  readonly min?: DateBound;
  /** Youngest age allowed, in whole years; the birth date must be no later than today minus it. */
  readonly minimumAge: number;
  /** The clock, injectable for tests and for the server's time; default `() => new Date()`. */
  readonly now?: () => Date;
}

/**
 * A birth date: a real date in `format`, after the lower bound ('Enter a date after {min}.'), and no
 * later than today minus the minimum age ('You must be at least {age} years old.',
 * `validation.birthDate.age`), so someone is old enough on their birthday. Someone born on 29 February
 * comes of age on 1 March in non-leap years: today minus the age (date-fns `subYears`) lands on
 * 28 February, which is before the birth date. Blank values pass.
 *
 * @example
 * ```ts
 * import { birthDateRule } from '@switchback/validation';
 *
 * const rule = birthDateRule({ minimumAge: 16, now: () => new Date(2025, 5, 1) });
 * rule('2009-06-02'); // { key: 'validation.birthDate.age', message: 'You must be at least 16 years old.', params: { age: 16 } }
 * ```
 */
export function birthDateRule(options: BirthDateRuleOptions): Rule<unknown> {
  const {
    format = DEFAULT_DATE_FORMAT,
    min = BIRTH_DATE_MIN,
    minimumAge,
    now = () => new Date(),
    ...ruleOptions
  } = options;
  const compiled = compileDateFormat(format);
  const shape = dateRule({ format });
  const lower = dateMinRule(min, { format, exclusive: true });
  const tooYoung = issueFor('validation.birthDate.age', birthDateMessages, ruleOptions, { age: minimumAge });
  return (value) => {
    if (isBlank(value)) return undefined;
    const issue = shape(value) ?? lower(value);
    if (issue) return issue;
    const date = parseWithFormat(asText(value), compiled);
    const latest = subYears(now(), minimumAge);
    return date && differenceInCalendarDays(date, latest) > 0 ? tooYoung : undefined;
  };
}
