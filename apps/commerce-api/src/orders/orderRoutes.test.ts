import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { DEMO_PASSWORD } from '../consumer/demoAccounts';
import type { DatabaseHandle } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { tokeniseCard } from '../payments/sandboxCards';
import { call, errorOf } from '../testing/api';
import { registeredSession } from '../testing/registeredSession';
import { createTestDatabase } from '../testing/testDatabase';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, publicUrl: 'http://shop.test' });
});
afterAll(() => database?.close());

const address = {
  firstName: 'Alex',
  lastName: 'Rivera',
  addressLine1: '1601 Wazee St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  country: 'US',
  phone: '3035550142',
  email: 'alex.rivera@example.com',
};

/** Places a one-line card order as a signed-in demo account and answers its number. */
async function placeOrder(token: string, qty = 2): Promise<string> {
  const [variant] = await queryRows<{ productId: string; upc: string }>(
    database.db,
    sql`select v.product_id as "productId", v.upc from product_variants v join products p on p.id = v.product_id
         join inventory i on i.upc = v.upc and i.location_id = 'online'
        where i.quantity >= 20 and p.max_qty is null and p.is_digital = false order by v.upc limit 1`,
  );
  const created = (await (await call(app, 'POST', '/cart/v1/cart', { token })).json()) as { id: string };
  const steps = [
    ['POST', '/cart/v1/item', { cartId: created.id, productId: variant?.productId, upc: variant?.upc, qty }],
    ['POST', `/cart/v2/cart/${created.id}/shippingAddress`, { list: [address] }],
    ['POST', `/cart/v1/cart/${created.id}/billingAddress`, address],
    [
      'POST',
      `/cart/v1/cart/${created.id}/paymentInstruments`,
      { payment_method_id: 'CREDIT_CARD', payment_instrument_id: tokeniseCard('4242424242424242') },
    ],
  ] as const;
  for (const [method, path, body] of steps) {
    const res = await call(app, method, path, { token, body });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  }
  const placed = await call(app, 'PUT', '/cart/v2/checkout/order', {
    token,
    headers: { 'idempotency-key': `order-routes-${Date.now()}-${Math.random()}` },
    body: { cartId: created.id, paymentMethod: { code: 'CREDIT_CARD' } },
  });
  if (placed.status !== 201) throw new Error(`place: ${placed.status} ${await placed.text()}`);
  return ((await placed.json()) as { orderNumber: string }).orderNumber;
}

describe('a saved card applied to a cart', () => {
  it('shows in the cart by type and last four digits, without the provider token the saved card keeps', async () => {
    const alex = (await registeredSession(app, 'alex.rivera@example.com', DEMO_PASSWORD)).accessToken;
    const saved = (await (
      await call(app, 'GET', '/consumers-v3/consumer/payment_instruments?method=CREDIT_CARD', { token: alex })
    ).json()) as {
      payment_instruments: { payment_instrument_id: string }[];
    };
    const [card] = saved.payment_instruments;
    expect(card).toBeDefined();
    const created = (await (await call(app, 'POST', '/cart/v1/cart', { token: alex })).json()) as { id: string };
    const added = await call(app, 'POST', `/cart/v1/cart/${created.id}/paymentInstruments`, {
      token: alex,
      body: { payment_method_id: 'CREDIT_CARD', payment_instrument_id: card!.payment_instrument_id },
    });
    expect(added.status).toBe(200);
    const cart = await (await call(app, 'GET', `/cart/v1/cart/${created.id}`, { token: alex })).text();
    expect(JSON.parse(cart)).toMatchObject({
      payment_instruments: [
        expect.objectContaining({ payment_method_id: 'CREDIT_CARD', cardType: 'VISA', lastFour: '4242' }),
      ],
    });
    expect(cart).not.toMatch(/cardToken|sandbox_tok/);
  });
});

