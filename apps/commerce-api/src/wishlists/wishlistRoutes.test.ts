import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AuthSession } from '../auth/TokenService';
import { DEMO_PASSWORD } from '../consumer/demoAccounts';
import type { DatabaseHandle } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { saveForLaterItems, saveForLaterLists } from '../db/schema';
import { call, errorOf, guestSession } from '../testing/api';
import { registeredSession } from '../testing/registeredSession';
import { createTestDatabase } from '../testing/testDatabase';
import type { FavoritesJson, SaveForLaterJson } from './WishlistService';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, now: () => new Date('2026-10-01T09:00:00Z') });
});
afterAll(() => database?.close());

const add = (token: string, body: unknown) => call(app, 'POST', '/wishlists/v2/favorites', { token, body });
const read = async (token: string, query = '') =>
  (await (await call(app, 'GET', `/wishlists/v2/favorites${query}`, { token })).json()) as FavoritesJson;

describe('favourites', () => {
  it('starts empty, creates the list on the first add, lists with paging, and sets the quantity of a repeated item', async () => {
    const guest = await guestSession(app);
    expect(await read(guest.accessToken)).toEqual({ favoriteId: null, items: [], total: 0, start: 0, count: 50 });
    const res = await add(guest.accessToken, { id: 'SB1000001', qty: 1, itemType: 'product' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const first = (await res.json()) as FavoritesJson;
    expect(first).toMatchObject({
      favoriteId: expect.any(String),
      total: 1,
      items: [{ itemId: 'SB1000001', qty: 1, itemType: 'product', id: expect.any(String) }],
    });
    await add(guest.accessToken, { id: 'SB1000002', favoriteId: first.favoriteId });
    await add(guest.accessToken, { id: 'SB1000001', qty: 2 });
    const all = await read(guest.accessToken);
    expect(all.total).toBe(2);
    expect(all.items.map((item) => [item.itemId, item.qty]).sort()).toEqual([
      ['SB1000001', 2],
      ['SB1000002', 1],
    ]);
    const page = await read(guest.accessToken, '?start=1&count=1');
    expect(page).toMatchObject({ total: 2, start: 1, count: 1 });
    expect(page.items).toHaveLength(1);
  });

  it("removes an item by product id or entry id, and 404s for an unknown one or another shopper's list", async () => {
    const { accessToken } = await guestSession(app);
    const list = (await (await add(accessToken, { id: 'SB1000003' })).json()) as FavoritesJson;
    const withTwo = (await (await add(accessToken, { id: 'SB1000004' })).json()) as FavoritesJson;
    const entry = withTwo.items.find((item) => item.itemId === 'SB1000004')?.id;
    const removed = await call(app, 'DELETE', `/wishlists/v2/favorites/${list.favoriteId}/items/SB1000003`, {
      token: accessToken,
    });
    expect(((await removed.json()) as FavoritesJson).items.map((item) => item.itemId)).toEqual(['SB1000004']);
    const byEntry = await call(app, 'DELETE', `/wishlists/v2/favorites/${list.favoriteId}/items/${entry}`, {
      token: accessToken,
    });
    expect(((await byEntry.json()) as FavoritesJson).total).toBe(0);
    expect(
      await errorOf(
        await call(app, 'DELETE', `/wishlists/v2/favorites/${list.favoriteId}/items/SB1000003`, { token: accessToken }),
      ),
    ).toMatchObject({
      status: 404,
      errorId: '4044',
    });
    const other = await guestSession(app);
    expect(
      await errorOf(
        await call(app, 'DELETE', `/wishlists/v2/favorites/${list.favoriteId}/items/SB1000004`, {
          token: other.accessToken,
        }),
      ),
    ).toMatchObject({
      status: 404,
    });
    expect(await errorOf(await add(other.accessToken, { id: 'SB1000005', favoriteId: list.favoriteId }))).toMatchObject(
      { status: 404 },
    );
  });

  it('validates bodies and queries', async () => {
    const { accessToken } = await guestSession(app);
    expect((await errorOf(await add(accessToken, { id: 'a b' }))).body.errorDetails[0]?.message).toMatch(/^Field "id"/);
    expect((await errorOf(await add(accessToken, { id: 'SB1', qty: 0 }))).body.errorDetails[0]?.message).toMatch(
      /^Field "qty"/,
    );
    expect((await errorOf(await add(accessToken, { id: 'SB1', colour: 'red' }))).body.errorDetails[0]?.message).toBe(
      'Unknown field "colour"',
    );
    expect(
      await errorOf(await call(app, 'GET', '/wishlists/v2/favorites?count=1000', { token: accessToken })),
    ).toMatchObject({ status: 400 });
    expect(
      await errorOf(
        await call(app, 'POST', '/wishlists/v2/favorites', {
          token: accessToken,
          body: 'id=1',
          headers: { 'content-type': 'text/plain' },
        }),
      ),
    ).toMatchObject({
      status: 415,
    });
    expect(await errorOf(await call(app, 'GET', '/wishlists/v2/favorites'))).toMatchObject({ status: 401 });
  });

  it('shares a list: others can read it once shared, recipients get the link', async () => {
    const owner = await registeredSession(app, 'alex.rivera@example.com', DEMO_PASSWORD);
    const list = (await (await add(owner.accessToken, { id: 'SB1000006' })).json()) as FavoritesJson;
    const visitor = await guestSession(app);
    const shared = `/wishlists/v2/favorites/${list.favoriteId}/share`;
    expect(await errorOf(await call(app, 'GET', shared, { token: visitor.accessToken }))).toMatchObject({
      status: 404,
    });
    expect(await errorOf(await call(app, 'POST', shared, { token: visitor.accessToken }))).toMatchObject({
      status: 404,
    });
    const res = await call(app, 'POST', shared, {
      token: owner.accessToken,
      body: { recipients: ['friend@example.com'], message: 'Gift ideas' },
    });
    expect(await res.json()).toEqual({
      favoriteId: list.favoriteId,
      shareUrl: `/favorites?shared=${list.favoriteId}`,
      sharedAt: '2026-10-01T09:00:00.000Z',
      recipients: 1,
    });
    const seen = (await (await call(app, 'GET', shared, { token: visitor.accessToken })).json()) as FavoritesJson;
    expect(seen.items.map((item) => item.itemId)).toEqual(['SB1000006']);
    expect(JSON.stringify(seen)).not.toContain(owner.consumerNo);
    const messages = await queryRows<{ recipient: string }>(
      database.db,
      sql`select recipient from outbound_messages where kind = 'favorites-share'`,
    );
    expect(messages).toEqual([{ recipient: 'friend@example.com' }]);
  });
});

describe('saved for later', () => {
  it('answers an empty list, then the items the cart saved, marked available by online stock', async () => {
    const session: AuthSession = await guestSession(app);
    const empty = await call(app, 'GET', '/wishlists/v2/saveForLater', { token: session.accessToken });
    expect(await empty.json()).toEqual({ saveForLaterId: null, items: [], total: 0, start: 0, count: 50 });

    const [inStock] = await queryRows<{ upc: string; product_id: string }>(
      database.db,
      sql`select v.upc, v.product_id from product_variants v join inventory i on i.upc = v.upc
          where i.location_id = 'online' and i.quantity > 0 order by v.upc limit 1`,
    );
    const [list] = await database.db.insert(saveForLaterLists).values({ consumerNo: session.consumerNo }).returning();
    if (!list) throw new Error('list not created');
    await database.db.insert(saveForLaterItems).values([
      { listId: list.id, productId: 'NOSUCHPRODUCT', qty: 1, pageUrl: '/en-us/p/nothing-NOSUCHPRODUCT' },
      ...(inStock
        ? [
            {
              listId: list.id,
              productId: inStock.product_id,
              upc: inStock.upc,
              qty: 2,
              pageUrl: `/en-us/p/x-${inStock.product_id}`,
            },
          ]
        : []),
    ]);
    const res = await call(app, 'GET', '/wishlists/v2/saveForLater', { token: session.accessToken });
    const saved = (await res.json()) as SaveForLaterJson;
    expect(saved).toMatchObject({ saveForLaterId: list.id, total: inStock ? 2 : 1 });
    const byProduct = Object.fromEntries(saved.items.map((item) => [item.productId, item]));
    expect(byProduct.NOSUCHPRODUCT).toMatchObject({
      itemId: 'NOSUCHPRODUCT',
      available: false,
      qty: 1,
      pageUrl: '/en-us/p/nothing-NOSUCHPRODUCT',
    });
    if (inStock) expect(byProduct[inStock.product_id]).toMatchObject({ itemId: inStock.upc, available: true, qty: 2 });
  });

  it('fills the page and image of an item saved without them, from its product, in the page locale', async () => {
    const session: AuthSession = await guestSession(app);
    const [variant] = await queryRows<{ upc: string; product_id: string; slug: string }>(
      database.db,
      sql`select v.upc, v.product_id, p.slug from product_variants v join products p on p.id = v.product_id where p.is_digital = false order by v.upc limit 1`,
    );
    if (!variant) throw new Error('no seeded variant');
    const [list] = await database.db.insert(saveForLaterLists).values({ consumerNo: session.consumerNo }).returning();
    if (!list) throw new Error('list not created');
    await database.db.insert(saveForLaterItems).values({
      listId: list.id,
      productId: variant.product_id,
      upc: variant.upc,
      qty: 1,
      pageUrl: null,
      productImageUrl: null,
    });
    const saved = (await (
      await call(app, 'GET', '/wishlists/v2/saveForLater?locale=fr-ca', { token: session.accessToken })
    ).json()) as SaveForLaterJson;
    expect(saved.items[0]?.pageUrl).toBe(`/fr-ca/p/${variant.slug}-${variant.product_id}`);
    expect(saved.items[0]?.productImageURL).toMatch(/^https?:\/\/[^/]+\/media\/product-/);
  });
});
