import { describe, expect, it } from 'vitest';
import { shippingCostWithPromotion } from './shippingCostWithPromotion';

describe('shippingCostWithPromotion', () => {
  it('adds a negative discount as a positive amount', () => {
    expect(shippingCostWithPromotion(0, -7.95)).toBe(7.95);
  });

  it('adds a positive discount as it is', () => {
    expect(shippingCostWithPromotion(2, 3)).toBe(5);
  });

  it('returns the cost when there is no discount', () => {
    expect(shippingCostWithPromotion(4.99)).toBe(4.99);
    expect(shippingCostWithPromotion(4.99, null)).toBe(4.99);
    expect(shippingCostWithPromotion(4.99, 0)).toBe(4.99);
    expect(shippingCostWithPromotion(4.99, Number.NaN)).toBe(4.99);
  });

  it('gives the same result whatever the sign of the discount', () => {
    expect(shippingCostWithPromotion(5, -2.5)).toBe(shippingCostWithPromotion(5, 2.5));
  });
});
