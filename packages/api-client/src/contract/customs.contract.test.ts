// Customs (product customisation, issue 16) against the live commerce-api: the customisable boot's details parse
// with the customiser's offer, a design is saved as a recipe, the recipe puts a made-to-order line in the cart whose
// `customs` parses, and refusals carry the ids a shopper is told about.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { isApiError } from '../ApiError';
import { createApiClient } from '../createApiClient';

const LIVE = inject('commerceApiUrl');
const identity = { siteId: 'sb-us', locale: 'en-us', brand: 'switchback', clientApp: 'api-client-contract' } as const;
const state = { token: '' };
const api = createApiClient({
  baseUrl: LIVE,
  identity,
  getAccessToken: () => state.token,
  sleep: () => Promise.resolve(),
});
const BOOT = 'SBHB10001';

const failure = (attempt: Promise<unknown>) =>
  attempt.then(
    () => undefined,
    (reason: unknown) =>
      isApiError(reason) ? { status: reason.status, errorId: reason.errorId, message: reason.message } : reason,
  );

describe('customs', () => {
  beforeAll(async () => {
    state.token = (await api.auth.getToken({ type: 'Guest' })).accessToken;
  });

  it('products.getDetails offers the customiser on the customisable boot only', async () => {
    const boot = await api.products.getDetails(BOOT);
    expect(boot.isCustomizable).toBe(true);
    expect(boot.customisation).toMatchObject({
      initials: { minLength: 1, maxLength: 3 },
      prices: { initials: 15, laces: 5, currency: 'USD' },
      returnable: false,
    });
    expect((await api.products.getDetails('SBJK10001')).customisation).toBeNull();
  });

  it('products.createCustomsRecipe saves a design whose recipe puts a priced customs line in the cart', async () => {
    const boot = await api.products.getDetails(BOOT);
    const upc = boot.variants?.find((variant) => variant.available)?.upc ?? '';
    const design = await api.products.createCustomsRecipe(BOOT, {
      initials: 'jd',
      threadColour: 'GLD',
      laceColour: 'BLU',
      placement: 'heel',
    });
    expect(design).toMatchObject({
      initials: 'JD',
      threadColour: { code: 'GLD', name: 'Gold' },
      laceColour: { code: 'BLU', name: 'Blue' },
      price: { amount: 20, currency: 'USD' },
    });
    const cart = await api.cart.createCart();
    const added = await api.cart.addItem({ cartId: cart.id, productId: BOOT, upc, recipeId: design.recipeId });
    const line = added.items.find((item) => item.recipeId === design.recipeId);
    expect(line).toMatchObject({ isCustoms: true, customs: { initials: 'JD', price: { amount: 20 } } });
    const bootPrice = typeof boot.price === 'number' ? boot.price : (boot.price?.current ?? 0);
    expect(line?.price?.current).toBe(Math.round((bootPrice + 20) * 100) / 100);
    expect(line?.shippingOptions?.map((option) => option.shippingMethod?.code)).toEqual(['customs']);
  });

  it('refuses a bad field by name (API400) and a product that cannot be customised (ORD430)', async () => {
    expect(
      await failure(api.products.createCustomsRecipe(BOOT, { initials: 'ABCD', threadColour: 'GLD' })),
    ).toMatchObject({ status: 400, errorId: 'API400', message: expect.stringContaining('"initials"') });
    expect(
      await failure(api.products.createCustomsRecipe('SBJK10001', { initials: 'AB', threadColour: 'GLD' })),
    ).toMatchObject({ status: 404, errorId: 'ORD430' });
  });
});
