import { ApiError, type Cart } from '@switchback/api-client';
import type { CartLifecycle } from '@switchback/cart';
import { describe, expect, it, vi } from 'vitest';
import { runCartAction } from './cartActions.server';
import { ACTION_TEXT } from './cartText';
import type { RequestSession } from './session.server';
import type { Store } from './store';

const store: Store = { locale: 'en-us', siteId: 'sb-us', preview: false, lang: 'en-US' };
const cart = {
  id: 'cart-1',
  currency: 'USD',
  totalItems: 2,
  totals: { itemTotal: 200, total: 200 },
  items: [{ id: 'line-1', productId: 'SBJK10026', upc: '194000000001', qty: 2, maxQty: 5 }],
  saveForLaterItems: [{ itemId: 'saved-1', saveForLaterId: 'list-1', qty: 1 }],
} as unknown as Cart;

function setup(overrides: Partial<CartLifecycle> = {}) {
  const lifecycle = {
    updateQuantity: vi.fn(async () => cart),
    removeItem: vi.fn(async () => cart),
    saveForLater: vi.fn(async () => cart),
    moveToCart: vi.fn(async () => cart),
    applyCoupon: vi.fn(async () => cart),
    removeCoupon: vi.fn(async () => cart),
    setDeliveryMethod: vi.fn(async () => cart),
    ...overrides,
  } as unknown as CartLifecycle;
  const api = {
    cart: { updateItem: vi.fn(async () => cart), removeSavedItem: vi.fn(async () => ({})) },
    checkout: { getGiftCardBalance: vi.fn(async () => ({ balance: 25, currency: 'USD' })) },
  };
  const session = { api: () => api } as unknown as RequestSession;
  const run = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return runCartAction(form, { session, store, lifecycle, cart });
  };
  return { lifecycle, api, run };
}

describe('runCartAction: removing a line that is gone', () => {
  it("answers the spec's remove-failure message when another tab already removed the line (spec §8)", async () => {
    const { run, lifecycle } = setup();
    expect(await run({ intent: 'remove', itemId: 'removed-in-another-tab' })).toMatchObject({
      ok: false,
      message: 'Unable to remove item from cart. Please try again later',
      placement: 'top',
      status: 409,
    });
    expect(lifecycle.removeItem).not.toHaveBeenCalled();
  });

  it('says it in French on fr-ca', async () => {
    const { lifecycle } = setup();
    const form = new FormData();
    form.set('intent', 'remove');
    form.set('itemId', 'gone');
    const french = await runCartAction(form, {
      session: { api: () => ({}) } as unknown as RequestSession,
      store: { locale: 'fr-ca', siteId: 'sb-ca', preview: false, lang: 'fr-CA' },
      lifecycle,
      cart,
    });
    expect(french.message).not.toBe(ACTION_TEXT.badRequest);
    expect(french.message).toMatch(/retirer|supprimer/i);
  });
});

describe('runCartAction: bad input answers a message and changes nothing', () => {
  it.each([
    [{ intent: 'drop-table' }, ACTION_TEXT.badRequest, 'top'],
    [{ intent: 'update', itemId: 'not-in-cart', qty: '1' }, ACTION_TEXT.badRequest, 'top'],
    [{ intent: 'update', itemId: 'line-1', qty: '0' }, ACTION_TEXT.badQuantity, 'item'],
    [{ intent: 'update', itemId: 'line-1', qty: '1.5' }, ACTION_TEXT.badQuantity, 'item'],
    [{ intent: 'update', itemId: 'line-1', qty: '6' }, ACTION_TEXT.aboveMax(5), 'item'],
    [{ intent: 'applyCoupon', code: '   ' }, ACTION_TEXT.couponRequired, 'coupon'],
    [{ intent: 'gift', itemId: 'line-1', email: 'not-an-email' }, ACTION_TEXT.giftEmail, 'item'],
    [{ intent: 'delivery', itemId: 'line-1', method: 'pickup' }, ACTION_TEXT.chooseStore, 'item'],
    [{ intent: 'giftCardBalance', cardNumber: '1234', pin: '1' }, ACTION_TEXT.giftCardRequired, 'giftCard'],
    [{ intent: 'moveToCart', itemId: 'unknown' }, ACTION_TEXT.badRequest, 'top'],
  ] as const)('%o', async (fields, message, placement) => {
    const { run, lifecycle, api } = setup();
    const result = await run(fields);
    expect(result).toMatchObject({ ok: false, message, placement, status: 400 });
    for (const call of [
      lifecycle.updateQuantity,
      lifecycle.applyCoupon,
      lifecycle.setDeliveryMethod,
      lifecycle.moveToCart,
      api.cart.updateItem,
      api.checkout.getGiftCardBalance,
    ]) {
      expect(call).not.toHaveBeenCalled();
    }
  });
});

