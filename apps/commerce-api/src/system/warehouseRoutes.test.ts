import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { call, errorOf } from '../testing/api';
import { createTestDatabase } from '../testing/testDatabase';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, testRoutes: true, now: () => new Date('2026-10-01T09:00:00Z') });
});
afterAll(() => database?.close());

const variantsOf = (productId: string) =>
  queryRows<{ upc: string; size: string }>(
    database.db,
    sql`select upc, size from product_variants where product_id = ${productId} order by position`,
  );

async function outbox(recipient: string) {
  const res = await call(
    app,
    'GET',
    `/testing/v1/outbox?recipient=${encodeURIComponent(recipient)}&kind=back_in_stock`,
  );
  return ((await res.json()) as { messages: { recipient: string; payload: Record<string, unknown> }[] }).messages;
}

const restock = (upc: string, quantity: number, locationId?: string) =>
  call(app, 'PUT', '/testing/v1/inventory', { body: { upc, quantity, ...(locationId ? { locationId } : {}) } });

describe('back-in-stock e-mails when stock returns', () => {
  it('e-mails a sold-out size request once, when that size is back online', async () => {
    const [first, second] = await variantsOf('SBJK10001');
    if (!first || !second) throw new Error('the seed has no sizes for SBJK10001');
    expect((await restock(first.upc, 0)).status).toBe(200);
    const asked = await call(app, 'PUT', '/products/v1/notifications', {
      body: { productId: 'SBJK10001', upc: first.upc, email: 'Dana@Example.com' },
    });
    expect(asked.status).toBe(200);

    // Another size coming back says nothing about this one.
    expect(await (await restock(second.upc, 4)).json()).toMatchObject({ emailsSent: 0 });
    expect(await outbox('dana@example.com')).toEqual([]);

    expect(await (await restock(first.upc, 6)).json()).toEqual({
      upc: first.upc,
      locationId: 'online',
      quantity: 6,
      emailsSent: 1,
    });
    const [message] = await outbox('dana@example.com');
    expect(message?.payload).toMatchObject({
      productId: 'SBJK10001',
      upc: first.upc,
      size: first.size,
      productPath: expect.stringMatching(/^p\/.+-SBJK10001$/),
    });

    // Answered once: more stock later sends nothing more.
    expect(await (await restock(first.upc, 9)).json()).toMatchObject({ emailsSent: 0 });
    expect(await outbox('dana@example.com')).toHaveLength(1);
  });

  it('answers a request without a size when any size is back', async () => {
    const [first] = await variantsOf('SBJK10002');
    if (!first) throw new Error('the seed has no sizes for SBJK10002');
    await call(app, 'PUT', '/products/v1/notifications', {
      body: { productId: 'SBJK10002', email: 'lee@example.com' },
    });
    expect(await (await restock(first.upc, 2)).json()).toMatchObject({ emailsSent: 1 });
    expect((await outbox('lee@example.com'))[0]?.payload).toMatchObject({
      productId: 'SBJK10002',
      upc: null,
      size: null,
    });
  });

  it('store stock sends nothing; unknown variants and bad bodies are refused', async () => {
    const [first] = await variantsOf('SBJK10003');
    if (!first) throw new Error('the seed has no sizes for SBJK10003');
    await call(app, 'PUT', '/products/v1/notifications', {
      body: { productId: 'SBJK10003', upc: first.upc, email: 'kim@example.com' },
    });
    const [store] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from stores where kind = 'store' limit 1`,
    );
    expect(await (await restock(first.upc, 3, store?.id)).json()).toMatchObject({ emailsSent: 0 });
    expect(await errorOf(await restock('000000000000', 3))).toMatchObject({ status: 404, errorId: 'STR404' });
    expect(await errorOf(await restock(first.upc, 3, 'nowhere'))).toMatchObject({ status: 404, errorId: 'STR404' });
    expect(await errorOf(await restock(first.upc, -1))).toMatchObject({ status: 400, errorId: 'API400' });
  });

  it('exists only when test routes are on', async () => {
    const plain = createApp({ db: database.db });
    expect(
      (await call(plain, 'PUT', '/testing/v1/inventory', { body: { upc: '000000000000', quantity: 1 } })).status,
    ).toBe(404);
    expect((await call(plain, 'PUT', '/testing/v1/orders/SB1/status', { body: { status: 'delivered' } })).status).toBe(
      404,
    );
  });
});

describe('PUT /testing/v1/orders/{orderNo}/status', () => {
  it('answers ORD404 for an unknown order and API400 for an unknown status', async () => {
    expect(
      await errorOf(await call(app, 'PUT', '/testing/v1/orders/SB999999/status', { body: { status: 'delivered' } })),
    ).toMatchObject({ status: 404, errorId: 'ORD404' });
    expect(
      await errorOf(await call(app, 'PUT', '/testing/v1/orders/SB999999/status', { body: { status: 'lost' } })),
    ).toMatchObject({ status: 400, errorId: 'API400' });
  });
});
