import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { migrate } from '../db/migrate';
import { seedDatabase } from '../db/seedDatabase';
import type { PaymentProvider } from '../payments/PaymentProvider';
import { tokeniseCard } from '../payments/sandboxCards';
import { call, errorOf, guestSession } from '../testing/api';
import { createReopenableDatabase, createTestDatabase } from '../testing/testDatabase';
import type { ReopenableDatabase } from '../testing/testDatabase';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, publicUrl: 'http://shop.test' });
});
afterAll(() => database?.close());

type App = ReturnType<typeof createApp>;
interface Order {
  orderNumber: string;
  status: string;
  items: { lineNo: number; upc: string; qty: number; price: { amount: number; rowTotal: number } }[];
  totals: { total: number };
  flash: { type: string; action: { authorisationId: string; url: string } }[];
  events: { status: string }[];
}

const address = {
  firstName: 'Alex',
  lastName: 'Rivera',
  addressLine1: '1601 Wazee St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  country: 'US',
  phone: '3035550142',
  email: 'alex@example.com',
};
let keySerial = 0;
const newKey = () => `test-key-${process.pid}-${(keySerial += 1)}`;

async function stock(upc: string) {
  const [row] = await queryRows<{ quantity: number }>(
    database.db,
    sql`select quantity from inventory where upc = ${upc} and location_id = 'online'`,
  );
  return row?.quantity ?? 0;
}

/** A guest cart with one in-stock line, a delivery address, billing address and a card: ready to place. */
async function readyCart(target: App = app, card = '4242424242424242', qty = 1) {
  const { accessToken: token } = await guestSession(target);
  const [variant] = await queryRows<{ productId: string; upc: string }>(
    database.db,
    sql`select v.product_id as "productId", v.upc from product_variants v join products p on p.id = v.product_id
         join inventory i on i.upc = v.upc and i.location_id = 'online'
        where i.quantity >= 20 and p.max_qty is null and p.is_digital = false order by v.upc offset ${keySerial} limit 1`,
  );
  const cart = (await (
    await call(target, 'POST', '/cart/v1/item', {
      token,
      body: {
        cartId: ((await (await call(target, 'POST', '/cart/v1/cart', { token })).json()) as { id: string }).id,
        productId: variant?.productId,
        upc: variant?.upc,
        qty,
      },
    })
  ).json()) as { id: string };
  for (const [method, path, body] of [
    ['POST', `/cart/v2/cart/${cart.id}/shippingAddress`, { list: [address] }],
    ['POST', `/cart/v1/cart/${cart.id}/billingAddress`, address],
    [
      'POST',
      `/cart/v1/cart/${cart.id}/paymentInstruments`,
      { payment_method_id: 'CREDIT_CARD', payment_instrument_id: tokeniseCard(card) },
    ],
  ] as const) {
    const res = await call(target, method, path, { token, body });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  }
  return { token, cartId: cart.id, upc: variant?.upc as string };
}

const place = (
  token: string,
  cartId: string,
  key: string | undefined,
  extra: Record<string, unknown> = {},
  target: App = app,
) =>
  call(target, 'PUT', '/cart/v2/checkout/order', {
    token,
    headers: key ? { 'idempotency-key': key } : {},
    body: { cartId, paymentMethod: { code: 'CREDIT_CARD' }, ...extra },
  });

describe('an order to a collection point', () => {
  it('names the collection point it goes to; an order shipped home has none', async () => {
    const { token, cartId } = await readyCart();
    const [point] = await queryRows<{ name: string; city: string }>(
      database.db,
      sql`select name, city from stores where id = '9001' and kind = 'collectionPoint'`,
    );
    await call(app, 'POST', '/cart/v1/shippingMethod', {
      token,
      body: { cartId, shippingId: 'me', code: 'pudo', storeId: '9001' },
    });
    const order = (await (await place(token, cartId, newKey())).json()) as {
      orderNumber: string;
      shippingMethod: string;
      collectionPoint: unknown;
    };
    expect(order).toMatchObject({
      shippingMethod: 'pudo',
      collectionPoint: { id: '9001', name: point?.name, city: point?.city },
    });
    expect(
      await (await call(app, 'GET', `/consumers-v3/consumer/purchase/${order.orderNumber}`, { token })).json(),
    ).toMatchObject({ collectionPoint: { id: '9001', name: point?.name } });
    const home = await readyCart();
    expect(await (await place(home.token, home.cartId, newKey())).json()).toMatchObject({
      shippingMethod: 'standard',
      collectionPoint: null,
    });
  });
});

