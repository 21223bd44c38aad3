import { describe, expect, it } from 'vitest';
import { dateMaxRule } from './dateMaxRule';

describe('dateMaxRule', () => {
  const onOrBefore = {
    key: 'validation.dateMax',
    message: 'Enter a date on or before 2025-12-31.',
    params: { max: '2025-12-31' },
  };
  const before = {
    key: 'validation.dateBefore',
    message: 'Enter a date before 2025-12-31.',
    params: { max: '2025-12-31' },
  };

  it.each([
    ['valid: the bound itself', {}, '2025-12-31', undefined],
    ['valid: a leap day long before', {}, '2024-02-29', undefined],
    ['invalid: the next day', {}, '2026-01-01', onOrBefore],
    ['invalid: exclusive refuses the bound', { exclusive: true }, '2025-12-31', before],
    ['invalid: not a date', {}, '2025-13-01', expect.objectContaining({ key: 'validation.date' })],
    ['edge: blank passes', {}, '', undefined],
  ] as const)('%s', (_, options, value, expected) => {
    expect(dateMaxRule('2025-12-31', options)(value)).toEqual(expected);
  });

  it('lets a function bound that returns an invalid date pass rather than throw', () => {
    expect(dateMaxRule(() => new Date(Number.NaN))('2025-01-01')).toBeUndefined();
  });
});
