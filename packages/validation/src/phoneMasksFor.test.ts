import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE_MASK, NORTH_AMERICA_PHONE_MASK, phoneMasksFor } from './phoneMasksFor';

describe('phoneMasksFor', () => {
  it.each([
    ['the US takes the North American default', 'US', {}, [NORTH_AMERICA_PHONE_MASK]],
    ['Canada too', 'ca', {}, [NORTH_AMERICA_PHONE_MASK]],
    ['a country with one mask', 'FR', {}, ['X XX XX XX XX']],
    ['a country with several masks', 'GB', {}, ['7XXX XXXXXX', '2X XXXX XXXX', 'XXXX XXXXXX']],
    ['a country found by name', 'France', {}, ['X XX XX XX XX']],
    ['a country found by dial code', '+33', {}, ['X XX XX XX XX']],
    ['a country missing from the table takes the default', 'BR', {}, [DEFAULT_PHONE_MASK]],
    ['region NORA gives the North American mask instead', 'BR', { region: 'NORA' }, [NORTH_AMERICA_PHONE_MASK]],
    ['region NORA leaves a country’s own mask alone', 'FR', { region: 'nora' }, ['X XX XX XX XX']],
    ['no country at all', undefined, {}, [DEFAULT_PHONE_MASK]],
  ] as const)('%s', (_, country, options, expected) => {
    expect(phoneMasksFor(country, options)).toEqual(expected);
  });

  it('reads a server entry with an empty mask list as no mask', () => {
    expect(phoneMasksFor({ name: 'Mexico', dialCode: '+52', code: 'MX', mask: [] })).toEqual([DEFAULT_PHONE_MASK]);
    expect(phoneMasksFor({ name: 'Mexico', dialCode: '+52', code: 'MX', mask: '' }, { region: 'NORA' })).toEqual([
      NORTH_AMERICA_PHONE_MASK,
    ]);
  });
});
