// What one add-to-cart costs the database: every statement it sends is logged here, and the count is held down, since
// on the embedded database (one query at a time) each round trip adds to every other shopper's wait.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { call, guestSession } from '../testing/api';
import { loggedDatabase, type LoggedDatabase } from '../testing/queryLog';
import { createTestDatabase } from '../testing/testDatabase';

let database: DatabaseHandle;
let logged: LoggedDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  logged = loggedDatabase(database);
  app = createApp({ db: logged.db, publicUrl: 'http://shop.test' });
});
afterAll(() => database?.close());

const oneLine = (statement: string) => statement.replace(/\s+/g, ' ').slice(0, 160);

it('adds to the cart in four statements', async () => {
  const { accessToken: token } = await guestSession(app);
  const cart = (await (await call(app, 'POST', '/cart/v1/cart', { token, body: {} })).json()) as { id: string };
  const details = (await (await call(app, 'GET', '/products/v2/products/SBJK10001/details')).json()) as {
    variants: { upc: string; quantity: number }[];
  };
  const [first, second] = details.variants.filter((variant) => variant.quantity >= 3);
  const add = (upc: string) =>
    call(app, 'POST', '/cart/v1/item', { token, body: { cartId: cart.id, productId: 'SBJK10001', upc, qty: 1 } });
  expect((await add(first!.upc)).status).toBe(200);

  const measured: Record<string, string[]> = {};
  for (const [label, upc] of [
    ['new line', second!.upc],
    ['same line again', second!.upc],
  ] as const) {
    logged.clear();
    const res = await add(upc);
    expect(res.status).toBe(200);
    // node-postgres sends the transaction's begin and commit as statements of their own (PGlite's transaction does
    // not pass them through the logger): they are the same on both, so only the work inside is counted.
    measured[label] = logged.statements.map(oneLine).filter((statement) => !/^(begin|commit)\b/i.test(statement));
  }
  console.log(
    Object.entries(measured)
      .map(
        ([label, statements]) => `add to cart, ${label}: ${statements.length} statements\n  ${statements.join('\n  ')}`,
      )
      .join('\n'),
  );
  // Token; lock, stamp and clear notifications; stock and the line to grow, grown or created when it fits; the cart read.
  expect(measured['new line']).toHaveLength(4);
  expect(measured['same line again']).toHaveLength(4);
  expect(measured['same line again']?.[1]).toMatch(/^with locked as \( update carts/);
  expect(measured['same line again']?.[2]).toMatch(/^with target as \( select \(select quantity from inventory/);

  const cartAfter = (await (await call(app, 'GET', `/cart/v1/cart/${cart.id}`, { token })).json()) as {
    items: { upc: string; qty: number }[];
  };
  expect(cartAfter.items.map((item) => [item.upc, item.qty])).toEqual([
    [first!.upc, 1],
    [second!.upc, 2],
  ]);
});
