import { describe, expect, it } from 'vitest';
import { birthDateRule } from './birthDateRule';

// 1 March 2025: a 16-year-old today was born on or before 1 March 2009.
const now = () => new Date(2025, 2, 1, 10, 30);
const tooYoung = {
  key: 'validation.birthDate.age',
  message: 'You must be at least 16 years old.',
  params: { age: 16 },
};

describe('birthDateRule', () => {
  const rule = birthDateRule({ minimumAge: 16, now });

  it.each([
    ['valid: sixteen today', '2009-03-01', undefined],
    ['valid: a leap-day birth long ago', '1960-02-29', undefined],
    ['valid: the day after the lower bound', '1900-01-02', undefined],
    ['invalid: sixteen tomorrow', '2009-03-02', tooYoung],
    ['invalid: born today', '2025-03-01', tooYoung],
    [
      'invalid: the lower bound itself (must be after it)',
      '1900-01-01',
      expect.objectContaining({ key: 'validation.dateAfter' }),
    ],
    ['invalid: 29 February in a non-leap year', '2001-02-29', expect.objectContaining({ key: 'validation.date' })],
    ['invalid: the wrong format', '01/03/2009', expect.objectContaining({ key: 'validation.date' })],
    ['edge: blank passes (required only where the locale says)', '', undefined],
    ['edge: whitespace only passes', '  ', undefined],
  ] as const)('%s', (_, value, expected) => {
    expect(rule(value)).toEqual(expected);
  });

  it('lets someone born on 29 February come of age on 1 March of a non-leap year', () => {
    const on1March = birthDateRule({ minimumAge: 18, now: () => new Date(2026, 2, 1) });
    expect(on1March('2008-02-29')).toBeUndefined();
    const on28February = birthDateRule({ minimumAge: 18, now: () => new Date(2026, 1, 28) });
    expect(on28February('2008-02-29')?.key).toBe('validation.birthDate.age');
    const leapYear = birthDateRule({ minimumAge: 16, now: () => new Date(2024, 1, 29) });
    expect(leapYear('2008-02-29')).toBeUndefined();
  });

  it('reads the masked format and a custom lower bound', () => {
    const masked = birthDateRule({ minimumAge: 13, format: 'DD/MM/YYYY', min: '1920-01-01', now });
    expect(masked('29/02/2012')).toBeUndefined();
    expect(masked('01/01/1920')).toEqual(expect.objectContaining({ message: 'Enter a date after 01/01/1920.' }));
  });

  it('asks the clock on every check', () => {
    let today = new Date(2025, 2, 1);
    const live = birthDateRule({ minimumAge: 16, now: () => today });
    expect(live('2009-03-02')).toEqual(tooYoung);
    today = new Date(2025, 2, 2);
    expect(live('2009-03-02')).toBeUndefined();
  });
});
