import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shouldShowOmnibusPrice } from './shouldShowOmnibusPrice';

describe('shouldShowOmnibusPrice', () => {
  it('shows when the current price is below both the original and the historic best', () => {
    expect(shouldShowOmnibusPrice({ current: 79, original: 99, historicBest: 89 })).toBe(true);
  });

  it.each([
    ['equal to the historic best', { current: 89, original: 99, historicBest: 89 }],
    ['above the historic best', { current: 79, original: 99, historicBest: 75 }],
    ['equal to the original', { current: 99, original: 99, historicBest: 120 }],
    ['above the original', { current: 109, original: 99, historicBest: 120 }],
  ])('hides when the current price is %s', (_, prices) => {
    expect(shouldShowOmnibusPrice(prices)).toBe(false);
  });

  it('hides without a known historic best', () => {
    expect(shouldShowOmnibusPrice({ current: 79, original: 99 })).toBe(false);
    expect(shouldShowOmnibusPrice({ current: 79, original: 99, historicBest: null })).toBe(false);
    expect(shouldShowOmnibusPrice({ current: 79, original: 99, historicBest: Number.NaN })).toBe(false);
  });

  it('shows exactly when current < min(original, historicBest)', () => {
    const price = fc.integer({ min: 0, max: 500 });
    fc.assert(
      fc.property(
        price,
        price,
        price,
        (current, original, historicBest) =>
          shouldShowOmnibusPrice({ current, original, historicBest }) === current < Math.min(original, historicBest),
      ),
    );
  });
});
