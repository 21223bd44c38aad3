import { describe, expect, it } from 'vitest';
import { computeTotals, taxRate } from './computeTotals';
import type { ActivePromotion, PricedLine, TotalsContext } from './computeTotals';

const line = (id: string, overrides: Partial<PricedLine> = {}): PricedLine => ({
  id,
  productType: 'jacket',
  gender: 'men',
  qty: 1,
  original: 100,
  current: 100,
  fulfilment: 'home',
  isDigital: false,
  ...overrides,
});
const context: TotalsContext = { currency: 'USD', homeMethod: 'standard', giftCardAmounts: [], rewardAmount: 0 };
const freeShipping: ActivePromotion = {
  id: 'FREESHIP',
  name: 'Free shipping',
  calloutMessage: 'FREESHIP|Free shipping|Free standard shipping over 75',
  level: 'SHIPPING',
  promotionClass: 'SHIPPING',
  discountType: 'free_shipping',
  discountValue: 0,
  threshold: 75,
  appliesTo: {},
};
const tenOff: ActivePromotion = {
  id: 'AUTUMN10',
  name: '10% off',
  calloutMessage: 'AUTUMN10|Autumn|10% off',
  level: 'ORDER',
  promotionClass: 'ORDER',
  discountType: 'percent',
  discountValue: 10,
  appliesTo: {},
  couponCode: 'AUTUMN10',
};
const tents: ActivePromotion = {
  ...tenOff,
  id: 'TENTS15',
  level: 'PRODUCT',
  discountValue: 15,
  appliesTo: { productTypes: ['tent'] },
  couponCode: undefined,
};

describe('computeTotals', () => {
  it('charges shipping below the free-shipping threshold and reports the distance', () => {
    const totals = computeTotals([line('a', { original: 50, current: 40 })], [freeShipping], [], context);
    expect(totals).toMatchObject({
      itemTotal: 50,
      itemSubTotal: 40,
      totalDiscount: 10,
      shipping: 8.95,
      tax: 0,
      total: 48.95,
      remainingToPay: 48.95,
    });
    expect(totals.approaching[0]).toMatchObject({
      promotionId: 'FREESHIP',
      distanceFromConditionThreshold: 35,
      thresholdStatus: 'Below Threshold',
    });
    // The callout says what the threshold brings; the shop writes the "Spend $35.00 more for …" sentence around it
    // (a sentence here read "Spend $35.00 more for spend 35.00 USD more for free shipping" in the cart).
    expect(totals.approaching[0]?.calloutMsg).toBe('Free shipping');
    const far = computeTotals([line('a', { original: 10, current: 10 })], [freeShipping], [], context);
    expect(far.approaching[0]?.thresholdStatus).toBe('Above Threshold');
  });

  it('ships free from the threshold on, and marks the threshold reached', () => {
    const totals = computeTotals([line('a', { qty: 2, original: 40, current: 40 })], [freeShipping], [], context);
    expect(totals).toMatchObject({ shippingCost: 8.95, shippingDiscount: 8.95, shipping: 0, total: 80 });
    expect(totals.approaching[0]?.thresholdStatus).toBe('Threshold Reached');
  });

  it('applies the best product promotion per line, then spreads order discounts over lines', () => {
    const totals = computeTotals(
      [line('tent', { productType: 'tent', current: 200, original: 200 }), line('jacket')],
      [tents, tenOff],
      [],
      context,
    );
    expect(totals.lines.get('tent')?.priceAfterItemDiscount).toBe(170);
    expect(totals.orderDiscount).toBe(27);
    const after = [...totals.lines.values()].reduce((sum, l) => sum + l.priceAfterOrderDiscount, 0);
    expect(Math.round(after * 100) / 100).toBe(243);
    expect(totals.totalDiscount).toBe(57);
  });

  it('adds US and Canadian sales tax by region and includes UK VAT', () => {
    expect(taxRate({ country: 'US', province: 'CO' })).toEqual({ rate: 0.029, included: false });
    const us = computeTotals([line('a')], [], [], { ...context, taxRegion: { country: 'US', province: 'NY' } });
    expect(us).toMatchObject({ tax: 4.36, total: 113.31, totalWithoutTax: 108.95 });
    const uk = computeTotals([line('a')], [], [], { ...context, currency: 'GBP', taxRegion: { country: 'GB' } });
    // VAT is rounded per line and on shipping, as on an itemised invoice.
    expect(uk).toMatchObject({ total: 104.95, tax: 17.5, totalWithoutTax: 87.45, taxIncluded: true });
  });

  it('applies item and cart adjustments, gift cards and rewards before the remainder', () => {
    const totals = computeTotals(
      [line('a'), line('b')],
      [],
      [
        { id: 'x', itemId: 'a', kind: 'percent', value: 50 },
        { id: 'y', itemId: null, kind: 'amount', value: 10 },
      ],
      { ...context, giftCardAmounts: [25], rewardAmount: 5 },
    );
    expect(totals.lines.get('a')?.priceAfterItemDiscount).toBe(50);
    expect(totals.total).toBe(148.95);
    expect(totals).toMatchObject({ giftCardTotal: 25, rewardTotal: 5, remainingToPay: 118.95 });
  });

  it('never discounts or taxes gift cards and charges no shipping for them', () => {
    const totals = computeTotals(
      [line('g', { isDigital: true, fulfilment: 'digital', original: 50, current: 50 })],
      [tenOff, freeShipping],
      [],
      { ...context, taxRegion: { country: 'US', province: 'CA' } },
    );
    expect(totals).toMatchObject({ total: 50, tax: 0, shipping: 0, orderDiscount: 0 });
  });

  it('takes athlete credit and reward codes off what is left to pay after gift cards, never below zero', () => {
    const base = computeTotals([line('a')], [], [], context);
    const paid = computeTotals([line('a')], [], [], { ...context, giftCardAmounts: [20], creditAmounts: [30, 5] });
    expect(paid).toMatchObject({
      giftCardTotal: 20,
      creditTotal: 35,
      remainingToPay: Math.round((base.total - 55) * 100) / 100,
    });
    const over = computeTotals([line('a')], [], [], { ...context, giftCardAmounts: [20], creditAmounts: [500] });
    expect(over).toMatchObject({ creditTotal: Math.round((base.total - 20) * 100) / 100, remainingToPay: 0 });
  });
});
