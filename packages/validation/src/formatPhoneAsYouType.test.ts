import { describe, expect, it } from 'vitest';
import { formatPhoneAsYouType } from './formatPhoneAsYouType';

describe('formatPhoneAsYouType', () => {
  it.each([
    ['US, first digit', '2', 'US', '(2'],
    ['US, half typed', '212555', 'US', '(212) 555'],
    ['US, complete', '2125550123', 'US', '(212) 555 - 0123'],
    ['US, extra digits dropped', '21255501239', 'US', '(212) 555 - 0123'],
    ['US, its own output read back', '(212) 555 - 0123', 'US', '(212) 555 - 0123'],
    ['CA uses the North American mask', '4165550123', 'CA', '(416) 555 - 0123'],
    ['GB mobile with the trunk 0 kept in front', '07911123456', 'GB', '07911 123456'],
    ['GB London without the 0', '2079460958', 'GB', '20 7946 0958'],
    ['DE mobile', '015123456789', 'DE', '0151 23456789'],
    ['FR', '0612345678', 'FR', '06 12 34 56 78'],
    ['IT landline: its 0 belongs to the number', '0612345678', 'IT', '06 1234 5678'],
    ['IT mobile', '3123456789', 'IT', '312 345 6789'],
    ['with a dial code', '+447911123456', undefined, '+44 7911 123456'],
    ['with a dial code and (0)', '+44 (0)7911 123456', undefined, '+44 7911 123456'],
    ['with 00 for the plus', '0033612345678', undefined, '+33 6 12 34 56 78'],
    ['+1 is North American', '+12125550123', undefined, '+1 (212) 555 - 0123'],
    ['a dial code still being typed', '+4', undefined, '+4'],
    ['a dial code complete', '+49', undefined, '+49'],
    ['no country: the default mask', '1234567890', undefined, '1234 - 567 - 890'],
    ['nothing', '', 'US', ''],
  ] as const)('%s', (_, input, country, expected) => {
    expect(formatPhoneAsYouType(input, country === undefined ? {} : { country })).toBe(expected);
  });

  it('gives the North American mask to a country without one in region NORA', () => {
    const table = [{ name: 'Brazil', dialCode: '55', code: 'BR' }];
    expect(formatPhoneAsYouType('1131234567', { country: 'BR', countries: table, region: 'NORA' })).toBe(
      '(113) 123 - 4567',
    );
    expect(formatPhoneAsYouType('1131234567', { country: 'BR', countries: table, region: 'EMEA' })).toBe(
      '1131 - 234 - 567',
    );
  });
});
