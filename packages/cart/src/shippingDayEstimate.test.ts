import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shippingDayEstimate } from './shippingDayEstimate';

describe('shippingDayEstimate', () => {
  it.each(['same day', 'Same Day', 'SAME DAY delivery', ' same-day', 'sameday'])('reads %j as 0 days', (value) => {
    expect(shippingDayEstimate(value)).toBe(0);
  });

  it.each([
    ['3-5', 3],
    ['3-5 business days', 3],
    ['2 - 4 days', 2],
    ['1', 1],
    ['Delivery in 7 days', 7],
    ['10-14', 10],
  ])('reads %j as %d days', (value, expected) => {
    expect(shippingDayEstimate(value)).toBe(expected);
  });

  it.each([undefined, null, '', 'next available', 'not the same day'])('defaults %j to 1 day', (value) => {
    expect(shippingDayEstimate(value)).toBe(1);
  });

  it('reads the start of any "a-b" range', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 99 }),
        fc.nat({ max: 99 }),
        (from, to) => shippingDayEstimate(`${from}-${to}`) === from,
      ),
    );
  });
});
