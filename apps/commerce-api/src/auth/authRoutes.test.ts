import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { CartJson } from '../cart/toCartJson';
import { DEMO_ASSOCIATE_PASSWORD, DEMO_PASSWORD } from '../consumer/demoAccounts';
import type { DatabaseHandle } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import {
  cartItems,
  carts,
  favoriteItems,
  favoriteLists,
  orders,
  outboundMessages,
  saveForLaterItems,
  saveForLaterLists,
} from '../db/schema';
import { call, errorOf, guestSession } from '../testing/api';
import { pkcePair, registeredSession } from '../testing/registeredSession';
import { createTestDatabase } from '../testing/testDatabase';
import type { RegisteredSession } from './AccountService';
import { findBuyInStoreSession } from './findBuyInStoreSession';
import type { AuthSession } from './TokenService';

let database: DatabaseHandle;
let clock = new Date('2026-10-01T09:00:00Z');
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, now: () => clock });
});
afterAll(() => database?.close());

const ALEX = 'alex.rivera@example.com';
let accountCount = 0;

const signIn = (
  username: string,
  password: string,
  codeChallenge = pkcePair().codeChallenge,
  extra: Record<string, unknown> = {},
) =>
  call(app, 'POST', '/consumers-v3/auth/signin', {
    body: { type: 'Registered', username, password, codeChallenge, ...extra },
  });
const exchange = (body: Record<string, unknown>, token?: string) =>
  call(app, 'POST', '/token/v2/auth/token', { body: { type: 'Registered', ...body }, ...(token ? { token } : {}) });
const signUpBody = (overrides: Record<string, unknown> = {}) => {
  accountCount += 1;
  return {
    email: `new.shopper${accountCount}@example.com`,
    password: 'Summit2026',
    firstName: 'Nina',
    lastName: "O'Hara",
    isTermsConfirmed: true,
    codeChallenge: pkcePair().codeChallenge,
    ...overrides,
  };
};
const signUp = (body: Record<string, unknown>) => call(app, 'POST', '/consumers-v3/auth/signup', { body });

async function newAccount(overrides: Record<string, unknown> = {}): Promise<{ email: string; password: string }> {
  const body = signUpBody(overrides);
  const res = await signUp(body);
  if (res.status !== 201) throw new Error(`sign-up failed: ${await res.text()}`);
  return { email: body.email as string, password: body.password as string };
}

const moveClock = async (ms: number, run: () => Promise<void>) => {
  const before = clock;
  clock = new Date(before.getTime() + ms);
  try {
    await run();
  } finally {
    clock = before;
  }
};

