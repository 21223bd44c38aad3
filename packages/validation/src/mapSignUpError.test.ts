import { describe, expect, it } from 'vitest';
import { mapSignUpError } from './mapSignUpError';

describe('mapSignUpError', () => {
  it.each([
    ['LOGIN_IN_USE', { email: 'An account with this email already exists. Sign in instead.' }],
    ['LOGIN_IN_USE2', { email: 'This email is already registered. Sign in or reset your password.' }],
    ['AUT439', { email: 'An account with this email already exists. Sign in instead.' }],
    ['PRO400', { email: 'An account with this email already exists. Sign in instead.' }],
    ['PHONE_NUMBER_ALREADY_IN_USE', { phone: 'This phone number is already in use.' }],
    ['PHONE_NUMBER_ALREADY_IN_USE2', { phone: 'This phone number is already linked to another account.' }],
    ['AUT444', { phone: 'This phone number is already in use.' }],
    ['AUT442', { phone: 'This phone number is already in use.' }],
  ] as const)('puts %s on its field', (errorId, errors) => {
    expect(mapSignUpError(errorId)).toEqual({ errors, requireBirthDate: false });
  });

  it('re-runs the validation with the birth date required on MISSING_BIRTHDATE', () => {
    const values = {
      firstName: 'Zoë',
      lastName: 'Núñez',
      email: 'zoe@example.com',
      password: 'Trail2025',
      policy: true,
    };
    expect(mapSignUpError('MISSING_BIRTHDATE', { values })).toEqual({
      errors: { birthDate: 'This field is required' },
      requireBirthDate: true,
    });
    expect(
      mapSignUpError('MISSING_BIRTHDATE', {
        values: { ...values, birthDate: '2030-01-01' },
        now: () => new Date(2025, 0, 1),
      }),
    ).toEqual({
      errors: { birthDate: 'You must be at least 16 years old.' },
      requireBirthDate: true,
    });
  });

  it('still marks the birth date when the form thinks it is fine', () => {
    const values = {
      firstName: 'Zoë',
      lastName: 'Núñez',
      email: 'zoe@example.com',
      password: 'Trail2025',
      policy: true,
      birthDate: '1990-01-01',
    };
    expect(mapSignUpError('MISSING_BIRTHDATE', { values })?.errors).toEqual({ birthDate: 'This field is required' });
  });

  it('translates by key', () => {
    expect(
      mapSignUpError('LOGIN_IN_USE', { messages: { 'validation.signUp.loginInUse': 'E-Mail bereits registriert' } })
        ?.errors,
    ).toEqual({
      email: 'E-Mail bereits registriert',
    });
  });

  it.each(['AUT401', 'GEN500', '', 'login_in_use_3', 'toString', '__proto__'])(
    'leaves %j to the form’s top-level error',
    (errorId) => {
      expect(mapSignUpError(errorId)).toBeUndefined();
    },
  );

  it('reads ids case-insensitively', () => {
    expect(mapSignUpError(' login_in_use ')?.errors.email).toBeDefined();
  });
});
