import { describe, expect, it } from 'vitest';
import { parsePhone } from './parsePhone';

describe('parsePhone', () => {
  it.each([
    [
      'US national',
      '(212) 555 - 0123',
      'US',
      { code: 'US', dialCode: '1', nationalNumber: '2125550123', number: '+12125550123' },
    ],
    [
      'CA by area code after +1, even with the US selected',
      '+1 416 555 0123',
      'US',
      { code: 'CA', dialCode: '1', nationalNumber: '4165550123', number: '+14165550123' },
    ],
    [
      'GB with the trunk 0',
      '07911 123456',
      'GB',
      { code: 'GB', dialCode: '44', nationalNumber: '7911123456', number: '+447911123456' },
    ],
    [
      'GB with (0) after the dial code',
      '+44 (0)20 7946 0958',
      undefined,
      { code: 'GB', dialCode: '44', nationalNumber: '2079460958', number: '+442079460958' },
    ],
    [
      'DE with 00 and the trunk 0',
      '0049 (0)151 23456789',
      undefined,
      { code: 'DE', dialCode: '49', nationalNumber: '15123456789', number: '+4915123456789' },
    ],
    [
      'FR national',
      '06 12 34 56 78',
      'FR',
      { code: 'FR', dialCode: '33', nationalNumber: '612345678', number: '+33612345678' },
    ],
    [
      'IT keeps the leading 0 of a landline',
      '06 1234 5678',
      'IT',
      { code: 'IT', dialCode: '39', nationalNumber: '0612345678', number: '+390612345678' },
    ],
    [
      'a selected country named by dial code',
      '7911 123456',
      '+44',
      { code: 'GB', dialCode: '44', nationalNumber: '7911123456', number: '+447911123456' },
    ],
  ] as const)('%s', (_, value, country, expected) => {
    const { code, ...parts } = expected;
    const parsed = parsePhone(value, country === undefined ? {} : { country });
    expect(parsed).toEqual(expect.objectContaining(parts));
    expect(parsed?.country?.code).toBe(code);
  });

  it('knows dial codes missing from the table through libphonenumber', () => {
    expect(parsePhone('+55 11 91234 5678', { countries: [] })).toEqual({
      dialCode: '55',
      nationalNumber: '11912345678',
      number: '+5511912345678',
    });
    expect(parsePhone('11 91234 5678', { country: 'BR', countries: [] })?.number).toBe('+5511912345678');
  });

  it.each([
    ['letters', 'call me', undefined],
    ['only a plus', '+', undefined],
    ['a dial code alone', '+44', undefined],
    ['an unknown dial code', '+999 1234', undefined],
    ['a country nobody knows', '1234567', 'ZZ'],
    ['forty-one characters', '1'.repeat(41), 'US'],
    ['no country, no dial code, not ten digits', '12345', undefined],
  ] as const)('gives up on %s', (_, value, country) => {
    expect(parsePhone(value, country === undefined ? {} : { country })).toBeUndefined();
  });
});
