import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import {
  createForwardingEventProcessor,
  createInstance,
  createPollingProjectConfigManager,
  createStaticProjectConfigManager,
} from '@optimizely/optimizely-sdk';
import type { EventDispatcher, LogEvent } from '@optimizely/optimizely-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { call, errorOf } from '../testing/api';
import { createTestDatabase } from '../testing/testDatabase';
import { DATAFILE_UPDATED_AT, HOME_INTRO_FLAG, SWITCHBACK_WEB_SDK_KEY } from './buildDatafile';
import type { ExperimentEventJson } from './experimentRoutes';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db });
});
afterAll(() => database?.close());

const DATAFILE_PATH = `/experiments/v1/datafiles/${SWITCHBACK_WEB_SDK_KEY}.json`;

const listEvents = async (visitorId: string) => {
  const res = await call(app, 'GET', `/experiments/v1/events?visitorId=${encodeURIComponent(visitorId)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { events: ExperimentEventJson[] }).events;
};

// What the storefront does: the SDK's log event goes, as it is, to POST /experiments/v1/events.
const dispatched: LogEvent[] = [];
const dispatcher: EventDispatcher = {
  async dispatchEvent(event) {
    dispatched.push(event);
    const res = await call(app, 'POST', '/experiments/v1/events', { body: event.params });
    return { statusCode: res.status };
  },
};

async function sdkClient() {
  const res = await call(app, 'GET', DATAFILE_PATH);
  const client = createInstance({
    projectConfigManager: createStaticProjectConfigManager({ datafile: await res.text() }),
    eventProcessor: createForwardingEventProcessor(dispatcher),
  });
  await client.onReady({ timeout: 5000 });
  return client;
}

const logEvent = (visitors: unknown[]) => ({
  account_id: '21468570738',
  project_id: '21468570739',
  revision: '1',
  client_name: 'javascript-sdk',
  client_version: '6.6.1',
  anonymize_ip: true,
  enrich_decisions: true,
  visitors,
});
const visitor = (id: string) => ({
  visitor_id: id,
  attributes: [],
  snapshots: [{ decisions: [], events: [{ entity_id: '31000000001', key: 'add_to_cart', timestamp: 1, uuid: 'u1' }] }],
});

describe('GET /experiments/v1/datafiles/{sdkKey}.json', () => {
  it('serves a version 4 datafile with caching headers', async () => {
    const res = await call(app, 'GET', DATAFILE_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('last-modified')).toBe(DATAFILE_UPDATED_AT.toUTCString());
    const datafile = (await res.json()) as Record<string, unknown>;
    expect(datafile).toMatchObject({
      version: '4',
      sdkKey: 'switchback-web',
      attributes: [{ key: 'loyaltyMember' }, { key: 'locale' }, { key: 'loggedIn' }],
      events: [{ key: 'add_to_cart' }, { key: 'purchase' }],
      featureFlags: [{ key: 'home-intro-copy' }],
      experiments: [{ status: 'Running', audienceIds: [], variations: [{ key: 'control' }, { key: 'trail-story' }] }],
    });
    // The same Last-Modified on the next request: an SDK's If-Modified-Since stays valid.
    expect((await call(app, 'GET', DATAFILE_PATH)).headers.get('last-modified')).toBe(res.headers.get('last-modified'));
  });

  it('answers 304 to a matching or later If-Modified-Since, 200 to an earlier one', async () => {
    const at = async (since: Date | string) =>
      call(app, 'GET', DATAFILE_PATH, {
        headers: { 'if-modified-since': typeof since === 'string' ? since : since.toUTCString() },
      });
    const same = await at(DATAFILE_UPDATED_AT);
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');
    expect(same.headers.get('last-modified')).toBe(DATAFILE_UPDATED_AT.toUTCString());
    expect((await at(new Date(DATAFILE_UPDATED_AT.getTime() + 86_400_000))).status).toBe(304);
    expect((await at(new Date(DATAFILE_UPDATED_AT.getTime() - 1000))).status).toBe(200);
    expect((await at('not a date')).status).toBe(200);
  });

  it('answers 404 4044 for an unknown key or without the .json suffix', async () => {
    expect(await errorOf(await call(app, 'GET', '/experiments/v1/datafiles/other-site.json'))).toMatchObject({
      status: 404,
      errorId: '4044',
    });
    expect(await errorOf(await call(app, 'GET', '/experiments/v1/datafiles/switchback-web'))).toMatchObject({
      status: 404,
      errorId: '4044',
    });
  });
});

describe('the Optimizely JavaScript SDK on the served datafile', () => {
  it('splits 200 visitors about evenly between control and trail-story, the same way every time', async () => {
    const client = await sdkClient();
    const decide = (id: string) =>
      client
        .createUserContext(id, { loyaltyMember: id.endsWith('7'), locale: 'en-us', loggedIn: false })
        ?.decide(HOME_INTRO_FLAG);
    const visitors = Array.from({ length: 200 }, (_, index) => `vuid_${index.toString(36).padStart(6, '0')}`);
    const first = visitors.map((id) => decide(id));
    for (const decision of first) {
      expect(decision).toMatchObject({ enabled: true, flagKey: HOME_INTRO_FLAG, ruleKey: 'home_intro_copy_test' });
      expect(['control', 'trail-story']).toContain(decision?.variationKey);
    }
    const control = first.filter((decision) => decision?.variationKey === 'control').length;
    expect(control).toBeGreaterThan(70);
    expect(control).toBeLessThan(130);
    // A second instance on a fresh download decides the same for every visitor.
    const again = await sdkClient();
    expect(visitors.map((id) => again.createUserContext(id)?.decide(HOME_INTRO_FLAG).variationKey)).toEqual(
      first.map((d) => d?.variationKey),
    );
    await client.close();
    await again.close();
  });

  it("posts the SDK's impression and conversion events through a custom dispatcher, read back per visitor", async () => {
    const client = await sdkClient();
    const user = client.createUserContext('vuid_sdk_events', { loyaltyMember: true, locale: 'en-us', loggedIn: true });
    const decision = user?.decide(HOME_INTRO_FLAG);
    user?.trackEvent('add_to_cart', { revenue: 12995 });
    await client.close();
    await expect.poll(async () => (await listEvents('vuid_sdk_events')).length).toBe(2);
    // The SDK dispatches the two events separately: which one the service received first is not fixed.
    const events = await listEvents('vuid_sdk_events');
    const keyOf = (event: (typeof events)[number] | undefined) =>
      (event?.payload as { visitors?: { snapshots?: { events?: { key?: string }[] }[] }[] } | undefined)?.visitors?.[0]
        ?.snapshots?.[0]?.events?.[0]?.key;
    const impression = events.find((event) => keyOf(event) === 'campaign_activated');
    const conversion = events.find((event) => keyOf(event) === 'add_to_cart');
    expect(impression?.payload).toMatchObject({
      account_id: '21468570738',
      project_id: '21468570739',
      visitors: [
        {
          visitor_id: 'vuid_sdk_events',
          attributes: expect.arrayContaining([expect.objectContaining({ key: 'loyaltyMember', value: true })]),
          snapshots: [
            {
              decisions: [{ metadata: { flag_key: HOME_INTRO_FLAG, variation_key: decision?.variationKey } }],
              events: [{ key: 'campaign_activated' }],
            },
          ],
        },
      ],
    });
    expect(conversion?.payload).toMatchObject({
      visitors: [{ snapshots: [{ events: [{ key: 'add_to_cart', revenue: 12995 }] }] }],
    });
    expect(dispatched.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the SDK fetching the datafile over HTTP', () => {
  it('reads it through urlTemplate with a polling config manager, as the storefront server does', async () => {
    const requests: (string | undefined)[] = [];
    const server = serve({
      fetch: (request) => (requests.push(request.headers.get('if-modified-since') ?? undefined), app.fetch(request)),
      port: 0,
      hostname: '127.0.0.1',
    });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const client = createInstance({
        projectConfigManager: createPollingProjectConfigManager({
          sdkKey: SWITCHBACK_WEB_SDK_KEY,
          urlTemplate: `http://127.0.0.1:${port}/experiments/v1/datafiles/%s.json`,
          autoUpdate: false,
        }),
        eventProcessor: createForwardingEventProcessor(dispatcher),
      });
      await client.onReady({ timeout: 10_000 });
      expect(['control', 'trail-story']).toContain(
        client.createUserContext('vuid_polling')?.decide(HOME_INTRO_FLAG).variationKey,
      );
      expect(requests).toHaveLength(1);
      await client.close();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('POST /experiments/v1/events', () => {
  it('stores one row per visitor, newest first', async () => {
    const res = await call(app, 'POST', '/experiments/v1/events', {
      body: logEvent([visitor('vuid_a'), visitor('vuid_b'), visitor('vuid_a')]),
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 3 });
    const events = await listEvents('vuid_a');
    expect(events).toHaveLength(2);
    expect(events[0]).toEqual({
      visitorId: 'vuid_a',
      payload: logEvent([visitor('vuid_a')]),
      receivedAt: expect.any(String),
    });
    expect(await listEvents('vuid_b')).toHaveLength(1);
  });

  it('takes a batch over the 100 kB default body limit, up to 256 kB', async () => {
    const big = (id: string) => ({
      ...visitor(id),
      attributes: [{ entity_id: '1', key: 'locale', type: 'custom', value: 'x'.repeat(2000) }],
    });
    const res = await call(app, 'POST', '/experiments/v1/events', {
      body: logEvent(Array.from({ length: 100 }, (_, i) => big(`vuid_big_${i}`))),
    });
    expect(res.status).toBe(202);
    const tooBig = logEvent([{ ...visitor('vuid_huge'), extra: 'x'.repeat(260 * 1024) }]);
    expect(await errorOf(await call(app, 'POST', '/experiments/v1/events', { body: tooBig }))).toMatchObject({
      status: 413,
      errorId: 'API400',
    });
  });

  it.each([
    ['no visitors', logEvent([]), /visitors/],
    ['101 visitors', logEvent(Array.from({ length: 101 }, (_, i) => visitor(`v${i}`))), /visitors/],
    ['a missing visitors list', { account_id: '1' }, /"visitors" is required/],
    ['a visitor without an id', logEvent([{ snapshots: [] }]), /visitors\.0\.visitor_id/],
    ['a visitor id over 64 characters', logEvent([visitor('v'.repeat(65))]), /visitors\.0\.visitor_id/],
    ['a numeric visitor id', logEvent([{ ...visitor('x'), visitor_id: 7 }]), /visitors\.0\.visitor_id/],
    [
      'a NUL character',
      logEvent([{ ...visitor('vuid_nul'), attributes: [{ key: 'locale', value: 'en\u0000' }] }]),
      /NUL/,
    ],
    ['an array body', [visitor('x')], /Request body/],
  ])('refuses %s with 400', async (_case, body, message) => {
    const error = await errorOf(await call(app, 'POST', '/experiments/v1/events', { body }));
    expect(error).toMatchObject({ status: 400, errorId: 'API400' });
    expect(error.body.errorDetails[0]?.message).toMatch(message);
  });

  it('answers 400 for a GET without visitorId, or with a NUL character in it', async () => {
    expect(await errorOf(await call(app, 'GET', '/experiments/v1/events'))).toMatchObject({
      status: 400,
      errorId: 'API400',
    });
    expect(await errorOf(await call(app, 'GET', '/experiments/v1/events?visitorId=a%00b'))).toMatchObject({
      status: 400,
      errorId: 'API400',
    });
  });
});
