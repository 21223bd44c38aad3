// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { installDialogStandIn, renderWithUser, setupMswServer } from '@switchback/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { createRoutesStub, Outlet, useLoaderData } from 'react-router';
import { SWRConfig } from 'swr';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cart as emptyCartJson } from '../../testing/commerceApiStub';
import { MiniCartDrawer } from './MiniCart';

// The mini cart reads and changes the cart through @switchback/cart/react's swr hooks, on the storefront's /api
// proxy (msw stands in for it here, as the browser sees it: relative to the page's origin).

beforeAll(() => installDialogStandIn());

interface Line {
  id: string;
  productId: string;
  upc: string;
  name: string;
  qty: number;
  price: number;
  maxQty?: number;
  employeeDiscount?: number;
}

let lines: Line[] = [];
let cartId: string | null = 'cart-1';
let requests: string[] = [];
let layoutLoads = 0;
/** Holds the answer of a change until released (the optimistic view is checked meanwhile). */
let gate: Promise<void> | null = null;

const PARKA: Line = { id: 'line-1', productId: 'SBJK1', upc: '100', name: 'Alpenglow Parka', qty: 1, price: 200 };
const BOOTS: Line = { id: 'line-2', productId: 'SBBT1', upc: '200', name: 'Ridge Boots', qty: 2, price: 50 };

function cartJson() {
  const units = lines.reduce((sum, line) => sum + line.qty, 0);
  const subtotal = lines.reduce((sum, line) => sum + line.qty * line.price, 0);
  return {
    ...emptyCartJson(cartId ?? 'none'),
    totalItems: units,
    totals: { ...emptyCartJson('x').totals, itemTotal: subtotal, itemSubTotal: subtotal, total: subtotal },
    items: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      upc: line.upc,
      name: line.name,
      qty: line.qty,
      ...(line.maxQty ? { maxQty: line.maxQty } : {}),
      price: { current: line.price, amount: line.price, rowTotal: line.price * line.qty },
      ...(line.employeeDiscount
        ? { productPromotions: [{ promotionId: 'EMPLOYEE_DISCOUNT', price: line.employeeDiscount }] }
        : {}),
    })),
  };
}

// What commerce-api answers when a line asks for more than the units left (the last ones are already in it).
const stockRefusal = () =>
  HttpResponse.json(
    {
      appId: 'commerce-api',
      correlationId: 'c',
      errorDetails: [{ errorId: 'INV406', message: 'Only 5 left in stock' }],
    },
    { status: 409 },
  );

const server = setupMswServer();

beforeEach(() => {
  lines = [{ ...PARKA }, { ...BOOTS }];
  cartId = 'cart-1';
  requests = [];
  layoutLoads = 0;
  gate = null;
  server.use(
    http.get('*/api/cart/v1/cart/:id', ({ params }) => {
      requests.push(`GET ${String(params['id'])}`);
      return HttpResponse.json(cartJson());
    }),
    http.put('*/api/cart/v1/cart/:id/item', async ({ params, request }) => {
      const body = (await request.json()) as { itemId: string; qty: number };
      requests.push(`PUT ${String(params['id'])} ${body.itemId}=${body.qty}`);
      await gate;
      const line = lines.find((entry) => entry.id === body.itemId);
      // Five of each in stock.
      if (!line || body.qty > 5) return stockRefusal();
      line.qty = body.qty;
      return HttpResponse.json(cartJson());
    }),
    http.delete('*/api/cart/v1/item', async ({ request }) => {
      const body = (await request.json()) as { cartId: string; itemId: string };
      requests.push(`DELETE ${body.cartId} ${body.itemId}`);
      await gate;
      if (!lines.some((entry) => entry.id === body.itemId))
        return HttpResponse.json(
          {
            appId: 'commerce-api',
            correlationId: 'c',
            errorDetails: [{ errorId: '4044', message: 'Unable to remove item from cart: it is not in the cart' }],
          },
          { status: 404 },
        );
      lines = lines.filter((entry) => entry.id !== body.itemId);
      return HttpResponse.json(cartJson());
    }),
  );
});