describe('registered sign-in with PKCE', () => {
  it('signs a demo account in: sign-in gives a code, the verifier redeems it for a registered session', async () => {
    const { codeVerifier, codeChallenge } = pkcePair();
    const res = await signIn(ALEX, DEMO_PASSWORD, codeChallenge, {
      codeChallengeMethod: 'S256',
      botResponse: 'sandbox-ok',
    });
    expect(res.status).toBe(200);
    const grant = (await res.json()) as { authorizationCode: string; expiresIn: number };
    expect(grant).toEqual({ authorizationCode: expect.stringMatching(/^sbc_[\w-]{43}$/), expiresIn: 120 });
    const token = await exchange({ authorizationCode: grant.authorizationCode, codeVerifier });
    expect(token.status).toBe(200);
    const session = (await token.json()) as RegisteredSession;
    expect(session).toMatchObject({
      accessToken: expect.stringMatching(/^sba_/),
      refreshToken: expect.stringMatching(/^sbr_/),
      tokenType: 'Bearer',
      consumerType: 'REGISTERED',
      consumerNo: expect.stringMatching(/^C\d+$/),
      memberId: null,
      isEmployeeDiscountTCAccepted: false,
      basketId: null,
      favoriteId: null,
      saveForLaterId: null,
      orderNo: null,
    });
    expect((await call(app, 'POST', '/cart/v1/cart', { token: session.accessToken })).status).toBe(200);
  });

  it('takes the login case-insensitively and reports the employee flags of an employee', async () => {
    const session = await registeredSession(app, 'Jordan.Blake@Example.com', DEMO_PASSWORD);
    expect(session).toMatchObject({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false });
    const loyal = await registeredSession(app, 'maya.chen@example.com', DEMO_PASSWORD);
    expect(loyal.memberId).toBe('M60000001');
  });

  it('rejects a wrong verifier with AUT404 and spends the code, so the right verifier cannot follow', async () => {
    const { codeVerifier, codeChallenge } = pkcePair();
    const { authorizationCode } = (await (await signIn(ALEX, DEMO_PASSWORD, codeChallenge)).json()) as {
      authorizationCode: string;
    };
    const wrong = await exchange({ authorizationCode, codeVerifier: pkcePair().codeVerifier });
    expect(await errorOf(wrong)).toMatchObject({ status: 400, errorId: 'AUT404' });
    expect(await errorOf(await exchange({ authorizationCode, codeVerifier }))).toMatchObject({
      status: 400,
      errorIds: ['DUPLICATED_TOKEN', 'AUT409'],
    });
  });

  it('redeems a code once, and not after two minutes', async () => {
    const { codeVerifier, codeChallenge } = pkcePair();
    const { authorizationCode } = (await (await signIn(ALEX, DEMO_PASSWORD, codeChallenge)).json()) as {
      authorizationCode: string;
    };
    expect((await exchange({ authorizationCode, codeVerifier })).status).toBe(200);
    expect(await errorOf(await exchange({ authorizationCode, codeVerifier }))).toMatchObject({
      status: 400,
      errorIds: ['DUPLICATED_TOKEN', 'AUT409'],
    });

    const late = pkcePair();
    const grant = (await (await signIn(ALEX, DEMO_PASSWORD, late.codeChallenge)).json()) as {
      authorizationCode: string;
    };
    await moveClock(121_000, async () => {
      const res = await exchange({ authorizationCode: grant.authorizationCode, codeVerifier: late.codeVerifier });
      expect(await errorOf(res)).toMatchObject({ status: 400, errorIds: ['AUT432'] });
    });
    expect(
      await errorOf(await exchange({ authorizationCode: 'sbc_made-up', codeVerifier: late.codeVerifier })),
    ).toMatchObject({
      errorIds: ['AUT432'],
    });
  });

  it('answers a wrong password or an unknown login with AUT401, never saying which', async () => {
    const wrong = await errorOf(await signIn(ALEX, 'Wrong-password1'));
    const unknown = await errorOf(await signIn('nobody@example.com', DEMO_PASSWORD));
    expect(wrong).toMatchObject({ status: 401, errorId: 'AUT401' });
    expect(unknown).toMatchObject({ status: 401, errorId: 'AUT401' });
    expect(unknown.body.errorDetails[0]?.message).toBe(wrong.body.errorDetails[0]?.message);
    // The wrong guess above must not count against Alex for long: a success clears the count.
    await registeredSession(app, ALEX, DEMO_PASSWORD);
  });

  it('validates the body: AUT453 for a malformed email, API400 for a bad challenge or an unknown field, AUT403 for a failed bot check', async () => {
    expect(await errorOf(await signIn('not-an-email', DEMO_PASSWORD))).toMatchObject({
      status: 400,
      errorId: 'AUT453',
    });
    const challenge = await errorOf(await signIn(ALEX, DEMO_PASSWORD, 'plain-text-challenge'));
    expect(challenge).toMatchObject({ status: 400, errorId: 'API400' });
    expect(challenge.body.errorDetails[0]?.message).toMatch(/codeChallenge/);
    const extra = await errorOf(await signIn(ALEX, DEMO_PASSWORD, undefined, { rememberMe: true }));
    expect(extra.body.errorDetails[0]?.message).toBe('Unknown field "rememberMe"');
    expect(await errorOf(await signIn(ALEX, DEMO_PASSWORD, undefined, { codeChallengeMethod: 'plain' }))).toMatchObject(
      { errorId: 'API400' },
    );
    expect(await errorOf(await signIn(ALEX, DEMO_PASSWORD, undefined, { botResponse: 'fail-bot' }))).toMatchObject({
      status: 403,
      errorId: 'AUT403',
    });
    expect(await errorOf(await call(app, 'POST', '/consumers-v3/auth/signin', { body: '{"username":' }))).toMatchObject(
      {
        status: 400,
        errorId: 'API400',
      },
    );
  });

  it('counts failed sign-ins: AUT401 three times, AUT426 on the fourth, AUT423 on the fifth, then locked until the lock ends', async () => {
    const { email, password } = await newAccount();
    const answers: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push((await errorOf(await signIn(email, 'Not-it-123'))).errorId ?? '');
    expect(answers).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT423']);
    // Locked: even the right password is refused.
    expect(await errorOf(await signIn(email, password))).toMatchObject({ status: 423, errorId: 'AUT423' });
    await moveClock(31 * 60_000, async () => {
      expect((await signIn(email, password)).status).toBe(200);
    });
  });

  it('keeps the count after a lock ends: a new wrong guess starts again from one', async () => {
    const { email, password } = await newAccount();
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(email, 'Not-it-123');
    await moveClock(31 * 60_000, async () => {
      expect((await errorOf(await signIn(email, 'Not-it-123'))).errorId).toBe('AUT401');
      expect((await signIn(email, password)).status).toBe(200);
    });
  });

  it('never returns or stores the password', async () => {
    const { email, password } = await newAccount();
    const res = await signIn(email, password);
    expect(await res.text()).not.toContain(password);
    const rows = await queryRows<{ password_hash: string }>(
      database.db,
      sql`select password_hash from consumer_credentials`,
    );
    expect(rows.every((row) => row.password_hash.startsWith('scrypt$') && !row.password_hash.includes(password))).toBe(
      true,
    );
  });
});

