import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@switchback/test-utils';
import { ApiError } from './ApiError';
import { createApiClient } from './createApiClient';
import type { ApiClientOptions } from './createTransport';
import { ResponseShapeError } from './ResponseShapeError';
import { API, apiErrorBody, emptyCart, guestSession, homePage } from './testFixtures';

const server = setupMswServer();

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: API,
    identity: {
      siteId: 'sb-us',
      locale: 'en-us',
      brand: 'switchback',
      region: 'NORA',
      clientApp: 'storefront',
      accessKey: 'key-1',
    },
    sleep: () => Promise.resolve(),
    ...overrides,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request identity', () => {
  it('sends every identity header of spec §3, with fresh ids per request', async () => {
    const seen: Headers[] = [];
    server.use(
      http.get(`${API}/fapi/server/time`, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ timestamp: 1 });
      }),
    );
    const api = client();
    await api.utilities.getServerTime();
    await api.utilities.getServerTime();

    const [first, second] = seen as [Headers, Headers];
    expect(Object.fromEntries(first)).toMatchObject({
      'x-site-id': 'sb-us',
      'x-channel': 'ECOMM',
      'x-brand': 'switchback',
      'x-region': 'NORA',
      'x-source': 'ECOM15',
      'x-client-app': 'storefront',
      'x-locale': 'en_US',
      'x-access-key': 'key-1',
      accept: 'application/json',
    });
    expect(first.get('x-transaction-id')).toMatch(UUID);
    expect(first.get('x-correlation-id')).toMatch(UUID);
    expect(first.get('x-correlation-id')).not.toBe(first.get('x-transaction-id'));
    expect(second.get('x-correlation-id')).not.toBe(first.get('x-correlation-id'));
    expect(second.get('x-transaction-id')).not.toBe(first.get('x-transaction-id'));
  });

  it('leaves optional identity headers out instead of sending them empty', async () => {
    let headers = new Headers();
    server.use(
      http.get(`${API}/fapi/server/time`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ timestamp: 1 });
      }),
    );
    await createApiClient({ baseUrl: API, identity: { siteId: 'sb-gb', locale: 'en-gb' } }).utilities.getServerTime();
    expect(headers.has('x-brand')).toBe(false);
    expect(headers.has('x-access-key')).toBe(false);
    expect(headers.get('x-locale')).toBe('en_GB');
  });

  it.each([
    ['api', 'fr-ca', 'fr_CA'],
    ['api', 'en-gb', 'en_GB'],
    ['proxy', 'fr-ca', 'fr-ca'],
    ['proxy', 'en-us', 'en-us'],
  ] as const)('writes the locale header in %s mode: %s → %s', async (mode, locale, expected) => {
    let sent: string | null = null;
    server.use(
      http.get(`${API}/fapi/server/time`, ({ request }) => {
        sent = request.headers.get('x-locale');
        return HttpResponse.json({ timestamp: 1 });
      }),
    );
    await client({ identity: { siteId: 'sb-ca', locale }, localeHeaderMode: mode }).utilities.getServerTime();
    expect(sent).toBe(expected);
  });

  it('sends the bearer token on protected calls and not on public ones', async () => {
    const authorization: Record<string, string | null> = {};
    server.use(
      http.post(`${API}/cart/v1/cart`, ({ request }) => {
        authorization.cart = request.headers.get('authorization');
        return HttpResponse.json(emptyCart);
      }),
      http.post(`${API}/token/v2/auth/token`, ({ request }) => {
        authorization.token = request.headers.get('authorization');
        return HttpResponse.json(guestSession);
      }),
    );
    const getAccessToken = vi.fn(async () => 'access-1');
    const api = client({ getAccessToken });
    await api.cart.createCart();
    await api.auth.getToken({ type: 'Guest' });
    expect(authorization).toEqual({ cart: 'Bearer access-1', token: null });
    expect(getAccessToken).toHaveBeenCalledTimes(1);
    // The Registered exchange carries the guest's token: commerce-api hands over only that guest's objects and order.
    await api.auth.getToken({
      type: 'Registered',
      authorizationCode: 'code-1',
      codeVerifier: 'verifier-1',
      orderNo: 'SB40000001',
      action: 'postLogin',
    });
    expect(authorization.token).toBe('Bearer access-1');
  });

  it('works with a relative base URL and an injected fetch, as in a browser behind the storefront proxy', async () => {
    const fetchSpy = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => HttpResponse.json(emptyCart));
    const api = createApiClient({ baseUrl: '/api/', fetch: fetchSpy, identity: { siteId: 'sb-us', locale: 'en-us' } });
    await api.cart.getCart('cart 1', { inventorySupplyCheck: true, favStoreId: undefined });
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/cart/v1/cart/cart%201?inventorySupplyCheck=true',
      expect.objectContaining({ method: 'GET' }),
    );
  });
});

