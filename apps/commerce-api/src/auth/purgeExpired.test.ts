import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { call, guestSession } from '../testing/api';
import { registeredSession } from '../testing/registeredSession';
import { createTestDatabase } from '../testing/testDatabase';
import type { AuthSession } from './TokenService';
import { purgeExpired, startPurgeSchedule } from './purgeExpired';

// Issue 15: every cookie-less page view created a guest consumer and two tokens that were never removed.

let database: DatabaseHandle;
let clock = new Date('2026-03-01T09:00:00Z');
let app: ReturnType<typeof createApp>;
const DAY = 86_400_000;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, now: () => clock, log: () => {} });
});
afterAll(() => database?.close());

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(database.db, query))[0]?.n ?? 0);
const consumerExists = (consumerNo: string) =>
  count(sql`select count(*)::int as n from consumers where consumer_no = ${consumerNo}`);
const tokensOf = (consumerNo: string) =>
  count(sql`select count(*)::int as n from auth_tokens where consumer_no = ${consumerNo}`);
const readCart = (token: string) => call(app, 'POST', '/cart/v1/cart', { token });

async function giveOrder(guest: AuthSession): Promise<void> {
  const [cart] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into carts (consumer_no, site_id, currency, status) values (${guest.consumerNo}, 'sb-us', 'USD', 'ordered') returning id`,
  );
  await database.db
    .execute(sql`insert into orders (consumer_no, cart_id, site_id, currency, status, email, billing_address, shipping_method, totals, payment, idempotency_key, request_hash, created_at, updated_at)
    values (${guest.consumerNo}, ${cart!.id}, 'sb-us', 'USD', 'confirmed', 'guest@example.com', '{}'::jsonb, 'standard', '{}'::jsonb, '{}'::jsonb, 'k-1', 'h', now(), now())`);
}

describe('purge of expired guests and tokens', () => {
  it('removes guests whose tokens all expired (with their carts), keeps guests with an order or a live session', async () => {
    clock = new Date('2026-03-01T09:00:00Z');
    const abandoned = await guestSession(app);
    expect((await readCart(abandoned.accessToken)).status).toBe(200);
    const ordered = await guestSession(app);
    await giveOrder(ordered);
    const member = await registeredSession(app, 'maya.chen@example.com', 'Trailhead26');

    // 31 days later every token above has expired; one guest came back yesterday and holds a live session.
    clock = new Date(clock.getTime() + 31 * DAY);
    const recent = await guestSession(app);
    const removed = await purgeExpired(database.db, clock);

    expect(removed.guests).toBeGreaterThanOrEqual(1);
    expect(removed.tokens).toBeGreaterThanOrEqual(4);
    expect(await consumerExists(abandoned.consumerNo)).toBe(0);
    expect(await count(sql`select count(*)::int as n from carts where consumer_no = ${abandoned.consumerNo}`)).toBe(0);
    expect(await consumerExists(ordered.consumerNo)).toBe(1);
    expect(await consumerExists(member.consumerNo)).toBe(1);
    expect(await consumerExists(recent.consumerNo)).toBe(1);
    // Expired tokens are gone for everyone; a live session still works.
    expect(await tokensOf(ordered.consumerNo)).toBe(0);
    expect(await tokensOf(member.consumerNo)).toBe(0);
    expect((await readCart(recent.accessToken)).status).toBe(200);
    // Nothing more to do on a second run.
    expect(await purgeExpired(database.db, clock)).toEqual({ guests: 0, tokens: 0, authorizationCodes: 0 });
  });

  it('keeps a guest younger than the grace period and a revoked refresh token until it expires', async () => {
    clock = new Date('2026-06-01T09:00:00Z');
    const guest = await guestSession(app);
    const renewed = await call(app, 'POST', '/token/v2/auth/token', {
      body: { type: 'Refresh', refreshToken: guest.refreshToken },
    });
    expect(renewed.status).toBe(200);
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    await purgeExpired(database.db, clock);
    expect(await consumerExists(guest.consumerNo)).toBe(1);
    // The retired refresh token is still recognised as a replay.
    expect(
      (await call(app, 'POST', '/token/v2/auth/token', { body: { type: 'Refresh', refreshToken: guest.refreshToken } }))
        .status,
    ).toBe(401);
  });

  it('works in batches, and the indexes it relies on exist', async () => {
    clock = new Date('2026-09-01T09:00:00Z');
    const guests = await Promise.all(Array.from({ length: 7 }, () => guestSession(app)));
    clock = new Date(clock.getTime() + 40 * DAY);
    const removed = await purgeExpired(database.db, clock, { batchSize: 2, maxBatches: 10 });
    expect(removed.guests).toBeGreaterThanOrEqual(7);
    for (const guest of guests) expect(await consumerExists(guest.consumerNo)).toBe(0);
    const indexes = await queryRows<{ indexname: string }>(
      database.db,
      sql`select indexname from pg_indexes where tablename in ('auth_tokens', 'consumers', 'authorization_codes')`,
    );
    expect(indexes.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        'auth_tokens_expires_at_idx',
        'consumers_guest_created_at_idx',
        'authorization_codes_expires_at_idx',
      ]),
    );
  });

  it('runs on a schedule and stops', async () => {
    clock = new Date('2027-01-01T09:00:00Z');
    const guest = await guestSession(app);
    const later = new Date(clock.getTime() + 40 * DAY);
    const lines: string[] = [];
    const schedule = startPurgeSchedule(database.db, {
      intervalMs: 20,
      firstRunMs: 5,
      now: () => later,
      log: (line) => lines.push(line),
    });
    await expect.poll(() => consumerExists(guest.consumerNo), { timeout: 10_000 }).toBe(0);
    await schedule.stop();
    expect(lines.join('\n')).toMatch(/purged \d+ expired guests/);
  });
});

describe('session rotation', () => {
  it('ends the guest session at sign-in: the guest tokens the sign-in came from are refused afterwards', async () => {
    clock = new Date();
    const guest = await guestSession(app);
    expect((await readCart(guest.accessToken)).status).toBe(200);
    const member = await registeredSession(app, 'alex.rivera@example.com', 'Trailhead26', {
      guestToken: guest.accessToken,
    });
    expect((await readCart(member.accessToken)).status).toBe(200);
    expect((await readCart(guest.accessToken)).status).toBe(401);
    expect(
      (await call(app, 'POST', '/token/v2/auth/token', { body: { type: 'Refresh', refreshToken: guest.refreshToken } }))
        .status,
    ).toBe(401);
  });

  it('ends the old pair on refresh: the access token issued with the retired refresh token is refused', async () => {
    clock = new Date();
    const first = await guestSession(app);
    const res = await call(app, 'POST', '/token/v2/auth/token', {
      body: { type: 'Refresh', refreshToken: first.refreshToken },
    });
    const second = (await res.json()) as AuthSession;
    expect((await readCart(second.accessToken)).status).toBe(200);
    expect((await readCart(first.accessToken)).status).toBe(401);
  });
});
