import type { Cart } from '@switchback/api-client';
import { setupMswServer } from '@switchback/test-utils';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryCartIdStorage } from './cartIdStorage';
import { createCartLifecycle, type CartLifecycle } from './cartLifecycle';
import { API, cartJson, createFakeCartServer, errorBody, testClient } from './fakeCartServer.test.helpers';
import { useCart, useCartMutations, withoutItem, withQuantity } from './useCart';

const fake = createFakeCartServer();
const server = setupMswServer(...fake.handlers);

afterEach(() => {
  fake.state.carts.clear();
  fake.state.requests.length = 0;
});

function CartView({ lifecycle, fallbackData }: { lifecycle: CartLifecycle; fallbackData?: Cart }) {
  const { data } = useCart(lifecycle, fallbackData ? { fallbackData } : {});
  const { setQuantity, removeItem } = useCartMutations(lifecycle, { current: data });
  const [problem, setProblem] = useState('');
  const line = data?.items[0];
  if (data && !line) return <p>Empty</p>;
  if (!data || !line) return <p>Loading</p>;
  const fail = (error: { errorId?: string }) => setProblem(error.errorId ?? 'failed');
  const change = (qty: number) => {
    setQuantity(line, qty).catch(fail);
  };
  return (
    <div>
      <p data-testid="qty">{line.qty}</p>
      <p data-testid="units">{data.totalItems}</p>
      <p data-testid="subtotal">{data.totals.itemSubTotal}</p>
      <button type="button" onClick={() => removeItem(line).catch(fail)}>
        remove
      </button>
      <button type="button" onClick={() => change(3)}>
        three
      </button>
      <button type="button" onClick={() => change(9)}>
        nine
      </button>
      <p role="alert">{problem}</p>
    </div>
  );
}

function renderCart(lifecycle: CartLifecycle, fallbackData?: Cart) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CartView lifecycle={lifecycle} {...(fallbackData ? { fallbackData } : {})} />
    </SWRConfig>,
  );
}

describe('useCart', () => {
  it('shows the server-rendered cart without a request', async () => {
    const cart = fake.state.newCart([{ id: 'l1', productId: 'P1', qty: 2 }]);
    const lifecycle = createCartLifecycle({ api: testClient(), storage: memoryCartIdStorage(cart.id) });
    renderCart(lifecycle, cartJson(cart) as Cart);
    expect(screen.getByTestId('qty')).toHaveTextContent('2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.state.requests).toEqual([]);
  });

  it('reads nothing and creates no cart while not enabled', async () => {
    const lifecycle = createCartLifecycle({ api: testClient(), storage: memoryCartIdStorage() });
    function Paused() {
      const { data } = useCart(lifecycle, { enabled: false });
      return <p>{data ? 'cart' : 'no cart'}</p>;
    }
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Paused />
      </SWRConfig>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('no cart')).toBeInTheDocument();
    expect(fake.state.requests).toEqual([]);
  });

  it('reads the cart through the lifecycle when the server sent none', async () => {
    const cart = fake.state.newCart([{ id: 'l1', productId: 'P1', qty: 1 }]);
    const lifecycle = createCartLifecycle({ api: testClient(), storage: memoryCartIdStorage(cart.id) });
    renderCart(lifecycle);
    expect(await screen.findByTestId('qty')).toHaveTextContent('1');
    expect(fake.state.requests).toEqual([`getCart ${cart.id}`]);
  });
});

