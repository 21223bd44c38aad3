import { describe, expect, it } from 'vitest';
import { transformAddress } from './transformAddress';

describe('transformAddress', () => {
  it.each([
    [
      'uppercase postal code',
      { postalCode: 'sw1a 1aa' },
      { postalCode: { capitalize: 'uppercase' } },
      { postalCode: 'SW1A 1AA' },
    ],
    [
      'initial capitals',
      { city: 'saint-étienne du rouvray' },
      { city: { capitalize: 'words' } },
      { city: 'Saint-Étienne Du Rouvray' },
    ],
    [
      'true means initial capitals',
      { lastName: "o'brien" },
      { lastName: { capitalize: true } },
      { lastName: "O'Brien" },
    ],
    ['typed capitals stay', { lastName: 'mcDonald' }, { lastName: { capitalize: 'words' } }, { lastName: 'McDonald' }],
    ['no transform, no change', { city: 'new york' }, {}, { city: 'new york' }],
    ['null stays null', { city: null }, { city: { capitalize: 'uppercase' } }, { city: null }],
  ] as const)('%s', (_, address, rules, expected) => {
    expect(transformAddress(address, rules)).toEqual(expected);
  });

  it('keeps fields it does not know and does not touch the input', () => {
    const address = { postalCode: 'k1a 0b1', addressId: 'a-1' };
    expect(transformAddress(address, { postalCode: { capitalize: 'uppercase' } })).toEqual({
      postalCode: 'K1A 0B1',
      addressId: 'a-1',
    });
    expect(address.postalCode).toBe('k1a 0b1');
  });
});
