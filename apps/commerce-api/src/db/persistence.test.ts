import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AuthSession } from '../auth/TokenService';
import type { CartJson } from '../cart/toCartJson';
import { call, guestSession } from '../testing/api';
import { createReopenableDatabase } from '../testing/testDatabase';
import type { ReopenableDatabase } from '../testing/testDatabase';
import { migrate } from './migrate';
import { seedDatabase } from './seedDatabase';

let store: ReopenableDatabase | undefined;
afterAll(() => store?.dispose());

describe('a restart', () => {
  it('keeps guest sessions and carts: the same token reads the same cart after the database is reopened', async () => {
    store = await createReopenableDatabase();

    const first = await store.open();
    expect(await migrate(first.db)).not.toEqual([]);
    expect(await seedDatabase(first.db)).toBe(true);
    let app = createApp({ db: first.db });
    const session = await guestSession(app);
    const cart = (await (await call(app, 'POST', '/cart/v1/cart', { token: session.accessToken, headers: { 'x-site-id': 'sb-ca' } })).json()) as CartJson;
    await first.close();

    const second = await store.open();
    try {
      // A second start finds everything in place and changes nothing.
      expect(await migrate(second.db)).toEqual([]);
      expect(await seedDatabase(second.db)).toBe(false);
      app = createApp({ db: second.db });
      const read = await call(app, 'GET', `/cart/v1/cart/${cart.id}`, { token: session.accessToken });
      expect(read.status).toBe(200);
      expect(await read.json()).toEqual(cart);
      const refreshed = await call(app, 'POST', '/token/v2/auth/token', { body: { type: 'Refresh', refreshToken: session.refreshToken } });
      expect(((await refreshed.json()) as AuthSession).consumerNo).toBe(session.consumerNo);
    } finally {
      await second.close();
    }
  });
});
