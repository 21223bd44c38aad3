// The storefront server's shared caches (lib/cachePolicy.server.ts) against msw: public catalogue reads are shared
// between shoppers of a site and locale, with no token; shopper data, reviews and preview never are.
import { http, HttpResponse } from 'msw';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '@switchback/test-utils';
import { clearCatalogueCaches, loadListing } from './catalogue.server';
import { cachePolicy } from './cachePolicy.server';
import { loadContentPage } from './homePage.server';
import { clearProductCaches, loadProductPage } from './productPage.server';
import { loadSetsContaining } from '../components/productSet/productSet.server';
import { readCart } from './readCart.server';
import { createSessionFactory } from './session.server';
import type { Store } from './store';
import { API_URL, STORE_URL, cart, contentPage, tokenService } from '../testing/commerceApiStub';
import { parseBrowseQuery } from './browseQuery';

const api = setupMswServer();
const US: Store = { locale: 'en-us', siteId: 'sb-us', preview: false, lang: 'en-US' };
const CA: Store = { locale: 'fr-ca', siteId: 'sb-ca', preview: false, lang: 'fr-CA' };
const sessions = createSessionFactory({ apiBaseUrl: API_URL, sleep: () => Promise.resolve() });
/** A returning shopper of their own: access token `access-{n}` and cart `cart-{n}` in their cookies. */
const shopper = (n: number, store: Store = US) =>
  sessions(
    new Request(`${STORE_URL}/${store.locale}`, {
      headers: { cookie: `sb_at=access-${n}; sb_rt=refresh-${n}; sb_cart_${store.siteId}=cart-${n}` },
    }),
    { siteId: store.siteId, locale: store.locale },
  );

const previousCms = process.env.CMS_CACHE_SECONDS;
const previousCatalogue = process.env.CATALOGUE_CACHE_SECONDS;
afterAll(() => {
  if (previousCms === undefined) delete process.env.CMS_CACHE_SECONDS;
  else process.env.CMS_CACHE_SECONDS = previousCms;
  if (previousCatalogue === undefined) delete process.env.CATALOGUE_CACHE_SECONDS;
  else process.env.CATALOGUE_CACHE_SECONDS = previousCatalogue;
});

beforeEach(() => {
  process.env.CMS_CACHE_SECONDS = '60';
  process.env.CATALOGUE_CACHE_SECONDS = '30';
  clearCatalogueCaches();
  clearProductCaches();
});

/** Every commerce-api call: path (with query) and the Authorization header it carried. */
function commerceApi() {
  const calls: { path: string; authorization: string | null }[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    calls.push({ path: `${url.pathname}${url.search}`, authorization: request.headers.get('authorization') });
  };
  const tokens = tokenService();
  for (let n = 1; n <= 3; n += 1) tokens.valid.add(`access-${n}`);
  api.use(
    tokens.handler,
    http.get(`${API_URL}/products/v2/products/:id/details`, ({ request, params }) => {
      record(request);
      return HttpResponse.json({
        id: params.id,
        name: `Product ${String(params.id)}`,
        pdpUrl: `/p/product-${String(params.id)}`,
        price: { currency: 'USD', current: 100, original: 100 },
        colors: [],
        variants: [],
        images: [],
      });
    }),
    http.get(`${API_URL}/products/v1/products/:id/reviews`, ({ request }) => {
      record(request);
      return HttpResponse.json({ totalResults: 0, results: [] });
    }),
    http.get(`${API_URL}/products/v1/products/:id/reviews/questions`, ({ request }) => {
      record(request);
      return HttpResponse.json({ totalResults: 0, results: [] });
    }),
    http.get(`${API_URL}/products/v1/widgetRecommendations`, ({ request }) => {
      record(request);
      return HttpResponse.json({ title: 'Similar', recommendedProducts: [] });
    }),
    http.get(`${API_URL}/products/v2/search/productSearch`, ({ request }) => {
      record(request);
      return HttpResponse.json({ numFound: 0, products: [], facets: [] });
    }),
    http.get(`${API_URL}/:mode/caas/v1/canvas/augmentedpage/:siteId/:slug`, ({ request, params }) => {
      record(request);
      return HttpResponse.json(contentPage(String(params.siteId), `Hero of ${String(params.mode)}`));
    }),
    http.get(`${API_URL}/cart/v1/cart/:id`, ({ request, params }) => {
      record(request);
      return HttpResponse.json(cart(String(params.id)));
    }),
  );
  const count = (fragment: string) => calls.filter((call) => call.path.includes(fragment)).length;
  return { calls, count };
}

