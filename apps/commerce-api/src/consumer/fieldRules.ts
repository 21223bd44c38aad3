// Field rules of spec §5, shared by sign-up, profile, addresses and the other consumer calls. Messages are the
// spec's where it quotes one, so a client can show the server's message as-is.
import { z } from 'zod';

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const NAME = /^[\p{L}\p{M}\s,.'`-]+$/u;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is an e-mail address by the spec's pattern (a dotted domain). */
export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** Whether `YYYY-MM-DD` is a real calendar date. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** E-mail: trimmed, lower-cased, at most 100 characters (the sign-in limit of §9). */
export const emailField = z
  .string()
  .trim()
  .max(100, 'Email is not valid')
  .refine(isEmail, 'Email is not valid')
  .transform((value) => value.toLowerCase());

/** A first or last name: 2 to 30 characters of letters, spaces and `,.'`-`. */
export const nameField = z
  .string()
  .trim()
  .min(2, 'Name is not valid.')
  .max(30, 'Name is not valid.')
  .regex(NAME, 'Name is not valid.');

/** A new password: at least 8 characters with an uppercase letter, a lowercase letter and a digit. */
export const passwordField = z
  .string()
  // An upper bound keeps a hostile body from making the slow hash slower.
  .max(128, 'Password does not meet requirements.')
  .refine(
    (value) => value.length >= 8 && /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value),
    'Password does not meet requirements.',
  );

/** A date as `YYYY-MM-DD` that exists on the calendar. */
export const dateField = z.string().refine(isCalendarDate, 'Date should match YYYY-MM-DD and be a valid date.');

/** A field that must not be blank. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, 'This field is required').max(max, `At most ${max} characters`);

/** Phone digits as the client sends them (formatting characters of the mask are tolerated and dropped). */
export const phoneField = z
  .string()
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .refine((value) => /^\+?\d{6,15}$/.test(value), 'Phone number is not valid');

/** A dial code such as `+1`, `1` or `+44`. */
export const phoneCodeField = z.string().regex(/^\+?\d{1,4}$/, 'Dial code is not valid');

/** Country code, two letters, upper-cased. */
export const countryField = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'Country is not valid')
  .transform((value) => value.toUpperCase());

/** Genders the sign-up form offers. */
export const genderField = z.enum(['M', 'F', 'X', 'U']);

/** Postal code: letters, digits, spaces and dashes. */
export const postalCodeField = z
  .string()
  .trim()
  .min(3, 'Postal code is not valid')
  .max(10, 'Postal code is not valid')
  .regex(/^[A-Za-z0-9 -]+$/, 'Postal code is not valid');

// Minimum age per country (spec §5 names the rule, not the numbers): COPPA-style 13, 16 in the UK.
const MINIMUM_AGE: Record<string, number> = { GB: 16 };
const DEFAULT_MINIMUM_AGE = 13;
const EARLIEST_BIRTH_DATE = '1900-01-01';

/**
 * Checks a birth date against the lower bound and the country's minimum age.
 * @returns A message when the date is not acceptable, otherwise `undefined`.
 * @example
 * birthDateProblem('2020-01-01', 'US', new Date()); // 'You must be at least 13 years old'
 */
export function birthDateProblem(birthDate: string, countryCode: string, now: Date): string | undefined {
  if (birthDate < EARLIEST_BIRTH_DATE) return `Birth date must be after ${EARLIEST_BIRTH_DATE}`;
  const age = MINIMUM_AGE[countryCode] ?? DEFAULT_MINIMUM_AGE;
  const latest = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()));
  if (birthDate > latest.toISOString().slice(0, 10)) return `You must be at least ${age} years old`;
  return undefined;
}
