import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { call, errorOf, guestSession } from '../testing/api';
import { createTestDatabase } from '../testing/testDatabase';
import { catalogSeed } from './catalogSeed';
import { compareSizes } from './compareSizes';
import { registeredSession } from '../testing/registeredSession';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, publicUrl: 'http://shop.test' });
  token = (await guestSession(app)).accessToken;
});
afterAll(() => database?.close());

const get = async (path: string, headers?: Record<string, string>) => {
  const res = await call(app, 'GET', path, headers ? { headers } : {});
  expect(res.status, path).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests walk whatever JSON came back; their assertions check its shape
  return (await res.json()) as Record<string, any>;
};

describe('the demo catalogue', () => {
  it('is big enough and deterministic', async () => {
    const a = catalogSeed(new Date('2026-10-01T00:00:00Z'));
    const b = catalogSeed(new Date('2026-10-01T00:00:00Z'));
    expect(a.products.map((p) => p.id)).toEqual(b.products.map((p) => p.id));
    expect(a.inventory).toEqual(b.inventory);
    expect(a.products.length).toBeGreaterThanOrEqual(150);
    expect(a.stores.filter((s) => s.kind === 'store').length).toBeGreaterThanOrEqual(10);
    for (const product of a.products) expect(product.id).toMatch(/^[A-Z0-9]{8,11}$/);
    for (const category of a.categories) expect(category.id).toMatch(/^\d{4,10}$/);
    const genders = new Set(a.products.map((p) => p.gender));
    expect([...genders].sort()).toEqual(['kids', 'men', 'unisex', 'women']);
    for (const type of ['jacket', 'hiking-boot', 'trail-shoe', 'backpack', 'tent', 'sleeping-bag']) {
      expect(
        a.products.some((p) => p.productType === type),
        type,
      ).toBe(true);
    }
    const [rows] = await queryRows<{ products: number; reviews: number; sale: number }>(
      database.db,
      sql`select (select count(*)::int from products) as products, (select count(*)::int from reviews) as reviews,
                 (select count(*)::int from product_prices where current < original and currency = 'USD') as sale`,
    );
    expect(rows?.products).toBe(a.products.length);
    expect(rows?.reviews).toBeGreaterThan(300);
    expect(rows?.sale).toBeGreaterThan(20);
  });
});

describe('GET /products/v2/products/{productId}/details', () => {
  it('answers the product with variants, prices in the site currency, breadcrumbs and absolute images', async () => {
    const product = await get('/products/v2/products/SBJK10001/details');
    expect(product).toMatchObject({ id: 'SBJK10001', masterId: 'SBJK10001', productType: 'jacket', maxQty: 999999 });
    expect(product.pdpUrl).toMatch(/^\/en-us\/p\/[a-z0-9-]+-SBJK10001$/);
    expect(product.price.currency).toBe('USD');
    expect(product.image.url).toMatch(/^http:\/\/shop\.test\/media\/product-jacket-[0-9a-f]{6}-sbjk10001\.svg$/);
    expect(product.breadcrumbs.map((b: { name: string }) => b.name)).toEqual(['Men', 'Jackets']);
    expect(product.variants[0]).toMatchObject({
      upc: expect.stringMatching(/^\d{12}$/),
      color: { code: expect.stringMatching(/^[A-Z]{3}$/) },
    });
    const ca = await get('/products/v2/products/SBJK10001/details', { 'x-site-id': 'sb-ca' });
    expect(ca.price.currency).toBe('CAD');
    expect(ca.price.current).toBeGreaterThan(product.price.current);
    const image = await call(app, 'GET', new URL(product.image.url).pathname);
    expect(image.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  });

  it('gives each colour three images for the gallery — front, back and close-up — each one an SVG it serves', async () => {
    const product = await get('/products/v2/products/SBJK10001/details');
    const colours = [...new Set(product.variants.map((v: { color: { code: string } }) => v.color.code))];
    const first = colours[0] as string;
    const ofFirst = product.images.filter((image: { colorCode: string }) => image.colorCode === first);
    expect(ofFirst.map((image: { url: string }) => new URL(image.url).pathname)).toEqual([
      expect.stringMatching(/^\/media\/product-jacket-[0-9a-f]{6}-sbjk10001\.svg$/),
      expect.stringMatching(/^\/media\/product-jacket-[0-9a-f]{6}-sbjk10001-back\.svg$/),
      expect.stringMatching(/^\/media\/product-jacket-[0-9a-f]{6}-sbjk10001-detail\.svg$/),
    ]);
    expect(ofFirst.map((image: { alt: string }) => image.alt)).toEqual([
      expect.not.stringMatching(/back|close-up/),
      expect.stringMatching(/, from the back$/),
      expect.stringMatching(/, close-up$/),
    ]);
    expect(product.images).toHaveLength(colours.length * 3);
    const bodies = new Set<string>();
    for (const image of ofFirst) {
      const served = await call(app, 'GET', new URL(image.url).pathname);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/image\/svg\+xml/);
      bodies.add(await served.text());
    }
    expect(bodies.size).toBe(3);
  });

  it('flags the omnibus price only when the current price is below both original and historic best', async () => {
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`select product_id as id from product_prices where currency = 'USD' and current < historic_best order by 1 limit 1`,
    );
    const product = await get(`/products/v2/products/${row?.id}/details`);
    expect(product.price.showHistoricBestPrice).toBe(true);
    const [cheaperBefore] = await queryRows<{ id: string }>(
      database.db,
      sql`select product_id as id from product_prices where currency = 'USD' and historic_best < current order by 1 limit 1`,
    );
    expect((await get(`/products/v2/products/${cheaperBefore?.id}/details`)).price.showHistoricBestPrice).toBe(false);
    expect(product.price.percentagePriceDiscount).toBeGreaterThan(0);
    expect((await get('/products/v2/products/SBGC10001/details')).price.showHistoricBestPrice).toBe(false);
  });

  it('answers an unknown or malformed id with the record-not-found 404 4044 (API404 is for routes)', async () => {
    expect(await errorOf(await call(app, 'GET', '/products/v2/products/SBXX99999/details'))).toMatchObject({
      status: 404,
      errorId: '4044',
    });
    expect(await errorOf(await call(app, 'GET', '/products/v2/products/bad/details'))).toMatchObject({
      status: 404,
      errorId: '4044',
    });
  });
});