const selection = { color: null, size: null, reviewSort: 'mostHelpful' as const };

describe('shared caches', () => {
  it('share product details and the similar rail between shoppers, read without any token, keyed by site and locale', async () => {
    const { calls, count } = commerceApi();
    await loadProductPage(shopper(1), US, 'SBJK10026', selection);
    await loadProductPage(shopper(2), US, 'SBJK10026', selection);
    expect(count('/details')).toBe(1);
    expect(count('/widgetRecommendations')).toBe(1);
    // Another colour is another answer; another site and locale too.
    await loadProductPage(shopper(2), US, 'SBJK10026', { ...selection, color: 'PLM' });
    await loadProductPage(shopper(3, CA), CA, 'SBJK10026', selection);
    expect(count('/details')).toBe(3);
    // Whatever is shared was read without the shopper's token.
    expect(
      calls
        .filter((call) => /details|widgetRecommendations/.test(call.path))
        .every((call) => call.authorization === null),
    ).toBe(true);
  });

  it("share a product type's size chart, and that a type has none (404), and the sets a product belongs to", async () => {
    const { count } = commerceApi();
    const asked: string[] = [];
    api.use(
      http.get(`${API_URL}/products/v2/products/:id/details`, ({ params }) =>
        HttpResponse.json({
          id: params.id,
          name: `Product ${String(params.id)}`,
          productType: params.id === 'SBTN10002' ? 'tent' : 'jacket',
          price: { currency: 'USD', current: 100, original: 100 },
          colors: [],
          variants: [],
          images: [],
        }),
      ),
      http.get(`${API_URL}/fapi/components/size-chart/:type`, ({ params }) => {
        asked.push(`size-chart/${String(params.type)}`);
        return params.type === 'tent'
          ? HttpResponse.json({ errorId: '4044', errorMessage: 'No size chart' }, { status: 404 })
          : HttpResponse.json({ id: 'size-chart-jacket', rows: [] });
      }),
      http.get(`${API_URL}/products/v2/products/:id/productSets`, ({ params }) => {
        asked.push(`sets/${String(params.id)}`);
        return HttpResponse.json({ productSets: [{ id: 'SET1', name: 'Layering set' }] });
      }),
    );
    for (const n of [1, 2]) {
      await loadProductPage(shopper(n), US, 'SBJK10026', selection);
      await loadProductPage(shopper(n), US, 'SBTN10002', selection);
      expect(await loadSetsContaining(shopper(n), US, 'SBJK10026')).toEqual([
        { id: 'SET1', name: 'Layering set', path: expect.stringContaining('SET1') as unknown },
      ]);
    }
    expect(asked.sort()).toEqual(['sets/SBJK10026', 'size-chart/jacket', 'size-chart/tent']);
    expect(count('/details')).toBe(0);
  });

  it('share reviews and questions until someone writes to that product through this server', async () => {
    const { count } = commerceApi();
    api.use(
      http.post(`${API_URL}/products/v1/products/:id/review/:reviewId/vote`, () => HttpResponse.json({ ok: true })),
    );
    await loadProductPage(shopper(1), US, 'SBJK10026', selection);
    await loadProductPage(shopper(2), US, 'SBJK10026', selection);
    expect(count('/reviews?')).toBe(1);
    expect(count('/reviews/questions')).toBe(1);
    // Another sort is another answer.
    await loadProductPage(shopper(2), US, 'SBJK10026', { ...selection, reviewSort: 'newest' });
    expect(count('/reviews?')).toBe(2);
    // A vote (through the session's api-client, as the product actions do) makes the next page read afresh.
    await shopper(1).api().products.voteReview('SBJK10026', 'R1', { vote: 'helpful' });
    await loadProductPage(shopper(2), US, 'SBJK10026', selection);
    expect(count('/reviews?')).toBe(3);
    expect(count('/reviews/questions')).toBe(2);
    // Another product's reviews are not touched.
    await loadProductPage(shopper(2), US, 'SBJK10027', selection);
    await loadProductPage(shopper(3), US, 'SBJK10027', selection);
    expect(count('/SBJK10027/reviews?')).toBe(1);
  });

  it('never share anything in preview', async () => {
    const { count } = commerceApi();

    const preview = { ...US, preview: true };
    await loadProductPage(shopper(1), preview, 'SBJK10026', selection);
    await loadProductPage(shopper(1), preview, 'SBJK10026', selection);
    expect(count('/details')).toBe(2);
    expect(count('/reviews?')).toBe(2);
    const url = new URL(`${STORE_URL}/pre/en-us`);
    await loadContentPage(shopper(1), preview, url, 'home');
    await loadContentPage(shopper(1), preview, url, 'home');
    expect(count('/preview/caas/v1/canvas/augmentedpage')).toBe(2);
    await loadContentPage(shopper(1), US, url, 'home');
    await loadContentPage(shopper(2), US, url, 'home');
    expect(count('/publish/caas/v1/canvas/augmentedpage')).toBe(1);
  });

  it('never share a cart: each shopper’s read goes to commerce-api with their own token', async () => {
    const { calls } = commerceApi();
    await readCart(shopper(1), US);
    await readCart(shopper(1), US);
    await readCart(shopper(2), US);
    const carts = calls.filter((call) => call.path.startsWith('/cart/v1/cart/'));
    expect(carts.map((call) => [call.path, call.authorization])).toEqual([
      ['/cart/v1/cart/cart-1', 'Bearer access-1'],
      ['/cart/v1/cart/cart-1', 'Bearer access-1'],
      ['/cart/v1/cart/cart-2', 'Bearer access-2'],
    ]);
  });

  it('share a listing per site, locale and query, and turn off with CATALOGUE_CACHE_SECONDS=0', async () => {
    const { count } = commerceApi();
    const query = parseBrowseQuery(new URLSearchParams(''));
    await loadListing(shopper(1), US, query, { categoryId: '100110' });
    await loadListing(shopper(2), US, query, { categoryId: '100110' });
    expect(count('/productSearch')).toBe(1);
    await loadListing(shopper(2), US, query, { categoryId: '100120' });
    expect(count('/productSearch')).toBe(2);
    process.env.CATALOGUE_CACHE_SECONDS = '0';
    expect(cachePolicy().listing.ttlMs).toBe(0);
    await loadListing(shopper(1), US, query, { categoryId: '100110' });
    await loadListing(shopper(1), US, query, { categoryId: '100110' });
    expect(count('/productSearch')).toBe(4);
  });
});

describe('cachePolicy', () => {
  it('has explicit times for each kind of shared data', () => {
    process.env.CMS_CACHE_SECONDS = '60';
    process.env.CATALOGUE_CACHE_SECONDS = '30';
    expect(cachePolicy()).toEqual({
      contentPage: { ttlMs: 60_000, staleMs: 300_000 },
      navigation: { ttlMs: 60_000, staleMs: 300_000 },
      categoryTree: { ttlMs: 300_000, staleMs: 3_600_000 },
      listing: { ttlMs: 30_000, staleMs: 120_000 },
      productDetails: { ttlMs: 30_000, staleMs: 120_000 },
      recommendations: { ttlMs: 300_000, staleMs: 600_000 },
      reviews: { ttlMs: 30_000, staleMs: 120_000 },
    });
  });
});
