import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AuthSession } from '../auth/TokenService';
import type { CartJson } from '../cart/toCartJson';
import { call, guestSession } from '../testing/api';
import { pkcePair, registeredSession } from '../testing/registeredSession';
import { createReopenableDatabase } from '../testing/testDatabase';
import type { ReopenableDatabase } from '../testing/testDatabase';
import { migrate } from './migrate';
import { seedDatabase } from './seedDatabase';

let store: ReopenableDatabase | undefined;
afterAll(() => store?.dispose());

describe('a restart', () => {
  it('keeps guest sessions, carts and accounts: the same token reads the same cart, the same password signs in', async () => {
    store = await createReopenableDatabase();

    const first = await store.open();
    expect((await migrate(first.db)).applied).not.toEqual([]);
    expect(await seedDatabase(first.db)).toBe(true);
    let app = createApp({ db: first.db });
    const session = await guestSession(app);
    const cart = (await (
      await call(app, 'POST', '/cart/v1/cart', { token: session.accessToken, headers: { 'x-site-id': 'sb-ca' } })
    ).json()) as CartJson;
    // An account made before the restart, with an address and a favourite.
    const signUp = {
      email: 'restart@example.com',
      password: 'Restart2026',
      firstName: 'Rae',
      lastName: 'Start',
      isTermsConfirmed: true,
    };
    expect(
      (
        await call(app, 'POST', '/consumers-v3/auth/signup', {
          body: { ...signUp, codeChallenge: pkcePair().codeChallenge },
        })
      ).status,
    ).toBe(201);
    const member = await registeredSession(app, signUp.email, signUp.password);
    const address = {
      firstName: 'Rae',
      lastName: 'Start',
      phone: '3035550111',
      addressLine1: '1 Restart Way',
      city: 'Denver',
      postalCode: '80202',
      country: 'US',
    };
    expect(
      (await call(app, 'POST', '/consumers-v3/consumer/address', { token: member.accessToken, body: address })).status,
    ).toBe(201);
    expect(
      (await call(app, 'POST', '/wishlists/v2/favorites', { token: member.accessToken, body: { id: 'SB1000001' } }))
        .status,
    ).toBe(200);
    await first.close();

    const second = await store.open();
    try {
      // A second start finds everything in place and changes nothing.
      expect((await migrate(second.db)).applied).toEqual([]);
      expect(await seedDatabase(second.db)).toBe(false);
      app = createApp({ db: second.db });
      const read = await call(app, 'GET', `/cart/v1/cart/${cart.id}`, { token: session.accessToken });
      expect(read.status).toBe(200);
      expect(await read.json()).toEqual(cart);
      const refreshed = await call(app, 'POST', '/token/v2/auth/token', {
        body: { type: 'Refresh', refreshToken: session.refreshToken },
      });
      expect(((await refreshed.json()) as AuthSession).consumerNo).toBe(session.consumerNo);
      // The account, its password, its address and its favourites survived.
      const again = await registeredSession(app, signUp.email, signUp.password);
      expect(again.consumerNo).toBe(member.consumerNo);
      const profile = (await (
        await call(app, 'GET', '/consumers-v3/consumer', { token: member.accessToken })
      ).json()) as {
        consumerDetails: { address: { addressLine1: string; main: boolean }[] };
      };
      expect(profile.consumerDetails.address).toEqual([
        expect.objectContaining({ addressLine1: '1 Restart Way', main: true }),
      ]);
      const favorites = (await (
        await call(app, 'GET', '/wishlists/v2/favorites', { token: again.accessToken })
      ).json()) as { total: number };
      expect(favorites.total).toBe(1);
    } finally {
      await second.close();
    }
  }, 180_000); // Opens an on-disk database twice, each time migrated and seeded: minutes on two busy cores.
});