describe('POST /cart/v1/cart/prepareOrder', () => {
  it('names what is missing, then answers the cart ready to place', async () => {
    const { accessToken: token } = await guestSession(app);
    const cart = (await (await call(app, 'POST', '/cart/v1/cart', { token })).json()) as { id: string };
    expect(
      await errorOf(await call(app, 'POST', '/cart/v1/cart/prepareOrder', { token, body: { basketId: cart.id } })),
    ).toMatchObject({ status: 409, errorId: 'ORD430' });
    const ready = await readyCart();
    const res = await call(app, 'POST', '/cart/v1/cart/prepareOrder', {
      token: ready.token,
      body: { basketId: ready.cartId },
    });
    expect(await res.json()).toMatchObject({ id: ready.cartId, readyToPlace: true, orderEmail: 'alex@example.com' });
  });
});

describe('fulfilment changes before placement', () => {
  it('answers ORD518 when the pickup store ran out but the warehouse can ship there', async () => {
    const { token, cartId } = await readyCart();
    const [stocked] = await queryRows<{ productId: string; upc: string }>(
      database.db,
      sql`select v.product_id as "productId", v.upc from inventory i join product_variants v on v.upc = i.upc join products p on p.id = v.product_id
           join inventory o on o.upc = v.upc and o.location_id = 'online'
           where i.location_id = '1004' and i.quantity >= 1 and o.quantity >= 3 and p.max_qty is null order by v.upc limit 1`,
    );
    await call(app, 'POST', '/cart/v1/item', {
      token,
      body: { cartId, productId: stocked?.productId, upc: stocked?.upc, storeId: '1004' },
    });
    await database.db.execute(
      sql`update inventory set quantity = 0 where upc = ${stocked?.upc} and location_id = '1004'`,
    );
    expect(
      await errorOf(await call(app, 'POST', '/cart/v1/cart/prepareOrder', { token, body: { basketId: cartId } })),
    ).toMatchObject({ status: 409, errorId: 'ORD518' });
  });
});

