import { describe, expect, it } from 'vitest';
import { discountPercentage } from './toCartJson';

describe('discountPercentage', () => {
  it('rounds to one decimal (spec §9) and is 0 for an empty cart', () => {
    expect(discountPercentage(129.95, 32.49)).toBe(25);
    expect(discountPercentage(90, 10)).toBe(11.1);
    expect(discountPercentage(0, 0)).toBe(0);
  });
});
