import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercentage } from './discountPercentage';

describe('discountPercentage', () => {
  it.each([
    [120, 90, 25],
    [59.99, 39.99, 33.3],
    [100, 0, 100],
    [80, 79.99, 0],
  ])('from %d to %d is %d%%', (original, current, expected) => {
    expect(discountPercentage(original, current)).toBe(expected);
  });

  it('is 0 when nothing is discounted or the price went up', () => {
    expect(discountPercentage(100, 100)).toBe(0);
    expect(discountPercentage(100, 120)).toBe(0);
  });

  it('is 0 without a valid original price', () => {
    expect(discountPercentage(0, 0)).toBe(0);
    expect(discountPercentage(-10, -20)).toBe(0);
    expect(discountPercentage(Number.NaN, 5)).toBe(0);
    expect(discountPercentage(10, Number.NaN)).toBe(0);
  });

  it('caps bad data (a negative current price) at 100', () => {
    expect(discountPercentage(50, -10)).toBe(100);
  });

  it('always lies between 0 and 100 and grows as the price falls', () => {
    const price = fc.double({ min: 0.01, max: 10_000, noNaN: true });
    fc.assert(
      fc.property(price, price, price, (original, a, b) => {
        const [lower, higher] = a <= b ? [a, b] : [b, a];
        const forLower = discountPercentage(original, lower);
        expect(forLower).toBeGreaterThanOrEqual(0);
        expect(forLower).toBeLessThanOrEqual(100);
        expect(forLower).toBeGreaterThanOrEqual(discountPercentage(original, higher));
      }),
    );
  });
});
