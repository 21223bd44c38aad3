import { describe, expect, it } from 'vitest';
import { exactLengthRule } from './exactLengthRule';

const wrong = { key: 'validation.exactLength', message: 'Use exactly 5 characters.', params: { length: 5 } };

describe('exactLengthRule', () => {
  it.each([
    ['valid: five digits', '90210', undefined],
    ['valid: five accented letters', 'ÀÉÎÕÜ', undefined],
    ['valid: a five-digit number', 90210, undefined],
    ['invalid: four', '9021', wrong],
    ['invalid: six', '902101', wrong],
    ['invalid: five plus a trailing space', '90210 ', wrong],
    ['edge: blank passes', '', undefined],
    ['edge: whitespace only passes', '\t ', undefined],
  ] as const)('%s', (_, value, expected) => {
    expect(exactLengthRule(5)(value)).toEqual(expected);
  });
});
