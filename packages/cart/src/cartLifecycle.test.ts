import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '@switchback/test-utils';
import { memoryCartIdStorage } from './cartIdStorage';
import { CartExpiredError, createCartLifecycle, DEFAULT_LIFECYCLE_MESSAGES, type CartNotice } from './cartLifecycle';
import { API, cartJson, createFakeCartServer, errorBody, testClient } from './fakeCartServer.test.helpers';

const fake = createFakeCartServer();
const server = setupMswServer(...fake.handlers);

afterEach(() => {
  fake.state.carts.clear();
  fake.state.consumerCartId = undefined;
  fake.state.requests.length = 0;
  vi.useRealTimers();
});

function setup(storedId?: string) {
  const storage = memoryCartIdStorage(storedId);
  const notices: CartNotice[] = [];
  const reload = vi.fn();
  const resetSession = vi.fn(async () => {
    // A new guest has no cart yet.
    fake.state.consumerCartId = undefined;
  });
  const lifecycle = createCartLifecycle({
    api: testClient(),
    storage,
    onNotice: (notice) => notices.push(notice),
    reload,
    resetSession,
  });
  return { storage, notices, reload, resetSession, lifecycle };
}

describe('cart lifecycle: creation (spec §4)', () => {
  it('creates a cart on the first read and remembers only its id', async () => {
    const { lifecycle, storage } = setup();
    const cart = await lifecycle.read();
    expect(fake.state.requests).toEqual(['createCart']);
    expect(storage.get()).toBe(cart.id);
    expect(typeof storage.get()).toBe('string');
  });

  it('reads the stored cart without creating one', async () => {
    const existing = fake.state.newCart([{ id: 'l1', productId: 'P1', qty: 2 }]);
    const { lifecycle } = setup(existing.id);
    const cart = await lifecycle.read();
    expect(cart.totalItems).toBe(2);
    expect(fake.state.requests).toEqual([`getCart ${existing.id}`]);
  });

  it('replaces a stored cart the API no longer knows (BSK404) with a new one', async () => {
    const { lifecycle, storage } = setup('cart-gone');
    const cart = await lifecycle.read();
    expect(fake.state.requests).toEqual(['getCart cart-gone', 'createCart']);
    expect(storage.get()).toBe(cart.id);
    expect(cart.id).not.toBe('cart-gone');
  });

  it('creates a cart on the first add, with quantity 1 when none is given', async () => {
    const { lifecycle, storage } = setup();
    const cart = await lifecycle.addItem({ productId: 'P1', upc: 'U1' });
    expect(fake.state.requests).toEqual(['createCart', `addItem ${cart.id} P1×1`]);
    expect(storage.get()).toBe(cart.id);
    expect(cart.items).toHaveLength(1);
  });
});

describe('cart lifecycle: cart not found on add (spec §4, §8)', () => {
  it('creates a fresh cart and retries the add when the stored cart is gone (BSK404)', async () => {
    const { lifecycle, storage, notices } = setup('cart-expired');
    const cart = await lifecycle.addItem({ productId: 'P1', qty: 2 });
    expect(fake.state.requests).toEqual(['addItem cart-expired P1×2', 'createCart', `addItem ${cart.id} P1×2`]);
    expect(storage.get()).toBe(cart.id);
    expect(cart.totalItems).toBe(2);
    expect(notices).toEqual([]);
  });

  it('does the same for CART_NOT_FOUND', async () => {
    server.use(
      http.post(`${API}/cart/v1/item`, () => HttpResponse.json(errorBody('CART_NOT_FOUND'), { status: 404 }), {
        once: true,
      }),
    );
    const existing = fake.state.newCart();
    const { lifecycle } = setup(existing.id);
    const cart = await lifecycle.addItem({ productId: 'P9' });
    expect(cart.items.map((item) => item.productId)).toEqual(['P9']);
    expect(fake.state.requests.at(-2)).toBe('createCart');
  });

  it("does the same for commerce-api's answer, CART_NOT_FOUND then BSK404", async () => {
    server.use(
      http.post(
        `${API}/cart/v1/item`,
        () => HttpResponse.json(errorBody(['CART_NOT_FOUND', 'BSK404']), { status: 404 }),
        { once: true },
      ),
    );
    const existing = fake.state.newCart();
    const { lifecycle } = setup(existing.id);
    const cart = await lifecycle.addItem({ productId: 'P7' });
    expect(cart.items.map((item) => item.productId)).toEqual(['P7']);
    expect(fake.state.requests.at(-2)).toBe('createCart');
  });

  it('shows the cart-expired message when the add to the new cart fails too', async () => {
    server.use(http.post(`${API}/cart/v1/item`, () => HttpResponse.json(errorBody('BSK404'), { status: 404 })));
    const { lifecycle, notices } = setup('cart-expired');
    await expect(lifecycle.addItem({ productId: 'P1' })).rejects.toBeInstanceOf(CartExpiredError);
    expect(notices).toEqual([{ type: 'cartExpired', tone: 'error', message: DEFAULT_LIFECYCLE_MESSAGES.cartExpired }]);
  });

  it('passes other add errors on without recreating the cart', async () => {
    server.use(http.post(`${API}/cart/v1/item`, () => HttpResponse.json(errorBody('INV700'), { status: 409 })));
    const existing = fake.state.newCart();
    const { lifecycle, storage } = setup(existing.id);
    await expect(lifecycle.addItem({ productId: 'P1' })).rejects.toMatchObject({ errorId: 'INV700' });
    expect(fake.state.requests).not.toContain('createCart');
    expect(storage.get()).toBe(existing.id);
  });
});

