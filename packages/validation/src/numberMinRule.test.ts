import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberMinRule } from './numberMinRule';

const below = { key: 'validation.numberMin', message: 'Enter 1 or more.', params: { min: 1 } };
const notANumber = { key: 'validation.number', message: 'Enter a number.' };

describe('numberMinRule', () => {
  it.each([
    ['valid: the minimum', '1', undefined],
    ['valid: a number above', 42, undefined],
    ['valid: a decimal string', '1.5', undefined],
    ['valid: surrounding spaces', ' 3 ', undefined],
    ['invalid: zero', '0', below],
    ['invalid: negative', -2, below],
    ['invalid: 0.999', '0.999', below],
    ['invalid: words', 'ten', notANumber],
    ['invalid: hexadecimal is not a shopper’s number', '0x10', notANumber],
    ['invalid: exponent notation', '1e3', notANumber],
    ['invalid: Infinity', Number.POSITIVE_INFINITY, notANumber],
    ['invalid: NaN', Number.NaN, notANumber],
    ['edge: blank passes', '', undefined],
    ['edge: whitespace only passes', '  ', undefined],
  ] as const)('%s', (_, value, expected) => {
    expect(numberMinRule(1)(value)).toEqual(expected);
  });

  it('agrees with plain comparison for any integer', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer(),
        (min, value) => (numberMinRule(min)(String(value)) === undefined) === value >= min,
      ),
    );
  });
});
