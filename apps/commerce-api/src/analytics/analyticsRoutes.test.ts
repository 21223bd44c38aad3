import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { DEMO_PASSWORD } from '../consumer/demoAccounts';
import type { DatabaseHandle } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { analyticsEvents } from '../db/schema';
import { call, errorOf, guestSession } from '../testing/api';
import { registeredSession } from '../testing/registeredSession';
import { createTestDatabase } from '../testing/testDatabase';
import type { AnalyticsEventJson } from './analyticsRoutes';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db });
});
afterAll(() => database?.close());

const send = (body: unknown, options: { token?: string; headers?: Record<string, string> } = {}) =>
  call(app, 'POST', '/analytics/v1/events', { body, ...options });
const list = async (query: string) => {
  const res = await call(app, 'GET', `/analytics/v1/events?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { events: AnalyticsEventJson[] }).events;
};
const event = (visitorId: string, name = 'page_view', payload: Record<string, unknown> = { pageType: 'home' }) => ({
  name,
  payload,
  visitorId,
});
const consumerNosOf = async (visitorId: string) =>
  (
    await database.db
      .select({ consumerNo: analyticsEvents.consumerNo })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.visitorId, visitorId))
  ).map((row) => row.consumerNo);

describe('POST /analytics/v1/events', () => {
  it('stores a batch and reads it back newest first, with every field', async () => {
    const res = await send({
      events: [
        { ...event('vuid_reader'), pageUrl: 'https://shop.example/en-us/', timestamp: '2026-11-25T10:00:00.000Z' },
        event('vuid_reader', 'add_to_cart', {
          productId: 'SB1000001',
          quantity: 1,
          nested: { list: [1, 'two', null] },
        }),
      ],
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 2 });
    const events = await list('visitorId=vuid_reader');
    expect(events).toEqual([
      {
        name: 'add_to_cart',
        payload: { productId: 'SB1000001', quantity: 1, nested: { list: [1, 'two', null] } },
        visitorId: 'vuid_reader',
        pageUrl: null,
        timestamp: null,
        receivedAt: expect.any(String),
      },
      {
        name: 'page_view',
        payload: { pageType: 'home' },
        visitorId: 'vuid_reader',
        pageUrl: 'https://shop.example/en-us/',
        timestamp: '2026-11-25T10:00:00.000Z',
        receivedAt: expect.any(String),
      },
    ]);
    expect(Date.parse(events[0]?.receivedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('writes all events of a POST in one insert', async () => {
    const before =
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`select count(distinct received_at)::int as n from analytics_events`,
        )
      )[0]?.n ?? 0;
    const res = await send({
      events: Array.from({ length: 50 }, (_, index) => event('vuid_fifty', 'scroll_depth', { index })),
    });
    expect(await res.json()).toEqual({ accepted: 50 });
    const after =
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`select count(distinct received_at)::int as n from analytics_events`,
        )
      )[0]?.n ?? 0;
    expect(after - before).toBe(1);
    const events = await list('visitorId=vuid_fifty&limit=500');
    expect(events.map((entry) => entry.payload.index)).toEqual(Array.from({ length: 50 }, (_, index) => 49 - index));
  });

  it('takes a text/plain body (navigator.sendBeacon) the same way', async () => {
    const res = await call(app, 'POST', '/analytics/v1/events', {
      body: JSON.stringify({ events: [event('vuid_beacon', 'page_hide')] }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(res.status).toBe(202);
    expect((await list('visitorId=vuid_beacon')).map((entry) => entry.name)).toEqual(['page_hide']);
    const bad = await call(app, 'POST', '/analytics/v1/events', {
      body: 'not json',
      headers: { 'content-type': 'text/plain' },
    });
    expect(await errorOf(bad)).toMatchObject({ status: 400, errorId: 'API400' });
    const other = await call(app, 'POST', '/analytics/v1/events', {
      body: '{}',
      headers: { 'content-type': 'text/html' },
    });
    expect(await errorOf(other)).toMatchObject({ status: 415, errorId: 'API415' });
  });

  it("keeps a registered shopper's consumer number, not a guest's, and works with no or a stale token", async () => {
    const registered = await registeredSession(app, 'alex.rivera@example.com', DEMO_PASSWORD);
    expect((await send({ events: [event('vuid_signed_in')] }, { token: registered.accessToken })).status).toBe(202);
    const guest = await guestSession(app);
    expect((await send({ events: [event('vuid_guest')] }, { token: guest.accessToken })).status).toBe(202);
    expect((await send({ events: [event('vuid_stale')] }, { token: 'no-such-token' })).status).toBe(202);
    expect((await send({ events: [event('vuid_none')] })).status).toBe(202);
    expect(await consumerNosOf('vuid_signed_in')).toEqual([registered.consumerNo]);
    expect(await consumerNosOf('vuid_guest')).toEqual([null]);
    expect(await consumerNosOf('vuid_stale')).toEqual([null]);
    expect(await consumerNosOf('vuid_none')).toEqual([null]);
  });

  it.each([
    ['no events', { events: [] }, /events/],
    ['51 events', { events: Array.from({ length: 51 }, () => event('vuid_x')) }, /events/],
    ['an unknown top-level field', { events: [event('vuid_x')], extra: 1 }, /Unknown field "extra"/],
    ['an unknown event field', { events: [{ ...event('vuid_x'), value: 1 }] }, /Unknown field "events.0.value"/],
    ['a camelCase name', { events: [event('vuid_x', 'pageView')] }, /events\.0\.name/],
    ['a name starting with a digit', { events: [event('vuid_x', '1_view')] }, /events\.0\.name/],
    ['a 65-character name', { events: [event('vuid_x', `a${'b'.repeat(64)}`)] }, /events\.0\.name/],
    [
      'an array payload',
      { events: [{ ...event('vuid_x'), payload: [1] }] },
      /events\.0\.payload": must be a JSON object/,
    ],
    ['a string payload', { events: [{ ...event('vuid_x'), payload: 'x' }] }, /must be a JSON object/],
    ['a missing payload', { events: [{ name: 'page_view', visitorId: 'vuid_x' }] }, /"events\.0\.payload" is required/],
    ['a payload over 8 kB', { events: [event('vuid_x', 'big', { text: 'x'.repeat(8 * 1024) })] }, /at most 8 kB/],
    ['a visitor id with a space', { events: [event('vuid x')] }, /events\.0\.visitorId/],
    ['an empty visitor id', { events: [event('')] }, /events\.0\.visitorId/],
    ['a 65-character visitor id', { events: [event('v'.repeat(65))] }, /events\.0\.visitorId/],
    [
      'a page URL over 2000 characters',
      { events: [{ ...event('vuid_x'), pageUrl: `https://x.example/${'a'.repeat(2000)}` }] },
      /pageUrl/,
    ],
    ['a timestamp that is not a date-time', { events: [{ ...event('vuid_x'), timestamp: 'yesterday' }] }, /timestamp/],
    ['a timestamp in year 0', { events: [{ ...event('vuid_x'), timestamp: '0000-01-01T00:00:00Z' }] }, /timestamp/],
    ['a NUL in a payload string', { events: [event('vuid_x', 'x', { a: 'nul\u0000here' })] }, /NUL/],
    ['a NUL in a payload key', { events: [event('vuid_x', 'x', { 'a\u0000': 1 })] }, /NUL/],
    ['a NUL in a nested payload array', { events: [event('vuid_x', 'x', { a: [{ b: ['\u0000'] }] })] }, /NUL/],
    ['a NUL in the page URL', { events: [{ ...event('vuid_x'), pageUrl: 'https://x.example/\u0000' }] }, /NUL/],
    [
      'a payload nested too deep',
      { events: [event('vuid_x', 'x', JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`))] },
      /nest/,
    ],
  ])('refuses %s with 400', async (_case, body, message) => {
    const res = await send(body);
    const error = await errorOf(res);
    expect(error).toMatchObject({ status: 400, errorId: 'API400' });
    expect(error.body.errorDetails[0]?.message).toMatch(message);
  });

  it('refuses an empty body, malformed JSON and a body over the size limit', async () => {
    expect(
      await errorOf(
        await call(app, 'POST', '/analytics/v1/events', { headers: { 'content-type': 'application/json' } }),
      ),
    ).toMatchObject({
      status: 400,
    });
    expect(await errorOf(await send('{"events": ['))).toMatchObject({ status: 400, errorId: 'API400' });
    const huge = { events: Array.from({ length: 50 }, () => event('vuid_x', 'x', { text: 'x'.repeat(4000) })) };
    expect(await errorOf(await send(huge))).toMatchObject({ status: 413, errorId: 'API400' });
  });
});

describe('GET /analytics/v1/events', () => {
  it('filters by name and limits', async () => {
    await send({
      events: [
        event('vuid_filter', 'page_view'),
        event('vuid_filter', 'add_to_cart'),
        event('vuid_filter', 'page_view'),
      ],
    });
    expect((await list('visitorId=vuid_filter&name=page_view')).map((entry) => entry.name)).toEqual([
      'page_view',
      'page_view',
    ]);
    expect(await list('visitorId=vuid_filter&limit=1')).toHaveLength(1);
    expect(await list('visitorId=vuid_nobody')).toEqual([]);
  });

  it.each([
    ['no visitorId', '', /"visitorId" is required/],
    ['a bad visitorId', 'visitorId=a%20b', /visitorId/],
    ['a NUL in visitorId', 'visitorId=a%00b', /visitorId/],
    ['a bad name', 'visitorId=v&name=Bad', /name/],
    ['a limit over 500', 'visitorId=v&limit=501', /at most 500/],
    ['a limit of 0', 'visitorId=v&limit=0', /at least 1/],
    ['a limit that is not a number', 'visitorId=v&limit=ten', /whole number/],
  ])('answers 400 for %s', async (_case, query, message) => {
    const error = await errorOf(await call(app, 'GET', `/analytics/v1/events?${query}`));
    expect(error).toMatchObject({ status: 400, errorId: 'API400' });
    expect(error.body.errorDetails[0]?.message).toMatch(message);
  });
});
