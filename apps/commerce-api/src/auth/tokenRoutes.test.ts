import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { call, errorOf, guestSession } from '../testing/api';
import { createTestDatabase } from '../testing/testDatabase';
import { hashToken } from './TokenService';
import type { AuthSession } from './TokenService';

let database: DatabaseHandle;
let clock = new Date('2026-10-01T09:00:00Z');
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, now: () => clock });
});
afterAll(() => database?.close());

const refresh = (refreshToken: unknown) =>
  call(app, 'POST', '/token/v2/auth/token', { body: { type: 'Refresh', refreshToken } });
const readCart = (token: string) => call(app, 'POST', '/cart/v1/cart', { token });
const later = (seconds: number) => new Date(clock.getTime() + seconds * 1000);

describe('POST /token/v2/auth/token, Guest', () => {
  it('creates a guest consumer and answers the session shape', async () => {
    const res = await call(app, 'POST', '/token/v2/auth/token', { body: { type: 'Guest' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const session = (await res.json()) as AuthSession;
    expect(session).toEqual({
      accessToken: expect.stringMatching(/^sba_[\w-]{43}$/),
      refreshToken: expect.stringMatching(/^sbr_[\w-]{43}$/),
      expiresIn: 1800,
      tokenType: 'Bearer',
      consumerNo: expect.stringMatching(/^C\d+$/),
      consumerType: 'GUEST',
      memberId: null,
      isEmployeeDiscountTCAccepted: false,
    });
    const [consumer] = await queryRows<{ consumer_type: string }>(
      database.db,
      sql`select consumer_type from consumers where consumer_no = ${session.consumerNo}`,
    );
    expect(consumer).toEqual({ consumer_type: 'GUEST' });
  });

  it('gives every guest its own consumer and tokens', async () => {
    const [a, b] = await Promise.all([guestSession(app), guestSession(app)]);
    expect(a.consumerNo).not.toBe(b.consumerNo);
    expect(a.accessToken).not.toBe(b.accessToken);
  });

  it('stores only hashes of the tokens, with their expiry', async () => {
    const session = await guestSession(app);
    const rows = await queryRows<{ token_hash: string; kind: string; expires_at: string | Date }>(
      database.db,
      sql`select token_hash, kind, expires_at from auth_tokens where consumer_no = ${session.consumerNo} order by kind`,
    );
    expect(rows.map((row) => [row.kind, row.token_hash])).toEqual([
      ['access', hashToken(session.accessToken)],
      ['refresh', hashToken(session.refreshToken)],
    ]);
    expect(rows.map((row) => new Date(row.expires_at).getTime())).toEqual([
      later(1800).getTime(),
      later(30 * 86_400).getTime(),
    ]);
    const [leak] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from auth_tokens where token_hash in (${session.accessToken}, ${session.refreshToken})`,
    );
    expect(leak?.n).toBe(0);
  });

  it('answers Registered with an unknown authorization code with 400 AUT432 (the PKCE cases are in authRoutes.test.ts)', async () => {
    const res = await call(app, 'POST', '/token/v2/auth/token', {
      body: { type: 'Registered', authorizationCode: 'code', codeVerifier: 'verifier' },
    });
    expect(await errorOf(res)).toMatchObject({ status: 400, errorId: 'AUT432' });
  });

  it('refuses an unknown type naming the field', async () => {
    const error = await errorOf(await call(app, 'POST', '/token/v2/auth/token', { body: { type: 'Admin' } }));
    expect(error).toMatchObject({ status: 400, errorId: 'API400' });
    expect(error.body.errorDetails[0]?.message).toMatch(/"type".*Guest/);
  });
});

describe('POST /token/v2/auth/token, Refresh', () => {
  it('issues a new pair for the same consumer and retires the old refresh token', async () => {
    const first = await guestSession(app);
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(200);
    const second = (await res.json()) as AuthSession;
    expect(second).toMatchObject({
      consumerNo: first.consumerNo,
      consumerType: 'GUEST',
      tokenType: 'Bearer',
      expiresIn: 1800,
    });
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await readCart(second.accessToken)).status).toBe(200);
  });

  it('answers an unknown refresh token, or an access token used as one, with 401 AUT432', async () => {
    expect(await errorOf(await refresh('sbr_not-a-real-token'))).toMatchObject({ status: 401, errorId: 'AUT432' });
    const session = await guestSession(app);
    expect(await errorOf(await refresh(session.accessToken))).toMatchObject({ status: 401, errorId: 'AUT432' });
  });

  it('answers an expired refresh token with 401 AUT432', async () => {
    const session = await guestSession(app);
    const issuedAt = clock;
    try {
      clock = new Date(issuedAt.getTime() + 30 * 86_400_000 + 1000);
      expect(await errorOf(await refresh(session.refreshToken))).toMatchObject({ status: 401, errorId: 'AUT432' });
    } finally {
      clock = issuedAt;
    }
  });

  it('treats a replayed refresh token as stolen and revokes the whole session', async () => {
    const first = await guestSession(app);
    const second = (await (await refresh(first.refreshToken)).json()) as AuthSession;
    expect(await errorOf(await refresh(first.refreshToken))).toMatchObject({ status: 401, errorId: 'AUT432' });
    expect(await errorOf(await readCart(second.accessToken))).toMatchObject({ status: 401, errorId: 'AUT432' });
    expect(await errorOf(await refresh(second.refreshToken))).toMatchObject({ status: 401, errorId: 'AUT432' });
  });

  it('lets only one of two simultaneous refreshes with the same token succeed', async () => {
    const session = await guestSession(app);
    const statuses = (await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('requires the refresh token, as a string', async () => {
    const missing = await errorOf(await call(app, 'POST', '/token/v2/auth/token', { body: { type: 'Refresh' } }));
    expect(missing.body.errorDetails[0]?.message).toBe('Field "refreshToken" is required');
    expect(await errorOf(await refresh(''))).toMatchObject({ status: 400, errorId: 'API400' });
  });
});

describe('bearer authentication', () => {
  it('answers a missing, malformed or unknown token with 401 AUT432 and a Bearer challenge', async () => {
    const responses = [
      await call(app, 'POST', '/cart/v1/cart'),
      await call(app, 'POST', '/cart/v1/cart', { headers: { authorization: 'Basic dXNlcjpwYXNz' } }),
      await call(app, 'POST', '/cart/v1/cart', { token: 'sba_forged' }),
    ];
    for (const res of responses) {
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await errorOf(res)).toMatchObject({ status: 401, errorId: 'AUT432' });
    }
  });

  it('accepts a token until it expires, then answers 401 AUT432', async () => {
    const session = await guestSession(app);
    const issuedAt = clock;
    try {
      clock = new Date(issuedAt.getTime() + 1799_000);
      expect((await readCart(session.accessToken)).status).toBe(200);
      clock = new Date(issuedAt.getTime() + 1800_000);
      expect(await errorOf(await readCart(session.accessToken))).toMatchObject({ status: 401, errorId: 'AUT432' });
      // The refresh token outlives it and brings the session back.
      const renewed = (await (await refresh(session.refreshToken)).json()) as AuthSession;
      expect((await readCart(renewed.accessToken)).status).toBe(200);
    } finally {
      clock = issuedAt;
    }
  });

  it('does not accept a refresh token as an access token', async () => {
    const session = await guestSession(app);
    expect(await errorOf(await readCart(session.refreshToken))).toMatchObject({ status: 401, errorId: 'AUT432' });
  });
});
