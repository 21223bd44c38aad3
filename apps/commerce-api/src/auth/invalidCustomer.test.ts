import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { consumers } from '../db/schema';
import { call, errorOf, guestSession } from '../testing/api';
import { registeredSession } from '../testing/registeredSession';
import { createTestDatabase } from '../testing/testDatabase';

// Spec §8: AUT498 invalid customer, which clients answer by resetting the session (INVALID_CUSTOMER).

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db });
});
afterAll(() => database?.close());

interface CartBody {
  id: string;
  totalItems: number;
}

async function cartOf(token: string): Promise<CartBody> {
  const res = await call(app, 'POST', '/cart/v1/cart', { token });
  expect(res.status).toBe(200);
  return (await res.json()) as CartBody;
}

async function stockedItem(): Promise<{ productId: string; upc: string }> {
  const [row] = await queryRows<{ productId: string; upc: string }>(
    database.db,
    sql.raw(`select v.product_id as "productId", v.upc from product_variants v join inventory i on i.upc = v.upc and i.location_id = 'online'
              where i.quantity > 5 order by v.upc limit 1`),
  );
  if (!row) throw new Error('The seed has no stocked variant');
  return row;
}

describe('a customer that no longer exists', () => {
  it('takes its tokens and carts with it: cart calls and the refresh answer 401 AUT432, so the client starts a new session', async () => {
    const guest = await guestSession(app);
    const cart = await cartOf(guest.accessToken);
    await database.db.delete(consumers).where(eq(consumers.consumerNo, guest.consumerNo));

    expect(
      await errorOf(await call(app, 'GET', `/cart/v1/cart/${cart.id}`, { token: guest.accessToken })),
    ).toMatchObject({ status: 401, errorId: 'AUT432' });
    const refresh = await call(app, 'POST', '/token/v2/auth/token', {
      body: { type: 'Refresh', refreshToken: guest.refreshToken },
    });
    expect(await errorOf(refresh)).toMatchObject({ status: 401, errorId: 'AUT432' });
    const fresh = await guestSession(app);
    expect(
      await errorOf(await call(app, 'GET', `/cart/v1/cart/${cart.id}`, { token: fresh.accessToken })),
    ).toMatchObject({ status: 404, errorIds: ['CART_NOT_FOUND', 'BSK404'] });
  });
});

describe('a cart of another registered customer', () => {
  it("answers reads and changes with 403 AUT498 and leaves the member's cart as it was", async () => {
    const member = await registeredSession(app, 'alex.rivera@example.com', 'Trailhead26');
    const memberCart = await cartOf(member.accessToken);
    const item = await stockedItem();
    const added = await call(app, 'POST', '/cart/v1/item', {
      token: member.accessToken,
      body: { cartId: memberCart.id, ...item },
    });
    expect(added.status).toBe(200);
    const before = (await added.json()) as CartBody;

    const guest = await guestSession(app);
    expect(
      await errorOf(await call(app, 'GET', `/cart/v1/cart/${memberCart.id}`, { token: guest.accessToken })),
    ).toMatchObject({ status: 403, errorIds: ['INVALID_CUSTOMER', 'AUT498'] });
    const change = await call(app, 'POST', '/cart/v1/item', {
      token: guest.accessToken,
      body: { cartId: memberCart.id, ...item },
    });
    expect(await errorOf(change)).toMatchObject({ status: 403, errorIds: ['INVALID_CUSTOMER', 'AUT498'] });

    const after = await call(app, 'GET', `/cart/v1/cart/${memberCart.id}`, { token: member.accessToken });
    expect(((await after.json()) as CartBody).totalItems).toBe(before.totalItems);
  });

  it("still answers another guest's cart and an unknown cart with 404 BSK404 (recreate the cart, spec §8)", async () => {
    const owner = await guestSession(app);
    const stranger = await guestSession(app);
    const cart = await cartOf(owner.accessToken);
    expect(
      await errorOf(await call(app, 'GET', `/cart/v1/cart/${cart.id}`, { token: stranger.accessToken })),
    ).toMatchObject({ status: 404, errorIds: ['CART_NOT_FOUND', 'BSK404'] });
    const change = await call(app, 'POST', '/cart/v1/item', {
      token: stranger.accessToken,
      body: { cartId: cart.id, ...(await stockedItem()) },
    });
    expect(await errorOf(change)).toMatchObject({ status: 404, errorIds: ['CART_NOT_FOUND', 'BSK404'] });
  });
});
