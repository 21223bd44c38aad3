// The internal front-end calls of spec §7 (`/fapi/components/*`, `/fapi/pages/*`) against the live commerce-api:
// every call on its success path (answer parsed by the client's schema, checked for what a shopper would see) and
// its error paths — malformed input `API400`, a missing record `4044` (never the route-level `API404`).
import { describe, expect, inject, it } from 'vitest';
import { isApiError, type ApiError } from '../ApiError';
import { createApiClient } from '../createApiClient';

const baseUrl = inject('commerceApiUrl');
const us = createApiClient({ baseUrl, identity: { siteId: 'sb-us', locale: 'en-us' } });
const canada = createApiClient({ baseUrl, identity: { siteId: 'sb-ca', locale: 'fr-ca' } });
const unknownSite = createApiClient({ baseUrl, identity: { siteId: 'sb-zz', locale: 'en-us' } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const text = (value: unknown) => JSON.stringify(value);

describe('frontend.getComponent (live)', () => {
  it('footer: the site footer with its help links, in the shopper locale', async () => {
    const footer = await us.frontend.getComponent('footer');
    expect(Array.isArray(footer)).toBe(false);
    expect(!Array.isArray(footer) && footer.blocks?.map((block) => block.type)).toContain('footerColumns');
    expect(text(footer)).toContain('/en-us/help/contact-us');
    expect(text(await canada.frontend.getComponent('footer'))).toContain('Nous joindre');
  });

  it('collections: the seasonal collections with a link and product count', async () => {
    const answer = (await us.frontend.getComponent('collections')) as {
      collections: { categoryId: string; url: string; productCount: number }[];
    };
    expect(answer.collections.map((collection) => collection.url)).toEqual([
      '/en-us/c/womens-autumn-ridgeline-100245',
      '/en-us/c/mens-autumn-ridgeline-100246',
    ]);
    expect(answer.collections.every((collection) => collection.productCount > 0)).toBe(true);
  });

  it('compare: two products side by side with prices in the site currency', async () => {
    const answer = (await canada.frontend.getComponent('compare', { productIds: 'SBJK10001,SBHB10001' })) as {
      currency: string;
      products: { productId: string; price: { currency: string; current: number } }[];
      differences: string[];
    };
    expect(answer.currency).toBe('CAD');
    expect(answer.products.map((product) => [product.productId, product.price.currency])).toEqual([
      ['SBJK10001', 'CAD'],
      ['SBHB10001', 'CAD'],
    ]);
    expect(answer.differences).toContain('sizes');
  });

  it('compare: one product or a malformed id is API400, an unknown product 4044', async () => {
    expect(await failure(us.frontend.getComponent('compare', { productIds: 'SBJK10001' }))).toMatchObject({
      status: 400,
      errorId: 'API400',
    });
    expect(await failure(us.frontend.getComponent('compare', { productIds: 'SBJK10001,not an id' }))).toMatchObject({
      status: 400,
      errorId: 'API400',
    });
    const missing = await failure(us.frontend.getComponent('compare', { productIds: 'SBJK10001,SBJK99999' }));
    expect(missing).toMatchObject({ status: 404, errorId: '4044' });
    expect(missing.message).toContain('SBJK99999');
  });

  it('foot-sizes: footwear sizes with foot length and EU size', async () => {
    const answer = (await us.frontend.getComponent('foot-sizes')) as {
      unit: string;
      sizes: { size: string; footLength: string; eu: string }[];
    };
    expect(answer.unit).toBe('cm');
    expect(answer.sizes).toContainEqual(expect.objectContaining({ size: '10', footLength: '26.2', eu: '42' }));
  });

  it('search-hub: departments, activities and trending products', async () => {
    const answer = (await us.frontend.getComponent('search-hub')) as {
      departments: { name: string }[];
      activities: { activity: string }[];
      trending: { url: string }[];
    };
    expect(answer.departments.map((department) => department.name)).toEqual(
      expect.arrayContaining(['Men', 'Women', 'Gear']),
    );
    expect(answer.activities.map((entry) => entry.activity)).toContain('camping');
    expect(answer.trending.length).toBeGreaterThan(0);
    expect(answer.trending[0]!.url).toMatch(/^\/en-us\/p\//);
  });

  it('utility: currency, store count, store locator link and the promo bar', async () => {
    const answer = (await canada.frontend.getComponent('utility')) as unknown as {
      currency: string;
      locale: string;
      storeCount: number;
      links: { url: string }[];
      blocks: { type: string }[];
    };
    expect(answer).toMatchObject({ currency: 'CAD', locale: 'fr-ca' });
    expect(answer.storeCount).toBeGreaterThan(0);
    expect(answer.links.map((link) => link.url)).toContain('/fr-ca/store-locator');
    expect(answer.blocks.map((block) => block.type)).toEqual(['promoBar']);
  });

  it('an unknown site is API400', async () => {
    expect(await failure(unknownSite.frontend.getComponent('utility'))).toMatchObject({
      status: 400,
      errorId: 'API400',
    });
  });
});

describe('frontend.getSizeChart (live)', () => {
  it('the chart of a product type, and of a chart kind', async () => {
    const boots = (await us.frontend.getSizeChart('hiking-boot')) as {
      kind: string;
      columns: string[];
      rows: { size: string; values: string[] }[];
    };
    expect(boots).toMatchObject({ kind: 'footwear', columns: ['foot', 'eu'] });
    expect(boots.rows.find((row) => row.size === '9')?.values).toEqual(['25.4', '40.5']);
    expect(await us.frontend.getSizeChart('footwear')).toMatchObject({ kind: 'footwear' });
  });

  it('a type without a chart is 4044, a malformed type API400', async () => {
    expect(await failure(us.frontend.getSizeChart('tent'))).toMatchObject({ status: 404, errorId: '4044' });
    expect(await failure(us.frontend.getSizeChart('Tent!'))).toMatchObject({ status: 400, errorId: 'API400' });
  });
});

describe('frontend.getLocationSelector (live)', () => {
  it('every site with its currency and locale home pages, the current one marked', async () => {
    const answer = (await canada.frontend.getLocationSelector()) as {
      sites: { siteId: string; currency: string; current: boolean; locales: { url: string }[] }[];
    };
    expect(answer.sites.map((site) => [site.siteId, site.currency])).toEqual([
      ['sb-ca', 'CAD'],
      ['sb-gb', 'GBP'],
      ['sb-us', 'USD'],
    ]);
    expect(answer.sites.filter((site) => site.current).map((site) => site.siteId)).toEqual(['sb-ca']);
    expect(answer.sites[0]!.locales.map((locale) => locale.url)).toEqual(['/en-ca', '/fr-ca']);
  });

  it('an unknown site is API400', async () => {
    expect(await failure(unknownSite.frontend.getLocationSelector())).toMatchObject({ status: 400, errorId: 'API400' });
  });
});

describe('frontend.getPage (live)', () => {
  it('a content page by slug, nested slugs too', async () => {
    const home = await us.frontend.getPage('home');
    expect(!Array.isArray(home) && home.blocks?.length).toBeGreaterThan(0);
    expect(await us.frontend.getPage('help/contact-us')).toMatchObject({ slug: 'help/contact-us' });
  });

  it('an unknown page is 4044, a malformed slug API400', async () => {
    expect(await failure(us.frontend.getPage('no-such-page'))).toMatchObject({ status: 404, errorId: '4044' });
    expect(await failure(us.frontend.getPage('_footer'))).toMatchObject({ status: 400, errorId: 'API400' });
  });
});
