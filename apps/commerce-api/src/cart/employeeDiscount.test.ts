import { describe, expect, it } from 'vitest';
import { computeTotals, type PricedLine } from './computeTotals';
import { EMPLOYEE_DISCOUNT_PERCENT, employeeDiscountOf, employeePricingOf } from './employeeDiscount';

const line = (id: string, current: number, qty = 1, extra: Partial<PricedLine> = {}): PricedLine => ({
  id,
  productType: 'jacket',
  gender: 'women',
  qty,
  original: current,
  current,
  fulfilment: 'home',
  isDigital: false,
  ...extra,
});
const context = { currency: 'USD', homeMethod: 'standard' as const, giftCardAmounts: [], rewardAmount: 0 };

describe('employeeDiscountOf', () => {
  it('takes the rate off the whole value while the discounted price fits in what is left of the cap', () => {
    expect(employeeDiscountOf(100, { percent: 30, remaining: 1580 })).toEqual({ discount: 30, spend: 70 });
    expect(employeeDiscountOf(100, { percent: 30, remaining: 70 })).toEqual({ discount: 30, spend: 70 });
  });

  it('discounts only the part the rest of the cap covers, and nothing once the cap is spent', () => {
    // 35 left: 50 of merchandise at 30 % off costs 35 and uses the cap up; the other 50 is at full price.
    expect(employeeDiscountOf(100, { percent: 30, remaining: 35 })).toEqual({ discount: 15, spend: 35 });
    expect(employeeDiscountOf(100, { percent: 30, remaining: 0 })).toEqual({ discount: 0, spend: 0 });
    expect(employeeDiscountOf(100, { percent: 30, remaining: -5 })).toEqual({ discount: 0, spend: 0 });
  });
});

describe('employeePricingOf', () => {
  const employee = {
    consumerType: 'EMPLOYEE',
    termsAccepted: true,
    annualCap: 2000,
    currentSpend: 420,
    currency: 'USD',
  };
  it('gives an employee who accepted the terms the rate and the rest of the cap', () => {
    expect(employeePricingOf(employee, 'USD')).toEqual({ percent: EMPLOYEE_DISCOUNT_PERCENT, remaining: 1580 });
    expect(employeePricingOf({ ...employee, currentSpend: 2100 }, 'USD')).toEqual({
      percent: EMPLOYEE_DISCOUNT_PERCENT,
      remaining: 0,
    });
  });

  it('gives nothing before the terms are accepted, to anyone else, or in another currency', () => {
    expect(employeePricingOf({ ...employee, termsAccepted: false }, 'USD')).toBeUndefined();
    expect(employeePricingOf({ ...employee, consumerType: 'REGISTERED' }, 'USD')).toBeUndefined();
    expect(employeePricingOf(employee, 'CAD')).toBeUndefined();
    expect(employeePricingOf(undefined, 'USD')).toBeUndefined();
  });
});

describe('computeTotals with employee pricing', () => {
  it('takes 30 % off merchandise lines, reports it as the employee discount and leaves gift cards alone', () => {
    const totals = computeTotals(
      [line('a', 100), line('b', 25, 2), line('gift', 50, 1, { isDigital: true, fulfilment: 'digital' })],
      [],
      [],
      { ...context, employee: { percent: 30, remaining: 1580 } },
    );
    expect(totals.employeeDiscount).toBe(45);
    expect(totals.employeeSpend).toBe(105);
    expect(totals.lines.get('a')).toMatchObject({ itemDiscount: 30, priceAfterItemDiscount: 70, proratedPrice: 70 });
    expect(totals.lines.get('b')).toMatchObject({ itemDiscount: 15, priceAfterItemDiscount: 35, proratedPrice: 17.5 });
    expect(totals.lines.get('gift')).toMatchObject({ itemDiscount: 0, priceAfterItemDiscount: 50 });
    expect(totals.totalDiscount).toBe(45);
    expect(totals.applied).toEqual([
      expect.objectContaining({
        amount: 45,
        promotion: expect.objectContaining({ id: 'EMPLOYEE_DISCOUNT', level: 'PRODUCT' }),
      }),
    ]);
    expect(totals.total).toBe(105 + 50 + 8.95);
  });

  it('applies on the sale price after product promotions, so savings do not double up', () => {
    const tentSale = {
      id: 'TENTS15',
      name: 'Tent sale',
      calloutMessage: 'TENTS15|Tent sale|15% off',
      level: 'PRODUCT' as const,
      promotionClass: 'PRODUCT',
      discountType: 'percent' as const,
      discountValue: 15,
      appliesTo: { productTypes: ['tent'] },
    };
    const totals = computeTotals([line('tent', 200, 1, { productType: 'tent', original: 250 })], [tentSale], [], {
      ...context,
      employee: { percent: 30, remaining: 1580 },
    });
    // 200 sale price, 15 % promotion → 170, 30 % employee discount → 119.
    expect(totals.lines.get('tent')?.priceAfterItemDiscount).toBe(119);
    expect(totals.employeeDiscount).toBe(51);
    expect(totals.totalDiscount).toBe(250 - 119);
  });

  it('stops at the cap and gives no discount without employee pricing', () => {
    expect(
      computeTotals([line('a', 100)], [], [], { ...context, employee: { percent: 30, remaining: 35 } }),
    ).toMatchObject({ employeeDiscount: 15, employeeSpend: 35 });
    const none = computeTotals([line('a', 100)], [], [], context);
    expect(none).toMatchObject({ employeeDiscount: 0, employeeSpend: 0, totalDiscount: 0, applied: [] });
  });
});
