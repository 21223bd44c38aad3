// The guest journey on its success path, through the client, against the live commerce-api (started by
// globalSetup): token, cart, an in-stock product, delivery, card, order (placed twice with one idempotency key),
// a 3-D Secure order, a fresh cart and the purchase history. Every answer goes through the client's zod schemas
// (it validates by default); the assertions are what a shopper would notice. The steps share state and run in
// order, as `scripts/guest-journey.sh` of commerce-api does over curl.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../createApiClient';
import type { Cart } from '../schemas/cartSchema';
import type { PlacedOrder } from '../schemas/orderSchema';

const LIVE = inject('commerceApiUrl');
const identity = { siteId: 'sb-us', locale: 'en-us', brand: 'switchback', clientApp: 'api-client-contract' } as const;
const shopper = { firstName: 'Jamie', lastName: 'Walker', email: 'jamie.walker@example.com', phone: '3035550199' };
const address = {
  ...shopper,
  addressLine1: '1601 Wazee St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  country: 'US',
};

const state = {
  token: '',
  cartId: '',
  productId: '',
  upc: '',
  cart: undefined as Cart | undefined,
  order: undefined as PlacedOrder | undefined,
  challengedOrderNumber: '',
};
const api = createApiClient({
  baseUrl: LIVE,
  identity,
  getAccessToken: () => state.token,
  sleep: () => Promise.resolve(),
});

/** The sandbox's hosted card fields: the card number goes to the payment provider, the storefront gets a token. */
async function tokeniseCard(number: string): Promise<string> {
  const response = await fetch(`${LIVE}/payments/sandbox/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, expiryMonth: 12, expiryYear: 2030, cvc: '123', holder: 'Jamie Walker' }),
  });
  expect(response.status).toBeLessThan(300);
  const { token } = (await response.json()) as { token: string };
  expect(token).toBeTruthy();
  return token;
}

/** The bank's challenge page of the sandbox: the shopper authenticates, the page hands back a one-time result. */
async function passChallenge(authorisationId: string): Promise<string> {
  const response = await fetch(`${LIVE}/payments/sandbox/v1/challenge/${authorisationId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'authenticate' }),
  });
  expect(response.status).toBeLessThan(300);
  const { challengeResult } = (await response.json()) as { challengeResult: string };
  expect(challengeResult).toBeTruthy();
  return challengeResult;
}

/** A cart with one in-stock line, delivery, the card of `cardNumber` and a billing address, ready to place. */
async function readyCart(cardNumber: string): Promise<Cart> {
  const cart = await api.cart.createCart();
  await api.cart.addItem({ cartId: cart.id, productId: state.productId, upc: state.upc, qty: 1 });
  await api.checkout.setShippingAddress(cart.id, { list: [address] });
  await api.checkout.setShippingMethod({ cartId: cart.id, shippingId: 'me', code: 'standard', shopperAppliedSM: true });
  await api.checkout.addPaymentInstrument(cart.id, {
    payment_method_id: 'CREDIT_CARD',
    payment_instrument_id: await tokeniseCard(cardNumber),
  });
  await api.checkout.setBillingAddress(cart.id, address);
  await api.checkout.prepareOrder({ basketId: cart.id });
  return cart;
}

