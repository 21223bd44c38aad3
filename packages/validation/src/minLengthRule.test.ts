import { describe, expect, it } from 'vitest';
import { minLengthRule } from './minLengthRule';

const tooShort = { key: 'validation.minLength', message: 'Use at least 2 characters.', params: { min: 2 } };

describe('minLengthRule', () => {
  it.each([
    ['valid: two letters', 'Al', undefined],
    ['valid: two accented letters', 'Çé', undefined],
    ['valid: longer', 'Ada Lovelace', undefined],
    ['invalid: one letter', 'A', tooShort],
    ['invalid: one letter padded with spaces', '  A  ', tooShort],
    ['invalid: one emoji is one character', '😀', tooShort],
    ['edge: a letter plus a combining accent counts as two code points', 'e\u0301', undefined],
    ['edge: blank passes', '', undefined],
    ['edge: whitespace only passes', '   ', undefined],
    ['edge: undefined passes', undefined, undefined],
  ] as const)('%s', (_, value, expected) => {
    expect(minLengthRule(2)(value)).toEqual(expected);
  });
});