describe('runCartAction: changes', () => {
  it('steps the quantity from what the cart holds', async () => {
    const { run, lifecycle } = setup();
    await run({ intent: 'update', itemId: 'line-1', step: '+1', qty: '99' });
    expect(lifecycle.updateQuantity).toHaveBeenCalledWith(cart.items[0], 3);
  });

  it('puts a stock refusal at the line with a 409', async () => {
    const { run } = setup({
      updateQuantity: vi.fn(async () => Promise.reject(new ApiError({ status: 409, errorId: 'INV700', message: 'x' }))),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await run({ intent: 'update', itemId: 'line-1', qty: '4' })).toMatchObject({
      ok: false,
      placement: 'item',
      itemId: 'line-1',
      status: 409,
    });
  });

  it('says at the line how many are left when the API’s stock refusal carries it (INV406)', async () => {
    const fewLeft = new ApiError({
      status: 409,
      errorId: 'INV406',
      message: 'Only 3 left in stock',
      details: [{ errorId: 'INV406', message: 'Only 3 left in stock', availableQuantity: 3 }],
    });
    const { run } = setup({ updateQuantity: vi.fn(async () => Promise.reject(fewLeft)) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await run({ intent: 'update', itemId: 'line-1', qty: '4' })).toMatchObject({
      ok: false,
      placement: 'item',
      itemId: 'line-1',
      message: 'Only 3 left in stock.',
    });
  });

  it('says the quoted sentence at the top when removing fails', async () => {
    const { run } = setup({
      removeItem: vi.fn(async () => Promise.reject(new ApiError({ status: 500, errorId: 'GEN500', message: 'x' }))),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await run({ intent: 'remove', itemId: 'line-1' })).toMatchObject({
      ok: false,
      placement: 'top',
      message: 'Unable to remove item from cart. Please try again later',
    });
  });

  it('puts a refused coupon at the input', async () => {
    const { run } = setup({
      applyCoupon: vi.fn(async () => Promise.reject(new ApiError({ status: 404, errorId: 'PRM130', message: 'x' }))),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await run({ intent: 'applyCoupon', code: 'nope' })).toMatchObject({
      ok: false,
      placement: 'coupon',
      message: 'This promo code is not valid.',
    });
  });

  it('sends the gift option with the line and takes it off with removeGift', async () => {
    const { run, api } = setup();
    await run({ intent: 'gift', itemId: 'line-1', to: 'Sam', message: 'Happy trails' });
    expect(api.cart.updateItem).toHaveBeenLastCalledWith(
      'cart-1',
      expect.objectContaining({ itemId: 'line-1', qty: 2, giftOption: { to: 'Sam', message: 'Happy trails' } }),
    );
    await run({ intent: 'removeGift', itemId: 'line-1' });
    expect(api.cart.updateItem).toHaveBeenLastCalledWith('cart-1', expect.objectContaining({ giftOption: null }));
  });

  it('answers a gift-card balance at its input', async () => {
    const { run } = setup();
    expect(await run({ intent: 'giftCardBalance', cardNumber: '6035 5500 0000 0002', pin: '1234' })).toMatchObject({
      ok: true,
      placement: 'giftCard',
      message: 'This gift card has a balance of $25.00.',
    });
  });
});

describe('runCartAction: the shopper’s language', () => {
  it('answers in Canadian French on fr-ca and in English on the English locales', async () => {
    const { lifecycle } = setup();
    const api = { cart: { updateItem: vi.fn(async () => cart) } };
    const session = { api: () => api } as unknown as RequestSession;
    const form = new FormData();
    form.set('intent', 'update');
    form.set('itemId', 'line-1');
    form.set('qty', '0');
    const fr = await runCartAction(form, {
      session,
      store: { ...store, locale: 'fr-ca', siteId: 'sb-ca', lang: 'fr-CA' },
      lifecycle,
      cart,
    });
    expect(fr.message).toBe('Entrez un nombre entier d’au moins 1.');
    form.set('qty', '3');
    expect(
      (
        await runCartAction(form, {
          session,
          store: { ...store, locale: 'fr-ca', siteId: 'sb-ca', lang: 'fr-CA' },
          lifecycle,
          cart,
        })
      ).message,
    ).toBe('Votre panier a été mis à jour.');
    expect(
      (
        await runCartAction(form, {
          session,
          store: { ...store, locale: 'en-gb', siteId: 'sb-gb', lang: 'en-GB' },
          lifecycle,
          cart,
        })
      ).message,
    ).toBe('Your cart was updated.');
  });

  it('words the API’s refusals in Canadian French on fr-ca: max quantity, failed removal, promo code (spec §8)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refuse = (errorId: string) =>
      vi.fn(async () => Promise.reject(new ApiError({ status: 409, errorId, message: `server says ${errorId}` })));
    const { lifecycle } = setup({
      updateQuantity: refuse('ADDED_MAX_QUANTITY'),
      removeItem: refuse('BSK404'),
      applyCoupon: refuse('PRM135'),
    });
    const session = { api: () => ({}) } as unknown as RequestSession;
    const fr: Store = { ...store, locale: 'fr-ca', siteId: 'sb-ca', lang: 'fr-CA' };
    const run = (fields: Record<string, string>, where: Store = fr) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return runCartAction(form, { session, store: where, lifecycle, cart });
    };
    expect(await run({ intent: 'update', itemId: 'line-1', qty: '4' })).toMatchObject({
      ok: false,
      placement: 'item',
      message: 'Vous pouvez ajouter jusqu’à 5 exemplaires de cet article.',
    });
    expect((await run({ intent: 'remove', itemId: 'line-1' })).message).toBe(
      'Impossible de retirer l’article du panier. Veuillez réessayer plus tard',
    );
    expect(await run({ intent: 'applyCoupon', code: 'FALL10' })).toMatchObject({
      placement: 'coupon',
      message: 'Ce code promo a expiré.',
    });
    expect((await run({ intent: 'applyCoupon', code: 'FALL10' }, store)).message).toBe('This promo code has expired.');
  });
});
