import { describe, expect, it } from 'vitest';
import { validateEventSignUp } from './validateEventSignUp';

describe('validateEventSignUp', () => {
  it.each([
    ['valid without plus-one', { eventTermsAccepted: true }, {}, {}],
    [
      'terms not accepted',
      { eventTermsAccepted: false },
      {},
      { eventTermsAccepted: 'Please tick this box to continue.' },
    ],
    [
      'a valid accented guest name',
      { eventTermsAccepted: true, plusOne: 'Renée O’Connor' },
      { enablePlusOne: true },
      {},
    ],
    [
      'an empty guest name is fine (checked only when filled)',
      { eventTermsAccepted: true, plusOne: '' },
      { enablePlusOne: true },
      {},
    ],
    ['a whitespace-only guest name is fine', { eventTermsAccepted: true, plusOne: '   ' }, { enablePlusOne: true }, {}],
    [
      'an invalid guest name',
      { eventTermsAccepted: true, plusOne: 'R2-D2' },
      { enablePlusOne: true },
      { plusOne: 'Guest name is not valid.' },
    ],
    ['the guest name is ignored without plus-one', { eventTermsAccepted: true, plusOne: 'R2-D2' }, {}, {}],
  ] as const)('%s', (_, values, options, expected) => {
    expect(validateEventSignUp(values, options)).toEqual(expected);
  });
});
