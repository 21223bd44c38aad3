// Section 4: commerce-api's cart writes and order placement under load, straight at commerce-api (no storefront), each
// request on a guest's own token and basket as the storefront would send it.
import { randomUUID } from 'node:crypto';
import { load } from './load';
import type { ApiRow } from './results';

const BASKETS = 40;
const LINES_PER_BASKET = 5;
const ADDS_PER_LINE = 10;
const ORDERS = 50;
const PREPARE_CONCURRENCY = 5;

interface Variant {
  productId: string;
  upc: string;
  quantity: number;
}

interface Basket {
  token: string;
  cartId: string;
}

const ADDRESS = {
  firstName: 'Jamie',
  lastName: 'Walker',
  addressLine1: '1601 Wazee St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  country: 'US',
  phone: '3035550199',
  email: 'jamie.walker@example.com',
};

function client(apiUrl: string) {
  return async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const response = await fetch(apiUrl + path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
    return (await response.json()) as T;
  };
}

/** Runs `work` over `items` with at most `concurrency` at a time. */
async function pool<T, R>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

/**
 * Measures add-to-cart (POST /cart/v1/item), get-cart (GET /cart/v1/cart/{id}) and placement
 * (PUT /cart/v2/checkout/order) at `connections`, each for `seconds` (placement: `ORDERS` baskets made ready
 * beforehand, one per request).
 *
 * @example
 * const rows = await apiUnderLoad(stack.apiUrl, { connections: 10, seconds: 5 });
 */
