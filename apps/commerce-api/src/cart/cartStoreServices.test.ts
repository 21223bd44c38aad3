import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { call, errorOf, guestSession } from '../testing/api';
import { createTestDatabase } from '../testing/testDatabase';

// Store deliveries only go to stores offering the service: pickup needs 'pickup' (and the store's stock), ship to
// store needs 'sts'. This file has its own database because it narrows the services of demo stores.
let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

interface Cart {
  id: string;
  items: { id: string; upc: string; fulfilment: string; storeId: string | null }[];
}

/** A store offering only returns (no pickup, no ship to store) and one offering ship to store but not pickup. */
const RETURNS_ONLY = '1007';
const STS_ONLY = '1008';
let stocked: { productId: string; upc: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, publicUrl: 'http://shop.test' });
  await database.db.execute(sql`update stores set services = array['returns'] where id = ${RETURNS_ONLY}`);
  await database.db.execute(sql`update stores set services = array['sts', 'returns'] where id = ${STS_ONLY}`);
  // A variant in stock online and at both stores, so only the store's services can refuse it.
  const [row] = await queryRows<{ productId: string; upc: string }>(
    database.db,
    sql`select v.product_id as "productId", v.upc from product_variants v join products p on p.id = v.product_id
         join inventory o on o.upc = v.upc and o.location_id = 'online' and o.quantity >= 2
        where p.is_digital = false and p.max_qty is null order by v.upc limit 1`,
  );
  if (!row) throw new Error('no stocked variant');
  stocked = row;
  await database.db.execute(
    sql`insert into inventory (upc, location_id, quantity) values (${row.upc}, ${RETURNS_ONLY}, 5), (${row.upc}, ${STS_ONLY}, 5)
        on conflict (upc, location_id) do update set quantity = 5`,
  );
});
afterAll(() => database?.close());

async function newCart() {
  const { accessToken: token } = await guestSession(app);
  const cart = (await (
    await call(app, 'POST', '/cart/v1/cart', { token, headers: { 'x-site-id': 'sb-us' } })
  ).json()) as Cart;
  return { token, cart };
}
const ok = async (res: Response) => {
  if (res.status !== 200) throw new Error(`${res.status}: ${await res.text()}`);
  return (await res.json()) as Cart;
};

describe('store services on cart items', () => {
  it('refuses to add a pickup or ship-to-store line at a store without that service (ORD516) and adds nothing', async () => {
    const { token, cart } = await newCart();
    const add = (action: string, storeId: string) =>
      call(app, 'POST', `/cart/v1/item?action=${action}`, {
        token,
        body: { cartId: cart.id, productId: stocked.productId, upc: stocked.upc, storeId },
      });
    const noPickup = await errorOf(await add('pickup', RETURNS_ONLY));
    expect(noPickup).toMatchObject({ status: 409, errorId: 'ORD516' });
    expect(noPickup.body.errorDetails[0]?.message).toBe('This store does not offer pick up in store');
    const noSts = await errorOf(await add('sts', RETURNS_ONLY));
    expect(noSts).toMatchObject({ status: 409, errorId: 'ORD516' });
    expect(noSts.body.errorDetails[0]?.message).toBe('This store does not offer ship to store');
    expect(await errorOf(await add('pickup', STS_ONLY))).toMatchObject({ status: 409, errorId: 'ORD516' });
    expect(await errorOf(await add('sts', '9001'))).toMatchObject({ status: 404, errorId: 'STR404' });
    const read = await ok(await call(app, 'GET', `/cart/v1/cart/${cart.id}`, { token }));
    expect(read.items).toEqual([]);
    const sts = await ok(await add('sts', STS_ONLY));
    expect(sts.items[0]).toMatchObject({ fulfilment: 'sts', storeId: STS_ONLY });
  });

  it('refuses to move a line to pickup or ship to store at a store without that service, keeping its delivery', async () => {
    const { token, cart } = await newCart();
    const added = await ok(
      await call(app, 'POST', '/cart/v1/item', {
        token,
        body: { cartId: cart.id, productId: stocked.productId, upc: stocked.upc },
      }),
    );
    const itemId = added.items[0]?.id as string;
    const move = (code: string, storeId: string) =>
      call(app, 'POST', '/cart/v1/shippingMethod', {
        token,
        body: { cartId: cart.id, shippingId: itemId, code, storeId },
      });
    expect(await errorOf(await move('pickup', STS_ONLY))).toMatchObject({ status: 409, errorId: 'ORD516' });
    expect(await errorOf(await move('sts', RETURNS_ONLY))).toMatchObject({ status: 409, errorId: 'ORD516' });
    const still = await ok(await call(app, 'GET', `/cart/v1/cart/${cart.id}`, { token }));
    expect(still.items[0]).toMatchObject({ fulfilment: 'home', storeId: null });
    const moved = await ok(await move('sts', STS_ONLY));
    expect(moved.items[0]).toMatchObject({ fulfilment: 'sts', storeId: STS_ONLY });
    // Changing the store of the ship-to-store line on the item itself checks the new store too.
    const put = await call(app, 'PUT', `/cart/v1/cart/${cart.id}/item`, {
      token,
      body: { itemId, qty: 1, storeId: RETURNS_ONLY },
    });
    expect(await errorOf(put)).toMatchObject({ status: 409, errorId: 'ORD516' });
  });
});
