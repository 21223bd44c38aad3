import { describe, expect, it } from 'vitest';
import { birthDateProblem, isCalendarDate, isEmail } from './fieldRules';

describe('field rules', () => {
  it('checks e-mails, calendar dates and the minimum age', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    const now = new Date('2026-10-01T00:00:00Z');
    expect(birthDateProblem('2013-10-01', 'US', now)).toBeUndefined();
    expect(birthDateProblem('2013-10-02', 'US', now)).toMatch(/13/);
    expect(birthDateProblem('2011-01-01', 'GB', now)).toMatch(/16/);
    expect(birthDateProblem('1899-12-31', 'US', now)).toMatch(/after/);
  });
});
