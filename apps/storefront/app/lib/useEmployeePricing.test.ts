import { describe, expect, it } from 'vitest';
import { employeePriceOf } from './useEmployeePricing';

describe('employeePriceOf', () => {
  const pricing = { percent: 30, remaining: 1580, currency: 'USD' };
  it('takes the employee discount off a price, to the cent', () => {
    expect(employeePriceOf(100, 'USD', pricing)).toBe(70);
    expect(employeePriceOf(289.99, 'USD', pricing)).toBe(202.99);
  });

  it('gives no employee price without pricing, in another currency or for a free item', () => {
    expect(employeePriceOf(100, 'USD', null)).toBeNull();
    expect(employeePriceOf(100, 'CAD', pricing)).toBeNull();
    expect(employeePriceOf(0, 'USD', pricing)).toBeNull();
  });
});