describe('PUT /cart/v2/checkout/order', () => {
  it('places the order, takes the stock, resets the cart and shows in the purchase history', async () => {
    const { token, cartId, upc } = await readyCart();
    const before = await stock(upc);
    const res = await place(token, cartId, newKey(), { botResponse: 'ok' });
    expect(res.status).toBe(201);
    const order = (await res.json()) as Order;
    expect(order).toMatchObject({ orderNumber: expect.stringMatching(/^SB\d{8}$/), status: 'confirmed', flash: [] });
    expect(order).not.toHaveProperty('orderNo'); // spec §3 names the field orderNumber
    expect(await stock(upc)).toBe(before - 1);
    const next = (await (await call(app, 'POST', '/cart/v1/cart', { token })).json()) as {
      id: string;
      items: unknown[];
    };
    expect(next.id).not.toBe(cartId);
    expect(next.items).toEqual([]);
    const history = (await (
      await call(app, 'POST', '/consumers-v3/consumer/purchasehistory', { token, body: {} })
    ).json()) as { total: number; orders: { orderNumber: string }[] };
    expect(history).toMatchObject({ total: 1, orders: [{ orderNumber: order.orderNumber }] });
    const detail = (await (
      await call(app, 'GET', `/consumers-v3/consumer/purchase/${order.orderNumber}`, { token })
    ).json()) as Order;
    expect(detail.items[0]?.upc).toBe(upc);
    expect(detail.items[0]?.price).toMatchObject({ amount: expect.any(Number), rowTotal: expect.any(Number) }); // the cart line's price object (spec §3)
  });

  it("answers each line's row before the order's discount (what the subtotal adds) and after it (what was paid)", async () => {
    const { token, cartId } = await readyCart(app, '4242424242424242', 2);
    const coupon = await call(app, 'PUT', '/cart/v1/coupon', { token, body: { cartId, code: 'AUTUMN10' } });
    expect(coupon.status).toBe(200);
    const res = await place(token, cartId, newKey(), { botResponse: 'ok' });
    expect(res.status).toBe(201);
    const order = (await res.json()) as Order & {
      items: { qty: number; price: { current: number; rowTotal: number; priceAfterOrderDiscount: number } }[];
      totals: { subtotal?: number };
    };
    const [line] = order.items;
    expect(line?.price.rowTotal).toBeCloseTo((line?.price.current ?? 0) * 2, 2);
    // 10 % off the order.
    expect(line?.price.priceAfterOrderDiscount).toBeCloseTo((line?.price.rowTotal ?? 0) * 0.9, 1);
  });

  it('keeps the name the product has in the catalogue (English), whatever language the shopper placed it in', async () => {
    const { token, cartId, upc } = await readyCart();
    const res = await call(app, 'PUT', '/cart/v2/checkout/order', {
      token,
      headers: { 'idempotency-key': newKey(), 'x-locale': 'fr_CA' },
      body: { cartId, paymentMethod: { code: 'CREDIT_CARD' } },
    });
    expect(res.status).toBe(201);
    const { orderNumber } = (await res.json()) as Order;
    const [row] = await queryRows<{ stored: string; catalogue: string }>(
      database.db,
      sql`select oi.name as stored, p.name as catalogue from order_items oi join products p on p.id = oi.product_id
           where oi.order_no = ${orderNumber} and oi.upc = ${upc}`,
    );
    expect(row?.stored).toBe(row?.catalogue);
  });

  it('needs an idempotency key and a passing bot check', async () => {
    const { token, cartId } = await readyCart();
    expect(await errorOf(await place(token, cartId, undefined))).toMatchObject({ status: 400, errorId: 'API400' });
    expect(await errorOf(await place(token, cartId, newKey(), { botResponse: 'fail-bot' }))).toMatchObject({
      status: 403,
      errorId: 'AUT403',
    });
    expect(await errorOf(await place(token, cartId, newKey(), { shipTo: 'x' }))).toMatchObject({
      status: 400,
      errorId: 'API400',
    });
  });

  it('answers a repeated key with the same order, and refuses the key with another body', async () => {
    const { token, cartId } = await readyCart();
    const key = newKey();
    const first = (await (await place(token, cartId, key)).json()) as Order;
    const again = await place(token, cartId, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(((await again.json()) as Order).orderNumber).toBe(first.orderNumber);
    expect(await errorOf(await place(token, cartId, key, { paymentMethod: { code: 'PAYPAL' } }))).toMatchObject({
      status: 422,
    });
  });

  it('makes one order of two simultaneous submits with the same key, and refuses a second key on an ordered cart', async () => {
    const { token, cartId, upc } = await readyCart();
    const before = await stock(upc);
    const key = newKey();
    const responses = await Promise.all([place(token, cartId, key), place(token, cartId, key)]);
    expect(responses.map((res) => res.status).sort()).toEqual([200, 201]);
    const numbers = await Promise.all(responses.map(async (res) => ((await res.json()) as Order).orderNumber));
    expect(numbers[0]).toBe(numbers[1]);
    const [count] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from orders where cart_id = ${cartId}`,
    );
    expect(count?.n).toBe(1);
    expect(await stock(upc)).toBe(before - 1);
    expect(await errorOf(await place(token, cartId, newKey()))).toMatchObject({ status: 409, errorId: 'ORD409' });
  });

  it('writes nothing when placement fails half-way: declined card, or a provider that breaks', async () => {
    const declined = await readyCart(app, '4000000000000002');
    const before = await stock(declined.upc);
    expect(await errorOf(await place(declined.token, declined.cartId, newKey()))).toMatchObject({
      status: 402,
      errorIds: ['PAYMENT_ERROR', 'PYT300'],
    });
    expect(await stock(declined.upc)).toBe(before);
    const broken: PaymentProvider = {
      authorise: () => {
        throw new Error('provider timed out');
      },
      verifyChallenge: () => false,
    };
    const brokenApp = createApp({ db: database.db, payments: broken, log: () => {} });
    const ready = await readyCart(brokenApp);
    const stockBefore = await stock(ready.upc);
    expect(await errorOf(await place(ready.token, ready.cartId, newKey(), {}, brokenApp))).toMatchObject({
      status: 500,
      errorId: 'GEN500',
    });
    const [orders] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from orders where cart_id = ${ready.cartId}`,
    );
    const [cart] = await queryRows<{ status: string }>(
      database.db,
      sql`select status from carts where id = ${ready.cartId}`,
    );
    expect({ orders: orders?.n, cart: cart?.status, stock: await stock(ready.upc) }).toEqual({
      orders: 0,
      cart: 'active',
      stock: stockBefore,
    });
  });

  it('answers a sold-out line with SOME_PRODUCTS_NO_INVENTORY then INV700 and leaves the cart as it was', async () => {
    const { token, cartId, upc } = await readyCart();
    await database.db.execute(sql`update inventory set quantity = 0 where upc = ${upc} and location_id = 'online'`);
    expect(await errorOf(await place(token, cartId, newKey()))).toMatchObject({
      status: 409,
      errorIds: ['SOME_PRODUCTS_NO_INVENTORY', 'INV700'],
    });
    await database.db.execute(sql`update inventory set quantity = 20 where upc = ${upc} and location_id = 'online'`);
  });
});

