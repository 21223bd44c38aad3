import { describe, expect, it } from 'vitest';
import { sameAsRule } from './sameAsRule';

const mismatch = { key: 'validation.sameAs', message: 'Values do not match.' };

describe('sameAsRule', () => {
  it.each([
    ['valid: the same password', 'Trail2025!', 'Trail2025!', undefined],
    ['valid: the same accented text', 'Zoë', 'Zoë', undefined],
    ['invalid: a different case', 'trail2025!', 'Trail2025!', mismatch],
    ['invalid: a trailing space', 'Trail2025! ', 'Trail2025!', mismatch],
    ['invalid: composed vs decomposed accent', 'Zoe\u0308', 'Zoë', mismatch],
    ['edge: blank passes (requiredRule speaks)', '', 'Trail2025!', undefined],
    ['edge: whitespace only passes', '   ', 'Trail2025!', undefined],
  ] as const)('%s', (_, value, other, expected) => {
    expect(sameAsRule(other)(value)).toEqual(expected);
  });

  it('reads the other value on every check when given a function', () => {
    const form = { password: 'first' };
    const rule = sameAsRule(() => form.password);
    expect(rule('second')).toEqual(mismatch);
    form.password = 'second';
    expect(rule('second')).toBeUndefined();
  });
});