describe('useCartMutations: optimistic quantity', () => {
  it('shows the new quantity before the API answers, then keeps the answer', async () => {
    const cart = fake.state.newCart([{ id: 'l1', productId: 'P1', qty: 1 }]);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.put(`${API}/cart/v1/cart/:id/item`, async () => {
        await gate;
        cart.items[0]!.qty = 3;
        return HttpResponse.json(cartJson(cart));
      }),
    );
    const lifecycle = createCartLifecycle({ api: testClient(), storage: memoryCartIdStorage(cart.id) });
    renderCart(lifecycle, cartJson(cart) as Cart);
    act(() => screen.getByRole('button', { name: 'three' }).click());
    await waitFor(() => expect(screen.getByTestId('qty')).toHaveTextContent('3'));
    expect(screen.getByTestId('units')).toHaveTextContent('3');
    release();
    await waitFor(() => expect(fake.state.carts.get(cart.id)?.items[0]?.qty).toBe(3));
    expect(screen.getByTestId('qty')).toHaveTextContent('3');
  });

  it('rolls the quantity back when the API refuses it', async () => {
    const cart = fake.state.newCart([{ id: 'l1', productId: 'P1', qty: 2 }]);
    const lifecycle = createCartLifecycle({ api: testClient(), storage: memoryCartIdStorage(cart.id) });
    renderCart(lifecycle, cartJson(cart) as Cart);
    act(() => screen.getByRole('button', { name: 'nine' }).click());
    expect(await screen.findByText('INV700')).toBeInTheDocument();
    expect(screen.getByTestId('qty')).toHaveTextContent('2');
    expect(fake.state.carts.get(cart.id)?.items[0]?.qty).toBe(2);
  });

  it('withQuantity recomputes the row total and unit count', () => {
    const cart = cartJson({
      id: 'c',
      items: [
        { id: 'a', productId: 'A', qty: 1 },
        { id: 'b', productId: 'B', qty: 2 },
      ],
    }) as Cart;
    const next = withQuantity(cart, 'a', 4);
    expect(next.totalItems).toBe(6);
    expect(next.items[0]?.price?.rowTotal).toBe(40);
    expect(next.totals.itemSubTotal).toBe(60);
    expect(cart.items[0]?.qty).toBe(1);
    expect(cart.totals.itemSubTotal).toBe(30);
  });

  it('keeps the error out of the cache', async () => {
    server.use(http.put(`${API}/cart/v1/cart/:id/item`, () => HttpResponse.json(errorBody('GEN500'), { status: 500 })));
    const cart = fake.state.newCart([{ id: 'l1', productId: 'P1', qty: 2 }]);
    const lifecycle = createCartLifecycle({ api: testClient(), storage: memoryCartIdStorage(cart.id) });
    renderCart(lifecycle, cartJson(cart) as Cart);
    act(() => screen.getByRole('button', { name: 'three' }).click());
    expect(await screen.findByText('GEN500')).toBeInTheDocument();
    expect(screen.getByTestId('qty')).toHaveTextContent('2');
  });
});

describe('useCartMutations: optimistic removal', () => {
  it('takes the line out before the API answers, then keeps the answer', async () => {
    const cart = fake.state.newCart([{ id: 'l1', productId: 'P1', qty: 2 }]);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.delete(`${API}/cart/v1/item`, async () => {
        await gate;
        cart.items = [];
        return HttpResponse.json(cartJson(cart));
      }),
    );
    const lifecycle = createCartLifecycle({ api: testClient(), storage: memoryCartIdStorage(cart.id) });
    renderCart(lifecycle, cartJson(cart) as Cart);
    act(() => screen.getByRole('button', { name: 'remove' }).click());
    expect(await screen.findByText('Empty')).toBeInTheDocument();
    release();
    await waitFor(() => expect(fake.state.carts.get(cart.id)?.items).toEqual([]));
    expect(screen.getByText('Empty')).toBeInTheDocument();
  });

  it('puts the line back when the API refuses the removal', async () => {
    server.use(http.delete(`${API}/cart/v1/item`, () => HttpResponse.json(errorBody('GEN500'), { status: 500 })));
    const cart = fake.state.newCart([{ id: 'l1', productId: 'P1', qty: 2 }]);
    const lifecycle = createCartLifecycle({ api: testClient(), storage: memoryCartIdStorage(cart.id) });
    renderCart(lifecycle, cartJson(cart) as Cart);
    act(() => screen.getByRole('button', { name: 'remove' }).click());
    expect(await screen.findByText('GEN500')).toBeInTheDocument();
    expect(screen.getByTestId('qty')).toHaveTextContent('2');
    expect(screen.getByTestId('subtotal')).toHaveTextContent('20');
  });

  it('withoutItem drops the line, its units and its row total from the subtotal', () => {
    const cart = cartJson({
      id: 'c',
      items: [
        { id: 'a', productId: 'A', qty: 1 },
        { id: 'b', productId: 'B', qty: 2 },
      ],
    }) as Cart;
    const next = withoutItem(cart, 'b');
    expect(next.items.map((item) => item.id)).toEqual(['a']);
    expect(next.totalItems).toBe(1);
    expect(next.totals.itemSubTotal).toBe(10);
    expect(withoutItem(cart, 'missing')).toBe(cart);
    expect(cart.items).toHaveLength(2);
  });
});
