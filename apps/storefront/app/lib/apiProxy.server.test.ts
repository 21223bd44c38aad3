import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@switchback/test-utils';
import { proxyToCommerceApi } from './apiProxy.server';
import { createSessionFactory } from './session.server';
import { API_URL, STORE_URL, apiError, cart, tokenService } from '../testing/commerceApiStub';

const server = setupMswServer();
const sessions = () =>
  createSessionFactory({
    apiBaseUrl: API_URL,
    clientApp: 'storefront',
    accessKey: 'server-key',
    sleep: () => Promise.resolve(),
  });

function browserRequest(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  return new Request(`${STORE_URL}${path}`, { ...init, headers });
}

async function proxy(request: Request) {
  const session = sessions()(request, { siteId: 'sb-us', locale: 'en-us' });
  const response = await proxyToCommerceApi(request, session, API_URL);
  return { response, session };
}

describe('the /api proxy', () => {
  it('forwards method, path, query and body with the session token and identity headers', async () => {
    const tokens = tokenService();
    let upstream: { method: string; url: string; body: unknown; headers: Headers } | undefined;
    server.use(
      tokens.handler,
      http.post(`${API_URL}/cart/v1/item`, async ({ request }) => {
        upstream = { method: request.method, url: request.url, body: await request.json(), headers: request.headers };
        return HttpResponse.json(cart('cart-1'), {
          headers: { 'set-cookie': 'upstream=1', 'x-correlation-id': 'corr-up' },
        });
      }),
    );
    const { response, session } = await proxy(
      browserRequest('/api/cart/v1/item?action=pickup&favStoreId=12', {
        method: 'POST',
        body: JSON.stringify({ cartId: 'cart-1', productId: 'P1', qty: 1 }),
        headers: {
          origin: STORE_URL,
          'content-type': 'application/json',
          authorization: 'Bearer from-the-browser',
          'x-access-key': 'forged',
          'x-site-id': 'sb-gb',
        },
        cookie: 'sb_at=access-9; other=1',
      }),
    );

    expect(response.status).toBe(200);
    expect(upstream?.method).toBe('POST');
    expect(upstream?.url).toBe(`${API_URL}/cart/v1/item?action=pickup&favStoreId=12`);
    expect(upstream?.body).toEqual({ cartId: 'cart-1', productId: 'P1', qty: 1 });
    const sent = upstream?.headers ?? new Headers();
    expect(sent.get('authorization')).toBe('Bearer access-9');
    expect(sent.get('cookie')).toBeNull();
    expect(sent.get('x-access-key')).toBe('server-key');
    expect(sent.get('x-site-id')).toBe('sb-us');
    expect(sent.get('x-locale')).toBe('en_US');
    expect(sent.get('x-channel')).toBe('ECOMM');
    expect(sent.get('x-source')).toBe('ECOM15');
    expect(sent.get('x-client-app')).toBe('storefront');
    expect(sent.get('x-transaction-id')).toBeTruthy();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-correlation-id')).toBe('corr-up');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toMatchObject({ id: 'cart-1' });
    expect(session.setCookieHeaders()).toEqual([]);
  });

  it('passes GET requests without an Origin header', async () => {
    server.use(http.get(`${API_URL}/cart/v1/cart/:id`, () => HttpResponse.json(cart('cart-1'))));
    const { response } = await proxy(browserRequest('/api/cart/v1/cart/cart-1', { cookie: 'sb_at=access-9' }));
    expect(response.status).toBe(200);
  });

  it('gets a guest token on a first call and sets it as an HttpOnly cookie, never in the body', async () => {
    const tokens = tokenService();
    server.use(
      tokens.handler,
      http.get(`${API_URL}/cart/v1/cart/:id`, ({ request }) =>
        tokens.authorised(request) ? HttpResponse.json(cart('cart-1')) : apiError(401, 'AUT432'),
      ),
    );
    const { response, session } = await proxy(browserRequest('/api/cart/v1/cart/cart-1'));
    const text = await response.text();
    expect(text).not.toContain('access-1');
    expect(text).not.toContain('refresh-1');
    expect(session.setCookieHeaders().every((value) => value.includes('HttpOnly'))).toBe(true);
    expect(session.setCookieHeaders().join()).toContain('sb_at=access-1');
  });

  it('renews an expired token and replays the call with the same body', async () => {
    const tokens = tokenService();
    const bodies: unknown[] = [];
    server.use(
      tokens.handler,
      http.put(`${API_URL}/cart/v1/coupon`, async ({ request }) => {
        bodies.push(await request.json());
        return tokens.authorised(request)
          ? HttpResponse.json(cart('cart-1'))
          : apiError(401, 'AUT432', 'Token expired');
      }),
    );
    const { response, session } = await proxy(
      browserRequest('/api/cart/v1/coupon', {
        method: 'PUT',
        body: JSON.stringify({ cartId: 'cart-1', code: 'TRAIL10' }),
        headers: { origin: STORE_URL, 'content-type': 'application/json' },
        cookie: 'sb_at=expired; sb_rt=refresh-3',
      }),
    );
    expect(response.status).toBe(200);
    expect(bodies).toEqual([
      { cartId: 'cart-1', code: 'TRAIL10' },
      { cartId: 'cart-1', code: 'TRAIL10' },
    ]);
    expect(tokens.bodies).toEqual([{ type: 'Refresh', refreshToken: 'refresh-3' }]);
    expect(session.setCookieHeaders().join()).toContain('sb_at=access-1');
  });

  it.each([
    ['POST', 'no Origin header', undefined],
    ['POST', 'another site', 'http://evil.test'],
    ['DELETE', 'another port', 'http://shop.test:8080'],
    ['PATCH', 'another scheme', 'https://shop.test'],
    ['PUT', 'the literal "null"', 'null'],
  ])('refuses a %s from %s with 403, before any call upstream', async (method, _from, origin) => {
    const { response } = await proxy(
      browserRequest('/api/cart/v1/cart', {
        method,
        body: '{}',
        headers: origin ? { origin } : {},
        cookie: 'sb_at=access-9',
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ appId: 'storefront', errorDetails: [{ errorId: 'API403' }] });
  });

  it('refuses token calls, whose answers would hand the browser a token', async () => {
    const { response } = await proxy(
      browserRequest('/api/token/v2/auth/token', {
        method: 'POST',
        body: '{"type":"Guest"}',
        headers: { origin: STORE_URL },
      }),
    );
    expect(response.status).toBe(403);
  });

  // Issue 15: the block used to match the raw path, so `/api/%74oken/v2/auth/token` handed a script the tokens.
  it.each([
    '/api/token/v2/auth/token',
    '/api/%74oken/v2/auth/token',
    '/api/%74%6F%6B%65%6E/v2/auth/token',
    '/api/TOKEN/v2/auth/token',
    '/api/Token/v2/auth/token',
    '/api/%2574oken/v2/auth/token',
    '/api//token/v2/auth/token',
    '/api/./token/v2/auth/token',
    '/api/%2e/token/v2/auth/token',
    '/api/products/../token/v2/auth/token',
    '/api/products/%2e%2e/token/v2/auth/token',
    '/api/products/%252e%252e/token/v2/auth/token',
    '/api/products%2f..%2ftoken/v2/auth/token',
    '/api/products%2F%2E%2E%2Ftoken/v2/auth/token',
    '/api/products%5c..%5ctoken/v2/auth/token',
    '/api/products\\..\\token/v2/auth/token',
    '/api/token%00/v2/auth/token',
    '/api/token/v2/auth/token/',
    '/api/fapi/server/../../token/v2/auth/token',
    '/api/consumers-v3/auth/signin',
    '/api/consumers-v3/%61uth/signin',
    '/api/consumers-v3/auth/signup',
    '/api/consumers-v3/consumer/lookup',
    '/api/consumers-v3/consumer%2flookup',
    '/api/consumers-v3/consumer/auth/signout',
    '/api/consumers-v3/consumer/agent/login',
    '/api/consumers-v3/consumer/resetpassword',
    '/api/consumers-v3/consumer/changepassword',
    '/api/consumers-v3/confirmforgotpassword',
    '/api/consumers-v3/consumer/loyalty/token',
    '/api/payments/sandbox/v1/tokens',
    '/api/%70ayments/sandbox/v1/tokens',
    '/api/PAYMENTS/sandbox/v1/tokens',
    '/api/cart/../payments/sandbox/v1/tokens',
    '/api/cart/v1/%2e%2e/%2e%2e/payments/sandbox/v1/tokens',
    '/api/%E0%A4%A/token',
    '/api/internal/metrics',
    '/api/',
  ])('refuses %s without calling commerce-api', async (path) => {
    const upstream = vi.fn(() => HttpResponse.json({ accessToken: 'sba_leaked', refreshToken: 'sbr_leaked' }));
    server.use(http.all(`${API_URL}/*`, upstream));
    const { response } = await proxy(
      browserRequest(path, {
        method: 'POST',
        body: '{"type":"Guest"}',
        headers: { origin: STORE_URL, 'content-type': 'application/json' },
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('leaked');
    expect(upstream).not.toHaveBeenCalled();
  });

  it.each([
    '/api/products/v2/search/productSearch?q=x',
    '/api/media/player.js',
    '/api/fapi/pages/location-selector',
    '/api/consumers-v3/consumer',
    '/api/experiments/v1/datafiles/switchback-web.json',
  ])('forwards a call the browser needs: %s', async (path) => {
    const upstream = vi.fn(() => HttpResponse.json({ ok: true }));
    server.use(http.get(`${API_URL}/*`, upstream));
    const { response } = await proxy(browserRequest(path, { cookie: 'sb_at=access-9' }));
    expect(response.status).toBe(200);
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it('passes API errors through in their shape and status', async () => {
    server.use(http.get(`${API_URL}/cart/v1/cart/:id`, () => apiError(404, 'BSK404', 'Basket not found')));
    const { response } = await proxy(browserRequest('/api/cart/v1/cart/nope', { cookie: 'sb_at=access-9' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errorDetails: [{ errorId: 'BSK404' }] });
  });

  it('answers 502 in the error shape when commerce-api is unreachable, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${API_URL}/fapi/server/time`, () => HttpResponse.error()));
    const { response } = await proxy(browserRequest('/api/fapi/server/time', { cookie: 'sb_at=access-9' }));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ appId: 'storefront', errorDetails: [{ errorId: 'GEN500' }] });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('GET /fapi/server/time failed'), expect.any(TypeError));
  });

  it('keeps a UUID correlation id from the browser and replaces anything else', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get(`${API_URL}/fapi/server/time`, ({ request }) => {
        seen.push(request.headers.get('x-correlation-id'));
        return HttpResponse.json({ timestamp: 1 });
      }),
    );
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    await proxy(browserRequest('/api/fapi/server/time', { headers: { 'x-correlation-id': id }, cookie: 'sb_at=a' }));
    await proxy(
      browserRequest('/api/fapi/server/time', { headers: { 'x-correlation-id': 'drop table' }, cookie: 'sb_at=a' }),
    );
    expect(seen[0]).toBe(id);
    expect(seen[1]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