/** A page under the locale layout (route id `live`), whose loader hands on the cart's id and count like the shop's. */
function Layout() {
  const { cartCount } = useLoaderData<{ cartCount: number }>();
  const [open, setOpen] = useState(false);
  return (
    <>
      <p data-testid="header-count">{cartCount}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Open cart
      </button>
      <MiniCartDrawer open={open} onClose={() => setOpen(false)} />
      <Outlet />
    </>
  );
}

function renderShop() {
  const Stub = createRoutesStub([
    {
      id: 'live',
      path: '/:locale',
      loader: () => {
        layoutLoads += 1;
        return { cartId, siteId: 'sb-us', cartCount: lines.reduce((sum, line) => sum + line.qty, 0) };
      },
      Component: Layout,
      children: [{ path: 'c/jackets', Component: () => null }],
    },
  ]);
  // A cache of its own per test, as a fresh page has.
  return renderWithUser(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Stub initialEntries={['/en-us/c/jackets']} />
    </SWRConfig>,
  );
}

async function openCart(user: ReturnType<typeof renderWithUser>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Open cart' }));
  const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
  await waitFor(() => expect(within(drawer).getByRole('status')).not.toHaveTextContent('Loading'));
  return drawer;
}

const lineOf = (drawer: HTMLElement, name: string) =>
  within(drawer)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name))!;