describe('availability and inventory', () => {
  it('answers stock online and per store, keyed by sku', async () => {
    const inventory = await get('/products/v2/products/SBJK10001/inventory');
    const [upc, entry] = Object.entries(inventory.variants)[0] as [
      string,
      { quantity: number; stores: Record<string, number> },
    ];
    expect(upc).toMatch(/^\d{12}$/);
    expect(typeof entry.quantity).toBe('number');
    const res = await call(app, 'POST', '/products/v1/products/SBJK10001/availability', {
      body: { upcs: [upc], qty: 1, storeIds: ['1001', '1002'] },
    });
    expect(res.status).toBe(200);
    const availability = (await res.json()) as {
      variants: { upc: string; online: { available: boolean }; stores: { storeId: string }[] }[];
    };
    expect(availability.variants).toHaveLength(1);
    expect(availability.variants[0]?.online.available).toBe(entry.quantity >= 1);
    for (const shop of availability.variants[0]?.stores ?? []) expect(['1001', '1002']).toContain(shop.storeId);
  });

  it('refuses unknown fields', async () => {
    const res = await call(app, 'POST', '/products/v1/products/SBJK10001/availability', { body: { sku: 'x' } });
    expect(await errorOf(res)).toMatchObject({ status: 400, errorId: 'API400' });
  });
});

