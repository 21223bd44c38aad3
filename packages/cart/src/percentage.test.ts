import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentage } from './percentage';

describe('percentage', () => {
  it.each([
    [33.333, 33.3],
    [12.25, 12.3],
    [12.24, 12.2],
    [99.95, 100],
    [0, 0],
    [25, 25],
    [-12.25, -12.3],
    [1.45, 1.5],
  ])('rounds %d to %d', (value, expected) => {
    expect(percentage(value)).toBe(expected);
  });

  it('never gives -0', () => {
    expect(Object.is(percentage(-0.01), 0)).toBe(true);
    expect(Object.is(percentage(-0), 0)).toBe(true);
  });

  it('gives 0 for values that are not numbers', () => {
    expect(percentage(Number.NaN)).toBe(0);
    expect(percentage(Number.NEGATIVE_INFINITY)).toBe(0);
  });

  it('stays within 0.05 of the value, has at most one decimal and is symmetric', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (value) => {
        const rounded = percentage(value);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Number.isInteger(Math.round(rounded * 10))).toBe(true);
        expect(percentage(-value)).toBe(rounded === 0 ? 0 : -rounded);
      }),
    );
  });
});