describe('3-D Secure (PATCH /cart/v2/checkout/order/{orderNumber})', () => {
  it('asks for a challenge on the 3220 card, then confirms the order with the challenge result', async () => {
    const { token, cartId } = await readyCart(app, '4000000000003220');
    const order = (await (await place(token, cartId, newKey())).json()) as Order;
    expect(order.status).toBe('pending_payment');
    expect(order.flash[0]).toMatchObject({
      type: 'PaymentNotAuthorized',
      action: { url: expect.stringMatching(/^http:\/\/shop\.test\/payments\/sandbox\/v1\/challenge\/pay_/) },
    });
    const challengePage = await call(app, 'GET', new URL(order.flash[0]?.action.url ?? '').pathname);
    expect(await challengePage.text()).toMatch(/Authenticate/);
    const { challengeResult } = (await (
      await call(app, 'POST', `/payments/sandbox/v1/challenge/${order.flash[0]?.action.authorisationId}`, {
        body: { outcome: 'authenticate' },
      })
    ).json()) as { challengeResult: string };
    expect(
      await errorOf(
        await call(app, 'PATCH', `/cart/v2/checkout/order/${order.orderNumber}`, {
          token,
          body: { paymentMethod: { challengeResult: 'forged' } },
        }),
      ),
    ).toMatchObject({ status: 402, errorId: 'PAY401' });
    // A failed attempt fails the order for good (the client starts again with a new cart).
    const retry = await readyCart(app, '4000000000003220');
    const second = (await (await place(retry.token, retry.cartId, newKey())).json()) as Order;
    const result = (await (
      await call(app, 'POST', `/payments/sandbox/v1/challenge/${second.flash[0]?.action.authorisationId}`, {
        body: { outcome: 'authenticate' },
      })
    ).json()) as { challengeResult: string };
    const confirmed = await call(app, 'PATCH', `/cart/v2/checkout/order/${second.orderNumber}`, {
      token: retry.token,
      body: { paymentMethod: { challengeResult: result.challengeResult, cardType: 'VISA' } },
    });
    expect(((await confirmed.json()) as Order).status).toBe('confirmed');
    expect(challengeResult).toMatch(/^[\w-]{20,}$/);
  });

  it('gives the stock back when authentication fails', async () => {
    const { token, cartId, upc } = await readyCart(app, '4000000000003220');
    const before = await stock(upc);
    const order = (await (await place(token, cartId, newKey())).json()) as Order;
    expect(await stock(upc)).toBe(before - 1);
    await call(app, 'POST', `/payments/sandbox/v1/challenge/${order.flash[0]?.action.authorisationId}`, {
      body: { outcome: 'fail' },
    });
    expect(
      await errorOf(
        await call(app, 'PATCH', `/cart/v2/checkout/order/${order.orderNumber}`, {
          token,
          body: { paymentMethod: { challengeResult: 'failed' } },
        }),
      ),
    ).toMatchObject({ errorId: 'PAY401' });
    expect(await stock(upc)).toBe(before);
    const detail = (await (
      await call(app, 'GET', `/consumers-v3/consumer/purchase/${order.orderNumber}`, { token })
    ).json()) as Order;
    expect(detail.status).toBe('failed');
  });
});

