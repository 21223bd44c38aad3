import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, stopChildServer, type ChildServer as Instance } from '../testing/childServer';

// Issue 15, "counted in shared storage so several instances enforce one limit": two real commerce-api processes
// (src/main.ts under tsx, each with its own port, connection pool and limiter objects) on one PostgreSQL database this
// test creates and drops, and then on Redis (REDIS_URL). A client alternating between them is stopped at the limit,
// not at twice the limit. Skipped, with the reason, only when the server is not reachable.

const ADMIN_URL = process.env.RATE_LIMIT_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.RATE_LIMIT_REDIS_URL || 'redis://127.0.0.1:6379';
// The lookup rule: 30 per minute per client IP (RATE_LIMIT_RULES.lookup).
const LOOKUP_LIMIT = 30;
const LIMITED = { RATE_LIMITS: 'on', RATE_LIMIT_LOOPBACK_FACTOR: '1' };

async function reachable(probe: () => Promise<unknown>): Promise<boolean> {
  try {
    await Promise.race([probe(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2_000))]);
    return true;
  } catch {
    return false;
  }
}

const postgresUp = await reachable(async () => {
  const client = new pg.Client({ connectionString: ADMIN_URL });
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
if (!postgresUp) console.warn(`rate limits across processes: SKIPPED, PostgreSQL is not reachable at ${ADMIN_URL}`);
if (!redisUp) console.warn(`rate limits across processes on Redis: SKIPPED, Redis is not reachable at ${REDIS_URL}`);

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `total` lookups from one client address, alternating between the instances; answers the statuses in order. */
async function alternate(instances: Instance[], total: number, ip: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < total; i += 1) {
    const res = await fetch(
      `${instances[i % instances.length]!.url}/consumers-v3/consumer/lookup?email=shared%40example.com`,
      {
        headers: { 'x-client-ip': ip, authorization: 'Bearer sba_unknown', 'x-site-id': 'sb-us', 'x-locale': 'en-us' },
      },
    );
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

describe.skipIf(!postgresUp)('rate limits shared by two commerce-api processes', () => {
  const database = `commerce_api_rl_${process.pid}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${database}`);
  const running: Instance[] = [];

  beforeAll(async () => {
    await admin(`create database ${database}`);
  }, 30_000);
  afterAll(async () => {
    await Promise.all(running.map((server) => stopChildServer(server)));
    await admin(`drop database if exists ${database} with (force)`);
  }, 60_000);

  it(
    'on one PostgreSQL database: the limit holds across both (30 pass, then 429 from either)',
    { timeout: 600_000 },
    async () => {
      // The first prepares (migrates and seeds) the new database; the second finds it ready.
      running.push(await startChildServer(databaseUrl, LIMITED));
      running.push(await startChildServer(databaseUrl, LIMITED));
      const ip = `203.0.113.${10 + (process.pid % 200)}`;
      const statuses = await alternate(running, LOOKUP_LIMIT + 4, ip);
      expect(statuses.slice(0, LOOKUP_LIMIT)).not.toContain(429);
      expect(statuses.slice(LOOKUP_LIMIT)).toEqual([429, 429, 429, 429]);
      // The counts are rows of the shared rate_limits table.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query<{ points: number }>(
        `select points from rate_limits where key like 'rl_lookup_ip_%' order by points desc limit 1`,
      );
      await client.end();
      expect(rows[0]?.points).toBeGreaterThanOrEqual(LOOKUP_LIMIT);
      await Promise.all(running.splice(0).map((server) => stopChildServer(server)));
    },
  );

  it.skipIf(!redisUp)(
    'with REDIS_URL: the two processes count in Redis and share the limit',
    { timeout: 300_000 },
    async () => {
      running.push(await startChildServer(databaseUrl, { ...LIMITED, REDIS_URL }));
      running.push(await startChildServer(databaseUrl, { ...LIMITED, REDIS_URL }));
      const ip = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
      const statuses = await alternate(running, LOOKUP_LIMIT + 3, ip);
      expect(statuses.slice(0, LOOKUP_LIMIT)).not.toContain(429);
      expect(statuses.slice(LOOKUP_LIMIT)).toEqual([429, 429, 429]);
      // The counter is in Redis, not in the database.
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`rl_lookup_ip_*${ip}`);
      redis.disconnect();
      expect(keys.length).toBeGreaterThan(0);
      await Promise.all(running.splice(0).map((server) => stopChildServer(server)));
    },
  );
});
