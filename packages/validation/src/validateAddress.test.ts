import { describe, expect, it } from 'vitest';
import type { AddressRules, AddressValues } from './addressFieldRules';
import { frenchMessages } from './frenchMessages';
import { validateAddress } from './validateAddress';

const valid: AddressValues = {
  firstName: 'Zoë',
  lastName: 'Núñez-O’Brien',
  email: 'zoe@example.com',
  phone: '(212) 555 - 0123',
  addressLine1: '350 Fifth Avenue',
  addressLine2: '',
  city: 'New York',
  province: '',
  postalCode: '10118',
  country: 'US',
};

const canada: AddressRules = {
  province: {
    required: true,
    provinces: [
      { code: 'ON', name: 'Ontario' },
      { code: 'QC', name: 'Québec' },
    ],
  },
  postalCode: {
    pattern: '[A-Z]\\d[A-Z] ?\\d[A-Z]\\d',
    message: 'Enter a postal code like K1A 0B1',
    capitalize: 'uppercase',
  },
};

describe('validateAddress with the default rules', () => {
  it('accepts a complete address', () => {
    expect(validateAddress(valid)).toEqual({});
  });

  it.each([
    ['firstName: one letter', { firstName: 'Z' }, { firstName: 'Use at least 2 characters.' }],
    ['firstName: 31 letters', { firstName: 'a'.repeat(31) }, { firstName: 'Use at most 30 characters.' }],
    ['firstName: digits', { firstName: 'Zo3' }, { firstName: 'Name is not valid.' }],
    ['lastName: whitespace only', { lastName: '   ' }, { lastName: 'This field is required' }],
    ['email: no dotted domain', { email: 'zoe@example' }, { email: 'Email is not valid' }],
    ['email: missing', { email: undefined }, { email: 'This field is required' }],
    ['phone: missing', { phone: '' }, { phone: 'This field is required' }],
    ['phone: not North American', { phone: '(112) 555 - 0123' }, { phone: 'Phone number is not valid.' }],
    ['addressLine1: missing', { addressLine1: null }, { addressLine1: 'This field is required' }],
    ['addressLine1: 31 characters', { addressLine1: '1'.repeat(31) }, { addressLine1: 'Use at most 30 characters.' }],
    [
      'addressLine2: optional but at most 30',
      { addressLine2: 'x'.repeat(31) },
      { addressLine2: 'Use at most 30 characters.' },
    ],
    ['city: missing', { city: '' }, { city: 'This field is required' }],
    ['postalCode: missing', { postalCode: ' ' }, { postalCode: 'This field is required' }],
    ['country: missing', { country: '' }, { country: 'This field is required' }],
  ] as const)('%s', (_, change, expected) => {
    expect(validateAddress({ ...valid, ...change })).toEqual(expected);
  });

  it('edge: 30 accented characters fit the 30-character limit', () => {
    expect(validateAddress({ ...valid, city: 'é'.repeat(30), firstName: 'Ñ'.repeat(30) })).toEqual({});
  });

  it('edge: an empty address reports every required field', () => {
    expect(Object.keys(validateAddress({}))).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'addressLine1',
      'city',
      'postalCode',
      'country',
    ]);
  });
});

