import type { Cart } from '@switchback/api-client';
import { describe, expect, it } from 'vitest';
import { cartBilling, cartShipping, CHECKOUT_ORDER_COOKIE, checkoutCookie, fulfilmentOf, pendingOrderOf, stepFor } from './checkout.server';

const address = { firstName: 'Jamie', lastName: 'Walker', addressLine1: '1601 Wazee St', city: 'Denver', province: 'CO', postalCode: '80202', country: 'US', email: 'jamie@example.com' };

function cart(overrides: Record<string, unknown> = {}, items: Record<string, unknown>[] = [{ id: 'l1', productId: 'P1', qty: 1, fulfilment: 'home', storeId: null }]): Cart {
  return { id: 'c1', currency: 'USD', totalItems: items.length, totals: { total: 100, remainingToPay: 100 }, items, payment_instruments: [], ...overrides } as unknown as Cart;
}

describe('checkout steps from the cart', () => {
  it('a new cart is at shipping and cannot skip ahead', () => {
    expect(stepFor(cart(), 'summary', null)).toEqual({ step: 'shipping', shippingDone: false, billingDone: false });
  });

  it('with an address and an e-mail, billing is next; earlier steps stay reachable', () => {
    const ready = cart({ shippingAddress: address, email: 'jamie@example.com' });
    expect(stepFor(ready, null, null).step).toBe('billing');
    expect(stepFor(ready, 'shipping', null).step).toBe('shipping');
    expect(stepFor(ready, 'summary', null).step).toBe('billing');
  });

  it('billing needs an address and something that pays what gift cards leave', () => {
    const withBilling = cart({ shippingAddress: address, email: 'jamie@example.com', billingAddress: address });
    expect(cartBilling(withBilling)).toBeNull();
    const paid = cart({ shippingAddress: address, email: 'a@b.co', billingAddress: address, payment_instruments: [{ payment_method_id: 'CREDIT_CARD', payment_instrument_id: 'tok' }] });
    expect(cartBilling(paid)).toMatchObject({ paymentMethodId: 'CREDIT_CARD', instrumentId: 'tok' });
    expect(stepFor(paid, null, null).step).toBe('summary');
    const giftCovered = cart({ billingAddress: address, totals: { total: 20, remainingToPay: 0 }, payment_instruments: [{ payment_method_id: 'GIFT_CARD', amount: 20 }] });
    expect(cartBilling(giftCovered)).toMatchObject({ paymentMethodId: 'GIFT_CARD' });
  });

  it('a pickup line needs its store, not an address; the contact e-mail may come from the shipping step', () => {
    const pickup = cart({}, [{ id: 'l1', productId: 'P1', qty: 1, fulfilment: 'pickup', storeId: '1001' }]);
    expect(fulfilmentOf(pickup).pickupOnly).toBe(true);
    expect(cartShipping(pickup).shipments).toEqual([{ shippingId: 'pickup-l1', methodCode: 'pickup', storeId: '1001' }]);
    expect(stepFor(pickup, null, null).step).toBe('shipping');
    expect(stepFor(pickup, null, 'pat@example.com').step).toBe('billing');
  });
});

describe('the persisted checkout order', () => {
  it('round-trips through an HttpOnly cookie and ignores anything unreadable', () => {
    const set = checkoutCookie(new Request('https://shop.test/en-us/checkout'), CHECKOUT_ORDER_COOKIE, JSON.stringify({ orderNumber: 'SB1', status: 'pending_payment' }));
    expect(set).toContain('HttpOnly');
    expect(set).toContain('Secure');
    const value = set.split(';')[0] as string;
    expect(pendingOrderOf(new Request('https://shop.test/', { headers: { cookie: value } }))).toEqual({ orderNumber: 'SB1', status: 'pending_payment' });
    expect(pendingOrderOf(new Request('https://shop.test/', { headers: { cookie: `${CHECKOUT_ORDER_COOKIE}=%7Bbroken` } }))).toBeNull();
    expect(checkoutCookie(new Request('http://shop.test/'), CHECKOUT_ORDER_COOKIE, null)).toContain('Max-Age=0');
  });
});
