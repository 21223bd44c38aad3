import { describe, expect, it } from 'vitest';
import type { SignUpValues } from './validateSignUp';
import { signUpLocaleRules, validateSignUp } from './validateSignUp';

const now = () => new Date(2025, 5, 15);
const valid: SignUpValues = {
  firstName: 'Zoë',
  lastName: 'Núñez',
  email: 'zoe@example.com',
  password: 'Trail2025',
  policy: true,
};

describe('validateSignUp', () => {
  it('accepts the always-required fields alone', () => {
    expect(validateSignUp(valid, { now })).toEqual({});
  });

  it.each([
    ['first name missing', { firstName: '' }, { firstName: 'This field is required' }],
    ['last name whitespace only', { lastName: '  ' }, { lastName: 'This field is required' }],
    ['first name of one letter', { firstName: 'Z' }, { firstName: 'Use at least 2 characters.' }],
    ['last name with digits', { lastName: 'N4' }, { lastName: 'Name is not valid.' }],
    ['email not valid', { email: 'zoe@example' }, { email: 'Email is not valid' }],
    ['email of 101 characters', { email: `${'z'.repeat(89)}@example.com` }, { email: 'Use at most 100 characters.' }],
    ['password too weak', { password: 'trail' }, { password: 'Password does not meet requirements.' }],
    ['policy not ticked', { policy: false }, { policy: 'Please tick this box to continue.' }],
    [
      'birth date optional but checked when given',
      { birthDate: '2023-02-29' },
      { birthDate: 'Date should match YYYY-MM-DD and be a valid date.' },
    ],
    ['a phone given is checked', { phone: '112 555 0123', phoneCode: 'US' }, { phone: 'Phone number is not valid.' }],
    [
      'SMS opt-in without a phone',
      { optInAccepted: true },
      { phone: 'Enter a phone number to receive text messages.' },
    ],
  ] as const)('%s', (_, change, expected) => {
    expect(validateSignUp({ ...valid, ...change }, { locale: 'en-US', now })).toEqual(expected);
  });

  it('edge: exactly 100 characters of email pass', () => {
    expect(validateSignUp({ ...valid, email: `${'z'.repeat(88)}@example.com` }, { now })).toEqual({});
  });

  describe('birth date', () => {
    const germany = { locale: 'de-DE', localeRules: { DE: { birthDate: true } }, now };

    it('is required where the locale says so', () => {
      expect(validateSignUp(valid, germany)).toEqual({ birthDate: 'This field is required' });
      expect(validateSignUp({ ...valid, birthDate: '1990-02-28' }, germany)).toEqual({});
    });

    it('is required after the server asked for it, whatever the locale', () => {
      expect(validateSignUp(valid, { now, requireBirthDate: true })).toEqual({ birthDate: 'This field is required' });
    });

    it.each([
      ['DE (16): sixteen today', 'de-DE', '2009-06-15', undefined],
      ['DE (16): sixteen tomorrow', 'de-DE', '2009-06-16', 'You must be at least 16 years old.'],
      ['FR (15): fifteen today', 'fr-FR', '2010-06-15', undefined],
      ['US (13): thirteen tomorrow', 'en-US', '2012-06-16', 'You must be at least 13 years old.'],
      ['unknown country (16)', 'xx-ZZ', '2009-06-16', 'You must be at least 16 years old.'],
      ['a leap day', 'en-GB', '2004-02-29', undefined],
      ['29 February in a non-leap year', 'en-GB', '2005-02-29', 'Date should match YYYY-MM-DD and be a valid date.'],
      ['the lower bound itself', 'en-GB', '1900-01-01', 'Enter a date after 1900-01-01.'],
    ] as const)('%s', (_, locale, birthDate, message) => {
      expect(validateSignUp({ ...valid, birthDate }, { locale, now }).birthDate).toBe(message);
    });

    it('takes the locale’s minimum age, the masked format and a custom lower bound', () => {
      const options = {
        locale: 'en-GB',
        localeRules: { 'en-GB': { minimumAge: 18 } },
        birthDateFormat: 'DD/MM/YYYY',
        birthDateMin: '1920-01-01',
        now,
      };
      expect(validateSignUp({ ...valid, birthDate: '16/06/2007' }, options).birthDate).toBe(
        'You must be at least 18 years old.',
      );
      expect(validateSignUp({ ...valid, birthDate: '15/06/2007' }, options).birthDate).toBeUndefined();
      expect(validateSignUp({ ...valid, birthDate: '01/01/1920' }, options).birthDate).toBe(
        'Enter a date after 01/01/1920.',
      );
    });
  });

  describe('locale-dependent fields', () => {
    const localeRules = {
      'es-MX': { gender: true, phone: true },
      FR: { smsOptIn: true },
    };

    it('requires gender and phone only in the configured locales', () => {
      expect(validateSignUp(valid, { locale: 'es-MX', localeRules, now })).toEqual({
        gender: 'Please select an option.',
        phone: 'This field is required',
      });
      expect(validateSignUp(valid, { locale: 'es-ES', localeRules, now })).toEqual({});
    });

    it('checks the phone against the locale’s country when no phone code is chosen', () => {
      const values = { ...valid, gender: 'female', phone: '55 1234 5678' };
      expect(validateSignUp(values, { locale: 'es-MX', localeRules, now })).toEqual({});
      expect(validateSignUp({ ...values, phoneCode: 'FR' }, { locale: 'es-MX', localeRules, now })).toEqual({
        phone: 'Phone number should have 9 digits.',
      });
    });

    it('requires the SMS opt-in, and so a phone, where configured', () => {
      expect(validateSignUp(valid, { locale: 'fr_FR', localeRules, now })).toEqual({
        phone: 'This field is required',
        optInAccepted: 'Please tick this box to continue.',
      });
      expect(
        validateSignUp(
          { ...valid, optInAccepted: true, phone: '06 12 34 56 78' },
          { locale: 'fr-FR', localeRules, now },
        ),
      ).toEqual({});
    });
  });

  it('requires the configured agreement checkboxes', () => {
    expect(
      validateSignUp(
        { ...valid, loyaltyTerms: false },
        { requiredCheckboxes: ['policy', 'loyaltyTerms', 'brandTerms'], now },
      ),
    ).toEqual({ loyaltyTerms: 'Please tick this box to continue.', brandTerms: 'Please tick this box to continue.' });
    expect(validateSignUp({ ...valid, policy: false }, { requiredCheckboxes: [], now })).toEqual({});
  });

  it('translates by key', () => {
    expect(
      validateSignUp(
        { ...valid, policy: false },
        { now, messages: { 'validation.requiredCheckbox': 'Bitte bestätigen' } },
      ),
    ).toEqual({
      policy: 'Bitte bestätigen',
    });
  });
});

describe('signUpLocaleRules', () => {
  it.each([
    ['a country entry', 'de-DE', { DE: { birthDate: true } }, { birthDate: true }],
    [
      'a locale entry over its country’s',
      'fr_fr',
      { FR: { birthDate: true, phone: false }, 'fr-FR': { phone: true } },
      { birthDate: true, phone: true },
    ],
    ['another locale of the country is not used', 'fr-CA', { 'fr-FR': { phone: true } }, {}],
    ['no locale', undefined, { FR: { phone: true } }, {}],
  ] as const)('%s', (_, locale, table, expected) => {
    expect(signUpLocaleRules(locale, table)).toEqual(expected);
  });
});
