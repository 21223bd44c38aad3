import { describe, expect, it } from 'vitest';
import { summaryRows } from './summaryRows';

describe('summaryRows: the sale saving is counted once', () => {
  it('a sale item alone: the subtotal is at the sale price and there is no further discount', () => {
    // A $50 jacket on sale at $40: the subtotal shows $40, so "Discount −$10.00" under it would take the sale off twice.
    expect(summaryRows({ itemTotal: 50, itemSubTotal: 40, totalDiscount: 10 })).toEqual({
      subtotal: 40,
      discount: 0,
      discountPercentage: 0,
    });
  });

  it('a sale item with a 10% code: only the code is the discount row', () => {
    expect(summaryRows({ itemTotal: 50, itemSubTotal: 40, totalDiscount: 14 })).toEqual({
      subtotal: 40,
      discount: 4,
      discountPercentage: 10,
    });
  });

  it('full-price items with a code: the whole discount is the row', () => {
    expect(summaryRows({ itemTotal: 200, itemSubTotal: 200, totalDiscount: 20 })).toEqual({
      subtotal: 200,
      discount: 20,
      discountPercentage: 10,
    });
  });

  it('subtotal, less discount, is the merchandise the shopper pays for', () => {
    const totals = { itemTotal: 129.98, itemSubTotal: 99.99, totalDiscount: 39.99 };
    const rows = summaryRows(totals);
    expect(Math.round((rows.subtotal - rows.discount) * 100) / 100).toBe(
      Math.round((totals.itemTotal - totals.totalDiscount) * 100) / 100,
    );
  });

  it('without a sale subtotal, falls back to the original total and the whole discount', () => {
    expect(summaryRows({ itemTotal: 80, totalDiscount: 8 })).toEqual({
      subtotal: 80,
      discount: 8,
      discountPercentage: 10,
    });
    expect(summaryRows({})).toEqual({ subtotal: 0, discount: 0, discountPercentage: 0 });
  });
});