describe('validateAddress with per-country rules', () => {
  const ottawa: AddressValues = {
    ...valid,
    city: 'Ottawa',
    province: 'on',
    postalCode: 'k1a 0b1',
    country: 'CA',
    phone: '613 555 0199',
  };

  it('accepts a Canadian address after transforms, a province matched by code or name', () => {
    expect(validateAddress(ottawa, { rules: canada })).toEqual({});
    expect(validateAddress({ ...ottawa, province: 'Québec' }, { rules: canada })).toEqual({});
  });

  it.each([
    ['province required by the server', { province: '' }, { province: 'This field is required' }],
    ['province not in the list', { province: 'Texas' }, { province: 'Select a state or province from the list.' }],
    [
      'postal code failing the server’s pattern, with its message',
      { postalCode: '90210' },
      { postalCode: 'Enter a postal code like K1A 0B1' },
    ],
  ] as const)('%s', (_, change, expected) => {
    expect(validateAddress({ ...ottawa, ...change }, { rules: canada })).toEqual(expected);
  });

  it('lets the server relax a default (postal code optional in Ireland before Eircode)', () => {
    expect(validateAddress({ ...valid, postalCode: '' }, { rules: { postalCode: { required: false } } })).toEqual({});
  });

  it('applies min and max lengths from the server', () => {
    const rules: AddressRules = { city: { minLength: 3, maxLength: 5 }, firstName: { maxLength: 40 } };
    expect(validateAddress({ ...valid, city: 'Ur', firstName: 'a'.repeat(35) }, { rules })).toEqual({
      city: 'Use at least 3 characters.',
    });
    expect(validateAddress({ ...valid, city: 'London' }, { rules })).toEqual({ city: 'Use at most 5 characters.' });
  });

  it('says what a US, Canadian or UK postal code should look like when the server gives no message, in French too', () => {
    const us: AddressRules = { postalCode: { pattern: '\\d{5}(-\\d{4})?', mask: 'XXXXX' } };
    expect(validateAddress({ ...valid, postalCode: 'ABCDE' }, { rules: us })).toEqual({
      postalCode: 'Enter a 5-digit ZIP code.',
    });
    expect(validateAddress({ ...valid, postalCode: 'ABCDE' }, { rules: us, messages: frenchMessages })).toEqual({
      postalCode: 'Entrez un code ZIP à 5 chiffres.',
    });
    const ca: AddressRules = { postalCode: { pattern: '[A-Z]\\d[A-Z] ?\\d[A-Z]\\d' } };
    expect(validateAddress({ ...valid, country: 'CA', postalCode: '12345' }, { rules: ca })).toEqual({
      postalCode: 'Enter a postal code in the format A1A 1A1.',
    });
    const gb: AddressRules = { postalCode: { pattern: '[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}' } };
    expect(
      validateAddress({ ...valid, country: 'GB', phone: '07911 123456', postalCode: '12345' }, { rules: gb }),
    ).toEqual({ postalCode: 'Enter a UK postcode, for example SW1A 1AA.' });
    // Elsewhere the general wording stays.
    expect(validateAddress({ ...valid, country: 'DE', phone: '', postalCode: 'ABCDE' }, { rules: us })).toMatchObject({
      postalCode: 'Format is not valid.',
    });
  });

  it('checks field masks', () => {
    const rules: AddressRules = { postalCode: { mask: ['XXXXX', 'XXXXX-XXXX'] } };
    expect(validateAddress({ ...valid, postalCode: '10118-0110' }, { rules })).toEqual({});
    expect(validateAddress({ ...valid, postalCode: '1011' }, { rules })).toEqual({
      postalCode: 'Use the format XXXXX / XXXXX-XXXX.',
    });
  });

  it('judges a number typed with the country’s own dial code by the server’s pattern as written at home', () => {
    // The UK rule of commerce-api's country table.
    const rules: AddressRules = {
      phone: { required: true, pattern: '^0?\\d{9,10}$', mask: 'XXXX - XXX - XXX' },
      postalCode: { required: false },
    };
    const uk = { ...valid, country: 'GB', postalCode: 'SW1A 1AA' };
    for (const phone of ['020 7946 0958', '+44 20 7946 0958', '0044 20 7946 0958', '+447911123456']) {
      expect(validateAddress({ ...uk, phone: phone.replace(/\s/g, '') }, { rules }), phone).toEqual({});
    }
    // Another country's number is still held to the country's pattern.
    expect(validateAddress({ ...uk, phone: '+12125550123' }, { rules })).toEqual({ phone: 'Format is not valid.' });
  });

  it('uses a phone mask from the server instead of the country table’s', () => {
    const rules: AddressRules = { phone: { mask: 'XXX XXX XXX' } };
    expect(validateAddress({ ...valid, country: 'GB', phone: '07911 123456' }, { rules })).toEqual({
      // Nine national digits, counted as typed with the trunk 0.
      phone: 'Phone number should have 10 digits.',
    });
  });

  it('ignores a server pattern that does not compile instead of throwing', () => {
    expect(validateAddress(valid, { rules: { postalCode: { pattern: '([' } } })).toEqual({});
  });

  it('translates with a catalogue', () => {
    expect(
      validateAddress({ ...valid, city: '' }, { messages: { 'validation.required': 'Champ obligatoire' } }),
    ).toEqual({
      city: 'Champ obligatoire',
    });
  });
});
