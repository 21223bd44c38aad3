import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberMaxRule } from './numberMaxRule';

const above = { key: 'validation.numberMax', message: 'Enter 999999 or less.', params: { max: 999999 } };
const notANumber = { key: 'validation.number', message: 'Enter a number.' };

describe('numberMaxRule', () => {
  it.each([
    ['valid: the spec’s default max quantity', '999999', undefined],
    ['valid: one', 1, undefined],
    ['valid: a decimal', '999998.5', undefined],
    ['invalid: one more than the max', '1000000', above],
    ['invalid: a decimal above', 999999.01, above],
    ['invalid: a comma decimal', '1,5', notANumber],
    ['invalid: letters', '12abc', notANumber],
    ['edge: blank passes', '', undefined],
    ['edge: null passes', null, undefined],
  ] as const)('%s', (_, value, expected) => {
    expect(numberMaxRule(999999)(value)).toEqual(expected);
  });

  it('agrees with plain comparison for any integer', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer(),
        (max, value) => (numberMaxRule(max)(value) === undefined) === value <= max,
      ),
    );
  });
});
