import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateRule } from './dateRule';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) =>
  [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;

describe('dateRule', () => {
  it('accepts a real YYYY-MM-DD date by default', () => {
    expect(dateRule()('2025-02-28')).toBeUndefined();
  });

  it('rejects 2025-02-30 with the spec message and format param', () => {
    expect(dateRule()('2025-02-30')).toEqual({
      key: 'validation.date',
      message: 'Date should match YYYY-MM-DD and be a valid date.',
      params: { format: 'YYYY-MM-DD' },
    });
  });

  it.each([
    '2025-2-28',
    '2025-02-28T00:00',
    ' 2025-02-28',
    '25-02-28',
    '2025/02/28',
    '2025-13-01',
    '2025-00-10',
    '2025-01-00',
    '28-02-2025',
    'tomorrow',
  ])('rejects %j', (value) => {
    expect(dateRule()(value)).toBeDefined();
  });

  it('lets blank values through for requiredRule to handle', () => {
    expect(dateRule()('')).toBeUndefined();
  });

  it('knows leap years: 29 February exists exactly in leap years', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        (year) => (dateRule()(`${year}-02-29`) === undefined) === isLeap(year),
      ),
    );
  });

  it('accepts every real day and rejects the day after the month ends', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const value = `${year}-${pad(month)}-${pad(day)}`;
          return (dateRule()(value) === undefined) === day <= daysIn(year, month);
        },
      ),
    );
  });

  it('reads other formats written with YYYY, MM and DD', () => {
    const us = dateRule({ format: 'MM/DD/YYYY' });
    expect(us('02/29/2024')).toBeUndefined();
    expect(us('29/02/2024')).toEqual(
      expect.objectContaining({ message: 'Date should match MM/DD/YYYY and be a valid date.' }),
    );
    expect(dateRule({ format: 'DD.MM.YYYY' })('31.12.2025')).toBeUndefined();
  });

  it('refuses formats with tokens it does not know', () => {
    expect(() => dateRule({ format: 'yyyy-mm-dd' })).toThrow(RangeError);
    expect(() => dateRule({ format: 'D MMMM YYYY' })).toThrow(/unsupported token "D"/);
  });

  it.each([
    ['valid: a leap day', 'YYYY-MM-DD', '2024-02-29', true],
    ['valid: a leap day of a year divisible by 400', 'YYYY-MM-DD', '2000-02-29', true],
    ['valid: the last day of the year', 'DD/MM/YYYY', '31/12/2025', true],
    ['valid: a US leap day', 'MM/DD/YYYY', '02/29/2024', true],
    ['invalid: 29 February in a non-leap year', 'YYYY-MM-DD', '2023-02-29', false],
    ['invalid: 29 February of a century that is not a leap year', 'YYYY-MM-DD', '1900-02-29', false],
    ['invalid: 31 April', 'YYYY-MM-DD', '2025-04-31', false],
    ['invalid: day and month swapped', 'DD/MM/YYYY', '12/31/2025', false],
    ['invalid: a masked date missing its year', 'DD/MM/YYYY', '29/02/', false],
    ['invalid: full-width digits', 'YYYY-MM-DD', '２０２４-０２-２９', false],
    ['edge: whitespace only passes (requiredRule speaks)', 'YYYY-MM-DD', '   ', true],
    ['edge: a year before 100 is refused', 'YYYY-MM-DD', '0099-01-01', false],
  ] as const)('%s', (_, format, value, passes) => {
    expect(dateRule({ format })(value) === undefined).toBe(passes);
  });

  it('refuses formats that miss or repeat a part', () => {
    expect(() => dateRule({ format: 'MM/YYYY' })).toThrow(RangeError);
    expect(() => dateRule({ format: 'DD/DD/YYYY' })).toThrow(RangeError);
  });
});
