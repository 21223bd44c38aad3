import { describe, expect, it } from 'vitest';
import { EXPRESS_PAY_STORE_CONTEXT, orderConfirmationSearch } from './orderConfirmationSearch';

describe('orderConfirmationSearch', () => {
  it('names the order, and the express-pay storeContext when the order has it', () => {
    expect(orderConfirmationSearch({ orderNumber: 'SB40000123' })).toBe('order=SB40000123');
    expect(
      new URLSearchParams(
        orderConfirmationSearch({ orderNumber: 'SB40000123', storeContext: EXPRESS_PAY_STORE_CONTEXT }),
      ).get('storeContext'),
    ).toBe('express-pay-pdp');
  });
});