describe('guest journey through the client (success path)', () => {
  beforeAll(async () => {
    state.token = (await api.auth.getToken({ type: 'Guest' })).accessToken;
  });

  it('a guest session gets an empty cart', async () => {
    const cart = await api.cart.createCart();
    expect(cart.id).toBeTruthy();
    expect(cart.currency).toBe('USD');
    expect(cart.totalItems).toBe(0);
    expect(cart.items ?? []).toHaveLength(0);
    state.cartId = cart.id;
  });

  it('search finds an in-stock product and its details a variant with stock', async () => {
    const results = await api.products.search({ q: 'waterproof boot', sort: 'price-asc', count: 5 });
    const product = results.products.find((entry) => entry.productInventoryState === 'InStock');
    expect(product, 'an in-stock product in the results').toBeDefined();
    state.productId = product?.id ?? '';
    const details = await api.products.getDetails(state.productId);
    expect(details.id).toBe(state.productId);
    const variant = details.variants?.find((entry) => (entry.quantity ?? 0) >= 3);
    expect(variant?.upc, 'a variant with stock').toBeTruthy();
    state.upc = variant?.upc ?? '';
  });

  it('adding the item shows one item and its price in the totals', async () => {
    const cart = await api.cart.addItem({ cartId: state.cartId, productId: state.productId, upc: state.upc, qty: 1 });
    expect(cart.totalItems).toBe(1);
    expect(cart.items).toHaveLength(1);
    expect(cart.items?.[0]).toMatchObject({ productId: state.productId, upc: state.upc, qty: 1 });
    expect(cart.totals.itemTotal).toBeGreaterThan(0);
    expect(cart.totals.total).toBeGreaterThanOrEqual(cart.totals.itemTotal - (cart.totals.totalDiscount ?? 0));
    state.cart = cart;
  });

  it('a delivery address adds tax, the standard method sets the shipping', async () => {
    const withAddress = await api.checkout.setShippingAddress(state.cartId, { list: [address] });
    expect(withAddress.totals.tax).toBeGreaterThan(0);
    const withMethod = await api.checkout.setShippingMethod({
      cartId: state.cartId,
      shippingId: 'me',
      code: 'standard',
      shopperAppliedSM: true,
    });
    const { itemTotal, totalDiscount, shipping, tax, total } = withMethod.totals;
    expect(total).toBeCloseTo(itemTotal - (totalDiscount ?? 0) + (shipping ?? 0) + (tax ?? 0), 2);
    expect(withMethod.totalItems).toBe(1);
    state.cart = withMethod;
  });

  it('a card tokenised by the hosted fields and a billing address make the cart ready', async () => {
    const card = await api.checkout.addPaymentInstrument(state.cartId, {
      payment_method_id: 'CREDIT_CARD',
      payment_instrument_id: await tokeniseCard('4242424242424242'),
    });
    expect(card.payment_instruments?.some((instrument) => instrument.payment_method_id === 'CREDIT_CARD')).toBe(true);
    const billed = await api.checkout.setBillingAddress(state.cartId, address);
    expect(billed.billingAddress).toMatchObject({ lastName: 'Walker', postalCode: '80202' });
    const prepared = await api.checkout.prepareOrder({ basketId: state.cartId });
    expect(prepared).toMatchObject({ readyToPlace: true });
    expect((prepared as { totals?: { total?: number } }).totals?.total).toBe(state.cart?.totals.total);
  });

  it('placing the order twice with one idempotency key makes one order', async () => {
    const idempotencyKey = randomUUID();
    const body = { cartId: state.cartId, botResponse: 'ok', paymentMethod: { code: 'CREDIT_CARD' } };
    const order = await api.checkout.placeOrder(body, { idempotencyKey });
    const again = await api.checkout.placeOrder(body, { idempotencyKey });
    expect(order.orderNumber).toMatch(/^SB\d+$/);
    expect(order.status).toBe('confirmed');
    expect(order.items).toHaveLength(1);
    expect(order.totals?.total).toBe(state.cart?.totals.total);
    expect(again.orderNumber).toBe(order.orderNumber);
    state.order = order;
  });

  it('a card that needs 3-D Secure is confirmed after the challenge', async () => {
    const cart = await readyCart('4000000000003220');
    const pending = await api.checkout.placeOrder({
      cartId: cart.id,
      botResponse: 'ok',
      paymentMethod: { code: 'CREDIT_CARD' },
    });
    expect(pending.status).toBe('pending_payment');
    const action = (pending.flash?.[0] as { action?: { authorisationId?: string } } | undefined)?.action;
    expect(action?.authorisationId).toBeTruthy();
    const challengeResult = await passChallenge(action?.authorisationId ?? '');
    const confirmed = await api.checkout.updateOrder(pending.orderNumber, {
      paymentMethod: { cardType: 'VISA', challengeResult },
    });
    expect(confirmed.orderNumber).toBe(pending.orderNumber);
    expect(confirmed.status).toBe('confirmed');
    state.challengedOrderNumber = confirmed.orderNumber;
  });

  it('after placement the shopper has a fresh, empty cart', async () => {
    const cart = await api.cart.createCart();
    expect(cart.id).not.toBe(state.cartId);
    expect(cart.totalItems).toBe(0);
  });

  it('the purchase history lists both orders, and the order reads back', async () => {
    const history = await api.consumer.getPurchaseHistory({});
    const numbers = history.orders.map((order) => order.orderNumber);
    expect(numbers).toHaveLength(2);
    expect(numbers).toEqual(expect.arrayContaining([state.order?.orderNumber, state.challengedOrderNumber]));
    expect(history.total).toBe(2);
    const order = await api.consumer.getPurchase(state.order?.orderNumber ?? '');
    expect(order.orderNumber).toBe(state.order?.orderNumber);
    expect(order.items).toHaveLength(1);
    expect(order.items?.[0]).toMatchObject({ productId: state.productId, upc: state.upc, qty: 1 });
    expect(order.totals?.total).toBe(state.cart?.totals.total);
  });
});