describe('the mini cart through the cart hooks', () => {
  it('reads the cart through /api when it opens: lines, count and subtotal', async () => {
    const { user } = renderShop();
    const drawer = await openCart(user);
    expect(within(drawer).getByRole('status')).toHaveTextContent('3 items in your cart');
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(2);
    expect(within(drawer).getByText('Alpenglow Parka × 1')).toBeInTheDocument();
    expect(within(drawer).getByText('$300.00')).toBeInTheDocument();
    expect(requests).toEqual(['GET cart-1']);
  });

  it('shows a quantity step at once, sends it, and the header count follows', async () => {
    let release: () => void = () => undefined;
    gate = new Promise((resolve) => {
      release = resolve;
    });
    const { user } = renderShop();
    expect(await screen.findByTestId('header-count')).toHaveTextContent('3');
    const drawer = await openCart(user);
    const loadsBefore = layoutLoads;

    await user.click(within(drawer).getByRole('button', { name: 'Increase quantity of Alpenglow Parka' }));
    // Before commerce-api answers: the new quantity, its row total and the subtotal.
    expect(within(drawer).getByText('Alpenglow Parka × 2')).toBeInTheDocument();
    expect(within(drawer).getByRole('status')).toHaveTextContent('4 items in your cart');
    expect(within(drawer).getByText('$500.00')).toBeInTheDocument();
    expect(requests).toContain('PUT cart-1 line-1=2');

    release();
    await waitFor(() => expect(screen.getByTestId('header-count')).toHaveTextContent('4'));
    expect(layoutLoads).toBeGreaterThan(loadsBefore);
    expect(within(drawer).getByText('Alpenglow Parka × 2')).toBeInTheDocument();
  });

  it('rolls a refused quantity back and says why at the line', async () => {
    lines = [{ ...PARKA, qty: 5, maxQty: 9 }];
    const { user } = renderShop();
    const drawer = await openCart(user);

    await user.click(within(drawer).getByRole('button', { name: 'Increase quantity of Alpenglow Parka' }));
    const line = lineOf(drawer, 'Alpenglow Parka');
    expect(await within(line).findByRole('alert')).toHaveTextContent(
      'Only part of the quantity you chose is in stock.',
    );
    expect(within(line).getByText('Alpenglow Parka × 5')).toBeInTheDocument();
    expect(within(drawer).getByRole('status')).toHaveTextContent('5 items in your cart');
    expect(screen.getByTestId('header-count')).toHaveTextContent('5');
  });

  it('takes a removed line out at once, and shows the empty cart once the last one goes', async () => {
    let release: () => void = () => undefined;
    gate = new Promise((resolve) => {
      release = resolve;
    });
    const { user } = renderShop();
    const drawer = await openCart(user);

    await user.click(within(drawer).getByRole('button', { name: 'Remove Ridge Boots' }));
    expect(within(drawer).queryByText('Ridge Boots × 2')).toBeNull();
    expect(within(drawer).getByRole('status')).toHaveTextContent('1 item in your cart');
    release();
    await waitFor(() => expect(screen.getByTestId('header-count')).toHaveTextContent('1'));
    expect(requests).toContain('DELETE cart-1 line-2');

    await user.click(within(drawer).getByRole('button', { name: 'Remove Alpenglow Parka' }));
    expect(await within(drawer).findByText('Your cart is empty.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('header-count')).toHaveTextContent('0'));
    expect(within(drawer).queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('keeps the keyboard in the drawer: a step to the limit moves focus to the other step, a removal to the count', async () => {
    const { user } = renderShop();
    const drawer = await openCart(user);

    // − from 2 to 1 disables −: focus moves on to + of the same line instead of falling out of the drawer.
    within(drawer).getByRole('button', { name: 'Decrease quantity of Ridge Boots' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(drawer).findByText('Ridge Boots × 1')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Increase quantity of Ridge Boots' })).toHaveFocus(),
    );

    // The removed line takes its Remove button with it: focus goes to the count, which says what is left.
    within(drawer).getByRole('button', { name: 'Remove Ridge Boots' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(drawer).getByRole('status')).toHaveTextContent('1 item in your cart'));
    expect(within(drawer).getByRole('status')).toHaveFocus();
    await waitFor(() => expect(screen.getByTestId('header-count')).toHaveTextContent('1'));
    expect(within(drawer).getByRole('status')).toHaveFocus();
  });

  it('reads the cart again when it reopens (adds and the cart page change it without the hooks)', async () => {
    const { user } = renderShop();
    let drawer = await openCart(user);
    await user.keyboard('{Escape}');
    lines.push({ id: 'line-3', productId: 'SBTN1', upc: '300', name: 'Cirque Tent', qty: 1, price: 400 });

    drawer = await openCart(user);
    expect(await within(drawer).findByText('Cirque Tent × 1')).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('GET'))).toHaveLength(2);
  });

  it('brings the header count up to date when a reopening finds the cart changed elsewhere', async () => {
    const { user } = renderShop();
    expect(await screen.findByTestId('header-count')).toHaveTextContent('3');
    await openCart(user);
    await user.keyboard('{Escape}');
    // Another tab adds a tent: this page's header still says 3.
    lines.push({ id: 'line-3', productId: 'SBTN1', upc: '300', name: 'Cirque Tent', qty: 1, price: 400 });

    const drawer = await openCart(user);
    await waitFor(() => expect(within(drawer).getByRole('status')).toHaveTextContent('4 items in your cart'));
    await waitFor(() => expect(screen.getByTestId('header-count')).toHaveTextContent('4'));
  });

  it('reads the cart again after a refusal: a line removed in another tab goes, with no error and the count', async () => {
    const { user } = renderShop();
    const drawer = await openCart(user);
    // Another tab removes the boots while this drawer still shows them.
    lines = lines.filter((line) => line.id !== BOOTS.id);

    await user.click(within(drawer).getByRole('button', { name: 'Remove Ridge Boots' }));
    await waitFor(() => expect(requests).toContain('DELETE cart-1 line-2'));
    await waitFor(() => expect(screen.getByTestId('header-count')).toHaveTextContent('1'));
    await waitFor(() => expect(within(drawer).getByRole('status')).toHaveTextContent('1 item in your cart'));
    expect(within(drawer).queryByText('Ridge Boots × 2')).toBeNull();
    expect(within(drawer).queryByRole('alert')).toBeNull();
  });

  it('shows the empty cart without a request when the shopper has none', async () => {
    cartId = null;
    lines = [];
    const { user } = renderShop();
    const drawer = await openCart(user);
    expect(within(drawer).getByRole('status')).toHaveTextContent('Your cart is empty.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });

  it('names the employee discount of a discounted line, and says nothing of it on others', async () => {
    lines = [{ ...PARKA, price: 140, employeeDiscount: 60 }, { ...BOOTS }];
    const { user } = renderShop();
    const drawer = await openCart(user);
    expect(within(lineOf(drawer, 'Alpenglow Parka')).getByTestId('mini-cart-employee-discount')).toHaveTextContent(
      'Employee discount −$60.00',
    );
    expect(within(lineOf(drawer, 'Ridge Boots')).queryByTestId('mini-cart-employee-discount')).toBeNull();
  });
});