describe('cart lifecycle: resets (spec §4)', () => {
  it.each(['logout', 'signInMerge', 'orderPlaced'] as const)(
    'forgets the stored cart on %s, so the next read starts a new one',
    async (reason) => {
      const { lifecycle, storage } = setup();
      const first = await lifecycle.read();
      lifecycle.reset(reason);
      expect(storage.get()).toBeUndefined();
      fake.state.consumerCartId = undefined;
      const second = await lifecycle.read();
      expect(second.id).not.toBe(first.id);
    },
  );
});

describe('cart lifecycle: sign-in merge (spec §4)', () => {
  it('shows the merged notice and runs the out-of-stock check when the item count rose', async () => {
    const guest = fake.state.newCart([{ id: 'g1', productId: 'P1', qty: 1 }]);
    const account = fake.state.newCart([
      { id: 'a1', productId: 'P1', qty: 1 },
      { id: 'a2', productId: 'P2', qty: 2 },
    ]);
    account.notificationList = [{ type: 'PickupToSthTransition', itemId: 'a2' }];
    fake.state.consumerCartId = account.id;
    const { lifecycle, storage, notices } = setup(guest.id);
    const cart = await lifecycle.afterSignIn(1);
    expect(cart.id).toBe(account.id);
    expect(storage.get()).toBe(account.id);
    expect(fake.state.requests).toEqual(['createCart', `getCart ${account.id} supplyCheck`]);
    expect(notices.map((notice) => notice.type)).toEqual(['merged', 'outOfStock']);
  });

  it('skips the out-of-stock check when the count did not rise', async () => {
    const account = fake.state.newCart([{ id: 'a1', productId: 'P1', qty: 1 }]);
    fake.state.consumerCartId = account.id;
    const { lifecycle, notices } = setup('guest-cart');
    await lifecycle.afterSignIn(1);
    expect(fake.state.requests).toEqual(['createCart']);
    expect(notices.map((notice) => notice.type)).toEqual(['merged']);
  });

  it('says nothing about a merge when the guest cart was empty', async () => {
    const account = fake.state.newCart([{ id: 'a1', productId: 'P1', qty: 1 }]);
    fake.state.consumerCartId = account.id;
    const { lifecycle, notices } = setup('guest-cart');
    await lifecycle.afterSignIn(0);
    expect(notices.map((notice) => notice.type)).not.toContain('merged');
  });
});

describe('cart lifecycle: invalid customer (spec §4, §9)', () => {
  it('removes the stored cart, makes a new one with the kept items, shows an error and reloads after 4 s', async () => {
    const old = fake.state.newCart([
      { id: 'l1', productId: 'P1', upc: 'U1', qty: 2 },
      { id: 'l2', productId: 'P2', upc: 'U2', qty: 1 },
    ]);
    const { lifecycle, storage, notices, reload, resetSession } = setup(old.id);
    const before = await lifecycle.read();
    server.use(
      http.put(`${API}/cart/v1/cart/:id/item`, () => HttpResponse.json(errorBody('INVALID_CUSTOMER'), { status: 401 })),
    );
    vi.useFakeTimers({ toFake: ['setTimeout'] });

    await expect(lifecycle.updateQuantity(before.items[0]!, 3)).rejects.toMatchObject({ errorId: 'INVALID_CUSTOMER' });
    const recovered = await lifecycle.recoverInvalidCustomer(before.items);

    expect(resetSession).toHaveBeenCalledTimes(1);
    expect(recovered?.id).not.toBe(old.id);
    expect(storage.get()).toBe(recovered?.id);
    expect(recovered?.items.map((item) => [item.productId, item.qty])).toEqual([
      ['P1', 2],
      ['P2', 1],
    ]);
    expect(notices).toEqual([
      { type: 'invalidCustomer', tone: 'error', message: DEFAULT_LIFECYCLE_MESSAGES.invalidCustomer },
    ]);
    vi.advanceTimersByTime(3999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the cart-expired message when the kept items cannot be added to the new cart', async () => {
    server.use(http.post(`${API}/cart/v1/item`, () => HttpResponse.json(errorBody('GEN500'), { status: 500 })));
    const { lifecycle, notices } = setup();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const result = await lifecycle.recoverInvalidCustomer([{ id: 'l1', productId: 'P1', qty: 1 } as never]);
    expect(result).toBeUndefined();
    expect(notices.map((notice) => notice.type)).toEqual(['invalidCustomer', 'cartExpired']);
  });

  it('recovers once when two calls fail together', async () => {
    const { lifecycle, notices } = setup();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await Promise.all([lifecycle.recoverInvalidCustomer([]), lifecycle.recoverInvalidCustomer([])]);
    expect(notices.filter((notice) => notice.type === 'invalidCustomer')).toHaveLength(1);
  });
});

describe('cart lifecycle: changes', () => {
  it('writes a quantity change to the stored cart and answers the new cart', async () => {
    const existing = fake.state.newCart([{ id: 'l1', productId: 'P1', qty: 1 }]);
    const { lifecycle } = setup(existing.id);
    const cart = await lifecycle.updateQuantity({ id: 'l1', productId: 'P1', upc: null, maxQty: null }, 4);
    expect(cart.items[0]?.qty).toBe(4);
    expect(JSON.stringify(cartJson(existing))).toContain('"qty":4');
  });
});