describe('after the order: track, invoice, cancel, return label', () => {
  it('tracks by owner or e-mail, cancels with stock returned, and issues return labels', async () => {
    const { token, cartId, upc } = await readyCart(app, '4242424242424242', 3);
    const order = (await (await place(token, cartId, newKey())).json()) as Order;
    const stranger = (await guestSession(app)).accessToken;
    expect(
      await errorOf(
        await call(app, 'POST', '/consumers-v3/consumer/TrackOrder', {
          token: stranger,
          body: { orderNo: order.orderNumber },
        }),
      ),
    ).toMatchObject({ status: 404, errorId: 'OHS4004' });
    const tracked = await call(app, 'POST', '/consumers-v3/consumer/TrackOrder', {
      token: stranger,
      body: { orderNo: order.orderNumber, email: 'ALEX@example.com' },
    });
    const trackedOrder = (await tracked.json()) as Order;
    expect(trackedOrder.orderNumber).toBe(order.orderNumber);
    expect(trackedOrder.events.map((e) => e.status)).toEqual(['placed', 'confirmed']);
    expect(
      await errorOf(
        await call(app, 'GET', `/consumers-v3/consumer/purchase/${order.orderNumber}`, { token: stranger }),
      ),
    ).toMatchObject({ status: 404, errorId: 'ORD404' });
    const invoice = await call(app, 'POST', '/consumers-v3/consumer/purchase/invoice/download', {
      token,
      body: { orderNo: order.orderNumber },
    });
    expect(await invoice.text()).toMatch(new RegExp(`invoice ${order.orderNumber}`));
    const label = await call(app, 'POST', `/consumers-v3/consumer/return/${order.orderNumber}/returnLabel`, {
      token,
      body: { items: [{ lineNo: 1, qty: 2 }] },
    });
    expect(await label.json()).toMatchObject({
      orderNumber: order.orderNumber,
      trackingNumber: expect.stringMatching(/^1ZSB/),
    });
    expect(
      await errorOf(
        await call(app, 'POST', `/consumers-v3/consumer/return/${order.orderNumber}/returnLabel`, {
          token,
          body: { items: [{ lineNo: 1, qty: 2 }] },
        }),
      ),
    ).toMatchObject({ status: 409, errorId: 'RTN500' });
    const before = await stock(upc);
    const cancelled = (await (
      await call(app, 'POST', '/consumers-v3/consumer/CancelOrder', { token, body: { orderNo: order.orderNumber } })
    ).json()) as Order;
    expect(cancelled.status).toBe('cancelled');
    expect(await stock(upc)).toBe(before + 3);
    expect(
      await errorOf(
        await call(app, 'POST', '/consumers-v3/consumer/CancelOrder', { token, body: { orderNo: order.orderNumber } }),
      ),
    ).toMatchObject({ status: 409, errorId: 'ORD409' });
  });
});

