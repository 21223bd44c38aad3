import { describe, expect, it } from 'vitest';
import { answerLocale, isFrench, languageOf } from './language';

describe('the language of an answer', () => {
  it('is French for French locales in either spelling, English for the others and for none', () => {
    expect(['fr-ca', 'fr_CA', 'FR-CA', 'fr'].map(isFrench)).toEqual([true, true, true, true]);
    expect(['en-us', 'en-gb', '', undefined].map(isFrench)).toEqual([false, false, false, false]);
    expect([languageOf('fr_CA'), languageOf('en-gb'), languageOf(undefined)]).toEqual(['fr', 'en', 'en']);
  });

  it('reads the locale from the query first, then the x-locale header, and falls back to en-us', () => {
    expect(answerLocale('en-gb', 'fr_CA')).toBe('en-gb');
    expect(answerLocale(undefined, 'fr_CA')).toBe('fr-ca');
    expect(answerLocale('not a locale', undefined)).toBe('en-us');
  });
});
