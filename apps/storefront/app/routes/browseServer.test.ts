// The whole server built by Vite from source, driven with Requests and msw standing in for commerce-api: writing a
// review and translating one without JavaScript, product sets, the search hub, the footer newsletter form,
// product page API refusals worded in French on fr-ca, the hosted video player setting of every page, and the CMS
// slots of category, product and search pages.
import { fileURLToPath } from 'node:url';
import { http, HttpResponse } from 'msw';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupMswServer } from '@switchback/test-utils';
import { API_URL, STORE_URL, apiError, cart, tokenService } from '../testing/commerceApiStub';

const root = fileURLToPath(new URL('../..', import.meta.url));
const api = setupMswServer();
let vite: ViteDevServer;
let handle: (request: Request) => Promise<Response>;
const previousApiUrl = process.env.COMMERCE_API_URL;
const previousCmsCache = process.env.CMS_CACHE_SECONDS;

beforeAll(async () => {
  process.env.COMMERCE_API_URL = API_URL;
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

const COOKIE = { sb_at: 'access-1', sb_rt: 'refresh-1', sb_who: 'GUEST%3AC1' };
const cookie = (extra = '') =>
  [...Object.entries(COOKIE).map(([name, value]) => `${name}=${value}`), extra].filter(Boolean).join('; ');
const get = (path: string, extraCookie = '') =>
  handle(new Request(`${STORE_URL}${path}`, { headers: { cookie: cookie(extraCookie) } }));
const post = (path: string, fields: Record<string, string>) =>
  handle(
    new Request(`${STORE_URL}${path}`, {
      method: 'POST',
      headers: { cookie: cookie(), origin: STORE_URL, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    }),
  );

const detailsOf = (id: string, colours: string[]) => ({
  id,
  name: `Product ${id}`,
  pdpUrl: `/en-us/p/product-${id}`,
  maxQty: 999999,
  price: { currency: 'USD', current: 100, original: 100 },
  colors: colours.map((code) => ({ code, name: `Colour ${code}` })),
  selectedColorCode: colours[0],
  images: colours.map((code) => ({
    url: `${API_URL}/media/${id}-${code}.svg`,
    alt: `${id} in ${code}`,
    width: 800,
    height: 1000,
    colorCode: code,
  })),
  variants: colours.flatMap((code) => [
    { upc: `${id}${code}S`, color: { code }, size: 'S', available: true },
    { upc: `${id}${code}M`, color: { code }, size: 'M', available: code !== 'PLM' },
  ]),
});

/** A guest token, a cart, a footer with the newsletter block, the product calls and the newsletter call. */
function commerceApi() {
  const tokens = tokenService();
  tokens.valid.add('access-1');
  const written: { productId: string; body: unknown; authorization: string | null }[] = [];
  const translated: string[] = [];
  const added: Record<string, unknown>[] = [];
  const subscribed: Record<string, unknown>[] = [];
  api.use(
    tokens.handler,
    http.get(`${API_URL}/:mode/caas/v1/canvas/footer/:siteId`, () =>
      HttpResponse.json({
        id: 'footer',
        blocks: [
          {
            id: 'footer-newsletter',
            type: 'newsletter',
            name: 'Footer newsletter',
            title: 'Trail notes in your inbox',
          },
        ],
      }),
    ),
    http.get(`${API_URL}/:mode/caas/v1/canvas/menu/:siteId`, () => apiError(404, 'API404')),
    http.get(`${API_URL}/:mode/caas/v1/canvas/fragment/:id`, () => apiError(404, 'API404')),
    // No slot content unless a test publishes some.
    http.get(`${API_URL}/:mode/caas/v1/canvas/category/:siteId/:id`, () => apiError(404, '4044')),
    http.get(`${API_URL}/:mode/caas/v1/canvas/product/:siteId/:id`, () => apiError(404, '4044')),
    http.get(`${API_URL}/:mode/caas/v1/canvas/search/:siteId/:type`, () => apiError(404, '4044')),
    http.post(`${API_URL}/cart/v1/cart`, () => HttpResponse.json(cart('cart-1'))),
    http.get(`${API_URL}/cart/v1/cart/:id`, () => HttpResponse.json(cart('cart-1'))),
    http.post(`${API_URL}/cart/v1/item`, async ({ request }) => {
      added.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ ...cart('cart-1'), totalItems: 1 });
    }),
    http.get(`${API_URL}/products/v2/products/:id/details`, ({ params, request }) => {
      const id = String(params.id);
      if (!id.startsWith('SBJK')) return apiError(404, 'API404', 'Product not found');
      const details = detailsOf(id, ['SLT', 'PLM']);
      const colour = new URL(request.url).searchParams.get('colorCode');
      return HttpResponse.json(colour ? { ...details, selectedColorCode: colour } : details);
    }),
    http.get(`${API_URL}/products/v1/products/:id/reviews`, () =>
      HttpResponse.json({
        totalResults: 1,
        ratingSummary: { average: 5, count: 1 },
        results: [
          {
            id: 'R1',
            rating: 5,
            title: 'Great value',
            text: 'Quality feels far above the price.',
            nickname: 'Dan',
            createdAt: '2026-07-24T05:45:33.844Z',
            fit: 'runsSmall',
            locale: 'en-us',
          },
        ],
      }),
    ),
    http.get(`${API_URL}/products/v1/products/:id/reviews/questions`, () =>
      HttpResponse.json({ totalResults: 0, results: [] }),
    ),
    http.get(`${API_URL}/products/v1/widgetRecommendations`, () =>
      HttpResponse.json({ title: 'You may also like', recommendedProducts: [] }),
    ),
    http.get(`${API_URL}/products/v2/products/:id/productSets`, () =>
      HttpResponse.json({ productSets: [{ id: 'SBSET10001', name: 'The Ridgeline Hiker (Men)' }] }),
    ),
    http.get(`${API_URL}/products/v2/products/:id/productSet`, ({ params }) =>
      params.id === 'SBSET10001'
        ? HttpResponse.json({
            id: 'SBSET10001',
            name: 'The Ridgeline Hiker (Men)',
            description: 'Everything for a cold autumn day hike.',
            currency: 'USD',
            total: 200,
            products: [{ id: 'SBJK10001' }, { id: 'SBJK10002' }],
          })
        : apiError(404, 'API404', 'Product set not found'),
    ),
    http.post(`${API_URL}/products/v1/review/:id/translate`, ({ params }) => {
      translated.push(String(params.id));
      return HttpResponse.json({
        reviewId: params.id,
        translated: true,
        title: 'Excellent rapport qualité-prix',
        text: 'La qualité dépasse largement le prix.',
      });
    }),
    http.post(`${API_URL}/products/v1/products/:id/reviews`, async ({ params, request }) => {
      const body = (await request.json()) as { text: string };
      written.push({ productId: String(params.id), body, authorization: request.headers.get('authorization') });
      if (body.text.includes('too long')) return apiError(400, 'REV410', 'Review is too long');
      return HttpResponse.json({ id: 'RNEW', status: 'published' }, { status: 201 });
    }),
    http.get(`${API_URL}/products/v2/catalog`, () =>
      HttpResponse.json({
        categories: [
          {
            id: '100100',
            name: 'Men',
            url: '/en-us/c/mens-100100',
            children: [{ id: '100110', name: 'Jackets', url: '/en-us/c/mens-jackets-100110' }],
          },
        ],
      }),
    ),
    http.get(`${API_URL}/products/v2/search/productSearch`, () =>
      HttpResponse.json({ numFound: 0, products: [], facets: [] }),
    ),
    http.post(`${API_URL}/consumers-v3/consumer/newsletter`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      subscribed.push(body);
      if (body.email === 'down@example.com') return apiError(500, 'GEN500', 'System error');
      return HttpResponse.json({ subscribed: true });
    }),
  );
  return { written, translated, added, subscribed };
}

