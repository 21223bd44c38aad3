import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameRule } from './nameRule';

const allowedPunctuation = [' ', ',', '.', "'", '’', '`', '-'];

describe('nameRule', () => {
  it.each([
    'Ada',
    'Zoë',
    'José Núñez',
    "O'Brien",
    'O’Brien',
    'Jean-Luc',
    'Martin Luther King, Jr.',
    'D`Angelo',
    'Łukasz',
    'Ærøskøbing',
    'Søren',
    'Zoe\u0308',
  ])('accepts %s', (value) => {
    expect(nameRule()(value)).toBeUndefined();
  });

  it.each(['R2-D2', 'ada@example.com', 'Ada!', 'Ada_Lovelace', 'Ada/Byron', '<script>', 'Ada 😀', 'Ada;'])(
    'rejects %j',
    (value) => {
      expect(nameRule()(value)).toEqual({ key: 'validation.name', message: 'Name is not valid.' });
    },
  );

  it('lets blank values through for requiredRule to handle', () => {
    expect(nameRule()('')).toBeUndefined();
    expect(nameRule()(null)).toBeUndefined();
  });

  it('accepts any mix of letters and the allowed punctuation that contains a letter', () => {
    const unit = fc.oneof(fc.constantFrom(...allowedPunctuation), fc.constantFrom(...'abcxyzÀÉÎÕÜçñøåßĳ'));
    fc.assert(
      fc.property(
        fc.string({ unit, minLength: 1 }),
        fc.constantFrom(...'AéZ'),
        (text, letter) => nameRule()(`${letter}${text}`) === undefined,
      ),
    );
  });

  it('rejects any name containing a digit', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 9 }),
        fc.string(),
        (before, digit, after) => nameRule()(`Ada${before}${digit}${after}`) !== undefined,
      ),
    );
  });
});