describe('GET /consumers-v3/consumer/purchase/{orderNo}', () => {
  it('shows the card that paid by type and last four digits, never the provider token or the saved instrument id', async () => {
    const alex = (await registeredSession(app, 'alex.rivera@example.com', DEMO_PASSWORD)).accessToken;
    const orderNo = await placeOrder(alex, 1);
    const res = await call(app, 'GET', `/consumers-v3/consumer/purchase/${orderNo}`, { token: alex });
    expect(res.status).toBe(200);
    const text = await res.text();
    const order = JSON.parse(text) as {
      payment: Record<string, unknown>;
      paymentMethod: { code: string; additionalData: Record<string, unknown> }[];
    };
    expect(order.payment).toMatchObject({ method: 'CREDIT_CARD', cardType: 'VISA', lastFour: '4242' });
    expect(order.paymentMethod).toEqual([
      expect.objectContaining({
        code: 'CREDIT_CARD',
        additionalData: expect.objectContaining({ cardType: 'VISA', lastFour: '4242' }),
      }),
    ]);
    expect(text).not.toMatch(/cardToken|savedInstrumentId|sandbox_tok/);
  });
});

describe('POST /consumers-v3/consumer/purchase/invoice/download', () => {
  it('answers JSON with the invoice document, its file name and type, for the owner only', async () => {
    const alex = (await registeredSession(app, 'alex.rivera@example.com', DEMO_PASSWORD)).accessToken;
    const sam = (await registeredSession(app, 'sam.patel@example.com', DEMO_PASSWORD)).accessToken;
    const orderNo = await placeOrder(alex);

    const res = await call(app, 'POST', '/consumers-v3/consumer/purchase/invoice/download', {
      token: alex,
      body: { orderNo },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const invoice = (await res.json()) as {
      orderNumber: string;
      fileName: string;
      contentType: string;
      content: string;
      total: number;
      currency: string;
    };
    expect(invoice).toMatchObject({
      orderNumber: orderNo,
      fileName: `invoice-${orderNo}.txt`,
      contentType: 'text/plain; charset=utf-8',
      currency: 'USD',
    });
    expect(invoice.content).toContain(`Switchback invoice ${orderNo}`);
    expect(invoice.content).toContain('Bill to: Alex Rivera, 1601 Wazee St, Denver 80202 US');
    expect(invoice.content).toMatch(/^2 x .+ {2}\d+\.\d{2} USD$/m);
    expect(invoice.content).toContain(`Total: ${invoice.total.toFixed(2)} USD`);
    expect(invoice.content).toContain(`Paid with VISA ending 4242: ${invoice.total.toFixed(2)} USD`);

    // Someone else's order looks like a missing one; a malformed number is refused before any lookup.
    expect(
      await errorOf(
        await call(app, 'POST', '/consumers-v3/consumer/purchase/invoice/download', { token: sam, body: { orderNo } }),
      ),
    ).toMatchObject({ status: 404, errorId: 'ORD404' });
    expect(
      await errorOf(
        await call(app, 'POST', '/consumers-v3/consumer/purchase/invoice/download', {
          token: alex,
          body: { orderNo: 'nope' },
        }),
      ),
    ).toMatchObject({ status: 400 });
  });

  it('keeps the invoice of a paid order that was cancelled afterwards', async () => {
    const alex = (await registeredSession(app, 'alex.rivera@example.com', DEMO_PASSWORD)).accessToken;
    const orderNo = await placeOrder(alex, 1);
    const cancelled = await call(app, 'POST', '/consumers-v3/consumer/CancelOrder', { token: alex, body: { orderNo } });
    expect(((await cancelled.json()) as { status: string }).status).toBe('cancelled');
    const res = await call(app, 'POST', '/consumers-v3/consumer/purchase/invoice/download', {
      token: alex,
      body: { orderNo },
    });
    expect(res.status).toBe(200);
  });
});

describe('POST /consumers-v3/consumer/purchasehistory', () => {
  it('lists the consumer’s own orders, newest first', async () => {
    const maya = (await registeredSession(app, 'maya.chen@example.com', DEMO_PASSWORD)).accessToken;
    const first = await placeOrder(maya, 1);
    const second = await placeOrder(maya, 1);
    const history = (await (
      await call(app, 'POST', '/consumers-v3/consumer/purchasehistory', { token: maya, body: {} })
    ).json()) as { orders: { orderNumber: string; status: string }[]; total: number };
    expect(history.orders.map((order) => order.orderNumber).slice(0, 2)).toEqual([second, first]);
    expect(history.orders.every((order) => order.status === 'confirmed')).toBe(true);
  });
});
