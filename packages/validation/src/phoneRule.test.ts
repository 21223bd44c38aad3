import { describe, expect, it } from 'vitest';
import { phoneRule } from './phoneRule';

const invalid = { key: 'validation.phone', message: 'Phone number is not valid.' };
const notDigits = { key: 'validation.phone.digits', message: 'Phone number can contain digits only.' };
const tenDigits = {
  key: 'validation.phone.length',
  message: 'Phone number should have 10 digits.',
  params: { length: 10 },
};
// A UK number typed with its trunk 0 is counted as typed: 11 digits.
const elevenDigits = {
  key: 'validation.phone.length',
  message: 'Phone number should have 11 digits.',
  params: { length: 11 },
};

describe('phoneRule', () => {
  describe.each([
    // country, national number as typed, the same with its dial code
    ['US', '(212) 555 - 0123', '+1 212 555 0123'],
    ['US', '415-555-2671', '+14155552671'],
    ['CA', '(416) 555-0123', '+1 (416) 555-0123'],
    ['CA', '604 555 0199', '001 604 555 0199'],
    ['GB', '07911 123456', '+44 7911 123456'],
    ['GB', '020 7946 0958', '+44 (0)20 7946 0958'],
    ['DE', '0151 23456789', '+49 151 23456789'],
    ['DE', '030 12345678', '0049 30 12345678'],
    ['FR', '06 12 34 56 78', '+33 6 12 34 56 78'],
    ['FR', '01 42 68 53 00', '+33 1 42 68 53 00'],
    ['IT', '312 345 6789', '+39 312 345 6789'],
    ['IT', '06 1234 5678', '+39 06 1234 5678'],
  ] as const)('a valid %s number', (country, national, international) => {
    it(`accepts ${national} without a dial code`, () => {
      expect(phoneRule({ country })(national)).toBeUndefined();
    });
    it(`accepts ${international} with its dial code`, () => {
      expect(phoneRule({ country })(international)).toBeUndefined();
    });
    it(`accepts ${international} with no country selected`, () => {
      expect(phoneRule()(international)).toBeUndefined();
    });
  });

  it.each([
    ['US: starts with 1', 'US', '(112) 555 - 0123', invalid],
    ['US: starts with 0', 'US', '012 555 0123', invalid],
    ['US: nine digits', 'US', '212 555 012', tenDigits],
    ['US: eleven digits with the national 1', 'US', '1 212 555 0123', tenDigits],
    ['CA: dial code then a 1', 'CA', '+1 116 555 0123', invalid],
    ['GB: too short, typed with its 0', 'GB', '07911 1234', elevenDigits],
    ['GB: too short, typed without the 0', 'GB', '7911 1234', tenDigits],
    ['GB: not a UK range', 'GB', '+44 0000 000000', elevenDigits],
    ['GB: a 10-digit number in no UK range', 'GB', '5000 000000', invalid],
    [
      'DE: too long',
      'DE',
      '0151 234567890',
      {
        key: 'validation.phone.lengthRange',
        message: 'Phone number should have 10 to 12 digits.',
        params: { min: 10, max: 12 },
      },
    ],
    [
      'FR: eight digits',
      'FR',
      '06 12 34 56 7',
      { key: 'validation.phone.length', message: 'Phone number should have 10 digits.', params: { length: 10 } },
    ],
    ['FR: a number no French range has', 'FR', '00 00 00 00 00', invalid],
    ['IT: a mobile one digit short (a landline length, but no such number)', 'IT', '312 345 678', invalid],
    [
      'IT: twelve digits',
      'IT',
      '312 345 678901',
      {
        key: 'validation.phone.lengthRange',
        message: 'Phone number should have 9 to 11 digits.',
        params: { min: 9, max: 11 },
      },
    ],
    ['IT: an eleven-digit mobile', 'IT', '312 345 67890', invalid],
    ['letters', 'US', '212-555-CALL', notDigits],
    ['an extension', 'GB', '020 7946 0958 ext 12', notDigits],
    ['a plus in the middle', 'FR', '06+12345678', notDigits],
    ['a dial code nobody has', 'US', '+999 123 456 789', invalid],
    ['only separators', 'US', '() -', invalid],
  ] as const)('rejects %s', (_, country, value, expected) => {
    expect(phoneRule({ country })(value)).toEqual(expected);
  });

  it.each(['', '   ', '\t', null, undefined])('lets blank %j through for requiredRule', (value) => {
    expect(phoneRule({ country: 'US' })(value)).toBeUndefined();
  });

  it('takes the country as a dial code too', () => {
    expect(phoneRule({ country: '+44' })('07911 123456')).toBeUndefined();
  });

  it('gives a country without a mask the default mask’s length', () => {
    const table = [{ name: 'Brazil', dialCode: '55', code: 'BR' }];
    expect(phoneRule({ country: 'BR', countries: table })('11 3123 4567')).toBeUndefined();
    expect(phoneRule({ country: 'BR', countries: table })('(11) 91234-5678')).toEqual(tenDigits);
  });

  it('reads a country missing from the table through libphonenumber', () => {
    // Brazil's mobiles have 11 digits: the default masks (10) refuse them, a table mask accepts them.
    const table = [{ name: 'Brazil', dialCode: '+55', code: 'BR', mask: '(XX) XXXXX-XXXX' }];
    expect(phoneRule({ country: 'BR', countries: table })('(11) 91234-5678')).toBeUndefined();
    expect(phoneRule({ country: 'BR', countries: [] })('+55 11 91234 5678')).toEqual(tenDigits);
  });

  it('checks the length against masks given to it instead of the table’s', () => {
    expect(phoneRule({ country: 'GB', mask: 'XXX XXX XXXX XX' })('07911 123456')).toEqual(
      // 12 national digits, and the trunk 0 typed.
      expect.objectContaining({ key: 'validation.phone.length', params: { length: 13 } }),
    );
  });

  it('takes its own key and message for the invalid case', () => {
    expect(phoneRule({ country: 'US', key: 'shop.phone', message: 'Check the number' })('112 555 0123')).toEqual({
      key: 'shop.phone',
      message: 'Check the number',
    });
  });
});
