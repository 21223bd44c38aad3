import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokeniseCard } from '../payments/sandboxCards';
import { startChildServer, stopChildServer, type ChildServer } from '../testing/childServer';

// Issue 15, "no acknowledged write lost and no order doubled across kill -9 rounds": commerce-api runs as a child
// process on a PostgreSQL database this test creates and drops. Each round readies a guest cart, sends the placement
// and kills the process with SIGKILL at a different point — as the request is sent, a few milliseconds into it, later,
// and right after the answer. After a restart the same placement is retried with the same idempotency key: exactly one
// order exists for the cart, an order that was acknowledged before the kill is still there (same number, same
// total), and the stock it took was taken once.

const ADMIN_URL = process.env.RATE_LIMIT_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const postgresUp = await (async () => {
  try {
    const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
    await client.connect();
    await client.end();
    return true;
  } catch {
    console.warn(`placement crash test: SKIPPED, PostgreSQL is not reachable at ${ADMIN_URL}`);
    return false;
  }
})();

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
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
const HEADERS = { 'content-type': 'application/json', 'x-site-id': 'sb-us', 'x-locale': 'en-us' };

describe.skipIf(!postgresUp)('kill -9 during placement', () => {
  const database = `commerce_api_crash_${process.pid}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${database}`);
  let server: ChildServer | undefined;
  let db: pg.Client;

  beforeAll(async () => {
    await admin(`create database ${database}`);
    server = await startChildServer(databaseUrl, { RATE_LIMITS: 'off' });
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }, 300_000);
  afterAll(async () => {
    await db?.end();
    await stopChildServer(server);
    await admin(`drop database if exists ${database} with (force)`);
  }, 60_000);

  async function api(
    method: string,
    path: string,
    token?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return fetch(`${server!.url}${path}`, {
      method,
      headers: { ...HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  async function readyCart(round: number): Promise<{ token: string; cartId: string; upc: string }> {
    const { accessToken: token } = (await (
      await api('POST', '/token/v2/auth/token', undefined, { type: 'Guest' })
    ).json()) as { accessToken: string };
    const { rows } = await db.query<{ productId: string; upc: string }>(
      `select v.product_id as "productId", v.upc from product_variants v join products p on p.id = v.product_id
         join inventory i on i.upc = v.upc and i.location_id = 'online'
        where i.quantity >= 20 and p.max_qty is null and p.is_digital = false order by v.upc offset $1 limit 1`,
      [round],
    );
    const variant = rows[0]!;
    const { id } = (await (await api('POST', '/cart/v1/cart', token)).json()) as { id: string };
    const added = await api('POST', '/cart/v1/item', token, {
      cartId: id,
      productId: variant.productId,
      upc: variant.upc,
      qty: 2,
    });
    expect(added.status).toBe(200);
    for (const [method, path, body] of [
      ['POST', `/cart/v2/cart/${id}/shippingAddress`, { list: [address] }],
      ['POST', `/cart/v1/cart/${id}/billingAddress`, address],
      [
        'POST',
        `/cart/v1/cart/${id}/paymentInstruments`,
        { payment_method_id: 'CREDIT_CARD', payment_instrument_id: tokeniseCard('4242424242424242') },
      ],
    ] as const) {
      const res = await api(method, path, token, body);
      expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
    }
    return { token, cartId: id, upc: variant.upc };
  }

  const stockOf = async (upc: string) =>
    Number(
      (
        await db.query<{ quantity: number }>(
          `select quantity from inventory where upc = $1 and location_id = 'online'`,
          [upc],
        )
      ).rows[0]?.quantity,
    );

  // Where the kill lands: as the request leaves, a little into it, later, and once the answer has arrived.
  const KILL_POINTS = [
    { afterMs: 0 },
    { afterMs: 15 },
    { afterMs: 60 },
    { afterMs: 250 },
    { afterAnswer: true },
  ] as const;

  it.each(
    KILL_POINTS.map((point, round) => ({
      ...point,
      round,
      when: 'afterAnswer' in point ? 'right after the answer' : `${point.afterMs} ms into placement`,
    })),
  )('round $round: killed $when, a retry with the same key makes one order', { timeout: 300_000 }, async (point) => {
    const { token, cartId, upc } = await readyCart(point.round);
    const stockBefore = await stockOf(upc);
    const key = `crash-${point.round}-${randomBytes(6).toString('hex')}`;
    const body = { cartId, paymentMethod: { code: 'CREDIT_CARD' } };

    const sent = api('PUT', '/cart/v2/checkout/order', token, body, { 'idempotency-key': key }).then(
      async (res) => ({
        status: res.status,
        order: (await res.json()) as { orderNumber?: string; totals?: { total: number } },
      }),
      () => undefined,
    );
    let acknowledged: { orderNumber?: string; totals?: { total: number } } | undefined;
    if ('afterAnswer' in point) {
      const answer = await sent;
      expect([200, 201]).toContain(answer?.status);
      acknowledged = answer?.order;
      await stopChildServer(server, { kill: true });
    } else {
      await new Promise((resolve) => setTimeout(resolve, point.afterMs));
      await stopChildServer(server, { kill: true });
      const answer = await sent;
      if (answer && (answer.status === 200 || answer.status === 201)) acknowledged = answer.order;
    }
    expect(server!.child.signalCode).toBe('SIGKILL');

    server = await startChildServer(databaseUrl, { RATE_LIMITS: 'off' });
    const retried = await api('PUT', '/cart/v2/checkout/order', token, body, { 'idempotency-key': key });
    // 201 when the killed attempt never committed (the retry places it), 200 when it did (the retry replays it).
    expect([200, 201], await retried.clone().text()).toContain(retried.status);
    const order = (await retried.json()) as { orderNumber: string; totals: { total: number } };
    if (acknowledged) {
      // Nothing acknowledged is lost: the same order, as it was answered.
      expect(order.orderNumber).toBe(acknowledged.orderNumber);
      expect(order.totals.total).toBe(acknowledged.totals?.total);
    }
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from orders where cart_id = $1`, [
      cartId,
    ]);
    expect(rows[0]?.n).toBe(1);
    // A second retry answers the same order again, and the stock was taken once.
    const again = (await (
      await api('PUT', '/cart/v2/checkout/order', token, body, { 'idempotency-key': key })
    ).json()) as { orderNumber: string };
    expect(again.orderNumber).toBe(order.orderNumber);
    expect(await stockOf(upc)).toBe(stockBefore - 2);
    const read = await api('GET', `/consumers-v3/consumer/purchase/${order.orderNumber}`, token);
    expect(read.status).toBe(200);
  });
});
