// The whole server (middleware, routes, loaders, proxy) built by Vite from source and driven with Requests, with
// msw standing in for commerce-api: what a browser gets, cookies and all, without starting a port.
import { fileURLToPath } from 'node:url';
import { http, HttpResponse } from 'msw';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '@switchback/test-utils';
import { API_URL, STORE_URL, apiError, cart, contentPage, tokenService } from './testing/commerceApiStub';

const root = fileURLToPath(new URL('..', import.meta.url));
const api = setupMswServer();
let vite: ViteDevServer;
let handle: (request: Request) => Promise<Response>;

const previousApiUrl = process.env.COMMERCE_API_URL;
const previousCmsCache = process.env.CMS_CACHE_SECONDS;

beforeAll(async () => {
  // Not vi.stubEnv: the preset unstubs environment variables before every test.
  process.env.COMMERCE_API_URL = API_URL;
  // Each test counts the content calls it causes; the cache has its own test below.
  process.env.CMS_CACHE_SECONDS = '0';
  vite = await createServer({
    root,
    configFile: `${root}vite.config.ts`,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
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
      // No CMS not-found page here: 404s draw the shop's own (the CMS one is tested end to end).
      if (params.page === 'error-4xx') return apiError(404, '4044');
      contentRequests.push(request);
      return HttpResponse.json(
        contentPage(String(params.siteId), `Made for the amber hour (${String(params.siteId)})`),
      );
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
    // sb_who: the consumer number and type (spec §4), for the header's Sign in / Account link; sb_vid: the visitor id
    // for analytics and personalisation, issued outside EMEA where consent is not asked (content-blocks §5).
    expect(cookies.map((value) => value.split('=')[0]).sort()).toEqual(['sb_at', 'sb_rt', 'sb_vid', 'sb_who']);
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

  it("preloads the UI strings of the page's language only: no French strings on an English page, and vice versa", async () => {
    commerceApi();
    // The document lists the modules its starter preloads once the page has painted, each with 1 for a catalogue
    // (`data-messages`, lib/scriptsAfterPaint.server.ts).
    const french = await (await get('/fr-ca')).text();
    expect(french).toContain('["/app/lib/messagesFr.ts",1]');
    expect(french).not.toContain('messagesEn');
    const english = await (await get('/en-gb')).text();
    expect(english).toContain('["/app/lib/messagesEn.ts",1]');
    expect(english).not.toContain('messagesFr');
    // The sign-in page's own catalogue too, in its language only.
    const signIn = await (await get('/fr-ca/sign-in')).text();
    expect(signIn).toContain('["/app/lib/messagesAuthFr.ts",1]');
    expect(signIn).not.toContain('messagesAuth.ts');
  });

  it("sends a drawn page again only with the same loader data: each response's own nonce, never another shopper's cart", async () => {
    const { tokens } = commerceApi();
    const counts = new Map([
      ['cart-a', 3],
      ['cart-b', 0],
    ]);
    api.use(
      http.get(`${API_URL}/cart/v1/cart/:id`, ({ params }) =>
        HttpResponse.json({ ...cart(String(params.id)), totalItems: counts.get(String(params.id)) ?? 0 }),
      ),
    );
    tokens.valid.add('access-a');
    tokens.valid.add('access-b');
    const shopper = (name: string) => ({
      cookie: `sb_at=access-${name}; sb_rt=refresh-${name}; sb_who=GUEST%3AC${name}; sb_cart_sb-us=cart-${name}`,
    });
    const page = async (name: string) => {
      const response = await get('/en-us', shopper(name));
      const html = await response.text();
      const nonce = /script-src 'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      return { html, nonce: nonce ?? '' };
    };

    const first = await page('a');
    const again = await page('a');
    expect(first.html).toContain('data-testid="cart-count">3<');
    expect(again.nonce).not.toBe(first.nonce);
    // The second response is the first one's HTML, carrying its own nonce on every script and none of the old one.
    expect(again.html).toBe(first.html.replaceAll(first.nonce, again.nonce));
    expect(again.html).toContain(`nonce="${again.nonce}"`);
    expect(again.html).not.toContain(first.nonce);

    const other = await page('b');
    expect(other.html).not.toContain('data-testid="cart-count"');
    counts.set('cart-a', 4);
    expect((await page('a')).html).toContain('data-testid="cart-count">4<');
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
      expect(contentRequests.map((request) => new URL(request.url).pathname.split('/')[1])).toEqual([
        'publish',
        'preview',
        'preview',
      ]);
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

  it('draws the cart page with a clear message, not a 500, when commerce-api refuses a guest token', async () => {
    const { calls } = commerceApi();
    api.use(http.post(`${API_URL}/token/v2/auth/token`, () => apiError(403, 'AUT403', 'Refused')));
    const page = await get('/en-us/cart');
    const html = await page.text();
    expect(page.status).toBe(503);
    expect(html).toContain('We could not open your cart right now. Please reload the page in a moment.');
    expect(html).toContain('Your cart is empty.');
    expect(calls).toEqual([]);
    // A cart form sent meanwhile gets the same message, not a 500.
    const posted = await handle(
      new Request(`${STORE_URL}/en-us/cart`, {
        method: 'POST',
        headers: { origin: STORE_URL, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'intent=remove&itemId=line-1',
      }),
    );
    expect(posted.status).toBe(503);
    expect(await posted.text()).toContain('We could not open your cart right now.');
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
    // The stub's token service answers each token with a new consumer number, so sb_who follows it.
    expect(setCookies(later).map((value) => value.split(';')[0])).toEqual([
      'sb_at=access-2',
      'sb_rt=refresh-2',
      'sb_who=GUEST%3AC2',
    ]);
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

  it.each([
    '/de-de',
    '/fr-fr/cart',
    '/en-us/c/trail-shoes-123',
    '/en-us/p/ridge-runner-nf0a8abc',
    '/en-us/terms/unknown',
    '/en-us/no/such/page',
  ])('answers %s with the 404 page', async (path) => {
    commerceApi();
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it.each([
    ['/en-ca/help/returns/how-to-return', 'sb-ca', 'help/returns/how-to-return', 'How to return'],
    ['/en-gb/terms/associate-discount', 'sb-gb', 'terms/associate-discount', 'Associate discount terms'],
    ['/en-us/policies/shipping-terms', 'sb-us', 'policies/shipping-terms', 'Shipping terms'],
  ])(
    'renders %s from its CMS page: the page title as h1 and its blocks, sanitised',
    async (path, siteId, slug, heading) => {
      commerceApi();
      const asked: string[] = [];
      api.use(
        http.get(`${API_URL}/publish/caas/v1/canvas/augmentedpage/:siteId/*`, ({ request, params }) => {
          asked.push(new URL(request.url).pathname);
          return HttpResponse.json({
            id: `page-${slug}`,
            siteId: String(params.siteId),
            slug,
            title: heading,
            description: `${heading} of Switchback.`,
            updatedAt: '2026-01-01T00:00:00.000Z',
            blocks: [
              {
                id: 'body',
                type: 'richText',
                name: 'Body',
                richText: { html: '<h2>Before you start</h2><p>You have 60 days.</p><script>alert(1)</script>' },
              },
              {
                id: 'faq',
                type: 'accordion',
                name: 'Questions',
                accordions: [
                  {
                    title: 'Can I return a gift?',
                    open: false,
                    richText: { html: '<p>Yes, with the gift receipt.</p>' },
                  },
                ],
              },
            ],
          });
        }),
      );
      const response = await get(path);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(asked).toEqual([`/publish/caas/v1/canvas/augmentedpage/${siteId}/${slug}`]);
      expect(html).toContain(`<h1 id="page-title">${heading}</h1>`);
      expect(html).toContain('<h2>Before you start</h2><p>You have 60 days.</p>');
      expect(html).toContain('Can I return a gift?');
      expect(html).not.toContain('alert(1)');
      expect(html).not.toContain('This page is coming soon.');
      expect(html).toContain(`<title>${heading} | Switchback</title>`);
    },
  );

  it('answers a terms page the CMS does not have with the 404 page', async () => {
    commerceApi();
    api.use(
      http.get(`${API_URL}/publish/caas/v1/canvas/augmentedpage/:siteId/*`, () =>
        apiError(404, 'API404', 'Page not found'),
      ),
    );
    const response = await get('/en-us/terms/sms');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('proxies /api calls with the session, and refuses state-changing ones from another origin', async () => {
    const { tokens } = commerceApi();
    const page = await get('/en-us/cart');
    const cookie = cookieHeader(page);

    const read = await get('/api/cart/v1/cart/cart-1', { cookie });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: 'cart-1' });

    const post = (headers: Record<string, string>) =>
      handle(new Request(`${STORE_URL}/api/cart/v1/cart`, { method: 'POST', headers: { cookie, ...headers } }));
    expect((await post({})).status).toBe(403);
    expect((await post({ origin: 'http://evil.test' })).status).toBe(403);
    const sameOrigin = await post({ origin: STORE_URL });
    expect(sameOrigin.status).toBe(200);
    expect(tokens.bodies).toHaveLength(1);
  });

  it('refuses a cross-origin form post to a page with 403', async () => {
    commerceApi();
    const response = await handle(
      new Request(`${STORE_URL}/en-us/cart`, {
        method: 'POST',
        headers: { origin: 'http://evil.test', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=1',
      }),
    );
    expect(response.status).toBe(403);
  });
});

// The catalogue answers of commerce-api that the browse pages read, trimmed to what they use.
const catalogue = {
  categories: [
    {
      id: '100100',
      name: 'Men',
      slug: 'mens',
      url: '/en-us/c/mens-100100',
      children: [
        { id: '100110', name: 'Jackets', slug: 'mens-jackets', url: '/en-us/c/mens-jackets-100110', children: [] },
      ],
    },
  ],
};

function searchProduct(id: string, currency: string) {
  return {
    id,
    name: `Parka ${id}`,
    pdpUrl: `/en-us/p/parka-${id}`,
    badge: 'Sale',
    eyebrow: 'Autumn Ridgeline',
    image: { url: `${API_URL}/media/${id}.svg`, alt: `Parka ${id} in Slate`, width: 800, height: 1000 },
    colors: [{ code: 'SLT', name: 'Slate', hex: '#5d7283' }],
    price: { currency, current: 289, original: 359, lowCurrent: 289, highCurrent: 289, historicBestPrice: 359 },
    rating: { score: 4.5, reviewsCount: 23 },
  };
}

const productDetails = {
  ...searchProduct('SBJK10026', 'USD'),
  description: 'Thigh-length synthetic insulation.',
  breadcrumbs: [
    { id: '100100', name: 'Men', url: '/en-us/c/mens-100100' },
    { id: '100110', name: 'Jackets', url: '/en-us/c/mens-jackets-100110' },
  ],
  maxQty: 999999,
  productType: 'jacket',
  selectedColorCode: 'SLT',
  images: [
    { url: `${API_URL}/media/SBJK10026.svg`, alt: 'Parka in Slate', width: 800, height: 1000, colorCode: 'SLT' },
  ],
  variants: [
    { upc: '840082000006', color: { code: 'SLT', name: 'Slate' }, size: 'S', available: true, quantity: 3 },
    { upc: '840082000105', color: { code: 'SLT', name: 'Slate' }, size: 'M', available: false, quantity: 0 },
  ],
  attributes: {},
};

/** Waits until `count` calls have started (or 1 s passed), so a test can see whether a loader made them at once. */
function barrier(count: number) {
  let started = 0;
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    get started() {
      return started;
    },
    async arrive() {
      started += 1;
      if (started >= count) open();
      await Promise.race([opened, new Promise((resolve) => setTimeout(resolve, 1000))]);
      return started;
    },
  };
}

function productApi(options: { knownCategory?: boolean; knownProduct?: boolean; results?: number } = {}) {
  const { knownCategory = true, knownProduct = true, results = 30 } = options;
  const searches: URL[] = [];
  const searchSites: (string | null)[] = [];
  const productCalls = barrier(3);
  const seenAtStart: number[] = [];
  const listingCalls = barrier(2);
  const listingSeen: number[] = [];
  api.use(
    http.get(`${API_URL}/products/v2/catalog`, async () => {
      listingSeen.push(await listingCalls.arrive());
      return HttpResponse.json(catalogue);
    }),
    http.get(`${API_URL}/products/v2/search/productSearch`, async ({ request }) => {
      const url = new URL(request.url);
      searches.push(url);
      searchSites.push(request.headers.get('x-site-id'));
      if (url.searchParams.has('categoryId')) listingSeen.push(await listingCalls.arrive());
      if (!knownCategory) return apiError(404, 'API404', 'Category not found');
      const currency = request.headers.get('x-site-id') === 'sb-ca' ? 'CAD' : 'USD';
      const start = Number(url.searchParams.get('start') ?? 0);
      const count = Number(url.searchParams.get('count') ?? 24);
      const ids = Array.from({ length: results }, (_, index) => `SBJK${String(10001 + index)}`).slice(
        start,
        start + count,
      );
      return HttpResponse.json({
        numFound: results,
        currency,
        facets: [
          { id: 'color', label: 'Colour', values: [{ value: 'BLK', label: 'Black', count: 8, selected: false }] },
          { id: 'price', label: 'Price', values: [{ value: '50-100', label: '50–100', count: 4, selected: false }] },
        ],
        products: ids.map((id) => searchProduct(id, currency)),
      });
    }),
    http.get(`${API_URL}/products/v2/products/:id/details`, async ({ params }) => {
      seenAtStart.push(await productCalls.arrive());
      if (!knownProduct || params.id !== 'SBJK10026') return apiError(404, 'API404', 'Product not found');
      return HttpResponse.json(productDetails);
    }),
    // commerce-api's size chart (GET /fapi/components/size-chart/{productType}); other types have none (4044).
    http.get(`${API_URL}/fapi/components/size-chart/:productType`, ({ params }) =>
      params.productType === 'jacket'
        ? HttpResponse.json({
            id: 'size-chart/jacket',
            productType: 'jacket',
            kind: 'apparel',
            unit: 'cm',
            columns: ['chest', 'waist', 'hip'],
            rows: [
              { size: 'S', values: ['86–94', '71–79', '89–97'] },
              { size: 'XL', values: ['109–117', '94–102', '112–119'] },
            ],
          })
        : apiError(404, '4044', 'No size chart'),
    ),
    http.get(`${API_URL}/products/v1/products/:id/reviews`, async ({ request }) => {
      seenAtStart.push(await productCalls.arrive());
      const sort = new URL(request.url).searchParams.get('sort');
      return HttpResponse.json({
        totalResults: 1,
        ratingSummary: { average: 4.5, count: 23 },
        results: [
          {
            id: 'R1',
            rating: 5,
            title: `Sorted by ${sort}`,
            text: 'Warm.',
            nickname: 'DirtbagDan',
            createdAt: '2026-07-24T05:45:33.844Z',
          },
        ],
      });
    }),
    http.get(`${API_URL}/products/v1/widgetRecommendations`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('widgetId') !== 'similar' || query.get('productId') !== 'SBJK10026')
        return apiError(400, 'API400', 'Unexpected widget');
      return HttpResponse.json({
        title: 'You may also like',
        recommendedProducts: [
          {
            id: 'SBJK10027',
            title: 'Shell SBJK10027',
            url: '/en-us/p/shell-SBJK10027',
            image: { src: 'http://commerce.test/media/SBJK10027.svg', alt: 'Shell' },
            price: 199,
            currency: 'USD',
            current: 199,
            original: 199,
          },
        ],
      });
    }),
    http.get(`${API_URL}/products/v1/products/:id/reviews/questions`, async () => {
      seenAtStart.push(await productCalls.arrive());
      return HttpResponse.json({
        totalResults: 1,
        results: [
          {
            id: 'Q1',
            text: 'How much does it weigh?',
            nickname: 'Mo',
            answers: [{ id: 'A1', text: 'About 900 g.', nickname: 'Switchback Expert', isStaff: true }],
          },
        ],
      });
    }),
  );
  return { searches, searchSites, seenAtStart, listingSeen };
}

describe('browse pages', () => {
  beforeEach(async () => {
    const { clearCatalogueCaches } = (await vite.ssrLoadModule('/app/lib/catalogue.server.ts')) as {
      clearCatalogueCaches: () => void;
    };
    clearCatalogueCaches();
  });

  it('renders a category listing on the server from the URL alone: facets, sort, page, prices in the site currency', async () => {
    commerceApi();
    const { searches, searchSites, listingSeen } = productApi();
    const response = await get('/en-ca/c/mens-jackets-100110?color=BLK&sort=price-asc&page=2&utm_source=x&cms=edit');
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).toContain('<h1 id="page-title">Jackets</h1>');
    expect(html).toContain('<title>Jackets – page 2 | Switchback</title>');
    expect(searches[0]?.searchParams.toString()).toBe('categoryId=100110&color=BLK&sort=price-asc&start=24&count=24');
    expect(searchSites[0]).toBe('sb-ca');
    // The catalogue (name, trail) and the search were asked at the same time.
    expect(Math.max(...listingSeen)).toBe(2);
    expect(html).toMatch(/CAD\s289\.00/u);
    expect(html).toMatch(/Sale price CAD\s289\.00, was CAD\s359\.00/u);
    expect(html).toContain('4.5 out of 5, 23 reviews');
    expect(html).toContain('name="color" checked="" value="BLK"');
    expect(html).toMatch(
      /<form[^>]*class="listing-filters"[^>]*action="\/en-ca\/c\/mens-jackets-100110" method="get">/,
    );
    expect(html).toContain('<input type="hidden" name="cms" value="edit"/>');
    expect(html).toMatch(
      /href="\/en-ca\/c\/mens-jackets-100110\?color=BLK&amp;sort=price-asc&amp;cms=edit"[^>]*rel="prev"|rel="prev"[^>]*href="\/en-ca\/c\/mens-jackets-100110\?color=BLK&amp;sort=price-asc&amp;cms=edit"/,
    );
    expect(html).not.toContain('rel="next"');
    expect(html).toContain('href="/en-ca/p/parka-SBJK10025?cms=edit"');
    expect(html).toContain('"@type":"CollectionPage"');
    expect(html).toContain('aria-label="Breadcrumb"');
  });

  it('shares a published search answer between shoppers for a short while', async () => {
    commerceApi();
    const { searches } = productApi();
    await get('/en-us/c/mens-jackets-100110');
    await get('/en-us/c/mens-jackets-100110');
    expect(searches).toHaveLength(1);
  });

  it.each([
    ['a category the catalogue does not have', '/en-us/c/nothing-999999', {}],
    ['a category productSearch does not know', '/en-us/c/mens-jackets-100110', { knownCategory: false }],
    ['an unknown product', '/en-us/p/nothing-SBXX99999', {}],
  ])('answers %s with the 404 page', async (_name, path, options) => {
    commerceApi();
    productApi(options);
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('renders a product page with details, reviews and questions asked in parallel', async () => {
    commerceApi();
    const { seenAtStart } = productApi();
    const response = await get('/en-us/p/parka-SBJK10026?reviewSort=newest');
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(seenAtStart).toHaveLength(3);
    expect(Math.max(...seenAtStart)).toBe(3);
    expect(html).toContain('<h1 id="page-title">Parka SBJK10026</h1>');
    expect(html).toContain('Sale price $289.00, was $359.00');
    expect(html).toContain('−19.5%');
    expect(html).toContain('Lowest price in the last 30 days: $359.00');
    expect(html).toMatch(/<link rel="preload" as="image" href="http:\/\/commerce\.test\/media\/SBJK10026\.svg\?w=600/);
    expect(html).toContain('Sorted by newest');
    expect(html).toContain('About 900 g.');
    // The "similar" recommendations (no decision engine here), as the recommendation carousel block with their price.
    expect(html).toMatch(
      /data-block-type="recommendations"[^>]*>.*?<section class="sb-recs sb-recs--3-cards"[^>]*><h2 id="[^"]+" class="sb-recs__title">You may also like<\/h2>/,
    );
    expect(html).toContain('href="/en-us/p/shell-SBJK10027"');
    expect(html).toContain('$199.00');
    // A sold-out size is a disabled size button that says so to a screen reader.
    expect(html).toMatch(
      /<input type="radio"[^>]*disabled=""[^>]*value="M"\/><span[^>]*>M<\/span><span class="sb-visually-hidden">M \(sold out\)<\/span>/,
    );
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"aggregateRating"');
    // The size chart from commerce-api, trimmed to the sizes of the shown colour (S is in the chart, M is not).
    expect(html).toMatch(/<caption>Size chart: clothing<\/caption>/);
    expect(html).toMatch(/<th scope="row">S<\/th><td>86–94<\/td>/);
    expect(html).not.toContain('<th scope="row">XL</th>');
  });

  it("adds the chosen size to the shopper's cart from the product form, and asks for a size first", async () => {
    commerceApi();
    productApi();
    const added: unknown[] = [];
    api.use(
      http.post(`${API_URL}/cart/v1/item`, async ({ request }) => {
        const body = (await request.json()) as { cartId: string };
        added.push(body);
        return HttpResponse.json({ ...cart(body.cartId), totalItems: 1 });
      }),
    );
    const page = await get('/en-us/p/parka-SBJK10026');
    expect(await page.clone().text()).not.toContain('not available yet');
    const post = (body: string) =>
      handle(
        new Request(`${STORE_URL}/en-us/p/parka-SBJK10026`, {
          method: 'POST',
          headers: {
            cookie: cookieHeader(page),
            origin: STORE_URL,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body,
        }),
      );

    const withoutSize = await post('color=SLT');
    expect(withoutSize.status).toBe(400);
    expect(await withoutSize.text()).toContain('Choose a size before adding to the cart.');
    expect(added).toEqual([]);

    const response = await post('color=SLT&size=S');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Added to your cart.');
    expect(added).toEqual([expect.objectContaining({ cartId: 'cart-1', productId: 'SBJK10026', qty: 1 })]);
    expect(added[0]).toHaveProperty('upc');
  });

  it('searches with the same listing, and helps when nothing matches', async () => {
    commerceApi();
    const { searches } = productApi({ results: 0 });
    const html = await (await get('/en-gb/search?q=zzz&size=M')).text();
    expect(searches[0]?.searchParams.toString()).toBe('q=zzz&size=M&start=0&count=24');
    expect(html).toContain('Results for “zzz”');
    expect(html).toContain('Nothing matches “zzz”.');
    expect(html).toContain('<input type="hidden" name="q" value="zzz"/>');
  });

  it('puts a search form that works without JavaScript in the header', async () => {
    commerceApi();
    const html = await (await get('/fr-ca/cart')).text();
    expect(html).toMatch(/<form role="search"[^>]*action="\/fr-ca\/search" method="get">/);
  });
});

describe('cart page', () => {
  // One cart with one line of a parka on sale, three left in stock; commerce-api's cart calls over it.
  function cartApi(options: { removeFails?: boolean } = {}) {
    const { calls } = commerceApi();
    const stock = 3;
    let line: { qty: number } | null = { qty: 1 };
    const answer = (id: string) => {
      const items = line
        ? [
            {
              id: 'line-1',
              productId: 'SBJK10026',
              name: 'Ridge Parka',
              qty: line.qty,
              maxQty: 999999,
              upc: '194000000001',
              price: { amount: 240, original: 300, current: 240, rowTotal: 240 * line.qty },
              variants: [
                { code: 'color', value: 'Slate' },
                { code: 'size', value: 'M' },
              ],
              attributes: { color: { code: 'SLT', value: 'Slate' }, size: { code: 'M', value: 'M', available: true } },
              pdpUrl: '/en-us/p/ridge-parka-SBJK10026',
              productImageURL: 'https://media.test/parka.svg',
            },
          ]
        : [];
      const subtotal = 240 * (line?.qty ?? 0);
      const empty = cart(id);
      return {
        ...empty,
        totalItems: line?.qty ?? 0,
        items,
        totals: { ...empty.totals, itemTotal: subtotal, itemSubTotal: subtotal, tax: 0, shipping: 0, total: subtotal },
      };
    };
    const sent: Array<{ call: string; body: unknown }> = [];
    api.use(
      http.get(`${API_URL}/cart/v1/cart/:id`, ({ params }) => HttpResponse.json(answer(String(params.id)))),
      http.put(`${API_URL}/cart/v1/cart/:id/item`, async ({ request, params }) => {
        const body = (await request.json()) as { qty: number };
        sent.push({ call: 'updateItem', body });
        if (body.qty > stock) return apiError(409, 'INV406', `Only ${stock} left in stock`);
        if (line) line.qty = body.qty;
        return HttpResponse.json(answer(String(params.id)));
      }),
      http.delete(`${API_URL}/cart/v1/item`, async ({ request }) => {
        const body = (await request.json()) as { cartId: string };
        sent.push({ call: 'removeItem', body });
        if (options.removeFails) return apiError(500, 'GEN500', 'Database unavailable');
        line = null;
        return HttpResponse.json(answer(body.cartId));
      }),
    );
    return { calls, sent };
  }

  const quantityField = (html: string) => html.match(/<input[^>]*name="qty"[^>]*>/)?.[0] ?? '';

  async function shopper() {
    const first = await get('/en-us/cart');
    const cookie = cookieHeader(first);
    const post = (body: string) =>
      handle(
        new Request(`${STORE_URL}/en-us/cart`, {
          method: 'POST',
          headers: { cookie, origin: STORE_URL, 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }),
      );
    // The first visit creates the (empty) cart; the stub's cart read answers with the line from then on.
    const page = await get('/en-us/cart', { cookie });
    return { page: await page.text(), post };
  }

  it('draws each line with its image, product link, variant, sale price, row total and forms, and the totals', async () => {
    cartApi();
    const { page: html } = await shopper();
    expect(html).toMatch(/<img[^>]*class="cart-line__image"[^>]*width="96" height="120"/);
    expect(html).toContain('href="/en-us/p/ridge-parka-SBJK10026"');
    expect(html).toContain('<dt>Color</dt><dd>Slate</dd>');
    expect(html).toContain('<dt>Size</dt><dd>M</dd>');
    expect(html).toContain('Sale price $240.00, was $300.00');
    expect(html).toMatch(/<s class="sb-price__[a-z-]+">\$300\.00<\/s>/);
    expect(html).toContain('data-testid="row-total">$240.00<');
    expect(quantityField(html)).toContain('type="number" inputMode="numeric" min="1" max="999999"');
    expect(html).toContain('name="intent" value="update"');
    expect(html).toContain('name="intent" value="remove"');
    expect(html).toContain('data-testid="item-subtotal">$240.00<');
    expect(html).toContain('data-testid="cart-total">$240.00<');
  });

  it('changes a quantity from the form and shows the updated cart', async () => {
    const { sent } = cartApi();
    const { post } = await shopper();
    const response = await post('intent=update&itemId=line-1&qty=2');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(sent).toEqual([
      {
        call: 'updateItem',
        body: {
          cartId: 'cart-1',
          itemId: 'line-1',
          productId: 'SBJK10026',
          qty: 2,
          maxQty: 999999,
          upc: '194000000001',
        },
      },
    ]);
    expect(html).toContain('Your cart was updated.');
    expect(html).toContain('data-testid="row-total">$480.00<');
    expect(quantityField(html)).toContain('value="2"');
  });

  it('shows a refused quantity at its line, with the quantity unchanged', async () => {
    cartApi();
    const { post } = await shopper();
    const response = await post('intent=update&itemId=line-1&qty=4');
    const html = await response.text();
    expect(response.status).toBe(409);
    const lineHtml = html.slice(html.indexOf('data-testid="cart-line"'), html.indexOf('cart-page__summary'));
    expect(lineHtml).toMatch(/class="cart-line__problem" role="alert">[^<]+</);
    expect(html).not.toContain('class="cart-page__problem"');
    expect(quantityField(lineHtml)).toContain('value="1"');
    expect(quantityField(lineHtml)).toContain('aria-invalid="true"');
    expect(html).toContain('data-testid="row-total">$240.00<');
    expect(html).not.toContain('Your cart was updated.');
  });

  it('removes a line and shows the empty cart', async () => {
    const { sent } = cartApi();
    const { post } = await shopper();
    const removed = await post('intent=remove&itemId=line-1');
    const html = await removed.text();
    expect(removed.status).toBe(200);
    expect(sent).toEqual([{ call: 'removeItem', body: { cartId: 'cart-1', itemId: 'line-1', upc: '194000000001' } }]);
    expect(html).toContain('The item was removed from your cart.');
    expect(html).toContain('Your cart is empty.');
  });

  it('says so at the top when removing fails', async () => {
    cartApi({ removeFails: true });
    const { post } = await shopper();
    const failed = await post('intent=remove&itemId=line-1');
    const html = await failed.text();
    expect(failed.status).toBe(409);
    expect(html).toContain(
      'class="cart-page__problem" role="alert">Unable to remove item from cart. Please try again later<',
    );
    expect(html).toContain('data-testid="cart-line"');
  });

  it('refuses an unknown intent or a line that is not in the cart', async () => {
    const { sent } = cartApi();
    const { post } = await shopper();
    expect((await post('intent=empty&itemId=line-1')).status).toBe(400);
    expect((await post('intent=update&itemId=line-9&quantity=2')).status).toBe(400);
    // A line another tab already removed: 409 with the spec's remove-failure message (§8).
    const gone = await post('intent=remove&itemId=line-9');
    expect(gone.status).toBe(409);
    expect(await gone.text()).toContain('Unable to remove item from cart. Please try again later');
    expect(sent).toEqual([]);
  });
});
