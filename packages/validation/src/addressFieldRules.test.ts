import { describe, expect, it } from 'vitest';
import { addressFieldRules, DEFAULT_ADDRESS_RULES, resolveAddressRules } from './addressFieldRules';
import { validateField } from './validateField';

describe('resolveAddressRules', () => {
  it('is the spec’s defaults without server rules', () => {
    expect(resolveAddressRules()).toEqual(DEFAULT_ADDRESS_RULES);
    expect(DEFAULT_ADDRESS_RULES).toEqual({
      firstName: { required: true, minLength: 2, maxLength: 30 },
      lastName: { required: true, minLength: 2, maxLength: 30 },
      email: { required: true },
      phone: { required: true },
      addressLine1: { required: true, maxLength: 30 },
      addressLine2: { required: false, maxLength: 30 },
      city: { required: true, maxLength: 30 },
      province: { required: false },
      postalCode: { required: true },
      country: { required: true },
    });
  });

  it('lays each server property over the default, keeping the rest', () => {
    const resolved = resolveAddressRules({
      postalCode: { required: false, pattern: '\\d{5}' },
      province: { required: true, provinces: ['ON'] },
      city: { maxLength: 40 },
    });
    expect(resolved.postalCode).toEqual({ required: false, pattern: '\\d{5}' });
    expect(resolved.province).toEqual({ required: true, provinces: ['ON'] });
    expect(resolved.city).toEqual({ required: true, maxLength: 40 });
  });

  it('ignores null and undefined properties the server sends', () => {
    const fromJson = JSON.parse('{"city":{"maxLength":null,"required":null}}') as Parameters<
      typeof resolveAddressRules
    >[0];
    expect(resolveAddressRules(fromJson).city).toEqual({ required: true, maxLength: 30 });
  });
});

describe('addressFieldRules', () => {
  it('checks one field on blur', () => {
    const rules = addressFieldRules(
      { country: 'US' },
      { rules: { postalCode: { pattern: '\\d{5}(-\\d{4})?', message: 'Enter a ZIP code' } } },
    );
    expect(validateField('9021', rules.postalCode ?? [])?.message).toBe('Enter a ZIP code');
    expect(validateField('90210-1234', rules.postalCode ?? [])).toBeUndefined();
  });

  it('reads the phone as a number of phoneCode, else countryCode, else country', () => {
    const ukPhone = '07911 123456';
    expect(validateField(ukPhone, addressFieldRules({ phoneCode: '+44', country: 'US' }).phone ?? [])).toBeUndefined();
    expect(validateField(ukPhone, addressFieldRules({ countryCode: 'GB', country: 'US' }).phone ?? [])).toBeUndefined();
    expect(validateField(ukPhone, addressFieldRules({ country: 'US' }).phone ?? [])).toBeDefined();
  });
});