describe('digital gift cards', () => {
  it('need no delivery address; once paid the card is e-mailed to its recipient, can be sent again and spent', async () => {
    const { accessToken: token } = await guestSession(app);
    const [card] = await queryRows<{ productId: string; upc: string }>(
      database.db,
      sql`select v.product_id as "productId", v.upc from product_variants v join products p on p.id = v.product_id where p.is_digital order by v.upc limit 1`,
    );
    const giftOption = { to: 'Robin', email: 'Robin.Friend@example.com', message: 'Happy trails!' };
    const cart = (await (
      await call(app, 'POST', '/cart/v1/cartWithItem', {
        token,
        body: { productId: card?.productId, upc: card?.upc, customAmount: 35, giftOption },
      })
    ).json()) as { id: string };
    await call(app, 'POST', `/cart/v1/cart/${cart.id}/billingAddress`, { token, body: address });
    // Paid with PayPal: the sandbox's approval page hands back a token for this cart and amount.
    const session = (await (
      await call(
        app,
        'GET',
        `/cart/v1/paymentSession?paymentMethodId=PAYPAL&basketId=${cart.id}&referer=${encodeURIComponent('http://shop.test/en-us/checkout')}`,
        { token },
      )
    ).json()) as { sessionId: string };
    const approved = await app.request('/payments/sandbox/v1/paypal', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session: session.sessionId, decision: 'approve' }).toString(),
    });
    const approval = new URL(approved.headers.get('location') ?? '').searchParams.get('paypalToken') ?? '';
    await call(app, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
      token,
      body: { payment_method_id: 'PAYPAL', payment_instrument_id: approval },
    });
    const res = await place(token, cart.id, newKey(), { paymentMethod: { code: 'PAYPAL' } });
    const order = (await res.json()) as Order & {
      totals: { total: number };
      items: { fulfilment: string; giftOption: unknown; customAmount: number }[];
    };
    expect(res.status).toBe(201);
    expect(order.totals.total).toBe(35);
    expect(order.items[0]).toMatchObject({ fulfilment: 'digital', giftOption, customAmount: 35 });

    // The gift-card e-mail went to the recipient (lower-cased), with the card's number, PIN and the buyer's message.
    const emails = await queryRows<{
      recipient: string;
      payload: { orderNo: string; amount: number; number: string; pin: string; to: string; message: string };
    }>(
      database.db,
      sql`select recipient, payload from outbound_messages where kind = 'gift_card_email' and payload->>'orderNo' = ${order.orderNumber}`,
    );
    expect(emails).toHaveLength(1);
    const email = emails[0];
    expect(email).toMatchObject({
      recipient: 'robin.friend@example.com',
      payload: { amount: 35, to: 'Robin', message: 'Happy trails!' },
    });
    expect(email?.payload.number).toMatch(/^\d{16}$/);
    expect(email?.payload.pin).toMatch(/^\d{4}$/);
    const balance = await call(app, 'POST', '/cart/v1/giftcard/balance', {
      token,
      body: { cardNumber: email?.payload.number, pin: email?.payload.pin },
    });
    expect(await balance.json()).toMatchObject({
      balance: 35,
      currency: 'USD',
      lastFour: email?.payload.number.slice(-4),
    });

    // Sent again to another address: the same card.
    const resent = await call(app, 'POST', '/consumers-v3/consumer/resendGiftCardEmail', {
      token,
      body: { orderNo: order.orderNumber, email: 'friend@example.com' },
    });
    expect(await resent.json()).toMatchObject({
      orderNumber: order.orderNumber,
      resent: [1],
      recipient: 'friend@example.com',
    });
    const [again] = await queryRows<{ number: string }>(
      database.db,
      sql`select payload->>'number' as number from outbound_messages where recipient = 'friend@example.com' and kind = 'gift_card_email'`,
    );
    expect(again?.number).toBe(email?.payload.number);

    // Spent on a later order: the balance pays part of it.
    const next = await readyCart();
    const applied = await call(app, 'POST', `/cart/v1/cart/${next.cartId}/paymentInstruments`, {
      token: next.token,
      body: { payment_method_id: 'GIFT_CARD', giftCard: { number: email?.payload.number, pin: email?.payload.pin } },
    });
    expect(applied.status).toBe(200);
    const paid = (await (await place(next.token, next.cartId, newKey())).json()) as {
      payment: { giftCards: { amount: number }[] };
    };
    expect(paid.payment.giftCards).toEqual([{ lastFour: email?.payload.number.slice(-4), amount: 35 }]);
    expect(
      await (
        await call(app, 'POST', '/cart/v1/giftcard/balance', {
          token,
          body: { cardNumber: email?.payload.number, pin: email?.payload.pin },
        })
      ).json(),
    ).toMatchObject({ balance: 0 });
  });

  it('refuses an amount outside 10–500 with INV407, and a custom amount on other products', async () => {
    const { accessToken: token } = await guestSession(app);
    const [card] = await queryRows<{ productId: string; upc: string }>(
      database.db,
      sql`select v.product_id as "productId", v.upc from product_variants v join products p on p.id = v.product_id where p.is_digital order by v.upc limit 1`,
    );
    for (const customAmount of [5, 501]) {
      expect(
        await errorOf(
          await call(app, 'POST', '/cart/v1/cartWithItem', {
            token,
            body: { productId: card?.productId, upc: card?.upc, customAmount },
          }),
        ),
      ).toMatchObject({ status: 400, errorId: 'INV407' });
    }
  });

  it('the outbox call exists only when test routes are on', async () => {
    await database.db.execute(
      sql`insert into outbound_messages (kind, recipient, payload) values ('gift_card_email', 'outbox.reader@example.com', '{"number":"6035000011112222"}')`,
    );
    expect((await app.request('/testing/v1/outbox?recipient=outbox.reader@example.com')).status).toBe(404);
    const testing = createApp({ db: database.db, publicUrl: 'http://shop.test', testRoutes: true });
    const res = await testing.request('/testing/v1/outbox?recipient=Outbox.Reader@example.com&kind=gift_card_email');
    expect(await res.json()).toMatchObject({
      messages: [
        { kind: 'gift_card_email', recipient: 'outbox.reader@example.com', payload: { number: '6035000011112222' } },
      ],
    });
    expect(await errorOf(await testing.request('/testing/v1/outbox?recipient=nobody'))).toMatchObject({
      status: 400,
      errorId: 'API400',
    });
  });
});

