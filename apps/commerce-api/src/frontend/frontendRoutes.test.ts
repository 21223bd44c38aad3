import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { call, errorOf } from '../testing/api';
import { createTestDatabase } from '../testing/testDatabase';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, publicUrl: 'http://api.test' });
});
afterAll(() => database?.close());

const get = async <T>(path: string, headers: Record<string, string> = {}) => {
  const res = await call(app, 'GET', path, { headers });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};

interface Block {
  id: string;
  type: string;
}

describe('GET /fapi/components/*', () => {
  it('footer: the live footer content of the site and locale', async () => {
    const us = await get<{ id: string; locale: string; blocks: Block[] }>('/fapi/components/footer');
    expect(us.id).toBe('footer');
    expect(us.blocks.map((block) => block.type)).toContain('footerColumns');
    expect(JSON.stringify(us.blocks)).toContain('/en-us/help/contact-us');
    const french = await get<{ locale: string; blocks: Block[] }>('/fapi/components/footer', {
      'x-site-id': 'sb-ca',
      'x-locale': 'fr_CA',
    });
    expect(french.locale).toBe('fr-ca');
    expect(JSON.stringify(french.blocks)).toContain('Nous joindre');
  });

  it('collections: the seasonal collections with product counts and links', async () => {
    const body = await get<{
      collections: { categoryId: string; name: string; url: string; productCount: number; image: { url: string } }[];
    }>('/fapi/components/collections');
    expect(body.collections.map((collection) => collection.categoryId)).toEqual(['100245', '100246']);
    expect(body.collections[0]).toMatchObject({
      name: "Women's Autumn Ridgeline",
      url: '/en-us/c/womens-autumn-ridgeline-100245',
    });
    expect(body.collections[0]!.productCount).toBeGreaterThan(0);
    expect(body.collections[0]!.image.url).toMatch(/^http:\/\/api\.test\/media\//);
  });

  it('compare: products side by side in the site currency, with what differs', async () => {
    const body = await get<{
      currency: string;
      products: { productId: string; price: { currency: string; current: number }; sizes: string[] }[];
      differences: string[];
    }>('/fapi/components/compare?productIds=SBJK10001,SBHB10001', { 'x-site-id': 'sb-gb' });
    expect(body.currency).toBe('GBP');
    expect(body.products.map((product) => product.productId)).toEqual(['SBJK10001', 'SBHB10001']);
    expect(body.products[0]!.price.currency).toBe('GBP');
    expect(body.differences).toContain('sizes');
  });

  it('compare: names products, colours and features in French on fr-ca', async () => {
    type Compared = { products: { name: string; features: string[]; colours: { name: string }[] }[] };
    const path = '/fapi/components/compare?productIds=SBJK10001,SBHB10001';
    const french = await get<Compared>(path, { 'x-site-id': 'sb-ca', 'x-locale': 'fr_CA' });
    const english = await get<Compared>(path, { 'x-site-id': 'sb-ca', 'x-locale': 'en_CA' });
    expect(english.products[0]).toMatchObject({
      name: "Men's Ridgeline Down Jacket",
      features: ['700-fill RDS down', 'Packs into its own pocket', 'DWR finish'],
    });
    expect(french.products[0]).toMatchObject({
      name: 'Manteau en duvet Ridgeline pour homme',
      features: ['Duvet RDS 700', 'Se range dans sa propre poche', 'Fini déperlant durable'],
    });
    expect(french.products[0]?.colours.map((colour) => colour.name)).not.toEqual(
      english.products[0]?.colours.map((colour) => colour.name),
    );
  });

  it('compare: too few, too many or malformed ids are 400 API400; an unknown product is 404 4044', async () => {
    for (const query of [
      '',
      '?productIds=SBJK10001',
      '?productIds=SBJK10001,SBJK10001',
      '?productIds=A,B,C,D,E',
      '?productIds=SBJK10001,<script>',
    ]) {
      expect(await errorOf(await call(app, 'GET', `/fapi/components/compare${query}`))).toMatchObject({
        status: 400,
        errorId: 'API400',
      });
    }
    const missing = await errorOf(await call(app, 'GET', '/fapi/components/compare?productIds=SBJK10001,SBJK99999'));
    expect(missing).toMatchObject({ status: 404, errorId: '4044' });
    expect(missing.body.errorDetails[0]!.message).toContain('SBJK99999');
  });

  it('foot-sizes: the footwear sizes sold, with foot length and EU size', async () => {
    const body = await get<{
      unit: string;
      sizes: { size: string; footLength: string; eu: string; products: number }[];
    }>('/fapi/components/foot-sizes');
    expect(body.unit).toBe('cm');
    expect(body.sizes).toContainEqual(expect.objectContaining({ size: '9', footLength: '25.4', eu: '40.5' }));
    expect(body.sizes.every((size) => size.products > 0)).toBe(true);
  });

  it('search-hub: departments, activities and in-stock trending products', async () => {
    const body = await get<{
      departments: { name: string; productCount: number }[];
      activities: { activity: string; url: string }[];
      trending: { productId: string }[];
    }>('/fapi/components/search-hub');
    expect(body.departments.map((department) => department.name)).toEqual(
      expect.arrayContaining(['Men', 'Women', 'Kids', 'Gear']),
    );
    expect(body.activities.map((entry) => entry.activity)).toContain('hiking');
    expect(body.activities[0]!.url).toMatch(/^\/en-us\/search\?q=/);
    expect(body.trending).toHaveLength(8);
  });

  it('size-chart: the chart of a product type; unknown type 404 4044, malformed 400 API400', async () => {
    const chart = await get<{ kind: string; columns: string[]; rows: { size: string; values: string[] }[] }>(
      '/fapi/components/size-chart/hiking-boot',
    );
    expect(chart.kind).toBe('footwear');
    expect(chart.columns).toEqual(['foot', 'eu']);
    expect(chart.rows.find((row) => row.size === '9')?.values).toEqual(['25.4', '40.5']);
    const byKind = await get<{ kind: string; columns: string[] }>('/fapi/components/size-chart/apparel');
    expect(byKind).toMatchObject({ kind: 'apparel', columns: ['chest', 'waist', 'hip'] });
    expect(await errorOf(await call(app, 'GET', '/fapi/components/size-chart/tent'))).toMatchObject({
      status: 404,
      errorId: '4044',
    });
    expect(await errorOf(await call(app, 'GET', '/fapi/components/size-chart/Tent%21'))).toMatchObject({
      status: 400,
      errorId: 'API400',
    });
  });

  it('utility: site, currency, store count, help links and the live promo bar', async () => {
    const body = await get<{ currency: string; storeCount: number; links: { url: string }[]; blocks: Block[] }>(
      '/fapi/components/utility',
      { 'x-site-id': 'sb-ca' },
    );
    expect(body.currency).toBe('CAD');
    expect(body.storeCount).toBe(3);
    expect(body.links.map((link) => link.url)).toContain('/en-ca/store-locator');
    expect(body.blocks.map((block) => block.type)).toEqual(['promoBar']);
  });

  it('an unknown site is 400 API400; an unknown component is the route-level 404 API404', async () => {
    expect(
      await errorOf(await call(app, 'GET', '/fapi/components/footer', { headers: { 'x-site-id': 'sb-zz' } })),
    ).toMatchObject({ status: 400, errorId: 'API400' });
    expect(await errorOf(await call(app, 'GET', '/fapi/components/nothing'))).toMatchObject({
      status: 404,
      errorId: 'API404',
    });
  });
});

describe('GET /fapi/pages/*', () => {
  it('location-selector: every site with currency and locale home pages, the current one marked', async () => {
    const body = await get<{
      sites: { siteId: string; currency: string; current: boolean; locales: { locale: string; url: string }[] }[];
    }>('/fapi/pages/location-selector', { 'x-site-id': 'sb-ca' });
    expect(body.sites.map((site) => site.siteId)).toEqual(['sb-ca', 'sb-gb', 'sb-us']);
    expect(body.sites.find((site) => site.current)?.siteId).toBe('sb-ca');
    expect(body.sites[0]!.locales).toEqual([
      { locale: 'en-ca', url: '/en-ca' },
      { locale: 'fr-ca', url: '/fr-ca' },
    ]);
  });

  it('{page}: a live content page by slug; unknown 404 4044, malformed 400 API400', async () => {
    const page = await get<{ slug: string; title: string; blocks: Block[] }>('/fapi/pages/home');
    expect(page.slug).toBe('home');
    expect(page.blocks.length).toBeGreaterThan(0);
    const nested = await get<{ slug: string }>('/fapi/pages/help/contact-us');
    expect(nested.slug).toBe('help/contact-us');
    expect(await errorOf(await call(app, 'GET', '/fapi/pages/no-such-page'))).toMatchObject({
      status: 404,
      errorId: '4044',
    });
    expect(await errorOf(await call(app, 'GET', '/fapi/pages/_footer'))).toMatchObject({
      status: 400,
      errorId: 'API400',
    });
  });
});
