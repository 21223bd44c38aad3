import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordHints, passwordRule } from './passwordRule';

const invalid = { key: 'validation.password', message: 'Password does not meet requirements.' };

describe('passwordRule', () => {
  it('accepts 8 characters with upper, lower and digit', () => {
    expect(passwordRule()('Abcdefg1')).toBeUndefined();
  });

  it.each([
    ['too short', 'Abcdef1'],
    ['no digit', 'Abcdefgh'],
    ['no uppercase', 'abcdefg1'],
    ['no lowercase', 'ABCDEFG1'],
  ])('rejects a password with %s', (_, value) => {
    expect(passwordRule()(value)).toEqual(invalid);
  });

  it('counts accented letters as upper and lower case', () => {
    expect(passwordRule()('ÉLAN1234é')).toBeUndefined();
  });

  it('counts an emoji as one character', () => {
    expect(passwordRule()('Ab1😀😀😀😀😀')).toBeUndefined();
    expect(passwordRule()('Ab1😀😀😀😀😀'.slice(0, -2))).toEqual(invalid);
  });

  it('lets blank values through for requiredRule to handle', () => {
    expect(passwordRule()('')).toBeUndefined();
  });

  it('passes exactly when every hint is met', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 16, unit: fc.constantFrom(...'aZ9 é#Ä') }), (value) => {
        fc.pre(value.trim() !== '');
        const allMet = passwordHints(value).every((hint) => hint.met);
        return (passwordRule()(value) === undefined) === allMet;
      }),
    );
  });
});

describe('passwordHints', () => {
  it('lists the four requirements in display order with the default texts', () => {
    expect(passwordHints('')).toEqual([
      { id: 'minLength', key: 'validation.password.minLength', message: 'At least 8 characters', met: false },
      { id: 'number', key: 'validation.password.number', message: 'At least one number', met: false },
      { id: 'uppercase', key: 'validation.password.uppercase', message: 'One uppercase letter', met: false },
      { id: 'lowercase', key: 'validation.password.lowercase', message: 'One lowercase letter', met: false },
    ]);
  });

  it('marks each requirement independently', () => {
    const met = (value: string) => Object.fromEntries(passwordHints(value).map((hint) => [hint.id, hint.met]));
    expect(met('abc')).toEqual({ minLength: false, number: false, uppercase: false, lowercase: true });
    expect(met('ABCDEFGH1')).toEqual({ minLength: true, number: true, uppercase: true, lowercase: false });
  });

  it('translates with a catalogue and fills the minimum', () => {
    const [length] = passwordHints(undefined, { 'validation.password.minLength': 'Au moins {min} caractères' });
    expect(length?.message).toBe('Au moins 8 caractères');
  });
});
