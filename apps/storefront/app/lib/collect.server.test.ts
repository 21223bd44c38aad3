import { http, HttpResponse } from 'msw';
import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '@switchback/test-utils';
import { collect } from './collect.server';
import { sessionContext } from './context.server';
import { createSessionFactory } from './session.server';
import { visitorContext } from './visitor.server';
import { API_URL } from '../testing/commerceApiStub';

const server = setupMswServer();
const sessions = createSessionFactory({ apiBaseUrl: API_URL, sleep: () => Promise.resolve() });
const AUTH = 'sb_at=guest-at; sb_rt=guest-rt; sb_who=GUEST%3AC1';
const REJECTED = 'OptanonConsent=groups%3DC0001%3A1%2CC0002%3A0%2CC0003%3A0%2CC0004%3A0';
const ANALYTICS_ONLY = 'OptanonConsent=groups%3DC0001%3A1%2CC0002%3A1%2CC0003%3A0%2CC0004%3A0';
let analyticsBodies: { events: Record<string, unknown>[] }[] = [];
let engineBodies: Record<string, unknown>[] = [];

beforeEach(() => {
  analyticsBodies = [];
  engineBodies = [];
  server.use(
    http.post(`${API_URL}/analytics/v1/events`, async ({ request }) => {
      analyticsBodies.push((await request.json()) as (typeof analyticsBodies)[number]);
      return HttpResponse.json({ accepted: analyticsBodies.at(-1)?.events.length ?? 0 }, { status: 202 });
    }),
    http.post(`${API_URL}/api/engine/v1/decide/switchback`, async ({ request }) => {
      engineBodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ meta: { code: 200 }, data: { responses: [] } });
    }),
  );
});

function post(kind: string, body: unknown, { cookie = '', visitor }: { cookie?: string; visitor?: string } = {}) {
  const request = new Request(`http://shop.test/collect/${kind}`, {
    method: 'POST',
    headers: { cookie: `${AUTH}; ${cookie}`, 'content-type': 'application/json', origin: 'http://shop.test' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const context = new RouterContextProvider();
  context.set(sessionContext, sessions(request, { siteId: 'sb-us', locale: 'en-us' }));
  let issued: string | undefined;
  context.set(visitorContext, {
    known: () => visitor ?? issued,
    ensure: () => visitor ?? (issued ??= 'vuid_issuedHere1234567890abc'),
  });
  return { run: () => collect(kind, request, context), issued: () => issued };
}

const pageView = {
  name: 'page_view',
  payload: { page_path: '/en-gb' },
  pageUrl: 'http://shop.test/en-gb',
  timestamp: '2026-11-25T12:00:00.000Z',
};

describe('collect: analytics', () => {
  it('stamps the visitor on each event and passes them to commerce-api once analytics consent is given', async () => {
    const call = post(
      'analytics',
      { locale: 'en-gb', events: [pageView, { name: 'view_item', payload: {} }] },
      { cookie: ANALYTICS_ONLY },
    );
    const response = await call.run();
    expect(response.status).toBe(202);
    expect(call.issued()).toBe('vuid_issuedHere1234567890abc');
    expect(analyticsBodies).toEqual([
      {
        events: [
          { ...pageView, visitorId: 'vuid_issuedHere1234567890abc' },
          { name: 'view_item', payload: {}, visitorId: 'vuid_issuedHere1234567890abc' },
        ],
      },
    ]);
  });

  it('discards what comes without consent, and issues no visitor id', async () => {
    const call = post('analytics', { locale: 'en-gb', events: [pageView] }, { cookie: REJECTED });
    expect((await call.run()).status).toBe(204);
    expect(call.issued()).toBeUndefined();
    const undecided = post('analytics', { locale: 'en-gb', events: [pageView] });
    expect((await undecided.run()).status).toBe(204);
    expect(analyticsBodies).toEqual([]);
  });

  it('answers malformed bodies with a 400 in the error shape', async () => {
    for (const body of [
      'not json',
      {},
      { locale: 'en-gb', events: [] },
      { locale: 'de-de', events: [pageView] },
      { locale: 'en-us', events: [{ name: 'x' }] },
    ]) {
      const response = await post('analytics', body).run();
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId).toBe(
        'API400',
      );
    }
    expect((await post('elsewhere', { locale: 'en-us', events: [pageView] }).run()).status).toBe(404);
  });
});

describe('collect: engine records', () => {
  const click = { eventType: 'monetate:record:RecClicks', recClickIds: ['rt1.a'] };

  it('sends record events for the known visitor with targeting consent', async () => {
    const response = await post(
      'engine',
      { locale: 'en-us', events: [click] },
      { visitor: 'vuid_knownVisitor1234567890ab' },
    ).run();
    expect(response.status).toBe(202);
    expect(engineBodies).toEqual([
      { channel: 'sb-us/web', monetateId: 'vuid_knownVisitor1234567890ab', events: [click] },
    ]);
  });

  it('sends nothing without targeting consent or a visitor, and refuses anything but record events', async () => {
    expect(
      (
        await post(
          'engine',
          { locale: 'en-gb', events: [click] },
          { cookie: ANALYTICS_ONLY, visitor: 'vuid_knownVisitor1234567890ab' },
        ).run()
      ).status,
    ).toBe(204);
    expect((await post('engine', { locale: 'en-us', events: [click] }).run()).status).toBe(204);
    const decide = await post(
      'engine',
      { locale: 'en-us', events: [{ eventType: 'monetate:decision:DecisionRequest', requestId: 'x' }] },
      { visitor: 'vuid_knownVisitor1234567890ab' },
    ).run();
    expect(decide.status).toBe(400);
    expect(engineBodies).toEqual([]);
  });
});
