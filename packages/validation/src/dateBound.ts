import { isValid } from 'date-fns/isValid';
import { DEFAULT_DATE_FORMAT, parseDate } from './parseDate';

/**
 * A limit for the date rules: a `Date`, a `YYYY-MM-DD` string (configuration is written that way
 * whatever the field's display format), or a function read on every check so "today" stays today in
 * a long-lived page.
 *
 * @example
 * ```ts
 * const bound: DateBound = () => new Date();
 * ```
 */
export type DateBound = Date | string | (() => Date);

/** Turns a bound into a function, refusing bad fixed bounds when the rule is created. */
export function resolveBound(bound: DateBound, name: string): () => Date {
  if (typeof bound === 'function') return bound;
  const date = typeof bound === 'string' ? parseDate(bound, DEFAULT_DATE_FORMAT) : bound;
  if (!date || !isValid(date)) {
    throw new RangeError(`${name}: ${String(bound)} is not a valid date; use a Date or YYYY-MM-DD`);
  }
  return () => date;
}