export async function apiUnderLoad(
  apiUrl: string,
  { connections, seconds }: { connections: number; seconds: number },
  log: (line: string) => void = () => {},
): Promise<ApiRow[]> {
  const api = client(apiUrl);

  // Sizes with plenty in stock, from the live catalogue: each basket's lines stay within stock (adds to one line add up).
  const variants: Variant[] = [];
  for (const query of ['jacket', 'fleece', 'boot', 'shoe', 'pack']) {
    const search = await api<{ products: { id: string }[] }>(
      'GET',
      `/products/v2/search/productSearch?q=${query}&count=20`,
    );
    for (const { id } of search.products) {
      const details = await api<{
        maxQty?: number | null;
        variants: { upc: string; available: boolean; quantity: number }[];
      }>('GET', `/products/v2/products/${id}/details`);
      for (const variant of details.variants) {
        if (variant.available && variant.quantity >= ADDS_PER_LINE + 5 && (details.maxQty ?? Infinity) >= ADDS_PER_LINE)
          variants.push({ productId: id, upc: variant.upc, quantity: variant.quantity });
      }
    }
    if (variants.length >= LINES_PER_BASKET + ORDERS) break;
  }
  if (variants.length < LINES_PER_BASKET + 1)
    throw new Error(`only ${variants.length} sizes have ${ADDS_PER_LINE + 5} or more in stock`);
  const cartVariants = variants.slice(0, LINES_PER_BASKET);
  const orderVariants = variants.slice(LINES_PER_BASKET);

  const guest = async (): Promise<Basket> => {
    const { accessToken } = await api<{ accessToken: string }>('POST', '/token/v2/auth/token', { type: 'Guest' });
    const cart = await api<{ id: string }>('POST', '/cart/v1/cart', {}, accessToken);
    return { token: accessToken, cartId: cart.id };
  };
  const baskets = await pool(Array.from({ length: BASKETS }), PREPARE_CONCURRENCY, guest);
  const rows: ApiRow[] = [];

  // Add-to-cart: request i goes to basket i mod BASKETS; every BASKETS × ADDS_PER_LINE requests move on to the next
  // size, so no basket holds more than LINES_PER_BASKET lines and no line more than ADDS_PER_LINE units. Stops early
  // when that capacity is used up.
  const capacity = BASKETS * LINES_PER_BASKET * ADDS_PER_LINE;
  let sent = 0;
  let stop: () => void = () => {};
  let stopped = false;
  const warm = await guest();
  await load({
    url: `${apiUrl}/cart/v1/item`,
    method: 'POST',
    connections: 2,
    amount: ADDS_PER_LINE,
    headers: { authorization: `Bearer ${warm.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      cartId: warm.cartId,
      productId: cartVariants[0]!.productId,
      upc: cartVariants[0]!.upc,
      qty: 1,
    }),
  });
  const add = await load(
    {
      url: apiUrl,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/cart/v1/item',
          setupRequest: (request) => {
            const index = sent++;
            if (index >= capacity - connections && !stopped) {
              stopped = true;
              stop();
            }
            const basket = baskets[index % BASKETS]!;
            const variant = cartVariants[Math.floor(index / (BASKETS * ADDS_PER_LINE)) % LINES_PER_BASKET]!;
            return {
              ...request,
              headers: { authorization: `Bearer ${basket.token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ cartId: basket.cartId, productId: variant.productId, upc: variant.upc, qty: 1 }),
            };
          },
        },
      ],
    },
    (instance) => (stop = () => instance.stop()),
  );
  rows.push({
    name: 'addToCart',
    route: 'POST /cart/v1/item',
    connections,
    note: `${BASKETS} guest baskets in turn, up to ${LINES_PER_BASKET} lines each`,
    ...add,
  });
  log(`  api addToCart: ${add.requests} requests`);

  // Get-cart: the same baskets, now holding their lines, in turn.
  let read = 0;
  const get = await load({
    url: apiUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const basket = baskets[read++ % BASKETS]!;
          return {
            ...request,
            path: `/cart/v1/cart/${basket.cartId}`,
            headers: { authorization: `Bearer ${basket.token}` },
          };
        },
      },
    ],
  });
  rows.push({
    name: 'getCart',
    route: 'GET /cart/v1/cart/{id}',
    connections,
    note: `${BASKETS} guest baskets in turn`,
    ...get,
  });
  log(`  api getCart: ${get.requests} requests`);

  // Placement: ORDERS guest baskets made ready to place (an item, shipping address and method, a sandbox card,
  // billing address), then one placement each at `connections`.
  const ready = await pool(Array.from({ length: ORDERS }), PREPARE_CONCURRENCY, async (_, index) => {
    const basket = await guest();
    const variant = orderVariants[index % orderVariants.length] ?? cartVariants[0]!;
    await api(
      'POST',
      '/cart/v1/item',
      { cartId: basket.cartId, productId: variant.productId, upc: variant.upc, qty: 1 },
      basket.token,
    );
    await api('POST', `/cart/v2/cart/${basket.cartId}/shippingAddress`, { list: [ADDRESS] }, basket.token);
    await api(
      'POST',
      '/cart/v1/shippingMethod',
      { cartId: basket.cartId, shippingId: 'me', code: 'standard' },
      basket.token,
    );
    const card = await api<{ token: string }>('POST', '/payments/sandbox/v1/tokens', {
      number: '4242424242424242',
      expiryMonth: 12,
      expiryYear: new Date().getUTCFullYear() + 3,
      cvc: '123',
      holder: 'Jamie Walker',
    });
    await api(
      'POST',
      `/cart/v1/cart/${basket.cartId}/paymentInstruments`,
      { payment_method_id: 'CREDIT_CARD', payment_instrument_id: card.token },
      basket.token,
    );
    await api('POST', `/cart/v1/cart/${basket.cartId}/billingAddress`, ADDRESS, basket.token);
    return basket;
  });
  let placed = 0;
  const place = await load({
    url: apiUrl,
    connections,
    amount: ORDERS,
    requests: [
      {
        method: 'PUT',
        path: '/cart/v2/checkout/order',
        setupRequest: (request) => {
          const basket = ready[placed++ % ORDERS]!;
          return {
            ...request,
            headers: {
              authorization: `Bearer ${basket.token}`,
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({ cartId: basket.cartId, paymentMethod: { code: 'CREDIT_CARD' } }),
          };
        },
      },
    ],
  });
  rows.push({
    name: 'placeOrder',
    route: 'PUT /cart/v2/checkout/order',
    connections,
    note: `${ORDERS} guest baskets made ready beforehand, one placement each`,
    ...place,
  });
  log(`  api placeOrder: ${place.requests} requests`);
  return rows;
}