describe('hand-over of guest objects', () => {
  /** A guest with a cart line of the `variant`-th seeded variant (by UPC), favourites and a saved-for-later list. */
  async function guestWithObjects(variant = 0, qty = 1) {
    const guest = await guestSession(app);
    const cart = (await (await call(app, 'POST', '/cart/v1/cart', { token: guest.accessToken })).json()) as CartJson;
    const [favorites] = await database.db.insert(favoriteLists).values({ consumerNo: guest.consumerNo }).returning();
    const [later] = await database.db.insert(saveForLaterLists).values({ consumerNo: guest.consumerNo }).returning();
    if (!favorites || !later) throw new Error('lists not created');
    await database.db.insert(favoriteItems).values([
      { favoriteId: favorites.id, itemId: 'SB1000001', qty: 1 },
      { favoriteId: favorites.id, itemId: 'SB1000002', qty: 3 },
    ]);
    await database.db.insert(saveForLaterItems).values({ listId: later.id, productId: 'SB1000003', qty: 2 });
    const [line] = await queryRows<{ upc: string; product_id: string }>(
      database.db,
      sql`select upc, product_id from product_variants order by upc limit 1 offset ${variant}`,
    );
    if (!line) throw new Error('no seeded variant');
    await database.db.insert(cartItems).values({
      cartId: cart.id,
      productId: line.product_id,
      upc: line.upc,
      qty,
      maxQty: 5,
      fulfilment: 'home',
    });
    return { guest, guestObjects: { basketId: cart.id, favoriteId: favorites.id, saveForLaterId: later.id } };
  }

  it('gives a new account the guest basket and lists as they are', async () => {
    const { email, password } = await newAccount();
    const { guest, guestObjects } = await guestWithObjects();
    const session = await registeredSession(app, email, password, { guestObjects, guestToken: guest.accessToken });
    expect(session).toMatchObject(guestObjects);
    const read = await call(app, 'GET', `/cart/v1/cart/${guestObjects.basketId}`, { token: session.accessToken });
    expect(read.status).toBe(200);
    // The guest session ended at sign-in (session rotation, issue 15): its token is refused outright.
    expect(
      await errorOf(await call(app, 'GET', `/cart/v1/cart/${guestObjects.basketId}`, { token: guest.accessToken })),
    ).toMatchObject({ status: 401, errorId: 'AUT432' });
  });

  it('merges into the lists and cart the account already has', async () => {
    const { email, password } = await newAccount();
    const first = await guestWithObjects();
    const own = await registeredSession(app, email, password, { guestObjects: first.guestObjects });
    const second = await guestWithObjects(1);
    const merged = await registeredSession(app, email, password, { guestObjects: second.guestObjects });
    expect(merged).toMatchObject({ consumerNo: own.consumerNo, ...first.guestObjects });

    const [guestCart] = await database.db.select().from(carts).where(eq(carts.id, second.guestObjects.basketId));
    expect(guestCart?.status).toBe('merged');
    const lines = await database.db.select().from(cartItems).where(eq(cartItems.cartId, first.guestObjects.basketId));
    expect(lines.map((line) => line.qty)).toEqual([1, 1]);
    const favorites = await database.db
      .select()
      .from(favoriteItems)
      .where(eq(favoriteItems.favoriteId, first.guestObjects.favoriteId));
    expect(favorites.map((item) => [item.itemId, item.qty]).sort()).toEqual([
      ['SB1000001', 1],
      ['SB1000002', 3],
    ]);
    const later = await database.db
      .select()
      .from(saveForLaterItems)
      .where(eq(saveForLaterItems.listId, first.guestObjects.saveForLaterId));
    expect(later).toHaveLength(2);
    const [oldList] = await database.db
      .select()
      .from(favoriteLists)
      .where(eq(favoriteLists.id, second.guestObjects.favoriteId));
    expect(oldList?.status).toBe('merged');
  });

  it('merges a guest line of the same product and size into the member line, adding the quantities', async () => {
    const { email, password } = await newAccount();
    const first = await guestWithObjects(0, 2);
    await registeredSession(app, email, password, { guestObjects: first.guestObjects });
    const second = await guestWithObjects(0, 1);
    const merged = await registeredSession(app, email, password, { guestObjects: second.guestObjects });

    const cart = (await (
      await call(app, 'GET', `/cart/v1/cart/${merged.basketId}`, { token: merged.accessToken })
    ).json()) as Omit<CartJson, 'items'> & { items: { qty: number }[] };
    expect(cart.items.map((item) => item.qty)).toEqual([3]);
    expect(cart.totals.totalUnits).toBe(3);
  });

  it('keeps a merged line within its max quantity', async () => {
    const { email, password } = await newAccount();
    const first = await guestWithObjects(0, 4);
    await registeredSession(app, email, password, { guestObjects: first.guestObjects });
    const second = await guestWithObjects(0, 3);
    await registeredSession(app, email, password, { guestObjects: second.guestObjects });
    const lines = await database.db.select().from(cartItems).where(eq(cartItems.cartId, first.guestObjects.basketId));
    expect(lines.map((line) => line.qty)).toEqual([5]);
  });

  it('gives an employee the guest basket but not the favourites or saved-for-later lists (spec §6)', async () => {
    const { guest, guestObjects } = await guestWithObjects();
    const session = await registeredSession(app, 'jordan.blake@example.com', 'Trailhead26', {
      guestObjects,
      guestToken: guest.accessToken,
    });
    expect(session).toMatchObject({ basketId: expect.any(String), favoriteId: null, saveForLaterId: null });
    const [favorites] = await database.db
      .select()
      .from(favoriteLists)
      .where(eq(favoriteLists.id, guestObjects.favoriteId));
    expect(favorites).toMatchObject({ consumerNo: guest.consumerNo, status: 'active' });
    const [later] = await database.db
      .select()
      .from(saveForLaterLists)
      .where(eq(saveForLaterLists.id, guestObjects.saveForLaterId));
    expect(later).toMatchObject({ consumerNo: guest.consumerNo, status: 'active' });
  });

  it("skips objects that are not the calling guest's, unknown, or a registered shopper's", async () => {
    const { email, password } = await newAccount();
    const victim = await guestWithObjects();
    const attacker = await guestSession(app);
    const session = await registeredSession(app, email, password, {
      guestObjects: victim.guestObjects,
      guestToken: attacker.accessToken,
    });
    expect(session).toMatchObject({ basketId: null, favoriteId: null, saveForLaterId: null });
    const alex = await registeredSession(app, ALEX, DEMO_PASSWORD);
    const alexCart = (await (await call(app, 'POST', '/cart/v1/cart', { token: alex.accessToken })).json()) as CartJson;
    const stolen = await registeredSession(app, email, password, {
      guestObjects: {
        basketId: alexCart.id,
        favoriteId: 'not-a-uuid',
        saveForLaterId: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(stolen).toMatchObject({ basketId: null, favoriteId: null, saveForLaterId: null });
    const [kept] = await database.db
      .select()
      .from(carts)
      .where(and(eq(carts.id, alexCart.id), eq(carts.consumerNo, alex.consumerNo)));
    expect(kept?.status).toBe('active');
  });
});

describe('postLogin: a guest order joins the account', () => {
  async function guestOrder() {
    const guest = await guestSession(app);
    const cart = (await (await call(app, 'POST', '/cart/v1/cart', { token: guest.accessToken })).json()) as CartJson;
    const address = {
      firstName: 'Gus',
      lastName: 'Guest',
      addressLine1: '1 Main St',
      city: 'Denver',
      postalCode: '80202',
      country: 'US',
    };
    const [order] = await database.db
      .insert(orders)
      .values({
        consumerNo: guest.consumerNo,
        cartId: cart.id,
        siteId: 'sb-us',
        currency: 'USD',
        status: 'confirmed',
        email: 'gus@example.com',
        billingAddress: address as never,
        shippingMethod: 'standard',
        totals: {},
        payment: {},
        idempotencyKey: `key-${cart.id}`,
        requestHash: 'test',
        createdAt: clock,
        updatedAt: clock,
      })
      .returning({ orderNo: orders.orderNo });
    if (!order) throw new Error('order not created');
    return { guest, orderNo: order.orderNo };
  }

  async function exchangeWith(email: string, password: string, extra: Record<string, unknown>, token?: string) {
    const { codeVerifier, codeChallenge } = pkcePair();
    const { authorizationCode } = (await (await signIn(email, password, codeChallenge)).json()) as {
      authorizationCode: string;
    };
    return (await (await exchange({ authorizationCode, codeVerifier, ...extra }, token)).json()) as RegisteredSession;
  }

  it('moves the order of the calling guest to the account', async () => {
    const { email, password } = await newAccount();
    const { guest, orderNo } = await guestOrder();
    const session = await exchangeWith(
      email,
      password,
      { orderNo, st: 'opaque', action: 'postLogin' },
      guest.accessToken,
    );
    expect(session.orderNo).toBe(orderNo);
    const [row] = await database.db
      .select({ consumerNo: orders.consumerNo })
      .from(orders)
      .where(eq(orders.orderNo, orderNo));
    expect(row?.consumerNo).toBe(session.consumerNo);
  });

  it("leaves the order alone without the guest's token, with another guest's, or without postLogin", async () => {
    const { email, password } = await newAccount();
    const { guest, orderNo } = await guestOrder();
    const other = await guestSession(app);
    expect((await exchangeWith(email, password, { orderNo, action: 'postLogin' })).orderNo).toBeNull();
    expect(
      (await exchangeWith(email, password, { orderNo, action: 'postLogin' }, other.accessToken)).orderNo,
    ).toBeNull();
    expect((await exchangeWith(email, password, { orderNo }, guest.accessToken)).orderNo).toBeNull();
    const [row] = await database.db
      .select({ consumerNo: orders.consumerNo })
      .from(orders)
      .where(eq(orders.orderNo, orderNo));
    expect(row?.consumerNo).toBe(guest.consumerNo);
  });
});

describe("postLogin: someone else's order is refused", () => {
  it("a handed-over order is in the account's history; another account cannot take it, not even with its owner's token", async () => {
    const owner = await newAccount();
    const guest = await guestSession(app);
    const cart = (await (await call(app, 'POST', '/cart/v1/cart', { token: guest.accessToken })).json()) as CartJson;
    const [order] = await database.db
      .insert(orders)
      .values({
        consumerNo: guest.consumerNo,
        cartId: cart.id,
        siteId: 'sb-us',
        currency: 'USD',
        status: 'confirmed',
        email: 'gus@example.com',
        billingAddress: {
          firstName: 'Gus',
          lastName: 'Guest',
          addressLine1: '1 Main St',
          city: 'Denver',
          postalCode: '80202',
          country: 'US',
        } as never,
        shippingMethod: 'standard',
        totals: {},
        payment: {},
        idempotencyKey: `key-${cart.id}`,
        requestHash: 'test',
        createdAt: clock,
        updatedAt: clock,
      })
      .returning({ orderNo: orders.orderNo });
    if (!order) throw new Error('order not created');

    const { codeVerifier, codeChallenge } = pkcePair();
    const { authorizationCode } = (await (await signIn(owner.email, owner.password, codeChallenge)).json()) as {
      authorizationCode: string;
    };
    const session = (await (
      await exchange(
        { authorizationCode, codeVerifier, orderNo: order.orderNo, action: 'postLogin' },
        guest.accessToken,
      )
    ).json()) as RegisteredSession;
    expect(session.orderNo).toBe(order.orderNo);
    const history = (await (
      await call(app, 'POST', '/consumers-v3/consumer/purchasehistory', { token: session.accessToken, body: {} })
    ).json()) as { orders: { orderNumber: string }[] };
    expect(history.orders.map((entry) => entry.orderNumber)).toContain(order.orderNo);
    // The guest token that placed it no longer reads it: the guest session ended at sign-in.
    expect(
      (await call(app, 'GET', `/consumers-v3/consumer/purchase/${order.orderNo}`, { token: guest.accessToken })).status,
    ).toBe(401);

    // Another account signing in with the owner's (registered) token, or with the old guest token, takes nothing.
    const thief = await newAccount();
    for (const token of [session.accessToken, guest.accessToken]) {
      const pair = pkcePair();
      const grant = (await (await signIn(thief.email, thief.password, pair.codeChallenge)).json()) as {
        authorizationCode: string;
      };
      const taken = (await (
        await exchange(
          {
            authorizationCode: grant.authorizationCode,
            codeVerifier: pair.codeVerifier,
            orderNo: order.orderNo,
            action: 'postLogin',
          },
          token,
        )
      ).json()) as RegisteredSession;
      expect(taken.orderNo).toBeNull();
    }
    const [row] = await database.db
      .select({ consumerNo: orders.consumerNo })
      .from(orders)
      .where(eq(orders.orderNo, order.orderNo));
    expect(row?.consumerNo).toBe(session.consumerNo);
  });
});

describe('sign-up', () => {
  it('creates an account that signs in through the same PKCE exchange', async () => {
    const { codeVerifier, codeChallenge } = pkcePair();
    const body = signUpBody({
      codeChallenge,
      phone: '(303) 555-0199',
      phoneCode: '+1',
      postalCode: '80203',
      birthDate: '1990-02-03',
      gender: 'F',
      newsletter: true,
      loyaltyTerms: true,
      optInAccepted: true,
      policy: true,
      source: { acquisitionType: 'Signup', campaignName: 'autumn-ridgeline' },
    });
    const res = await signUp(body);
    expect(res.status).toBe(201);
    const created = (await res.json()) as {
      consumerNo: string;
      authorizationCode: string;
      isPartiallyEnrolled: boolean;
    };
    expect(created).toMatchObject({
      consumerNo: expect.stringMatching(/^C\d+$/),
      consumerType: 'REGISTERED',
      isPartiallyEnrolled: false,
    });
    const token = await exchange({ authorizationCode: created.authorizationCode, codeVerifier });
    const session = (await token.json()) as AuthSession;
    expect(session).toMatchObject({
      consumerNo: created.consumerNo,
      consumerType: 'REGISTERED',
      memberId: expect.stringMatching(/^M\d+$/),
    });
    const subscriptions = await queryRows<{ type: string; channel: string; recipient: string }>(
      database.db,
      sql`select type, channel, recipient from consumer_subscriptions where consumer_no = ${created.consumerNo} order by type, channel`,
    );
    expect(subscriptions).toEqual([
      { type: 'Loyalty', channel: 'email', recipient: body.email },
      { type: 'Newsletter', channel: 'email', recipient: body.email },
      { type: 'Newsletter', channel: 'sms', recipient: '+13035550199' },
    ]);
  });

  it('lets only one of two simultaneous sign-ups with the same e-mail through', async () => {
    const body = signUpBody();
    const statuses = (
      await Promise.all([signUp(body), signUp({ ...body, codeChallenge: pkcePair().codeChallenge })])
    ).map((res) => res.status);
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('answers an e-mail in use with AUT439 and a phone in use with AUT444', async () => {
    expect(await errorOf(await signUp(signUpBody({ email: 'ALEX.RIVERA@example.com' })))).toMatchObject({
      status: 409,
      errorIds: ['LOGIN_IN_USE', 'AUT439'],
    });
    expect(await errorOf(await signUp(signUpBody({ phone: '3035550142', phoneCode: '+1' })))).toMatchObject({
      status: 409,
      errorIds: ['PHONE_NUMBER_ALREADY_IN_USE', 'AUT444'],
    });
  });

  it('applies the field rules of spec §5', async () => {
    const message = async (overrides: Record<string, unknown>) =>
      (await errorOf(await signUp(signUpBody(overrides)))).body.errorDetails[0]?.message;
    expect(await message({ password: 'short' })).toBe('Field "password": Password does not meet requirements.');
    expect(await message({ password: 'alllowercase1' })).toBe('Field "password": Password does not meet requirements.');
    expect(await message({ email: 'a@b' })).toBe('Field "email": Email is not valid');
    expect(await message({ firstName: 'R2-D2' })).toBe('Field "firstName": Name is not valid.');
    expect(await message({ birthDate: '1990-02-30' })).toBe(
      'Field "birthDate": Date should match YYYY-MM-DD and be a valid date.',
    );
    expect(await message({ birthDate: '2020-01-01' })).toBe('Field "birthDate": You must be at least 13 years old');
    expect(await message({ phone: '1235550100', phoneCode: '+1' })).toMatch(/^Field "phone"/);
    expect(await message({ isTermsConfirmed: false })).toBe('Field "isTermsConfirmed": required checkbox');
    expect(await message({ optInAccepted: true })).toBe('Field "phone": an SMS opt-in needs a phone number');
    expect(await message({ password: undefined })).toBe('Field "password" is required');
    expect(await message({ role: 'admin' })).toBe('Unknown field "role"');
  });

  it('creates a partially enrolled account with a temporary password, finished through the reset e-mail', async () => {
    const body = signUpBody({ password: undefined, isTemporaryPassword: true });
    const res = await signUp(body);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ isPartiallyEnrolled: true });
    const [message] = await database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, body.email as string));
    expect(message?.kind).toBe('password-reset');
  });
});

describe('sign-out, change password, forgot password', () => {
  it('signs out: the refresh token and the access token stop working', async () => {
    const session = await registeredSession(app, ALEX, DEMO_PASSWORD);
    const out = await call(app, 'POST', '/consumers-v3/consumer/auth/signout', {
      token: session.accessToken,
      body: { refreshToken: session.refreshToken },
    });
    expect(out.status).toBe(200);
    expect(
      await errorOf(
        await call(app, 'POST', '/token/v2/auth/token', {
          body: { type: 'Refresh', refreshToken: session.refreshToken },
        }),
      ),
    ).toMatchObject({
      errorId: 'AUT432',
    });
    expect(await errorOf(await call(app, 'POST', '/cart/v1/cart', { token: session.accessToken }))).toMatchObject({
      status: 401,
    });
  });

  it('changes the password: AUT450 for a wrong current one, AUT451 for the same one, then a new session', async () => {
    const { email, password } = await newAccount();
    const session = await registeredSession(app, email, password);
    const change = (body: unknown, token = session.accessToken) =>
      call(app, 'POST', '/consumers-v3/consumer/changepassword', { token, body });
    expect(await errorOf(await change({ currentPassword: 'Wrong-one-1', newPassword: 'Fresh2026x' }))).toMatchObject({
      errorId: 'AUT450',
    });
    expect(await errorOf(await change({ currentPassword: password, newPassword: password }))).toMatchObject({
      errorId: 'AUT451',
    });
    expect(await errorOf(await change({ currentPassword: password, newPassword: 'weak' }))).toMatchObject({
      errorId: 'API400',
    });
    const guest = await guestSession(app);
    expect(
      await errorOf(await change({ currentPassword: password, newPassword: 'Fresh2026x' }, guest.accessToken)),
    ).toMatchObject({
      status: 403,
      errorId: 'AUT404',
    });
    const res = await change({ currentPassword: password, newPassword: 'Fresh2026x' });
    expect(res.status).toBe(200);
    const fresh = (await res.json()) as AuthSession;
    expect((await call(app, 'POST', '/cart/v1/cart', { token: fresh.accessToken })).status).toBe(200);
    expect((await call(app, 'POST', '/cart/v1/cart', { token: session.accessToken })).status).toBe(401);
    expect(await errorOf(await signIn(email, password))).toMatchObject({ errorId: 'AUT401' });
    await registeredSession(app, email, 'Fresh2026x');
  });

  it('resets a forgotten password with the e-mailed code; the code expires after an hour and works once', async () => {
    const { email, password } = await newAccount();
    const guest = await guestSession(app);
    const request = (body: unknown) =>
      call(app, 'POST', '/consumers-v3/consumer/resetpassword', { token: guest.accessToken, body });
    const confirm = (body: unknown) => call(app, 'POST', '/consumers-v3/confirmforgotpassword', { body });
    expect((await request({ email: 'nobody@example.com' })).status).toBe(202);
    expect((await request({ email })).status).toBe(202);
    const codeFor = async () => {
      const messages = await database.db.select().from(outboundMessages).where(eq(outboundMessages.recipient, email));
      return messages.at(-1)?.payload.code as string;
    };
    const code = await codeFor();
    expect(code).toMatch(/^sbp_/);

    // Lock the account first: a reset unlocks it.
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(email, 'Not-it-123');
    expect(await errorOf(await confirm({ email, code: 'sbp_wrong', newPassword: 'Reset2026x' }))).toMatchObject({
      errorId: 'AUT402',
    });
    expect(await errorOf(await confirm({ email, code, newPassword: password }))).toMatchObject({ errorId: 'AUT451' });
    await moveClock(3_601_000, async () => {
      expect(await errorOf(await confirm({ email, code, newPassword: 'Reset2026x' }))).toMatchObject({
        status: 400,
        errorId: 'AUT402',
      });
    });
    expect((await confirm({ email, code, newPassword: 'Reset2026x' })).status).toBe(200);
    expect(await errorOf(await confirm({ email, code, newPassword: 'Again2026x' }))).toMatchObject({
      errorId: 'AUT402',
    });
    await registeredSession(app, email, 'Reset2026x');
  });
});

describe('associate (agent) login', () => {
  it('opens a buy-in-store session on the device session', async () => {
    const device = await guestSession(app);
    const res = await call(app, 'POST', '/consumers-v3/consumer/agent/login', {
      token: device.accessToken,
      body: { storeId: '1001', username: 'taylor.brooks', password: DEMO_ASSOCIATE_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      storeId: '1001',
      storeName: 'Switchback Denver Flagship',
      storeEmployeeId: 'E1001',
      storeEmployeeName: 'Taylor Brooks',
    });
    expect(await findBuyInStoreSession(database.db, device.consumerNo)).toEqual({
      storeId: '1001',
      storeName: 'Switchback Denver Flagship',
      storeEmployeeId: 'E1001',
      storeEmployeeName: 'Taylor Brooks',
    });
    await call(app, 'POST', '/consumers-v3/consumer/auth/signout', {
      token: device.accessToken,
      body: { refreshToken: device.refreshToken },
    });
    expect(await findBuyInStoreSession(database.db, device.consumerNo)).toBeUndefined();
  });

  it('refuses a wrong password or another store with AUT401, and needs a session', async () => {
    const device = await guestSession(app);
    const login = (body: unknown) =>
      call(app, 'POST', '/consumers-v3/consumer/agent/login', { token: device.accessToken, body });
    expect(await errorOf(await login({ storeId: '1001', username: 'E1001', password: 'nope' }))).toMatchObject({
      errorId: 'AUT401',
    });
    expect(
      await errorOf(await login({ storeId: '2001', username: 'taylor.brooks', password: DEMO_ASSOCIATE_PASSWORD })),
    ).toMatchObject({
      errorId: 'AUT401',
    });
    expect(await errorOf(await login({ storeId: '1001', username: 'E1001' }))).toMatchObject({ errorId: 'API400' });
    expect(
      await errorOf(
        await call(app, 'POST', '/consumers-v3/consumer/agent/login', {
          body: { storeId: '1001', username: 'E1001', password: 'x' },
        }),
      ),
    ).toMatchObject({ status: 401, errorId: 'AUT432' });
  });
});
