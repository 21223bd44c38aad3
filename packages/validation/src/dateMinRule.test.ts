import { describe, expect, it } from 'vitest';
import { dateMinRule } from './dateMinRule';

describe('dateMinRule', () => {
  const onOrAfter = {
    key: 'validation.dateMin',
    message: 'Enter a date on or after 2024-02-29.',
    params: { min: '2024-02-29' },
  };
  const after = {
    key: 'validation.dateAfter',
    message: 'Enter a date after 2024-02-29.',
    params: { min: '2024-02-29' },
  };
  const notADate = {
    key: 'validation.date',
    message: 'Date should match YYYY-MM-DD and be a valid date.',
    params: { format: 'YYYY-MM-DD' },
  };

  it.each([
    ['valid: the bound itself', {}, '2024-02-29', undefined],
    ['valid: the day after the leap day', {}, '2024-03-01', undefined],
    ['invalid: the day before', {}, '2024-02-28', onOrAfter],
    ['invalid: exclusive refuses the bound', { exclusive: true }, '2024-02-29', after],
    ['valid: exclusive accepts the next day', { exclusive: true }, '2024-03-01', undefined],
    ['invalid: 29 February in a non-leap year is no date', {}, '2025-02-29', notADate],
    ['edge: whitespace only passes', {}, ' ', undefined],
  ] as const)('%s', (_, options, value, expected) => {
    expect(dateMinRule('2024-02-29', options)(value)).toEqual(expected);
  });

  it('writes the bound in the field’s format', () => {
    expect(dateMinRule(new Date(2024, 1, 29), { format: 'DD/MM/YYYY' })('28/02/2024')?.message).toBe(
      'Enter a date on or after 29/02/2024.',
    );
  });

  it('compares calendar days, ignoring the time of a Date bound', () => {
    expect(dateMinRule(new Date(2024, 1, 29, 23, 59))('2024-02-29')).toBeUndefined();
  });

  it('reads a function bound on every check', () => {
    let today = new Date(2025, 0, 1);
    const rule = dateMinRule(() => today);
    expect(rule('2025-01-01')).toBeUndefined();
    today = new Date(2025, 0, 2);
    expect(rule('2025-01-01')?.key).toBe('validation.dateMin');
  });

  it('refuses a fixed bound that is not a date', () => {
    expect(() => dateMinRule('2023-02-29')).toThrow(RangeError);
    expect(() => dateMinRule(new Date(Number.NaN))).toThrow(RangeError);
  });
});
