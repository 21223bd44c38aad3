// Test-only: an in-memory commerce API on msw for the lifecycle and hook tests. Not exported from the package.
import { createApiClient, type ApiClient } from '@switchback/api-client';
import { http, HttpResponse, type RequestHandler } from 'msw';

export const API = 'https://api.test';

export interface FakeLine {
  id: string;
  productId: string;
  upc?: string;
  qty: number;
  maxQty?: number;
}

export interface FakeCart {
  id: string;
  items: FakeLine[];
  notificationList?: unknown[];
}

/** An error body; several ids give one entry each, in order (commerce-api: a named id of §8, then its area code). */
export function errorBody(errorId: string | readonly string[], message = String(errorId)) {
  const ids = typeof errorId === 'string' ? [errorId] : errorId;
  return { appId: 'commerce-api', correlationId: 'corr-1', errorDetails: ids.map((id) => ({ errorId: id, message })) };
}

export function cartJson(cart: FakeCart) {
  const units = cart.items.reduce((sum, item) => sum + item.qty, 0);
  return {
    id: cart.id,
    currency: 'USD',
    totalItems: units,
    totals: { itemTotal: units * 10, total: units * 10, itemSubTotal: units * 10 },
    items: cart.items.map((item) => ({
      ...item,
      name: `Product ${item.productId}`,
      price: { current: 10, amount: 10, rowTotal: item.qty * 10 },
    })),
    notificationList: cart.notificationList ?? [],
  };
}

/** A server holding carts by id; `consumerCart` is what POST /cart/v1/cart answers (created on demand). */
export function createFakeCartServer() {
  const carts = new Map<string, FakeCart>();
  let next = 1;
  const state = {
    carts,
    consumerCartId: undefined as string | undefined,
    requests: [] as string[],
    newCart(items: FakeLine[] = []): FakeCart {
      const cart = { id: `cart-${next++}`, items };
      carts.set(cart.id, cart);
      return cart;
    },
  };
  const handlers: RequestHandler[] = [
    http.post(`${API}/cart/v1/cart`, () => {
      state.requests.push('createCart');
      let cart = state.consumerCartId ? carts.get(state.consumerCartId) : undefined;
      if (!cart) {
        cart = state.newCart();
        state.consumerCartId = cart.id;
      }
      return HttpResponse.json(cartJson(cart));
    }),
    http.get(`${API}/cart/v1/cart/:id`, ({ params, request }) => {
      const check = new URL(request.url).searchParams.get('inventorySupplyCheck');
      state.requests.push(check ? `getCart ${String(params.id)} supplyCheck` : `getCart ${String(params.id)}`);
      const cart = carts.get(String(params.id));
      return cart
        ? HttpResponse.json(cartJson(cart))
        : HttpResponse.json(errorBody('BSK404', 'Cart not found'), { status: 404 });
    }),
    http.post(`${API}/cart/v1/item`, async ({ request }) => {
      const body = (await request.json()) as FakeLine & { cartId: string };
      state.requests.push(`addItem ${body.cartId} ${body.productId}×${body.qty}`);
      const cart = carts.get(body.cartId);
      if (!cart) return HttpResponse.json(errorBody('BSK404', 'Cart not found'), { status: 404 });
      cart.items.push({
        id: `line-${next++}`,
        productId: body.productId,
        qty: body.qty,
        ...(body.upc ? { upc: body.upc } : {}),
      });
      return HttpResponse.json(cartJson(cart));
    }),
    http.put(`${API}/cart/v1/cart/:id/item`, async ({ params, request }) => {
      const body = (await request.json()) as { itemId: string; qty: number };
      state.requests.push(`updateItem ${String(params.id)} ${body.itemId}=${body.qty}`);
      const cart = carts.get(String(params.id));
      const line = cart?.items.find((item) => item.id === body.itemId);
      if (!cart || !line) return HttpResponse.json(errorBody('BSK404'), { status: 404 });
      if (body.qty > 5) return HttpResponse.json(errorBody('INV700', 'Not enough stock'), { status: 409 });
      line.qty = body.qty;
      return HttpResponse.json(cartJson(cart));
    }),
    http.delete(`${API}/cart/v1/item`, async ({ request }) => {
      const body = (await request.json()) as { cartId: string; itemId: string };
      state.requests.push(`removeItem ${body.cartId} ${body.itemId}`);
      const cart = carts.get(body.cartId);
      if (!cart || !cart.items.some((item) => item.id === body.itemId)) {
        return HttpResponse.json(errorBody('BSK404'), { status: 404 });
      }
      cart.items = cart.items.filter((item) => item.id !== body.itemId);
      return HttpResponse.json(cartJson(cart));
    }),
  ];
  return { state, handlers };
}

export function testClient(): ApiClient {
  return createApiClient({ baseUrl: API, identity: { siteId: 'sb-us', locale: 'en-us' } });
}