describe('a restart', () => {
  let store: ReopenableDatabase | undefined;
  afterAll(() => store?.dispose());

  it('keeps carts with their lines and placed orders', async () => {
    store = await createReopenableDatabase();
    const first = await store.open();
    await migrate(first.db);
    await seedDatabase(first.db);
    let reopened = createApp({ db: first.db });
    const { accessToken: token } = await guestSession(reopened);
    const cart = (await (await call(reopened, 'POST', '/cart/v1/cart', { token })).json()) as { id: string };
    const [variant] = await queryRows<{ productId: string; upc: string }>(
      first.db,
      sql`select v.product_id as "productId", v.upc from product_variants v join inventory i on i.upc = v.upc and i.location_id = 'online' join products p on p.id = v.product_id where i.quantity >= 5 and p.max_qty is null order by v.upc limit 1`,
    );
    await call(reopened, 'POST', '/cart/v1/item', {
      token,
      body: { cartId: cart.id, productId: variant?.productId, upc: variant?.upc, qty: 2 },
    });
    await call(reopened, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, { token, body: { list: [address] } });
    await call(reopened, 'POST', `/cart/v1/cart/${cart.id}/billingAddress`, { token, body: address });
    await call(reopened, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
      token,
      body: { payment_method_id: 'CREDIT_CARD', payment_instrument_id: 'sandbox_tok_visa_4242' },
    });
    const order = (await (await place(token, cart.id, 'restart-key-1', {}, reopened)).json()) as Order;
    const second = (await (await call(reopened, 'POST', '/cart/v1/cart', { token })).json()) as { id: string };
    await call(reopened, 'POST', '/cart/v1/item', {
      token,
      body: { cartId: second.id, productId: variant?.productId, upc: variant?.upc },
    });
    await first.close();

    const again = await store.open();
    try {
      reopened = createApp({ db: again.db });
      const history = (await (
        await call(reopened, 'POST', '/consumers-v3/consumer/purchasehistory', { token })
      ).json()) as { orders: { orderNumber: string }[] };
      expect(history.orders.map((o) => o.orderNumber)).toEqual([order.orderNumber]);
      const kept = (await (await call(reopened, 'GET', `/cart/v1/cart/${second.id}`, { token })).json()) as {
        items: { upc: string }[];
      };
      expect(kept.items.map((i) => i.upc)).toEqual([variant?.upc]);
      const replay = await place(token, cart.id, 'restart-key-1', {}, reopened);
      expect(((await replay.json()) as Order).orderNumber).toBe(order.orderNumber);
    } finally {
      await again.close();
    }
  }, 180_000); // Opens an on-disk database twice, each time migrated and seeded: minutes on two busy cores.
});
