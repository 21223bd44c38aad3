// The whole server (middleware, routes, loaders, proxy) built by Vite from source and driven with Requests, with
// msw standing in for commerce-api: what a browser gets, cookies and all, without starting a port.
import { fileURLToPath } from 'node:url';
import { http, HttpResponse } from 'msw';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useMswServer } from '@switchback/test-utils';
import { API_URL, STORE_URL, apiError, cart, contentPage, tokenService } from './testing/commerceApiStub';

const root = fileURLToPath(new URL('..', import.meta.url));
const api = useMswServer();
let vite: ViteDevServer;
let handle: (request: Request) => Promise<Response>;

const previousApiUrl = process.env.COMMERCE_API_URL;
const previousCmsCache = process.env.CMS_CACHE_SECONDS;

beforeAll(async () => {
  // Not vi.stubEnv: the preset unstubs environment variables before every test.
  process.env.COMMERCE_API_URL = API_URL;
  // Each test counts the content calls it causes; the cache has its own test below.
  process.env.CMS_CACHE_SECONDS = '0';
  vite = await createServer({ root, configFile: `${root}vite.config.ts`, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  handle = createRequestHandler(build, 'production');
}, 60_000);

afterAll(async () => {
  if (previousApiUrl === undefined) delete process.env.COMMERCE_API_URL;
  else process.env.COMMERCE_API_URL = previousApiUrl;
  if (previousCmsCache === undefined) delete process.env.CMS_CACHE_SECONDS;
  else process.env.CMS_CACHE_SECONDS = previousCmsCache;
  await vite?.close();
});

function get(path: string, headers: Record<string, string> = {}) {
  return handle(new Request(`${STORE_URL}${path}`, { headers }));
}

function setCookies(response: Response) {
  return response.headers.getSetCookie();
}

function cookieHeader(response: Response) {
  return setCookies(response)
    .map((value) => value.split(';')[0])
    .join('; ');
}

function commerceApi() {
  const tokens = tokenService();
  const calls: string[] = [];
  const contentRequests: Request[] = [];
  const carts = new Map<string, string>();
  api.use(
    tokens.handler,
    http.get(`${API_URL}/:mode/caas/v1/canvas/augmentedpage/:siteId/:page`, ({ request, params }) => {
      contentRequests.push(request);
      return HttpResponse.json(contentPage(String(params.siteId), `Made for the amber hour (${String(params.siteId)})`));
    }),
    http.post(`${API_URL}/cart/v1/cart`, ({ request }) => {
      calls.push('createCart');
      if (!tokens.authorised(request)) return apiError(401, 'AUT432');
      const id = `cart-${carts.size + 1}`;
      carts.set(id, request.headers.get('authorization') ?? '');
      return HttpResponse.json(cart(id, request.headers.get('x-site-id') === 'sb-ca' ? 'CAD' : 'USD'));
    }),
    http.get(`${API_URL}/cart/v1/cart/:id`, ({ request, params }) => {
      calls.push(`getCart ${String(params.id)}`);
      if (!tokens.authorised(request)) return apiError(401, 'AUT432');
      return carts.has(String(params.id)) ? HttpResponse.json(cart(String(params.id))) : apiError(404, 'BSK404');
    }),
  );
  return { tokens, calls, contentRequests };
}

describe('storefront server', () => {
  it('renders the CMS home page on the server and starts a guest session in HttpOnly cookies only', async () => {
    const { tokens, contentRequests } = commerceApi();
    const response = await get('/en-us');
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="en-US"');
    expect(html).toContain('Made for the amber hour (sb-us)');
    expect(html).toContain('Free returns within 60 days.');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>Switchback | Outdoor apparel &amp; footwear</title>');
    expect(contentRequests[0]?.url).toBe(`${API_URL}/publish/caas/v1/canvas/augmentedpage/sb-us/home`);
    expect(tokens.bodies).toEqual([{ type: 'Guest' }]);

    const cookies = setCookies(response);
    expect(cookies.map((value) => value.split('=')[0])).toEqual(['sb_at', 'sb_rt']);
    for (const value of cookies) expect(value).toMatch(/; HttpOnly; SameSite=Lax$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // The tokens are nowhere in the page, not even in the hydration data.
    expect(html).not.toContain('access-1');
    expect(html).not.toContain('refresh-1');
  });

  it('serves each locale from its site, with its lang', async () => {
    const { contentRequests } = commerceApi();
    const html = await (await get('/fr-ca')).text();
    expect(html).toContain('<html lang="fr-CA"');
    expect(html).toContain('(sb-ca)');
    expect(contentRequests[0]?.headers.get('x-site-id')).toBe('sb-ca');
    expect(contentRequests[0]?.headers.get('x-locale')).toBe('fr_CA');
  });

  it('keeps published CMS pages for CMS_CACHE_SECONDS across shoppers, but always fetches preview afresh', async () => {
    process.env.CMS_CACHE_SECONDS = '60';
    try {
      const { contentRequests } = commerceApi();
      const first = await (await get('/en-gb')).text();
      const second = await (await get('/en-gb')).text();
      expect(second).toContain('Made for the amber hour (sb-gb)');
      expect(first).toContain('Made for the amber hour (sb-gb)');
      expect(contentRequests).toHaveLength(1);
      await get('/pre/en-gb');
      await get('/pre/en-gb');
      expect(contentRequests.map((request) => new URL(request.url).pathname.split('/')[1])).toEqual(['publish', 'preview', 'preview']);
    } finally {
      process.env.CMS_CACHE_SECONDS = '0';
    }
  });

  it('reads preview content under /pre and with ?preview=true', async () => {
    const { contentRequests } = commerceApi();
    await get('/pre/en-gb');
    await get('/en-us?preview=true&previewDateTime=2030-01-01T00:00:00Z');
    expect(contentRequests.map((request) => new URL(request.url).pathname)).toEqual([
      '/preview/caas/v1/canvas/augmentedpage/sb-gb/home',
      '/preview/caas/v1/canvas/augmentedpage/sb-us/home',
    ]);
    expect(new URL(contentRequests[1]?.url ?? '').searchParams.get('previewDateTime')).toBe('2030-01-01T00:00:00Z');
  });

  it('creates the cart on the first read, fetching one guest token for the whole request, and keeps it', async () => {
    const { tokens, calls } = commerceApi();
    const first = await get('/en-us/cart');
    const html = await first.text();
    expect(first.status).toBe(200);
    expect(html).toContain('data-testid="cart-id">cart-1<');
    expect(html).toContain('Your cart is empty.');
    expect(tokens.bodies).toEqual([{ type: 'Guest' }]);
    expect(calls).toEqual(['createCart']);
    expect(setCookies(first).find((value) => value.startsWith('sb_cart_sb-us='))).toBe(
      'sb_cart_sb-us=cart-1; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax',
    );

    const again = await get('/en-us/cart', { cookie: cookieHeader(first) });
    expect(await again.text()).toContain('data-testid="cart-id">cart-1<');
    expect(calls).toEqual(['createCart', 'getCart cart-1']);
    expect(tokens.bodies).toHaveLength(1);
    expect(setCookies(again)).toEqual([]);
  });

  it('refreshes an expired session with the refresh token and keeps the cart', async () => {
    const { tokens, calls } = commerceApi();
    const first = await get('/en-us/cart');
    const refreshOnly = cookieHeader(first)
      .split('; ')
      .filter((cookie) => !cookie.startsWith('sb_at='))
      .join('; ');
    const later = await get('/en-us/cart', { cookie: refreshOnly });
    expect(await later.text()).toContain('data-testid="cart-id">cart-1<');
    expect(tokens.bodies).toEqual([{ type: 'Guest' }, { type: 'Refresh', refreshToken: 'refresh-1' }]);
    expect(calls).toEqual(['createCart', 'getCart cart-1']);
    expect(setCookies(later).map((value) => value.split(';')[0])).toEqual(['sb_at=access-2', 'sb_rt=refresh-2']);
  });

  it.each([
    ['/', '/en-us'],
    ['/?cms=edit', '/en-us?cms=edit'],
    ['/pre', '/pre/en-us'],
    ['/cart?siteId=sb-us&utm_source=x', '/en-us/cart?siteId=sb-us&utm_source=x'],
    ['/help/contact-us', '/en-us/help/contact-us'],
    ['/pre/help/contact-us', '/pre/en-us/help/contact-us'],
  ])('redirects %s to %s', async (path, location) => {
    commerceApi();
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
  });

  it.each(['/de-de', '/fr-fr/cart', '/en-us/c/trail-shoes-123', '/en-us/p/ridge-runner-nf0a8abc', '/en-us/terms/unknown', '/en-us/no/such/page'])(
    'answers %s with the 404 page',
    async (path) => {
      commerceApi();
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Page not found');
    },
  );

  it.each([
    ['/en-us/checkout', 'Checkout'],
    ['/en-ca/help/returns/how-to-return', 'How to return'],
    ['/en-gb/terms/associate-discount', 'Associate discount terms'],
    ['/pre/fr-ca/c/chaussures-c1234', 'Products'],
    ['/en-us/p/ridge-runner-NF0A8ABC', 'Product'],
  ])('renders %s as an honest "coming soon" page', async (path, heading) => {
    commerceApi();
    const response = await get(path);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`<h1 id="page-title">${heading}</h1>`);
    expect(html).toContain('This page is coming soon.');
    expect(html).toContain(`<title>${heading} | Switchback</title>`);
  });

  it('proxies /api calls with the session, and refuses state-changing ones from another origin', async () => {
    const { tokens } = commerceApi();
    const page = await get('/en-us/cart');
    const cookie = cookieHeader(page);

    const read = await get('/api/cart/v1/cart/cart-1', { cookie });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: 'cart-1' });

    const post = (headers: Record<string, string>) => handle(new Request(`${STORE_URL}/api/cart/v1/cart`, { method: 'POST', headers: { cookie, ...headers } }));
    expect((await post({})).status).toBe(403);
    expect((await post({ origin: 'http://evil.test' })).status).toBe(403);
    const sameOrigin = await post({ origin: STORE_URL });
    expect(sameOrigin.status).toBe(200);
    expect(tokens.bodies).toHaveLength(1);
  });

  it('refuses a cross-origin form post to a page with 403', async () => {
    commerceApi();
    const response = await handle(
      new Request(`${STORE_URL}/en-us/cart`, { method: 'POST', headers: { origin: 'http://evil.test', 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' }),
    );
    expect(response.status).toBe(403);
  });
});
