import * as z from 'zod/mini';
import { maybeList, maybeNumber, maybeString } from './fields';

/**
 * An employee's spend programme (spec §3 "Employee"): what was spent against the annual cap, and the discount in
 * percent commerce-api gives once the terms are accepted (`discountPercent`).
 *
 * @example
 * const { currentSpend, annualCap } = employeeSchema.parse(details.employee);
 */
export const employeeSchema = z.looseObject({
  id: maybeString,
  currentSpend: maybeNumber,
  annualCap: maybeNumber,
  currency: maybeString,
  discountPercent: maybeNumber,
});

/**
 * An athlete's or professional-programme member's spend (spec §3): what was spent against the annual credit.
 * The professional programme (`prosumer`, `identity` entries of type `WRANX` or `IPA`) has the same fields.
 *
 * @example
 * const left = (a: Athlete) => (a.annualCredit ?? 0) - (a.currentSpend ?? 0);
 */
export const athleteSchema = z.looseObject({
  id: maybeString,
  currentSpend: maybeNumber,
  annualCredit: maybeNumber,
  currency: maybeString,
  /** Identity entries carry their programme type, `WRANX` or `IPA`. */
  type: maybeString,
  identityTypes: maybeList(z.string()),
});

/**
 * A parsed employee programme.
 *
 * @example
 * const capped = (e: Employee) => (e.currentSpend ?? 0) >= (e.annualCap ?? Infinity);
 */
export type Employee = z.infer<typeof employeeSchema>;
/**
 * A parsed athlete or professional-programme entry.
 *
 * @example
 * const isIpa = (a: Athlete) => a.type === 'IPA';
 */
export type Athlete = z.infer<typeof athleteSchema>;
