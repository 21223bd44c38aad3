import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '@switchback/test-utils';
import { ApiError } from '../ApiError';
import { createApiClient, createApiTransport } from '../createApiClient';
import { ResponseShapeError } from '../ResponseShapeError';
import { API } from '../testFixtures';
import { createAnalyticsCalls } from './analyticsCalls';
import { createExperimentCalls } from './experimentCalls';

const server = setupMswServer();
const identity = { siteId: 'sb-us', locale: 'en-us' };

interface Seen {
  method: string;
  url: URL;
  authorization: string | null;
  body: unknown;
}

async function seen(request: Request): Promise<Seen> {
  return {
    method: request.method,
    url: new URL(request.url),
    authorization: request.headers.get('authorization'),
    body: request.method === 'GET' ? undefined : await request.json(),
  };
}

const storedEvent = {
  name: 'add_to_cart',
  payload: { productId: 'SB1000001' },
  visitorId: 'vuid_1',
  pageUrl: null,
  timestamp: null,
  receivedAt: '2026-11-25T10:00:00.000Z',
};

describe('analytics', () => {
  it('sendEvents posts { events } with the shopper token and answers { accepted }', async () => {
    let request: Seen | undefined;
    server.use(
      http.post(`${API}/analytics/v1/events`, async ({ request: r }) => {
        request = await seen(r);
        return HttpResponse.json({ accepted: 1 }, { status: 202 });
      }),
    );
    const api = createApiClient({ baseUrl: API, identity, getAccessToken: () => 'member-token' });
    const body = {
      events: [
        {
          name: 'add_to_cart',
          payload: { productId: 'SB1000001' },
          visitorId: 'vuid_1',
          timestamp: '2026-11-25T10:00:00Z',
        },
      ],
    };
    await expect(api.analytics.sendEvents(body)).resolves.toEqual({ accepted: 1 });
    expect(request).toMatchObject({ method: 'POST', body, authorization: 'Bearer member-token' });
  });

  it('listEvents reads a visitor without a token, leaving out what is not given', async () => {
    const requests: Seen[] = [];
    server.use(
      http.get(`${API}/analytics/v1/events`, async ({ request: r }) => {
        requests.push(await seen(r));
        return HttpResponse.json({ events: [storedEvent] });
      }),
    );
    const analytics = createAnalyticsCalls(
      createApiTransport({ baseUrl: API, identity, getAccessToken: () => 'secret' }),
    );
    await expect(analytics.listEvents({ visitorId: 'vuid_1', name: 'add_to_cart', limit: 5 })).resolves.toEqual({
      events: [storedEvent],
    });
    await analytics.listEvents({ visitorId: 'vuid_1' });
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      visitorId: 'vuid_1',
      name: 'add_to_cart',
      limit: '5',
    });
    expect(Object.fromEntries(requests[1]?.url.searchParams ?? [])).toEqual({ visitorId: 'vuid_1' });
    expect(requests.map((entry) => entry.authorization)).toEqual([null, null]);
  });

  it('maps a refused batch to ApiError and checks the answer shape', async () => {
    server.use(
      http.post(`${API}/analytics/v1/events`, () =>
        HttpResponse.json(
          {
            appId: 'commerce-api',
            correlationId: 'c1',
            errorDetails: [{ errorId: 'API400', message: 'Field "events.0.name": must be snake_case' }],
          },
          { status: 400 },
        ),
      ),
      http.get(`${API}/analytics/v1/events`, () => HttpResponse.json({ events: [{ ...storedEvent, receivedAt: 7 }] })),
    );
    const api = createApiClient({ baseUrl: API, identity });
    const failure = await api.analytics
      .sendEvents({ events: [{ name: 'Bad', payload: {}, visitorId: 'v' }] })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, errorId: 'API400', call: 'analytics.sendEvents' });
    await expect(api.analytics.listEvents({ visitorId: 'v' })).rejects.toBeInstanceOf(ResponseShapeError);
  });
});

describe('experiments', () => {
  const datafile = {
    version: '4',
    accountId: '21468570738',
    projectId: '21468570739',
    revision: '1',
    featureFlags: [{ id: '1', key: 'home-intro-copy', experimentIds: ['2'], rolloutId: '3', variables: [] }],
    experiments: [{ id: '2', key: 'home_intro_copy_test', status: 'Running' }],
  };

  it('getDatafile reads {sdkKey}.json without a token and answers the raw datafile, every field kept', async () => {
    let request: Seen | undefined;
    server.use(
      http.get(`${API}/experiments/v1/datafiles/:file`, async ({ request: r }) => {
        request = await seen(r);
        return HttpResponse.json(datafile);
      }),
    );
    const api = createApiClient({ baseUrl: API, identity, getAccessToken: () => 'secret' });
    await expect(api.experiments.getDatafile('switchback-web')).resolves.toEqual(datafile);
    expect(request?.url.pathname).toBe('/experiments/v1/datafiles/switchback-web.json');
    expect(request?.authorization).toBeNull();
  });

  it('getDatafile encodes the key and fails with API404 for an unknown one', async () => {
    let pathname = '';
    server.use(
      http.get(`${API}/experiments/v1/datafiles/:file`, ({ request }) => {
        pathname = new URL(request.url).pathname;
        return HttpResponse.json(
          { appId: 'commerce-api', correlationId: 'c', errorDetails: [{ errorId: 'API404', message: 'No datafile' }] },
          { status: 404 },
        );
      }),
    );
    const failure = await createExperimentCalls(createApiTransport({ baseUrl: API, identity }))
      .getDatafile('a/b')
      .catch((error: unknown) => error);
    expect(pathname).toBe('/experiments/v1/datafiles/a%2Fb.json');
    expect(failure).toMatchObject({ status: 404, errorId: 'API404' });
  });

  it("sendEvents posts the SDK's log event as it is; listEvents reads a visitor's rows", async () => {
    const requests: Seen[] = [];
    const visitor = {
      visitor_id: 'vuid_1',
      attributes: [],
      snapshots: [{ decisions: [], events: [{ key: 'campaign_activated' }] }],
    };
    const logEvent = {
      account_id: '21468570738',
      project_id: '21468570739',
      revision: '1',
      client_name: 'javascript-sdk',
      visitors: [visitor],
    };
    server.use(
      http.post(`${API}/experiments/v1/events`, async ({ request }) => {
        requests.push(await seen(request));
        return HttpResponse.json({ accepted: 1 }, { status: 202 });
      }),
      http.get(`${API}/experiments/v1/events`, async ({ request }) => {
        requests.push(await seen(request));
        return HttpResponse.json({
          events: [{ visitorId: 'vuid_1', payload: logEvent, receivedAt: '2026-11-25T10:00:00.000Z' }],
        });
      }),
    );
    const api = createApiClient({ baseUrl: API, identity, getAccessToken: () => 'secret' });
    await expect(api.experiments.sendEvents(logEvent)).resolves.toEqual({ accepted: 1 });
    const { events } = await api.experiments.listEvents({ visitorId: 'vuid_1' });
    expect(events[0]?.payload).toEqual(logEvent);
    expect(requests[0]).toMatchObject({ method: 'POST', body: logEvent, authorization: null });
    expect(requests[1]?.url.searchParams.get('visitorId')).toBe('vuid_1');
    expect(requests[1]?.authorization).toBeNull();
  });
});
