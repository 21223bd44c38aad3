// The promo-code and gift-card refusals of the live commerce-api, read through the client's error catalogue: the
// shopper must be told the reason the server meant. (PRM155 and PRM160, PRM140 and PRM175 once had swapped meanings
// between this package and commerce-api, and a spent gift card, GFC700, was called "not valid".)
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { isApiError } from '../ApiError';
import { createApiClient } from '../createApiClient';
import { errorMessageFor } from '../errorMessageFor';
import { errorCatalogueFor } from '../frenchErrorMessages';

const LIVE = inject('commerceApiUrl');
const identity = { siteId: 'sb-us', locale: 'en-us', brand: 'switchback', clientApp: 'api-client-contract' } as const;
const state = { token: '', cartId: '' };
const api = createApiClient({
  baseUrl: LIVE,
  identity,
  getAccessToken: () => state.token,
  sleep: () => Promise.resolve(),
});
const quiet = { report: () => undefined };

async function refusal(attempt: Promise<unknown>): Promise<{ errorId: string; english: string; french: string }> {
  const error = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an API error, got ${String(error)}`);
  return {
    errorId: error.errorId,
    english: errorMessageFor(error, undefined, quiet),
    french: errorMessageFor(error, errorCatalogueFor('fr-ca'), quiet),
  };
}

describe('promo-code and gift-card refusals say what the server meant', () => {
  beforeAll(async () => {
    state.token = (await api.auth.getToken({ type: 'Guest' })).accessToken;
    const cart = await api.cart.createCart();
    state.cartId = cart.id;
    const results = await api.products.search({ q: 'jacket', count: 10 });
    const jacket = results.products.find((entry) => entry.productInventoryState === 'InStock');
    const details = await api.products.getDetails(jacket?.id ?? '');
    const variant = details.variants?.find((entry) => (entry.quantity ?? 0) >= 1);
    await api.cart.addItem({ cartId: cart.id, productId: details.id, upc: variant?.upc ?? '', qty: 1 });
  });

  it('a code that reached its redemption limit (PRM155) says so', async () => {
    expect(await refusal(api.cart.applyCoupon({ cartId: state.cartId, code: 'FIRST100' }))).toEqual({
      errorId: 'PRM155',
      english: 'This promo code has reached its usage limit.',
      french: 'Ce code promo a atteint sa limite d’utilisation.',
    });
  });

  it('a footwear code on a cart of jackets (PRM160) says nothing qualifies', async () => {
    expect(await refusal(api.cart.applyCoupon({ cartId: state.cartId, code: 'TRAIL20' }))).toEqual({
      errorId: 'PRM160',
      english: 'No item in your cart qualifies for this promo code.',
      french: 'Aucun article de votre panier n’est admissible à ce code promo.',
    });
  });

  it('a code that is not active yet (PRM140) says so', async () => {
    expect(await refusal(api.cart.applyCoupon({ cartId: state.cartId, code: 'SPRING26' }))).toMatchObject({
      errorId: 'PRM140',
      english: 'This promo code is not active.',
    });
  });

  it('a third code on a cart that holds two (PRM175) cannot be combined with them', async () => {
    await api.cart.applyCoupon({ cartId: state.cartId, code: 'AUTUMN10' });
    await api.cart.applyCoupon({ cartId: state.cartId, code: 'WELCOME15' });
    try {
      expect((await refusal(api.cart.applyCoupon({ cartId: state.cartId, code: 'TRAIL20' }))).errorId).toBe('PRM175');
    } finally {
      await api.cart.removeCoupon({ cartId: state.cartId, code: 'AUTUMN10' });
      await api.cart.removeCoupon({ cartId: state.cartId, code: 'WELCOME15' });
    }
  });

  it('a spent gift card (GC_ZERO_BALANCE, then GFC700) is said to have no balance left, not to be invalid', async () => {
    const refused = await refusal(
      api.checkout.addPaymentInstrument(state.cartId, {
        payment_method_id: 'GIFT_CARD',
        giftCard: { number: '6035550000000003', pin: '1234' },
      }),
    );
    expect(refused).toEqual({
      errorId: 'GC_ZERO_BALANCE',
      english: 'This gift card has no balance left.',
      french: 'Cette carte-cadeau n’a plus de solde.',
    });
  });
});
