import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/openDatabase';
import { createTestDatabase } from '../testing/testDatabase';
import { call } from '../testing/api';
import { RATE_LIMIT_RULES, rateLimitOptionsFromEnv, type RuleName } from './rateLimits';

// Issue 15: 100 parallel sign-ins, 200 guest sessions a second, 50 password resets for one account and unlimited
// reviews were all accepted. Each rule here gets a small limit; the call past it answers 429 with the headers.

const silent = () => {};

/** One call that reaches each rule (the route may refuse it afterwards: the limiter counts first). */
const CALLS: Record<RuleName, { method: string; path: string; body?: unknown; token?: string }> = {
  signIn: {
    method: 'POST',
    path: '/consumers-v3/auth/signin',
    body: {
      type: 'Registered',
      username: 'nobody@example.com',
      password: 'wrong-password',
      codeChallenge: 'x'.repeat(43),
      codeChallengeMethod: 'S256',
    },
  },
  signUp: { method: 'POST', path: '/consumers-v3/auth/signup', body: { email: 'someone@example.com' } },
  lookup: { method: 'GET', path: '/consumers-v3/consumer/lookup?email=someone@example.com', token: 'sba_unknown' },
  passwordReset: {
    method: 'POST',
    path: '/consumers-v3/consumer/resetpassword',
    body: { email: 'maya.chen@example.com' },
  },
  guestToken: { method: 'POST', path: '/token/v2/auth/token', body: { type: 'Guest' } },
  basket: { method: 'POST', path: '/cart/v1/cart', body: {}, token: 'sba_unknown' },
  payment: {
    method: 'POST',
    path: '/cart/v1/cart/00000000-0000-0000-0000-000000000000/paymentInstruments',
    body: {},
    token: 'sba_unknown',
  },
  placement: { method: 'PUT', path: '/cart/v2/checkout/order', body: {}, token: 'sba_unknown' },
  reviews: { method: 'POST', path: '/products/v1/products/SBJK10026/reviews', body: {}, token: 'sba_unknown' },
  flags: { method: 'POST', path: '/products/v1/products/SBJK10026/review/R1/flag', body: {}, token: 'sba_unknown' },
};

describe('rate limits', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it.each(Object.keys(CALLS) as RuleName[])(
    '%s: a burst above the per-IP limit gets 429 with Retry-After and RateLimit headers',
    async (rule) => {
      const limits = { [rule]: { ip: { points: 3, seconds: 60 }, perAccount: { points: 100, seconds: 60 } } };
      const app = createApp({ db: handle.db, log: silent, rateLimits: { loopbackFactor: 1, limits } });
      const ip = `203.0.113.${Object.keys(CALLS).indexOf(rule) + 1}`;
      const request = CALLS[rule];
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          call(app, request.method, request.path, {
            body: request.body,
            ...(request.token ? { token: request.token } : {}),
            headers: { 'x-client-ip': ip },
          }),
        ),
      );
      const limited = answers.filter((res) => res.status === 429);
      expect(limited).toHaveLength(3);
      for (const res of answers) expect(res.status).toBeLessThan(500);
      const res = limited[0]!;
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.headers.get('ratelimit-limit')).toBe('3');
      expect(res.headers.get('ratelimit-remaining')).toBe('0');
      expect(res.headers.get('ratelimit')).toMatch(/^limit=3, remaining=0, reset=\d+$/);
      const body = (await res.json()) as {
        appId: string;
        correlationId: string;
        errorDetails: { errorId: string; message: string }[];
      };
      expect(body).toMatchObject({ appId: 'commerce-api', errorDetails: [{ errorId: 'API429' }] });
      expect(body.correlationId).toBeTruthy();
      // Another address is not affected.
      const other = await call(app, request.method, request.path, {
        body: request.body,
        ...(request.token ? { token: request.token } : {}),
        headers: { 'x-client-ip': '198.51.100.77' },
      });
      expect(other.status).not.toBe(429);
    },
  );

  it('limits password resets per account across addresses: 50 for one e-mail, at most 5 go through', async () => {
    const app = createApp({ db: handle.db, log: silent, rateLimits: { loopbackFactor: 1 } });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(app, 'POST', '/consumers-v3/consumer/resetpassword', {
          body: { email: 'Lock.Me@example.com' },
          headers: { 'x-client-ip': `192.0.2.${index + 1}` },
        }),
      ),
    );
    expect(answers.filter((res) => res.status !== 429).length).toBeLessThanOrEqual(
      RATE_LIMIT_RULES.passwordReset.perAccount!.points,
    );
  });

  it('gives loopback clients (tests, a developer) the loopback factor and ignores x-client-ip from untrusted peers', async () => {
    const app = createApp({
      db: handle.db,
      log: silent,
      rateLimits: { loopbackFactor: 10, limits: { lookup: { ip: { points: 1, seconds: 60 } } } },
    });
    const answers = [];
    for (let i = 0; i < 10; i += 1)
      answers.push(
        (
          await call(app, 'GET', '/consumers-v3/consumer/lookup?email=a@example.com', {
            headers: { 'x-client-ip': '127.0.0.1' },
          })
        ).status,
      );
    expect(answers).not.toContain(429);
    expect(
      (
        await call(app, 'GET', '/consumers-v3/consumer/lookup?email=a@example.com', {
          headers: { 'x-client-ip': '127.0.0.1' },
        })
      ).status,
    ).toBe(429);
  });

  it('reads its settings from the environment', () => {
    expect(rateLimitOptionsFromEnv({ RATE_LIMITS: 'off' })).toBe(false);
    expect(
      rateLimitOptionsFromEnv({ REDIS_URL: 'redis://127.0.0.1:6379', TRUSTED_PROXIES: '10.0.0.2, 10.0.0.3' }),
    ).toEqual({
      redisUrl: 'redis://127.0.0.1:6379',
      loopbackFactor: 100,
      trustedProxies: ['10.0.0.2', '10.0.0.3'],
    });
  });
});