describe('reviews', () => {
  const reviewed = async () => {
    const [row] = await queryRows<{ productId: string; id: string }>(
      database.db,
      sql`select product_id as "productId", id from reviews where locale = 'en-us' order by id limit 1`,
    );
    return row as { productId: string; id: string };
  };

  it('lists with a rating summary, sorted and paged', async () => {
    const { productId } = await reviewed();
    const body = await get(`/products/v1/products/${productId}/reviews?sort=highestRating&limit=2`);
    expect(body.results.length).toBeLessThanOrEqual(2);
    expect(body.ratingSummary.count).toBe(body.totalResults);
    const ratings = body.results.map((r: { rating: number }) => r.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    expect(
      await errorOf(await call(app, 'GET', `/products/v1/products/${productId}/reviews?sort=random`)),
    ).toMatchObject({ status: 400 });
  });

  it('counts one vote per shopper, replacing an earlier one', async () => {
    const { productId, id } = await reviewed();
    const vote = (value: string) =>
      call(app, 'POST', `/products/v1/products/${productId}/review/${id}/vote`, { token, body: { vote: value } });
    const first = (await (await vote('helpful')).json()) as { helpfulVotes: number; notHelpfulVotes: number };
    const again = (await (await vote('helpful')).json()) as { helpfulVotes: number };
    expect(again.helpfulVotes).toBe(first.helpfulVotes);
    const changed = (await (await vote('unhelpful')).json()) as { helpfulVotes: number; notHelpfulVotes: number };
    expect(changed).toMatchObject({ helpfulVotes: first.helpfulVotes - 1, notHelpfulVotes: first.notHelpfulVotes + 1 });
    expect(
      await errorOf(
        await call(app, 'POST', `/products/v1/products/${productId}/review/${id}/vote`, { body: { vote: 'helpful' } }),
      ),
    ).toMatchObject({ status: 401, errorId: 'AUT432' });
  });

  it('hides a review flagged by three registered shoppers; guests weigh less and one flag per consumer counts', async () => {
    const { productId, id } = await reviewed();
    const flag = (shopper: string) =>
      call(app, 'POST', `/products/v1/products/${productId}/review/${id}/flag`, {
        token: shopper,
        body: { reason: 'spam' },
      });
    const listedIds = async () =>
      (await get(`/products/v1/products/${productId}/reviews?limit=50`)).results.map((r: { id: string }) => r.id);
    // Three free guest tokens (issue 15: they used to hide any review), one of them flagging twice: still listed.
    const guests = [
      (await guestSession(app)).accessToken,
      (await guestSession(app)).accessToken,
      (await guestSession(app)).accessToken,
    ];
    for (const guest of [...guests, guests[0]!]) expect((await flag(guest)).status).toBe(200);
    expect(await listedIds()).toContain(id);
    // Registered shoppers' flags weigh twice a guest's: with the three guests, two of them hide it.
    for (const email of ['maya.chen@example.com', 'jordan.blake@example.com']) {
      expect((await flag((await registeredSession(app, email, 'Trailhead26')).accessToken)).status).toBe(200);
    }
    expect(await listedIds()).not.toContain(id);
  });

  it('translates seeded reviews to French', async () => {
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from reviews where locale = 'en-us' and title = 'Great value' limit 1`,
    );
    const res = await call(app, 'POST', `/products/v1/review/${row?.id}/translate`, {
      body: { targetLocale: 'fr-ca' },
    });
    expect(await res.json()).toMatchObject({ translated: true, title: 'Excellent rapport qualité-prix' });
  });
});

describe('questions', () => {
  it('lists answered questions, takes new ones into moderation, and counts answer votes', async () => {
    const [row] = await queryRows<{ productId: string }>(
      database.db,
      sql`select product_id as "productId" from questions order by id limit 1`,
    );
    const listed = await get(`/products/v1/products/${row?.productId}/reviews/questions`);
    expect(listed.totalResults).toBeGreaterThan(0);
    const answer = listed.results[0].answers[0];
    expect(answer).toMatchObject({ isStaff: true });
    const asked = await call(app, 'POST', `/products/v1/products/${row?.productId}/reviews/questions`, {
      token,
      body: { text: 'Does it fit over a thick sweater?', nickname: 'Sam' },
    });
    expect(asked.status).toBe(201);
    expect(await asked.json()).toMatchObject({ status: 'pending' });
    const voted = await call(
      app,
      'POST',
      `/products/v1/products/${row?.productId}/review/${answer.id}/questions/vote`,
      { token, body: { vote: 'helpful' } },
    );
    expect(await voted.json()).toMatchObject({ helpfulVotes: answer.helpfulVotes + 1 });
    const tooShort = await call(app, 'POST', `/products/v1/products/${row?.productId}/reviews/questions`, {
      token,
      body: { text: 'Hm?', nickname: 'Sam' },
    });
    expect(await errorOf(tooShort)).toMatchObject({ status: 400, errorId: 'API400' });
  });
});

describe('sets, catalog and notifications', () => {
  it('answers product sets both ways and the category tree', async () => {
    const set = await get('/products/v2/products/SBSET10001/productSet');
    expect(set.products).toHaveLength(3);
    const memberOf = await get(`/products/v2/products/${set.products[0].id}/productSets`);
    expect(memberOf.productSets.map((s: { id: string }) => s.id)).toContain('SBSET10001');
    const catalog = await get('/products/v2/catalog');
    expect(catalog.categories.map((c: { name: string }) => c.name)).toEqual([
      'Men',
      'Women',
      'Kids',
      'Gear',
      'Gift Cards',
    ]);
    expect(catalog.categories[0].children[0]).toMatchObject({ name: 'Jackets', url: '/en-us/c/mens-jackets-100110' });
  });

  it('names categories in French on fr-ca: the tree, a product page breadcrumbs and the search suggestions', async () => {
    const french = { 'x-site-id': 'sb-ca', 'x-locale': 'fr_CA' };
    const catalog = await get('/products/v2/catalog', french);
    expect(catalog.categories.map((c: { name: string }) => c.name)).toEqual([
      'Hommes',
      'Femmes',
      'Enfants',
      'Équipement',
      'Cartes-cadeaux',
    ]);
    expect(catalog.categories[0].children[0]).toMatchObject({ name: 'Manteaux', url: '/fr-ca/c/mens-jackets-100110' });
    const english = await get('/products/v2/catalog', { 'x-site-id': 'sb-ca', 'x-locale': 'en_CA' });
    expect(english.categories[0].name).toBe('Men');
    const details = await get('/products/v2/products/SBJK10001/details', french);
    expect(details.breadcrumbs.map((b: { name: string }) => b.name)).toEqual(['Hommes', 'Manteaux']);
    const suggested = await get('/products/v2/search/autoSuggest?q=manteau', french);
    expect(suggested.categories.map((c: { name: string }) => c.name)).toContain('Manteaux');
  });

  it('answers product texts in French on fr-ca (name, description, features, colours, image text) and English elsewhere', async () => {
    const french = await get('/products/v2/products/SBJK10001/details', { 'x-site-id': 'sb-ca', 'x-locale': 'fr_CA' });
    const english = await get('/products/v2/products/SBJK10001/details');
    expect(english).toMatchObject({
      name: "Men's Ridgeline Down Jacket",
      description: '700-fill responsibly sourced down in a packable, wind-resistant shell.',
      features: ['700-fill RDS down', 'Packs into its own pocket', 'DWR finish'],
    });
    expect(french).toMatchObject({
      name: 'Manteau en duvet Ridgeline pour homme',
      description:
        'Duvet de provenance responsable d’un pouvoir gonflant de 700, dans une coquille compressible et coupe-vent.',
      features: ['Duvet RDS 700', 'Se range dans sa propre poche', 'Fini déperlant durable'],
      pdpUrl: english.pdpUrl.replace('/en-us/', '/fr-ca/'),
    });
    type Colour = { code: string; name: string };
    const englishColours: Colour[] = english.colors;
    const frenchColours: Colour[] = french.colors;
    expect(frenchColours.map((colour) => colour.code)).toEqual(englishColours.map((colour) => colour.code));
    expect(frenchColours.map((colour) => colour.name)).not.toEqual(englishColours.map((colour) => colour.name));
    const [first] = englishColours as [Colour];
    const frenchFirst = frenchColours[0] as Colour;
    expect(french.variants[0].color.name).toBe(frenchFirst.name);
    expect(french.attributes.color[0].value).toBe(frenchFirst.name);
    expect(english.variants[0].color.name).toBe(first.name);
    expect(french.images[1].alt).toBe(`Manteau en duvet Ridgeline pour homme, coloris ${frenchFirst.name}, vue de dos`);
    expect(english.images[1].alt).toBe(`Men's Ridgeline Down Jacket in ${first.name}, from the back`);
    // The English site of Canada stays English.
    const enCa = await get('/products/v2/products/SBJK10001/details', { 'x-site-id': 'sb-ca', 'x-locale': 'en_CA' });
    expect(enCa.name).toBe("Men's Ridgeline Down Jacket");
    // Listings, suggestions, sets and recommendations name products the same way.
    const frenchHeaders = { 'x-site-id': 'sb-ca', 'x-locale': 'fr_CA' };
    const found = await get('/products/v2/search/productSearch?q=Ridgeline&count=100', frenchHeaders);
    expect(found.products.map((p: { name: string }) => p.name)).toContain(
      'Manteau en duvet Ridgeline pour femme (2025)',
    );
    const suggested = await get('/products/v2/search/autoSuggest?q=manteau%20en&limit=10', frenchHeaders);
    expect(suggested.suggestions).toContain('Manteau en duvet Ridgeline');
    const set = await get('/products/v2/products/SBSET10003/productSet', frenchHeaders);
    expect(set.name).toBe('Ensemble de longue randonnée pour la fin de semaine');
    const sets = await get(`/products/v2/products/${set.products[0].id}/productSets`, frenchHeaders);
    expect(sets.productSets.map((s: { name: string }) => s.name)).toContain(set.name);
    const recommended = await get(
      '/products/v1/widgetRecommendations?widgetId=similar&productId=SBJK10001&limit=4',
      frenchHeaders,
    );
    expect(recommended.recommendedProducts[0].title).toMatch(/ pour (homme|femme|enfant)/);
  });

  it('records a back-in-stock request once', async () => {
    for (let n = 0; n < 2; n += 1) {
      const res = await call(app, 'PUT', '/products/v1/notifications', {
        body: { productId: 'SBJK10001', email: 'Sam@Example.com' },
      });
      expect(res.status).toBe(200);
    }
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from product_notifications where email = 'sam@example.com'`,
    );
    expect(row?.n).toBe(1);
  });
});

describe('GET /products/v2/search/productSearch', () => {
  it('finds by query with facets, sorted and paged', async () => {
    const body = await get('/products/v2/search/productSearch?q=boots&sort=price-asc&count=5');
    expect(body.numFound).toBeGreaterThan(5);
    expect(body.products).toHaveLength(5);
    const prices = body.products.map((p: { price: { current: number } }) => p.price.current);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(body.products.every((p: { productType: string }) => p.productType === 'hiking-boot')).toBe(true);
    expect(body.facets.map((f: { id: string }) => f.id)).toEqual(['gender', 'color', 'size', 'activity', 'price']);
    const page2 = await get('/products/v2/search/productSearch?q=boots&sort=price-asc&count=5&start=5');
    expect(page2.products[0].id).not.toBe(body.products[0].id);
  });

  it('finds products by the French words a shopper on fr-ca types (veste, bottes de randonnée, sac à dos)', async () => {
    const french = { 'x-site-id': 'sb-ca', 'x-locale': 'fr_CA' };
    type Found = { numFound: number; products: { id: string; name: string; productType: string }[] };
    const search = async (q: string, headers: Record<string, string> = french): Promise<Found> =>
      (await get(`/products/v2/search/productSearch?q=${encodeURIComponent(q)}&count=100`, headers)) as Found;
    const types = (body: { products: { productType: string }[] }) => new Set(body.products.map((p) => p.productType));
    // "vestes" finds what "jacket" finds (ranked by the French names too, so not in the same order).
    const vestes = await search('vestes');
    const jackets = await search('jacket');
    const ids = (body: Found) => body.products.map((p) => p.id).sort();
    expect(vestes.numFound).toBeGreaterThan(10);
    expect(ids(vestes)).toEqual(ids(jackets));
    expect(types(await search('bottes de randonnée'))).toEqual(new Set(['hiking-boot']));
    // Backpacks first; a "backpacking boot" comes after them.
    const packs = await search('sac à dos');
    expect(types({ products: packs.products.slice(0, 8) })).toEqual(new Set(['backpack']));
    const womens = await search('manteau femme');
    expect(womens.numFound).toBeGreaterThan(0);
    expect(womens.products.every((p: { name: string }) => p.name.includes(' pour femme'))).toBe(true);
    // The French name's own words find it too: "couche intermédiaire" is only in the French name of a midlayer.
    const midlayers = await search('couche intermédiaire');
    expect(types(midlayers)).toEqual(new Set(['fleece']));
    expect(midlayers.products[0]?.name).toMatch(/^Couche intermédiaire en mérinos Ascent/);
    expect((await search('couche intermédiaire', { 'x-site-id': 'sb-ca', 'x-locale': 'en_CA' })).numFound).toBe(0);
    // The filters name genders, colours and activities in French.
    const facets = (await get('/products/v2/search/productSearch?q=veste&count=1', french)) as {
      facets: { id: string; values: { value: string; label: string }[] }[];
    };
    const labels = (id: string) => facets.facets.find((facet) => facet.id === id)?.values.map((value) => value.label);
    expect(labels('gender')).toContain('Femmes');
    expect(labels('color')).toContain('Noir');
    expect(labels('activity')).toContain('Randonnée');
    // The English site does not read French.
    expect((await search('veste', { 'x-site-id': 'sb-ca', 'x-locale': 'en_CA' })).numFound).toBe(0);
  });

  it("lists only products on sale with onSale=true (the shop's Sale listing), biggest discount first", async () => {
    const all = await get('/products/v2/search/productSearch?count=100');
    const sale = await get('/products/v2/search/productSearch?onSale=true&sort=discount&count=100');
    type Priced = { price: { current: number; original: number } };
    expect(sale.numFound).toBeGreaterThan(0);
    expect(sale.numFound).toBeLessThan(all.numFound);
    expect(sale.products.every((p: Priced) => p.price.current < p.price.original)).toBe(true);
    const off = sale.products.map((p: Priced) => (p.price.original - p.price.current) / p.price.original);
    expect([...off].sort((a, b) => b - a)).toEqual(off);
  });

  it('lists the size facet as a shopper reads sizes: the letter scale, then numeric sizes by value', async () => {
    const body = await get('/products/v2/search/productSearch?count=1');
    const sizes: string[] = body.facets
      .find((f: { id: string }) => f.id === 'size')
      .values.map((v: { value: string }) => v.value);
    expect(sizes).toEqual([...sizes].sort(compareSizes));
    expect(sizes.slice(0, 4)).toEqual(['XS', 'S', 'M', 'L']);
    expect(sizes.indexOf('XXL')).toBeLessThan(sizes.indexOf('4'));
    expect(sizes.indexOf('4')).toBeLessThan(sizes.indexOf('14'));
  });

  it('filters by category subtree, colour, gender and price, and counts facets without their own filter', async () => {
    const all = await get('/products/v2/search/productSearch?categoryId=100200&count=100');
    expect(all.products.every((p: { gender: string }) => p.gender === 'women')).toBe(true);
    const colour = all.facets.find((f: { id: string }) => f.id === 'color').values[0];
    const filtered = await get(
      `/products/v2/search/productSearch?categoryId=100200&color=${colour.value}&priceMax=150&count=100`,
    );
    expect(filtered.numFound).toBeLessThanOrEqual(colour.count);
    expect(filtered.products.every((p: { price: { current: number } }) => p.price.current <= 150)).toBe(true);
    const selected = filtered.facets
      .find((f: { id: string }) => f.id === 'color')
      .values.find((v: { value: string }) => v.value === colour.value);
    expect(selected.selected).toBe(true);
    expect(filtered.facets.find((f: { id: string }) => f.id === 'color').values.length).toBeGreaterThan(1);
  });

  it('answers bad parameters with 400 and an unknown category with 404', async () => {
    expect(await errorOf(await call(app, 'GET', '/products/v2/search/productSearch?count=1000'))).toMatchObject({
      status: 400,
      errorId: 'API400',
    });
    expect(await errorOf(await call(app, 'GET', '/products/v2/search/productSearch?categoryId=99999'))).toMatchObject({
      status: 404,
      errorId: '4044',
    });
  });
});

describe('autoSuggest and widgetRecommendations', () => {
  it('suggests names, categories and products for a prefix', async () => {
    const body = await get('/products/v2/search/autoSuggest?q=tent');
    expect(body.categories.map((c: { name: string }) => c.name)).toContain('Tents');
    expect(body.products.length).toBeGreaterThan(0);
    expect(await errorOf(await call(app, 'GET', '/products/v2/search/autoSuggest'))).toMatchObject({ status: 400 });
  });

  it("names each suggested category's parent, so the women's, men's and kids' Jackets can be told apart", async () => {
    const body = await get('/products/v2/search/autoSuggest?q=jacket');
    const jackets = body.categories.filter((c: { name: string }) => c.name === 'Jackets');
    expect(jackets.map((c: { parentName: string }) => c.parentName).sort()).toEqual(['Kids', 'Men', 'Women']);
    const french = await get('/products/v2/search/autoSuggest?q=manteau', {
      'x-site-id': 'sb-ca',
      'x-locale': 'fr_CA',
    });
    expect(french.categories.map((c: { parentName: string }) => c.parentName)).toContain('Femmes');
    // Hiking Boots sit under each department's Footwear: they are told apart by the department too.
    const boots = await get('/products/v2/search/autoSuggest?q=hiking%20boots&limit=10');
    const bootCategories = boots.categories.filter((c: { name: string }) => c.name === 'Hiking Boots');
    expect(bootCategories.map((c: { parentName: string }) => c.parentName).sort()).toEqual(['Kids', 'Men', 'Women']);
  });

  it('recommends similar products with the content-blocks price fields', async () => {
    const body = await get('/products/v1/widgetRecommendations?widgetId=similar&productId=SBHB10001&limit=4');
    expect(body.recommendedProducts).toHaveLength(4);
    expect(body.recommendedProducts[0]).toMatchObject({
      id: expect.stringMatching(/^SBHB/),
      sku: expect.stringMatching(/^\d{12}$/),
      image: { src: expect.stringMatching(/^http:\/\/shop\.test\/media\//) },
      recToken: expect.any(String),
      lowCurrent: expect.any(Number),
      percentagePriceDiscount: expect.any(Number),
    });
  });
});
