import { describe, expect, it } from 'vitest';
import { athleteAmountOf, athletePayable, rewardsAllowed } from './creditPayments';

describe('rewardsAllowed (spec §5)', () => {
  it('allows rewards to shoppers who are no athletes and to athletes whose credit is used up', () => {
    expect(rewardsAllowed(null)).toBe(true);
    expect(rewardsAllowed(undefined)).toBe(true);
    expect(rewardsAllowed({ remainingAmount: 0, payableAmount: 0 })).toBe(true);
    expect(rewardsAllowed({})).toBe(true);
  });

  it('refuses rewards while athlete credit remains', () => {
    expect(rewardsAllowed({ remainingAmount: 2350, payableAmount: 120 })).toBe(false);
    expect(rewardsAllowed({ remainingAmount: 0.01 })).toBe(false);
  });
});

describe('athletePayable', () => {
  it('is the payable amount the cart gives, and 0 for no athlete or a broken value', () => {
    expect(athletePayable({ remainingAmount: 2350, payableAmount: 119.999 })).toBe(120);
    expect(athletePayable(null)).toBe(0);
    expect(athletePayable({ payableAmount: Number.NaN })).toBe(0);
    expect(athletePayable({ payableAmount: -3 })).toBe(0);
  });
});

describe('athleteAmountOf', () => {
  it('takes the whole payable amount when left empty, and reads dot or comma decimals', () => {
    expect(athleteAmountOf('', 120)).toEqual({ amount: 120, refusal: null });
    expect(athleteAmountOf(' 40,5 ', 120)).toEqual({ amount: 40.5, refusal: null });
    expect(athleteAmountOf('120', 120)).toEqual({ amount: 120, refusal: null });
  });

  it('refuses amounts over the payable amount, zero, negative or not numbers', () => {
    expect(athleteAmountOf('120.01', 120).refusal).toBe('OVER_PAYABLE');
    expect(athleteAmountOf('', 0).refusal).toBe('OVER_PAYABLE');
    expect(athleteAmountOf('0', 120).refusal).toBe('INVALID');
    expect(athleteAmountOf('-5', 120).refusal).toBe('INVALID');
    expect(athleteAmountOf('ten', 120).refusal).toBe('INVALID');
    expect(athleteAmountOf('1.234', 120).refusal).toBe('INVALID');
    expect(athleteAmountOf(undefined, 120)).toEqual({ amount: 120, refusal: null });
  });
});
