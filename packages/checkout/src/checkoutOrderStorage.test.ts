import { describe, expect, it } from 'vitest';
import { challengeOf } from './challengeOf';
import {
  CHECKOUT_ORDER_KEY,
  clearCheckoutOrder,
  readCheckoutOrder,
  saveCheckoutOrder,
  type CheckoutOrderStorage,
} from './checkoutOrderStorage';

function memoryStorage(): CheckoutOrderStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('checkout order storage', () => {
  it('keeps the order number, status and pending challenge across a reload', () => {
    const storage = memoryStorage();
    const flash = [{ type: 'PaymentNotAuthorized', message: 'long text', action: { url: 'http://pay/challenge/1' } }];
    saveCheckoutOrder(storage, { orderNumber: 'SB40000001', status: 'pending_payment', flash });
    const restored = readCheckoutOrder(storage);
    expect(restored).toEqual({
      orderNumber: 'SB40000001',
      status: 'pending_payment',
      flash: [{ type: 'PaymentNotAuthorized', action: { url: 'http://pay/challenge/1' } }],
    });
    expect(challengeOf(restored)?.url).toBe('http://pay/challenge/1');
  });

  it("keeps an express-pay order's storeContext, so the confirmation after a resumed challenge still has it", () => {
    const storage = memoryStorage();
    saveCheckoutOrder(storage, {
      orderNumber: 'SB40000002',
      status: 'pending_payment',
      storeContext: 'express-pay-pdp',
    });
    expect(readCheckoutOrder(storage)).toEqual({
      orderNumber: 'SB40000002',
      status: 'pending_payment',
      storeContext: 'express-pay-pdp',
    });
  });

  it('treats unreadable data as no order and removes it', () => {
    const storage = memoryStorage();
    for (const raw of ['{not json', '{"orderNumber":""}', '42', 'null']) {
      storage.values.set(CHECKOUT_ORDER_KEY, raw);
      expect(readCheckoutOrder(storage)).toBeNull();
      expect(storage.values.has(CHECKOUT_ORDER_KEY)).toBe(false);
    }
  });

  it('forgets the order', () => {
    const storage = memoryStorage();
    saveCheckoutOrder(storage, { orderNumber: 'SB40000001' });
    clearCheckoutOrder(storage);
    expect(readCheckoutOrder(storage)).toBeNull();
  });
});

describe('challengeOf', () => {
  it('needs a PaymentNotAuthorized flash with an action URL', () => {
    expect(
      challengeOf({
        orderNumber: 'A',
        flash: [{ type: 'PaymentNotAuthorized', action: { url: 'u', authorisationId: 'pay_1' } }],
      }),
    ).toEqual({ url: 'u', authorisationId: 'pay_1' });
    expect(challengeOf({ orderNumber: 'A', flash: [{ type: 'PaymentNotAuthorized' }] })).toBeNull();
    expect(challengeOf({ orderNumber: 'A', flash: [{ type: 'Other', action: { url: 'u' } }] })).toBeNull();
    expect(challengeOf(null)).toBeNull();
  });
});