// Several commerce-api processes enforce one limit: each app below has its own connection pool (or Redis client)
// and its own limiter objects, so the only thing they share is the store.
const POSTGRES_URL =
  process.env.RATE_LIMIT_POSTGRES_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.RATE_LIMIT_REDIS_URL || 'redis://127.0.0.1:6379';

async function reachable(probe: () => Promise<unknown>): Promise<boolean> {
  try {
    await Promise.race([probe(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2_000))]);
    return true;
  } catch {
    return false;
  }
}

const postgresUp = await reachable(async () => {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.end();
});
const redisUp = await reachable(async () => {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    await client.ping();
  } finally {
    client.disconnect();
  }
});

async function alternate(apps: ReturnType<typeof createApp>[], total: number, ip: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < total; i += 1) {
    const app = apps[i % apps.length]!;
    statuses.push(
      (
        await call(app, 'GET', '/consumers-v3/consumer/lookup?email=shared@example.com', {
          headers: { 'x-client-ip': ip },
        })
      ).status,
    );
  }
  return statuses;
}

describe.skipIf(!postgresUp)('rate limits on one PostgreSQL server', () => {
  const schema = `rate_limit_test_${process.pid}_${randomBytes(3).toString('hex')}`;
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.query(
      `create table ${schema}.rate_limits (key text primary key, points integer not null, expire timestamptz)`,
    );
    await admin.end();
    for (let i = 0; i < 2; i += 1) handles.push(await openDatabase({ databaseUrl: POSTGRES_URL, searchPath: schema }));
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('two instances share the counts: 4 calls each against a limit of 5 → the 6th, 7th and 8th get 429', async () => {
    const options = { loopbackFactor: 1, limits: { lookup: { ip: { points: 5, seconds: 60 } } } };
    const apps = handles.map((handle) => createApp({ db: handle.db, log: silent, rateLimits: options }));
    const statuses = await alternate(apps, 8, '203.0.113.200');
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});

describe.skipIf(!redisUp)('rate limits in Redis (REDIS_URL)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('two instances with their own Redis clients share the counts', async () => {
    const ip = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const options = { redisUrl: REDIS_URL, loopbackFactor: 1, limits: { lookup: { ip: { points: 5, seconds: 30 } } } };
    // Each app has its own Redis client; the database's rate_limits table is not used with a Redis URL.
    const apps = [0, 1].map(() => createApp({ db: handle.db, log: silent, rateLimits: options }));
    const statuses = await alternate(apps, 8, ip);
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});