describe('calls', () => {
  it('auth.getToken posts the body and returns the parsed session', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/token/v2/auth/token`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(guestSession);
      }),
    );
    const session = await client().auth.getToken({ type: 'Refresh', refreshToken: 'refresh-0' });
    expect(body).toEqual({ type: 'Refresh', refreshToken: 'refresh-0' });
    expect(session.consumerType).toBe('GUEST');
  });

  it('consumer.createWarrantyCase sends a FormData body as multipart form data, photos included', async () => {
    let contentType: string | null = null;
    let fields: Record<string, unknown> = {};
    server.use(
      http.post(`${API}/consumers-v3/consumer/warranty`, async ({ request }) => {
        contentType = request.headers.get('content-type');
        const form = await request.formData();
        const photo = form.get('photos') as File;
        fields = { productId: form.get('productId'), photo: photo.name, size: photo.size };
        return HttpResponse.json({ caseNumber: 'CS100200', status: 'OPEN' }, { status: 201 });
      }),
    );
    const body = new FormData();
    body.set('productId', 'SBJK10001');
    body.append('photos', new File([new Uint8Array([1, 2, 3])], 'seam.png', { type: 'image/png' }));
    const created = await client().consumer.createWarrantyCase(body);
    expect(created.caseNumber).toBe('CS100200');
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(fields).toEqual({ productId: 'SBJK10001', photo: 'seam.png', size: 3 });
  });

  it('cart.createCart and cart.getCart return the cart', async () => {
    server.use(
      http.post(`${API}/cart/v1/cart`, () => HttpResponse.json(emptyCart)),
      http.get(`${API}/cart/v1/cart/:basketId`, ({ params }) =>
        HttpResponse.json({ ...emptyCart, id: params.basketId }),
      ),
    );
    const api = client();
    expect((await api.cart.createCart()).id).toBe('cart-1');
    expect((await api.cart.getCart('cart-9')).id).toBe('cart-9');
  });

  it('content.getPage reads published content without preview headers', async () => {
    let request: Request | undefined;
    server.use(
      http.get(`${API}/publish/caas/v1/canvas/augmentedpage/:siteId/:page`, (info) => {
        request = info.request;
        return HttpResponse.json(homePage);
      }),
    );
    const page = await client({ previewAccessKey: 'preview-key' }).content.getPage({
      siteId: 'sb-us',
      page: 'home',
      previewDateTime: '2030-01-01T00:00:00Z',
    });
    expect(page.blocks[0]).toMatchObject({ type: 'hero', title: 'Go further' });
    expect(request?.headers.has('x-preview-access-key')).toBe(false);
    expect(new URL(request?.url ?? '').search).toBe('');
  });

  it('content.getPage reads preview content with the preview access header and the preview date', async () => {
    let request: Request | undefined;
    server.use(
      http.get(`${API}/preview/caas/v1/canvas/augmentedpage/sb-ca/home`, (info) => {
        request = info.request;
        return HttpResponse.json({ ...homePage, siteId: 'sb-ca' });
      }),
    );
    await client({ previewAccessKey: 'preview-key' }).content.getPage({
      siteId: 'sb-ca',
      page: 'home',
      preview: true,
      previewDateTime: '2030-01-01T00:00:00Z',
    });
    expect(request?.headers.get('x-preview-access-key')).toBe('preview-key');
    expect(new URL(request?.url ?? '').searchParams.get('previewDateTime')).toBe('2030-01-01T00:00:00Z');
  });
});

describe('errors', () => {
  it('throws an ApiError carrying status, first errorId, message, correlation id and app id', async () => {
    server.use(
      http.get(`${API}/cart/v1/cart/:id`, () =>
        HttpResponse.json(
          {
            appId: 'cart',
            correlationId: 'corr-9',
            errorDetails: [
              { errorId: 'BSK404', message: 'Basket not found' },
              { errorId: 'X', message: 'second' },
            ],
          },
          { status: 404 },
        ),
      ),
    );
    const error = await client()
      .cart.getCart('nope')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      status: 404,
      errorId: 'BSK404',
      message: 'Basket not found',
      correlationId: 'corr-9',
      appId: 'cart',
      call: 'cart.getCart',
    });
    expect((error as ApiError).details).toHaveLength(2);
  });

  it.each([
    [502, 'Bad Gateway', 'GEN500'],
    [405, 'not json at all', 'API405'],
  ])('falls back to a sensible errorId when a %i body is not the error shape', async (status, body, errorId) => {
    server.use(http.post(`${API}/cart/v1/cart`, () => new HttpResponse(body, { status })));
    await expect(client().cart.createCart()).rejects.toMatchObject({ status, errorId, correlationId: undefined });
  });

  it('retries a 409 token answer once, after 2000 ms', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/token/v2/auth/token`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(apiErrorBody('AUT409', 'Duplicated token'), { status: 409 })
          : HttpResponse.json(guestSession);
      }),
    );
    const sleep = vi.fn(() => Promise.resolve());
    const session = await client({ sleep }).auth.getToken({ type: 'Guest' });
    expect(session.accessToken).toBe('access-1');
    expect(calls).toBe(2);
    expect(sleep).toHaveBeenCalledExactlyOnceWith(2000);
  });

  it('retries a 409 only once: a second 409 is thrown', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/token/v2/auth/token`, () => {
        calls += 1;
        return HttpResponse.json(apiErrorBody('AUT409', 'Duplicated token'), { status: 409 });
      }),
    );
    const sleep = vi.fn(() => Promise.resolve());
    await expect(client({ sleep }).auth.getToken({ type: 'Guest' })).rejects.toMatchObject({
      status: 409,
      errorId: 'AUT409',
    });
    expect(calls).toBe(2);
    expect(sleep).toHaveBeenCalledTimes(1);
  });

  it('does not retry other token failures', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/token/v2/auth/token`, () => {
        calls += 1;
        return HttpResponse.json(apiErrorBody('AUT432', 'Authorization fail'), { status: 401 });
      }),
    );
    await expect(client().auth.getToken({ type: 'Refresh', refreshToken: 'old' })).rejects.toMatchObject({
      errorId: 'AUT432',
    });
    expect(calls).toBe(1);
  });

  it('waits 2000 ms on a real timer when no sleep is injected', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let calls = 0;
      server.use(
        http.post(`${API}/token/v2/auth/token`, () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json(apiErrorBody('AUT409', 'Duplicated token'), { status: 409 })
            : HttpResponse.json(guestSession);
        }),
      );
      const pending = createApiClient({ baseUrl: API, identity: { siteId: 'sb-us', locale: 'en-us' } }).auth.getToken({
        type: 'Guest',
      });
      // setImmediate is not faked: spin until the client has read the 409 and scheduled its wait.
      while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(1999);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toMatchObject({ accessToken: 'access-1' });
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('calls onBotDefence for a 403 carrying an appId, and still throws', async () => {
    server.use(
      http.post(`${API}/cart/v1/cart`, () =>
        HttpResponse.json(apiErrorBody('AUT403', 'Blocked', { appId: 'bot-defence' }), { status: 403 }),
      ),
    );
    const onBotDefence = vi.fn();
    await expect(client({ onBotDefence }).cart.createCart()).rejects.toMatchObject({
      status: 403,
      appId: 'bot-defence',
    });
    expect(onBotDefence).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ errorId: 'AUT403', appId: 'bot-defence' }),
    );
  });

  it('does not call onBotDefence for a 403 without an appId', async () => {
    server.use(
      http.post(`${API}/cart/v1/cart`, () =>
        HttpResponse.json({ errorDetails: [{ errorId: 'AUT432', message: 'no' }] }, { status: 403 }),
      ),
    );
    const onBotDefence = vi.fn();
    await expect(client({ onBotDefence }).cart.createCart()).rejects.toBeInstanceOf(ApiError);
    expect(onBotDefence).not.toHaveBeenCalled();
  });

  it('rejects a response that does not match the schema, naming the call and the field path', async () => {
    server.use(
      http.get(`${API}/cart/v1/cart/:id`, () =>
        HttpResponse.json({
          ...emptyCart,
          totals: { ...emptyCart.totals, total: '12.00' },
          items: [{ productId: 'P', qty: 1 }],
        }),
      ),
    );
    const error = await client()
      .cart.getCart('cart-1')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).not.toBeInstanceOf(ApiError);
    const shapeError = error as ResponseShapeError;
    expect(shapeError.call).toBe('cart.getCart');
    expect(shapeError.issues).toEqual([
      { path: 'totals.total', message: 'expected number, received string' },
      { path: 'items[0].id', message: 'expected string, received undefined' },
    ]);
    expect(shapeError.message).toContain('cart.getCart');
    expect(shapeError.message).toContain('totals.total');
  });

  it('rejects a 2xx body that is not JSON', async () => {
    server.use(http.get(`${API}/fapi/server/time`, () => new HttpResponse('<html>', { status: 200 })));
    await expect(client().utilities.getServerTime()).rejects.toThrow(
      'utilities.getServerTime: the response does not match its schema at (root) (the body is not JSON)',
    );
  });

  it('lets a network failure through as it is', async () => {
    server.use(http.get(`${API}/fapi/server/time`, () => HttpResponse.error()));
    const error = await client()
      .utilities.getServerTime()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
  });
});
