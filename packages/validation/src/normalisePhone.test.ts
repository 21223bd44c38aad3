import { describe, expect, it } from 'vitest';
import { normalisePhone } from './normalisePhone';

describe('normalisePhone', () => {
  it.each([
    ['US without dial code', '(212) 555 - 0123', 'US', '+12125550123'],
    ['US with dial code', '+1 212-555-0123', undefined, '+12125550123'],
    ['CA without dial code', '416.555.0123', 'CA', '+14165550123'],
    ['CA with dial code', '+1 (416) 555 0123', 'CA', '+14165550123'],
    ['GB: the UK leading zero is dropped', '07911 123456', 'GB', '+447911123456'],
    ['GB with dial code and (0)', '+44 (0) 7911 123456', undefined, '+447911123456'],
    [
      'GB digits with the dial code but no plus: matched by dial code and mask',
      '447911123456',
      undefined,
      '+447911123456',
    ],
    ['GB digits with dial code and trunk 0, no plus', '4407911123456', undefined, '+447911123456'],
    ['DE without dial code', '0151 23456789', 'DE', '+4915123456789'],
    ['DE with dial code', '+49 30 12345678', undefined, '+493012345678'],
    ['FR without dial code', '06 12 34 56 78', 'FR', '+33612345678'],
    ['FR digits with dial code, no plus', '33612345678', undefined, '+33612345678'],
    ['IT without dial code', '06 1234 5678', 'IT', '+390612345678'],
    ['IT with dial code', '0039 312 345 6789', undefined, '+393123456789'],
    ['a ten-digit number with no match defaults to dial code 1', '2125550123', undefined, '+12125550123'],
    ['an already normalised number stays', '+447911123456', 'FR', '+447911123456'],
  ] as const)('%s', (_, value, country, expected) => {
    expect(normalisePhone(value, country === undefined ? {} : { country })).toBe(expected);
  });

  it.each([
    ['letters', 'not a number'],
    ['a nine-digit number matching no country', '123456789'],
    ['blank', '   '],
  ])('gives undefined for %s', (_, value) => {
    expect(normalisePhone(value)).toBeUndefined();
  });

  it('matches by the server’s table and its masks', () => {
    const table = [{ name: 'Narnia', dialCode: '+999', code: 'NA', mask: 'XXX XXX' }];
    expect(normalisePhone('999123456', { countries: table })).toBe('+999123456');
    // Seven national digits do not fit the mask, and it is not ten digits long: no country.
    expect(normalisePhone('9991234567', { countries: table })).toBe('+19991234567');
  });
});
