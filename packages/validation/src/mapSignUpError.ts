import { issueFor } from './defineRule';
import { requiredMessages } from './requiredRule';
import type { SignUpField, SignUpOptions, SignUpValues } from './validateSignUp';
import { validateSignUp } from './validateSignUp';
import type { FieldErrors } from './validateForm';

export const signUpErrorMessages = {
  'validation.signUp.loginInUse': 'An account with this email already exists. Sign in instead.',
  'validation.signUp.loginInUse2': 'This email is already registered. Sign in or reset your password.',
  'validation.signUp.phoneInUse': 'This phone number is already in use.',
  'validation.signUp.phoneInUse2': 'This phone number is already linked to another account.',
} as const;

// The named ids of §8 and the numeric codes of the same errors ("AUT439, PRO400 login in use; AUT444,
// AUT442 phone number already in use"), so either form of the server's answer lands on the field.
const FIELD_ERRORS: Readonly<Record<string, { field: SignUpField; key: keyof typeof signUpErrorMessages }>> = {
  LOGIN_IN_USE: { field: 'email', key: 'validation.signUp.loginInUse' },
  AUT439: { field: 'email', key: 'validation.signUp.loginInUse' },
  PRO400: { field: 'email', key: 'validation.signUp.loginInUse' },
  LOGIN_IN_USE2: { field: 'email', key: 'validation.signUp.loginInUse2' },
  PHONE_NUMBER_ALREADY_IN_USE: { field: 'phone', key: 'validation.signUp.phoneInUse' },
  AUT444: { field: 'phone', key: 'validation.signUp.phoneInUse' },
  AUT442: { field: 'phone', key: 'validation.signUp.phoneInUse' },
  PHONE_NUMBER_ALREADY_IN_USE2: { field: 'phone', key: 'validation.signUp.phoneInUse2' },
};

/**
 * Where a sign-up error from the server belongs.
 *
 * @example
 * ```ts
 * const mapped: SignUpServerErrors = { errors: { email: 'An account with this email already exists. Sign in instead.' }, requireBirthDate: false };
 * ```
 */
export interface SignUpServerErrors {
  /** field → message, to merge into the form's errors. */
  readonly errors: FieldErrors<SignUpField>;
  /** True after MISSING_BIRTHDATE: keep validating with `requireBirthDate: true` from now on. */
  readonly requireBirthDate: boolean;
}

/**
 * Maps a sign-up error id of commerce-core §8 to field errors: LOGIN_IN_USE and LOGIN_IN_USE2 (also AUT439,
 * PRO400) on the email field; PHONE_NUMBER_ALREADY_IN_USE and PHONE_NUMBER_ALREADY_IN_USE2 (also AUT444,
 * AUT442) on the phone field; MISSING_BIRTHDATE re-runs the validation with the birth date required, so
 * the birth date field says what is wrong with it (at least 'This field is required'). Other ids give
 * `undefined`: show them at the top of the form with the API client's message.
 *
 * @example
 * ```ts
 * import { mapSignUpError } from '@switchback/validation';
 *
 * mapSignUpError('PHONE_NUMBER_ALREADY_IN_USE')?.errors; // { phone: 'This phone number is already in use.' }
 * mapSignUpError('MISSING_BIRTHDATE', { values: form, locale: 'de-DE' }); // for an otherwise valid form without a birth date:
 * // { errors: { birthDate: 'This field is required' }, requireBirthDate: true }
 * ```
 */
export function mapSignUpError(
  errorId: string,
  options: SignUpOptions & { readonly values?: SignUpValues } = {},
): SignUpServerErrors | undefined {
  const id = errorId.trim().toUpperCase();
  if (id === 'MISSING_BIRTHDATE') {
    const { values = {}, ...signUpOptions } = options;
    const errors = validateSignUp(values, { ...signUpOptions, requireBirthDate: true });
    const required = issueFor('validation.required', requiredMessages);
    const message = options.messages?.[required.key] ?? required.message;
    return { errors: { ...errors, birthDate: errors.birthDate ?? message }, requireBirthDate: true };
  }
  const mapped = Object.hasOwn(FIELD_ERRORS, id) ? FIELD_ERRORS[id] : undefined;
  if (!mapped) return undefined;
  const issue = issueFor(mapped.key, signUpErrorMessages);
  return { errors: { [mapped.field]: options.messages?.[issue.key] ?? issue.message }, requireBirthDate: false };
}
