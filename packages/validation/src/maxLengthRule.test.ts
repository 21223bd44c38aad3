import { describe, expect, it } from 'vitest';
import { maxLengthRule } from './maxLengthRule';

const tooLong = { key: 'validation.maxLength', message: 'Use at most 30 characters.', params: { max: 30 } };

describe('maxLengthRule', () => {
  it.each([
    ['valid: short', '1 Main St', undefined],
    ['valid: exactly 30', 'a'.repeat(30), undefined],
    ['valid: 30 accented letters', 'é'.repeat(30), undefined],
    ['valid: 30 emoji count as 30 characters', '😀'.repeat(30), undefined],
    ['valid: a number within the limit', 12345, undefined],
    ['invalid: 31 characters', 'a'.repeat(31), tooLong],
    ['invalid: 31 emoji', '😀'.repeat(31), tooLong],
    ['edge: blank passes (requiredRule speaks)', '', undefined],
    ['edge: whitespace only passes', '     ', undefined],
    ['edge: null passes', null, undefined],
  ] as const)('%s', (_, value, expected) => {
    expect(maxLengthRule(30)(value)).toEqual(expected);
  });

  it('takes a custom message with the {max} placeholder', () => {
    expect(maxLengthRule(2, { message: 'Max {max}!' })('abc')?.message).toBe('Max 2!');
  });
});
