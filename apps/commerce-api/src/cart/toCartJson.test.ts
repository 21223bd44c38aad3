import { describe, expect, it } from 'vitest';
import { athletePaymentOf, discountPercentage } from './toCartJson';

describe('discountPercentage', () => {
  it('rounds to one decimal (spec §9) and is 0 for an empty cart', () => {
    expect(discountPercentage(129.95, 32.49)).toBe(25);
    expect(discountPercentage(90, 10)).toBe(11.1);
    expect(discountPercentage(0, 0)).toBe(0);
  });
});

describe('athletePaymentOf', () => {
  it('shows the credit left after this cart and the most the credit may pay on it', () => {
    expect(athletePaymentOf(2350, 0, 120)).toEqual({ remainingAmount: 2350, payableAmount: 120, appliedAmount: 0 });
    expect(athletePaymentOf(2350, 40, 80)).toEqual({ remainingAmount: 2310, payableAmount: 120, appliedAmount: 40 });
    expect(athletePaymentOf(30, 0, 120)).toEqual({ remainingAmount: 30, payableAmount: 30, appliedAmount: 0 });
    expect(athletePaymentOf(0, 0, 120)).toEqual({ remainingAmount: 0, payableAmount: 0, appliedAmount: 0 });
  });
});
