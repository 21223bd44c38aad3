import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, parseDate } from './parseDate';

describe('parseDate', () => {
  it.each([
    ['2024-02-29', 'YYYY-MM-DD', [2024, 1, 29]],
    ['29/02/2024', 'DD/MM/YYYY', [2024, 1, 29]],
    ['02/29/2024', 'MM/DD/YYYY', [2024, 1, 29]],
    ['20240229', 'YYYYMMDD', [2024, 1, 29]],
    ['31.12.1999', 'DD.MM.YYYY', [1999, 11, 31]],
  ] as const)('reads %s as %s', (value, format, [year, month, day]) => {
    expect(parseDate(value, format)).toEqual(new Date(year, month, day));
  });

  it.each([
    ['2023-02-29', 'YYYY-MM-DD'],
    ['2024-2-29', 'YYYY-MM-DD'],
    ['2024-02-29 ', 'YYYY-MM-DD'],
    ['29/02/2023', 'DD/MM/YYYY'],
    ['', 'YYYY-MM-DD'],
    ['2024.02.29', 'YYYY-MM-DD'],
  ] as const)('refuses %j in %s', (value, format) => {
    expect(parseDate(value, format)).toBeUndefined();
  });

  it('treats separators literally, even regular-expression characters', () => {
    expect(parseDate('2024.02.29', 'YYYY.MM.DD')).toEqual(new Date(2024, 1, 29));
    expect(parseDate('2024x02x29', 'YYYY.MM.DD')).toBeUndefined();
  });
});

describe('formatDate', () => {
  it('writes the calendar day in the format', () => {
    expect(formatDate(new Date(2024, 1, 29))).toBe('2024-02-29');
    expect(formatDate(new Date(2024, 1, 9), 'DD/MM/YYYY')).toBe('09/02/2024');
  });

  it('round-trips with parseDate for every day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }), (date) => {
        const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
        return parseDate(formatDate(day, 'DD/MM/YYYY'), 'DD/MM/YYYY')?.getTime() === day.getTime();
      }),
    );
  });
});