describe('writing a review without JavaScript', () => {
  it('is a page of its own, which the product page\'s "Write a review" button goes to', async () => {
    commerceApi();
    const product = await (await get('/en-us/p/parka-SBJK10026')).text();
    expect(product).toMatch(
      /<form action="\/en-us\/p\/parka-SBJK10026\/review" method="get"><button type="submit"[^>]*>Write a review<\/button><\/form>/,
    );

    const page = await get('/en-us/p/parka-SBJK10026/review');
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<h1 id="page-title">Review Product SBJK10026</h1>');
    expect(html).toContain('<legend>Your rating</legend>');
    // The product comes in two sizes, so fit is asked.
    expect(html).toContain('How does it fit? (optional)');
    expect(html).toContain('<meta name="robots" content="noindex');
  });

  it('keeps what was typed and says what to fix when a field is wrong, writing nothing', async () => {
    const { written } = commerceApi();
    const response = await post('/en-us/p/parka-SBJK10026/review', {
      title: 'Warm',
      text: 'Too short',
      nickname: 'Sam',
    });
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain('Please check the highlighted fields.');
    expect(html).toContain('Choose a rating from 1 to 5 stars.');
    expect(html).toContain('Your review needs 20 to 5000 characters.');
    expect(html).toMatch(/<textarea[^>]*name="text"[^>]*>Too short<\/textarea>/);
    expect(html).toMatch(/<input[^>]*name="nickname"[^>]*value="Sam"/);
    expect(written).toEqual([]);
  });

  it('publishes a good review on the shopper token and goes back to the reviews, newest first, with a thank-you', async () => {
    const { written } = commerceApi();
    const response = await post('/en-us/p/parka-SBJK10026/review', {
      rating: '4',
      title: 'Warm enough',
      text: 'Three frosty ridge walks, never felt the wind.',
      nickname: 'Sam',
      fit: 'runsSmall',
      recommend: 'yes',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/en-us/p/parka-SBJK10026?reviewSort=newest&notice=writeReview-ok#reviews',
    );
    expect(written).toEqual([
      {
        productId: 'SBJK10026',
        body: {
          rating: 4,
          title: 'Warm enough',
          text: 'Three frosty ridge walks, never felt the wind.',
          nickname: 'Sam',
          fit: 'runsSmall',
          isRecommended: true,
        },
        authorization: 'Bearer access-1',
      },
    ]);
    const back = await (await get('/en-us/p/parka-SBJK10026?reviewSort=newest&notice=writeReview-ok')).text();
    expect(back).toContain('Thank you! Your review is published.');
  });

  it('shows the API refusal on the form', async () => {
    commerceApi();
    const response = await post('/en-us/p/parka-SBJK10026/review', {
      rating: '2',
      title: 'Long',
      text: 'This one is too long for the server to take.',
      nickname: 'Sam',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Your review is too long.');
  });
});

describe('translating a review without JavaScript', () => {
  it('is offered only for a review written in another language than the page', async () => {
    commerceApi();
    const english = await (await get('/en-us/p/parka-SBJK10026')).text();
    expect(english).toContain('Great value');
    expect(english).not.toContain('data-sb-form="translate:R1"');
    const french = await (await get('/fr-ca/p/parka-SBJK10026')).text();
    expect(french).toContain('data-sb-form="translate:R1"');
  });

  it('is a GET form that reloads the product with the review translated under the original', async () => {
    const { translated } = commerceApi();
    const page = await (await get('/fr-ca/p/parka-SBJK10026?reviewSort=newest')).text();
    expect(page).toMatch(
      /<form data-sb-form="translate:R1" action="\/fr-ca\/p\/parka-SBJK10026#reviews" method="get"><input type="hidden" name="reviewSort" value="newest"\/><input type="hidden" name="translate" value="R1"\/>/,
    );
    expect(translated).toEqual([]);

    const html = await (await get('/fr-ca/p/parka-SBJK10026?reviewSort=newest&translate=R1')).text();
    expect(translated).toEqual(['R1']);
    expect(html).toContain('Avis traduit');
    expect(html).toContain('Excellent rapport qualité-prix');
    expect(html).toContain('Great value');
    // The reviewer's fit answer, in the page language.
    expect(html).toContain('<p class="review-list__fit">Coupe\u00a0: Taille petit</p>');
    expect(await (await get('/en-us/p/parka-SBJK10026')).text()).toContain(
      '<p class="review-list__fit">Fit: Runs small</p>',
    );
  });
});

describe('review dates', () => {
  it('dates each review in the page language, written by the server', async () => {
    commerceApi();
    expect(await (await get('/en-us/p/parka-SBJK10026')).text()).toContain(
      '<time dateTime="2026-07-24T05:45:33.844Z">Jul 24, 2026</time>',
    );
    expect(await (await get('/fr-ca/p/parka-SBJK10026')).text()).toContain(
      '<time dateTime="2026-07-24T05:45:33.844Z">24 juill. 2026</time>',
    );
  });
});

describe('product sets', () => {
  it('links a product to its sets, and lists each member with its own colour and sizes', async () => {
    commerceApi();
    const product = await (await get('/en-us/p/parka-SBJK10026')).text();
    expect(product).toContain('href="/en-us/set/the-ridgeline-hiker-men-SBSET10001"');

    const response = await get('/en-us/set/the-ridgeline-hiker-men-SBSET10001?color-SBJK10002=PLM');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<h1 id="page-title">The Ridgeline Hiker (Men)</h1>');
    expect(html).toContain('$200.00');
    // The first member in its default colour, the second in the colour its own link chose (M sold out there).
    expect(html).toMatch(
      /href="\/en-us\/set\/the-ridgeline-hiker-men-SBSET10001\?color-SBJK10002=PLM&amp;color-SBJK10001=PLM"/,
    );
    expect(html).toContain(
      '<input type="hidden" name="productId" value="SBJK10002"/><input type="hidden" name="color" value="PLM"/>',
    );
    expect(html).toMatch(
      /<legend>Size of Product SBJK10002<\/legend>.*disabled=""[^>]*value="M"\/> <!-- -->M<!-- --> \(sold out\)/s,
    );
    expect((await get('/en-us/set/unknown-SBSET99999')).status).toBe(404);
  });

  it('adds one member in its chosen colour and size to the cart, and asks for a size first', async () => {
    const { added } = commerceApi();
    const withoutSize = await post('/en-us/set/the-ridgeline-hiker-men-SBSET10001', {
      productId: 'SBJK10002',
      color: 'PLM',
    });
    expect(withoutSize.status).toBe(400);
    expect(await withoutSize.text()).toContain('Choose a size before adding to the cart.');
    const stranger = await post('/en-us/set/the-ridgeline-hiker-men-SBSET10001', { productId: 'SBJK99999', size: 'S' });
    expect(stranger.status).toBe(400);

    const response = await post('/en-us/set/the-ridgeline-hiker-men-SBSET10001', {
      productId: 'SBJK10002',
      color: 'PLM',
      size: 'S',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Added to your cart.');
    expect(added).toEqual([
      expect.objectContaining({ cartId: 'cart-1', productId: 'SBJK10002', upc: 'SBJK10002PLMS', qty: 1 }),
    ]);
  });
});

describe('search hub', () => {
  it('remembers searches in a cookie and lists them with the popular searches and the categories', async () => {
    commerceApi();
    const search = await get('/en-us/search?q=rain+shell', 'sb_recent_searches=%5B%22boots%22%5D');
    const remembered = search.headers.getSetCookie().find((value) => value.startsWith('sb_recent_searches='));
    expect(remembered).toMatch(
      /^sb_recent_searches=%5B%22rain%20shell%22%2C%22boots%22%5D; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/,
    );

    const hub = await get('/en-us/searchhub', (remembered ?? '').split(';')[0]);
    const html = await hub.text();
    expect(hub.status).toBe(200);
    expect(html).toContain('<h1 id="page-title">Search hub</h1>');
    expect(html).toMatch(
      /<h2 id="search-hub-recent">Your recent searches<\/h2><ul[^>]*><li><a href="\/en-us\/search\?q=rain(?:\+|%20)shell"[^>]*>rain shell<\/a><\/li><li><a href="\/en-us\/search\?q=boots"[^>]*>boots<\/a>/,
    );
    expect(html).toMatch(/<a href="\/en-us\/search\?q=hiking(?:\+|%20)boots"[^>]*>Hiking boots<\/a>/);
    expect(html).toMatch(/<a href="\/en-us\/c\/mens-jackets-100110"[^>]*>Jackets<\/a>/);
    expect(html).not.toContain('not available yet');
    // The search page without a term points there.
    expect(await (await get('/en-us/search')).text()).toMatch(
      /<a href="\/en-us\/searchhub"[^>]*>Popular searches, categories and your recent searches<\/a>/,
    );
  });

  it('clears the recent searches', async () => {
    commerceApi();
    const cleared = await post('/en-us/searchhub', {});
    expect(cleared.status).toBe(303);
    expect(cleared.headers.get('location')).toBe('/en-us/searchhub');
    expect(cleared.headers.getSetCookie().find((value) => value.startsWith('sb_recent_searches='))).toMatch(
      /^sb_recent_searches=; Max-Age=0;/,
    );
    expect(await (await get('/fr-ca/searchhub')).text()).toContain('Vos recherches s’afficheront ici.');
  });
});

describe('the footer newsletter without JavaScript', () => {
  it('posts to the newsletter route, which sends the shopper back to this page, and shows the answer there', async () => {
    commerceApi();
    const html = await (await get('/en-us/searchhub?cms=edit')).text();
    expect(html).toMatch(
      /<form class="sb-newsletter__form"[^>]* action="\/en-us\/newsletter\?cms=edit&amp;returnTo=%2Fen-us%2Fsearchhub%3Fcms%3Dedit" method="post">/,
    );
    const answered = await (await get('/en-us/searchhub?newsletter=subscribed')).text();
    expect(answered).toMatch(
      /<p id="newsletter-status" role="status"[^>]*>Thanks for signing up. Check your inbox for a welcome email.<\/p>/,
    );
    // The answer is not carried into the next sign-up's way back.
    expect(answered).toContain('returnTo=%2Fen-us%2Fsearchhub"');
    const refused = await (await get('/fr-ca/searchhub?newsletter=policy')).text();
    expect(refused).toMatch(
      /<p id="newsletter-status" role="alert"[^>]*>Veuillez accepter la politique de confidentialité pour vous inscrire.<\/p>/,
    );
  });

  it('subscribes through the API and comes back to the page with the answer', async () => {
    const { subscribed } = commerceApi();
    const done = await post('/en-us/newsletter?returnTo=%2Fen-us%2Fc%2Fmens-100100%3Fpage%3D2', {
      email: 'ada@example.com',
      policy: 'on',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/en-us/c/mens-100100?page=2&newsletter=subscribed#newsletter-status');
    expect(subscribed).toEqual([
      { optIn: true, campaignName: '/en-us/c/mens-100100', email: 'ada@example.com', acquisitionType: 'Signup' },
    ]);

    expect(
      (await post('/en-us/newsletter?returnTo=%2Fen-us', { email: 'nope', policy: 'on' })).headers.get('location'),
    ).toBe('/en-us?newsletter=email#newsletter-status');
    expect(
      (await post('/en-us/newsletter?returnTo=%2Fen-us', { email: 'ada@example.com' })).headers.get('location'),
    ).toBe('/en-us?newsletter=policy#newsletter-status');
    expect(
      (await post('/en-us/newsletter?returnTo=%2Fen-us', { email: 'down@example.com', policy: 'on' })).headers.get(
        'location',
      ),
    ).toBe('/en-us?newsletter=failed#newsletter-status');
    // Never back to another site.
    expect(
      (
        await post('/en-us/newsletter?returnTo=%2F%2Fevil.test%2F', { email: 'ada@example.com', policy: 'on' })
      ).headers.get('location'),
    ).toBe('/en-us?newsletter=subscribed#newsletter-status');
    expect(subscribed).toHaveLength(3);
  });
});

describe('product page API refusals on fr-ca', () => {
  it('says in French that the remembered store does not offer pickup (ORD516) when adding to the cart', async () => {
    commerceApi();
    const tried: Record<string, unknown>[] = [];
    api.use(
      http.post(`${API_URL}/cart/v1/item`, async ({ request }) => {
        tried.push({
          ...((await request.json()) as Record<string, unknown>),
          action: new URL(request.url).searchParams.get('action'),
        });
        return apiError(409, 'ORD516', 'This store does not offer pick up in store');
      }),
      http.post(`${API_URL}/stores/v1/search`, () => HttpResponse.json({ count: 0, stores: [] })),
    );
    const response = await handle(
      new Request(`${STORE_URL}/fr-ca/p/parka-SBJK10026`, {
        method: 'POST',
        headers: {
          cookie: cookie('sb_pickup_store=1001|Montr%C3%A9al'),
          origin: STORE_URL,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ color: 'SLT', size: 'S', delivery: 'pickup' }),
      }),
    );
    expect(response.status).toBe(409);
    expect(tried).toEqual([expect.objectContaining({ upc: 'SBJK10026SLTS', storeId: '1001', action: 'pickup' })]);
    expect(await response.text()).toContain(
      'Ce magasin n’offre pas ce mode de livraison. Veuillez choisir un autre magasin ou mode de livraison.',
    );
  });

  it('words a failed back-in-stock request in French', async () => {
    commerceApi();
    api.use(http.put(`${API_URL}/products/v1/notifications`, () => apiError(500, 'GEN500', 'System error')));
    const response = await post('/fr-ca/p/parka-SBJK10026/act', {
      intent: 'notify',
      email: 'dan@example.com',
      js: '1',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Un problème est survenu de notre côté. Veuillez réessayer.');
  });
});

describe('the hosted video player setting', () => {
  it('reaches every page from the root loader: the player script through the API proxy, or nothing with HOSTED_VIDEO_PLAYER=off', async () => {
    commerceApi();
    expect(await (await get('/en-us/searchhub')).text()).toContain('/api/media/player.js');
    process.env.HOSTED_VIDEO_PLAYER = 'off';
    try {
      expect(await (await get('/en-us/searchhub')).text()).not.toContain('/api/media/player.js');
    } finally {
      delete process.env.HOSTED_VIDEO_PLAYER;
    }
  });
});

describe('CMS slots of category, product and search pages', () => {
  /**
   * Pairs of calls that must be in flight together: each waits (up to 3 s) for its partner to start. Read one
   * after the other, the first waits in vain and is listed in `chained`.
   */
  function rendezvous() {
    const started = new Set<string>();
    const chained: string[] = [];
    const meet = async (name: string, partner: string) => {
      started.add(name);
      for (let waited = 0; !started.has(partner); waited += 20) {
        if (waited >= 3000) {
          chained.push(`${name} waited for ${partner}`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    return { meet, chained };
  }

  const card = (id: string, n: number) => ({
    id,
    name: `Trail jacket ${n}`,
    pdpUrl: `/en-us/p/trail-jacket-${n}-${id}`,
    price: { currency: 'USD', current: 100 + n },
  });

  it('a category draws a banner above its grid and an editorial tile within it, read beside the listing', async () => {
    commerceApi();
    const { meet, chained } = rendezvous();
    api.use(
      http.get(`${API_URL}/products/v2/search/productSearch`, async () => {
        await meet('listing', 'slots');
        return HttpResponse.json({
          numFound: 3,
          currency: 'USD',
          products: [card('SBJK10071', 1), card('SBJK10072', 2), card('SBJK10073', 3)],
          facets: [],
        });
      }),
      http.get(`${API_URL}/:mode/caas/v1/canvas/category/:siteId/:id`, async ({ params }) => {
        await meet('slots', 'listing');
        if (params.id !== '100110') return apiError(404, '4044');
        return HttpResponse.json({
          id: 'slots-100110',
          blocks: [
            {
              id: 'jackets-banner',
              type: 'banner',
              name: 'Jackets banner',
              variant: 'thin',
              title: 'Storm season is here',
              targets: [],
            },
            {
              id: 'jackets-tiles',
              type: 'inlineCatalogGrid',
              name: 'Jackets tiles',
              items: [
                {
                  id: 'jackets-guide',
                  type: 'linkedCard',
                  name: 'Guide',
                  title: 'How to layer for rain',
                  media: { url: `${API_URL}/media/guide.svg`, alt: 'A layered jacket', width: 800, height: 1000 },
                  targets: [{ id: 'guide', text: 'Read the guide', url: '/en-us/journal' }],
                  gridPosition: 2,
                },
              ],
            },
          ],
        });
      }),
    );
    const response = await get('/en-us/c/mens-jackets-100110');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(chained).toEqual([]);
    // Above the grid: the banner follows the page title and comes before the listing.
    const banner = html.indexOf('Storm season is here');
    expect(banner).toBeGreaterThan(html.indexOf('<h1 id="page-title">'));
    expect(banner).toBeLessThan(html.indexOf('class="product-listing"'));
    // Within the grid: the tile takes the second cell, between the first and second products.
    const grid = html.slice(html.indexOf('<ul class="product-grid">'));
    const cells = grid
      .slice(0, grid.indexOf('</ul>'))
      .split(/<li(?=[ >])/)
      .slice(1);
    expect(cells).toHaveLength(4);
    expect(cells[0]).toContain('Trail jacket 1');
    expect(cells[1]).toMatch(
      /^ class="product-grid__tile" data-block-type="inlineCatalogGrid" data-block-id="jackets-tiles"/,
    );
    expect(cells[1]).toContain('How to layer for rain');
    expect(cells[2]).toContain('Trail jacket 2');

    // The second page of the listing has no tiles.
    expect(await (await get('/en-us/c/mens-jackets-100110?page=2')).text()).not.toContain('How to layer for rain');
  });

  it('a product draws its content beside its details, and recommends in the recommendation carousel block', async () => {
    commerceApi();
    const { meet, chained } = rendezvous();
    api.use(
      http.get(`${API_URL}/products/v2/products/:id/details`, async ({ params }) => {
        await meet('details', 'slot');
        return HttpResponse.json(detailsOf(String(params.id), ['SLT']));
      }),
      http.get(`${API_URL}/:mode/caas/v1/canvas/product/:siteId/:id`, async ({ params }) => {
        await meet('slot', 'details');
        return HttpResponse.json({
          id: 'slot',
          blocks: [
            {
              id: `story-${String(params.id)}`,
              type: 'richText',
              name: 'Story',
              richText: { html: '<h2>Made for sideways rain</h2><p>Taped seams.</p>' },
            },
          ],
        });
      }),
      http.get(`${API_URL}/products/v1/widgetRecommendations`, () =>
        HttpResponse.json({
          title: 'You may also like',
          recommendedProducts: [
            {
              id: 'SBJK10081',
              title: 'Ridge shell',
              url: '/en-us/p/ridge-shell-SBJK10081',
              image: { src: `${API_URL}/media/ridge.svg`, alt: 'Ridge shell' },
              price: 180,
              currency: 'USD',
            },
            {
              id: 'SBJK10082',
              title: 'Valley parka',
              url: '/en-us/p/valley-parka-SBJK10082',
              price: 240,
              currency: 'USD',
            },
          ],
        }),
      ),
    );
    const html = await (await get('/en-us/p/storm-shell-SBJK10079')).text();
    expect(chained).toEqual([]);
    expect(html).toMatch(/data-block-type="richText" data-block-id="story-SBJK10079"/);
    expect(html).toContain('Made for sideways rain');
    // The similar products (no decision engine here) come as the recommendation carousel block, not a tile row.
    const recommendations = html.slice(html.indexOf('data-block-type="recommendations"'));
    expect(html).toContain('data-block-type="recommendations"');
    expect(recommendations).toContain('Ridge shell');
    expect(recommendations).toContain('href="/en-us/p/valley-parka-SBJK10082"');
    expect(html).not.toContain('recommendations__rail');
  });

  it('the search page draws its banner on every search, and its zero-result help when nothing is found, read beside the search', async () => {
    commerceApi();
    const { meet, chained } = rendezvous();
    api.use(
      http.get(`${API_URL}/products/v2/search/productSearch`, async ({ request }) => {
        await meet('search', 'banner');
        const q = new URL(request.url).searchParams.get('q');
        return HttpResponse.json(
          q === 'nothing-like-this'
            ? { numFound: 0, products: [], facets: [] }
            : { numFound: 1, currency: 'USD', products: [card('SBJK10091', 1)], facets: [] },
        );
      }),
      http.get(`${API_URL}/:mode/caas/v1/canvas/search/:siteId/:type`, async ({ params }) => {
        if (params.type === 'default') {
          await meet('banner', 'search');
          return HttpResponse.json({
            id: 'search',
            blocks: [
              {
                id: 'search-banner',
                type: 'banner',
                name: 'Search banner',
                title: 'Need a hand choosing?',
                targets: [],
              },
            ],
          });
        }
        return HttpResponse.json({
          id: 'help',
          blocks: [{ id: 'search-help', type: 'richText', name: 'Help', richText: { html: '<h2>Nothing found</h2>' } }],
        });
      }),
    );
    const found = await (await get('/en-us/search?q=slot+shell')).text();
    expect(chained).toEqual([]);
    expect(found).toMatch(/data-block-type="banner" data-block-id="search-banner"/);
    expect(found).toContain('Need a hand choosing?');
    expect(found).not.toContain('Nothing found');

    const none = await (await get('/en-us/search?q=nothing-like-this')).text();
    expect(none).toContain('Need a hand choosing?');
    expect(none).toContain('Nothing found');
  });
});
