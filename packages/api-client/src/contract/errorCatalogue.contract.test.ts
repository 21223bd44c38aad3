// The error catalogue of spec §8 end to end, one case per id the live commerce-api produces on a plain request
// (the README's "Error catalogue" table says how to provoke each on the demo stack and where the shop shows it):
// the id and the status it comes with, and the message the client then gives the shopper. Missing records
// (missingRecords.contract.test.ts) and the promo/gift-card refusals (promoErrors.contract.test.ts) have suites of
// their own.
import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { isApiError, type ApiError } from '../ApiError';
import { createApiClient } from '../createApiClient';
import { defaultErrorCatalogue, errorMessageFor } from '../errorMessageFor';

const LIVE = inject('commerceApiUrl');
const state = { token: '', cartId: '', productId: '', upc: '', maxQty: 0 };
const api = createApiClient({ baseUrl: LIVE, identity: { siteId: 'sb-us', locale: 'en-us', clientApp: 'api-client-contract' }, getAccessToken: () => state.token, sleep: () => Promise.resolve() });
const quiet = { report: () => undefined };

async function refusal(attempt: Promise<unknown>): Promise<ApiError> {
  const error = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an API error, got ${String(error)}`);
  return error;
}

/** The id, status and shopper's message of a refusal: the message is the catalogue's for that id. */
async function expectId(attempt: Promise<unknown>, errorId: string, status: number) {
  const error = await refusal(attempt);
  expect({ errorId: error.errorId, status: error.status }).toEqual({ errorId, status });
  expect(errorMessageFor(error, undefined, quiet)).toBe(defaultErrorCatalogue[errorId]);
}

/** A raw request, for the ids about the request itself (method, content type), which the typed client never sends. */
async function raw(method: string, path: string, init: { body?: string; contentType?: string } = {}) {
  const response = await fetch(`${LIVE}${path}`, {
    method,
    headers: { authorization: `Bearer ${state.token}`, ...(init.contentType ? { 'content-type': init.contentType } : {}) },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  const body = (await response.json()) as { errorDetails?: { errorId: string }[] };
  return { status: response.status, errorId: body.errorDetails?.[0]?.errorId };
}

beforeAll(async () => {
  state.token = (await api.auth.getToken({ type: 'Guest' })).accessToken;
  state.cartId = (await api.cart.createCart()).id;
  const results = await api.products.search({ q: 'jacket', count: 10 });
  for (const product of results.products) {
    const details = await api.products.getDetails(product.id);
    const variant = details.variants?.find((entry) => (entry.quantity ?? 0) >= 2);
    if (variant?.upc) {
      state.productId = details.id;
      state.upc = variant.upc;
      state.maxQty = variant.quantity ?? 0;
      break;
    }
  }
});

describe('spec §8 error ids from the live commerce-api', () => {
  it('AUT401: a wrong password (401)', async () => {
    const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
    await expectId(api.auth.signIn({ type: 'Registered', username: 'maya.chen@example.com', password: 'Wrong-password-1', codeChallenge: challenge, codeChallengeMethod: 'S256' }), 'AUT401', 401);
  });

  it('AUT453: an e-mail lookup with a malformed address (400)', async () => {
    await expectId(api.consumer.lookup({ email: 'not-an-email' }), 'AUT453', 400);
  });

  it('AUT404: a guest token on a registered shopper\'s call (403)', async () => {
    await expectId(api.consumer.getProfile(), 'AUT404', 403);
  });

  it('BSK404: a cart that does not exist (404)', async () => {
    await expectId(api.cart.getCart('00000000-0000-0000-0000-000000000000'), 'BSK404', 404);
  });

  it('INV406: more than is in stock (409)', async () => {
    await expectId(api.cart.addItem({ cartId: state.cartId, productId: state.productId, upc: state.upc, qty: state.maxQty + 1, maxQty: 999_999 }), 'INV406', 409);
  });

  it('INV408: more than the line\'s maximum quantity (409)', async () => {
    await expectId(api.cart.addItem({ cartId: state.cartId, productId: state.productId, upc: state.upc, qty: 2, maxQty: 1 }), 'INV408', 409);
  });

  it('ORD430: a variant that is not for sale (404)', async () => {
    await expectId(api.cart.addItem({ cartId: state.cartId, productId: state.productId, upc: '000000000000', qty: 1 }), 'ORD430', 404);
  });

  it('PRM130: an unknown promo code (404)', async () => {
    await expectId(api.cart.applyCoupon({ cartId: state.cartId, code: 'NOSUCHCODE' }), 'PRM130', 404);
  });

  it('GFC400: a gift card number and PIN that do not match a card (404)', async () => {
    await expectId(api.checkout.getGiftCardBalance({ cardNumber: '6035000000000000', pin: '0000' }), 'GFC400', 404);
  });

  it('REV410: a review over 5,000 characters (400)', async () => {
    await expectId(api.products.writeReview(state.productId, { rating: 4, title: 'Long story', text: 'Warm and dry on every ridge. '.repeat(200), nickname: 'contract' }), 'REV410', 400);
  });

  it('API400: a body that breaks its rules (400)', async () => {
    expect(await raw('POST', '/cart/v1/item', { body: JSON.stringify({ cartId: state.cartId, qty: 'many' }), contentType: 'application/json' })).toEqual({ status: 400, errorId: 'API400' });
  });

  it('API404: a path no route serves (404)', async () => {
    expect(await raw('GET', '/cart/v1/no-such-area')).toEqual({ status: 404, errorId: 'API404' });
  });

  it('API405: a method the path does not serve (405)', async () => {
    expect(await raw('PATCH', '/cart/v1/coupon', { body: '{}', contentType: 'application/json' })).toEqual({ status: 405, errorId: 'API405' });
  });

  it('API415: a body that is not JSON (415)', async () => {
    expect(await raw('POST', '/cart/v1/item', { body: 'qty=1', contentType: 'application/x-www-form-urlencoded' })).toEqual({ status: 415, errorId: 'API415' });
  });
});
