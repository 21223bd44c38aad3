import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { productNameIn } from '../catalog/productTexts';
import { loadProducts } from '../catalog/loadProducts';
import type { ProductInfo } from '../catalog/loadProducts';
import type { DatabaseHandle } from '../db/openDatabase';
import { call, errorOf } from '../testing/api';
import { createTestDatabase } from '../testing/testDatabase';
import { chooseVariant, matchesTargeting } from './DecisionEngine';
import type { DecisionAction } from './DecisionEngine';
import { readRecToken } from './recommendProducts';
import type { RecommendedItem } from './recommendProducts';
import { experienceSeeds } from './seedExperiences';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db });
});
afterAll(() => database?.close());

interface Decision {
  meta: { code: number; monetateId: string };
  data: { responses: { requestId: string; actions: DecisionAction[] }[] };
}

const pageView = (pageType: string) => ({
  eventType: 'monetate:context:PageView',
  url: `https://shop.example/${pageType}`,
  pageType,
});
const request = { eventType: 'monetate:decision:DecisionRequest', requestId: 'r1' };
const decide = (body: unknown, brand = 'switchback') => call(app, 'POST', `/api/engine/v1/decide/${brand}`, { body });
const componentsOf = async (res: Response) =>
  ((await res.json()) as Decision).data.responses[0]?.actions.map((action) => action.component);

describe('POST /api/engine/v1/decide/{brand}', () => {
  it('answers the experiences that target the context, with impression reporting', async () => {
    const res = await decide({
      channel: 'switchback/web',
      monetateId: 'vuid_visitor-1',
      events: [
        pageView('product'),
        { eventType: 'monetate:context:ScreenSize', width: 390, height: 844 },
        { eventType: 'monetate:context:Language', language: 'en-US' },
        { eventType: 'monetate:context:UserAgent', userAgent: 'Mozilla/5.0' },
        { eventType: 'monetate:context:Referrer', referrer: 'https://search.example/' },
        { eventType: 'monetate:context:Coordinates', latitude: 39.75, longitude: -104.99 },
        {
          eventType: 'monetate:context:ProductDetailView',
          products: [{ productId: 'SB1000001', sku: 'SB1000001-BLK-M' }],
        },
        { eventType: 'monetate:context:ProductThumbnailView', products: [{ productId: 'SB1000002' }] },
        { eventType: 'monetate:context:SearchView', searchTerm: 'rain jacket', searchType: 'TEXT' },
        {
          eventType: 'monetate:context:CustomVariables',
          customVariables: [{ variable: 'isLoyaltyMember', value: 'true' }],
        },
        request,
      ],
    });
    expect(res.status).toBe(200);
    const decision = (await res.json()) as Decision;
    expect(decision.meta).toEqual({ code: 200, monetateId: 'vuid_visitor-1', channel: 'switchback/web' });
    const actions = decision.data.responses[0]?.actions ?? [];
    expect(actions.map((action) => action.component)).toEqual(['exp_mobile_sticky_cta', 'exp_pdp_recommendations']);
    expect(actions[1]).toMatchObject({
      actionType: 'monetate:action:OmniChannelJson',
      json: { blockId: 'recommendations', variant: expect.stringMatching(/^[35]-cards$/) },
      impressionReporting: [
        {
          experienceId: 'exp_pdp_recommendations',
          experienceName: 'Product page recommendations layout',
          isControl: expect.any(Boolean),
        },
      ],
    });
  });

  it('targets by cart value and custom variables, and gives the same visitor the same variant', async () => {
    const cart = (value: string) => ({
      channel: 'web',
      customerId: 'C100000001',
      events: [
        pageView('cart'),
        {
          eventType: 'monetate:context:Cart',
          cartLines: [{ pid: 'SB1', sku: 'SB1-M', quantity: 1, currency: 'USD', value }],
        },
        {
          eventType: 'monetate:context:CustomVariables',
          customVariables: [{ variable: 'isLoyaltyMember', value: 'false' }],
        },
        request,
      ],
    });
    expect(await componentsOf(await decide(cart('40.00')))).toEqual([
      'exp_cart_recommendations',
      'exp_free_shipping_nudge',
      'exp_loyalty_popup',
    ]);
    expect(await componentsOf(await decide(cart('120.00')))).toEqual(['exp_cart_recommendations', 'exp_loyalty_popup']);
    const first = (await (await decide(cart('40.00'))).json()) as Decision;
    const second = (await (await decide(cart('40.00'))).json()) as Decision;
    expect(second.data).toEqual(first.data);
  });

  it('forces a variant with p13n_testcontext, and answers context-only calls with no responses', async () => {
    const forced = await decide({
      channel: 'web',
      events: [
        pageView('home'),
        {
          eventType: 'monetate:context:CustomVariables',
          customVariables: [{ variable: 'p13n_testcontext', value: 'exp_home_hero:home-hero-b' }],
        },
        request,
      ],
    });
    const decision = (await forced.json()) as Decision;
    expect(decision.meta.monetateId).toMatch(/^vuid_.{27}$/);
    expect(decision.data.responses[0]?.actions[0]).toMatchObject({
      component: 'exp_home_hero',
      json: { variant: 'trail-fork' },
    });
    const contextOnly = await decide({
      channel: 'web',
      events: [
        {
          eventType: 'monetate:context:Purchase',
          purchaseId: 'O1',
          purchaseLines: [{ pid: 'SB1', sku: 'SB1-M', quantity: 1, currency: 'USD', value: '10' }],
        },
      ],
    });
    expect(((await contextOnly.json()) as Decision).data.responses).toEqual([]);
  });

  it('validates the body and the brand', async () => {
    expect(await errorOf(await decide({ channel: 'web', events: [request] }, 'acme'))).toMatchObject({
      status: 404,
      errorId: '4044',
    });
    const unknownEvent = await errorOf(
      await decide({ channel: 'web', events: [{ eventType: 'monetate:context:Weather', sunny: true }] }),
    );
    expect(unknownEvent).toMatchObject({ status: 400, errorId: 'API400' });
    expect(
      (await errorOf(await decide({ channel: 'web', events: [{ ...request, extra: 1 }] }))).body.errorDetails[0]
        ?.message,
    ).toBe('Unknown field "events.0.extra"');
    expect(await errorOf(await decide({ channel: 'web', events: [] }))).toMatchObject({ status: 400 });
    expect(await errorOf(await decide({ events: [request] }))).toMatchObject({ status: 400 });
  });
});

interface RecommendationJson {
  blockId: string;
  variant: string;
  title: string;
  items: RecommendedItem[];
}

const recommendationsOf = async (res: Response, component: string) => {
  expect(res.status).toBe(200);
  const decision = (await res.json()) as Decision;
  const action = decision.data.responses[0]?.actions.find((candidate) => candidate.component === component);
  if (!action) throw new Error(`no ${component} action`);
  return { action, json: action.json as unknown as RecommendationJson };
};

describe('recommendation actions', () => {
  let catalogue: ProductInfo[];
  const product = (id: string) => {
    const found = catalogue.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`no product ${id}`);
    return found;
  };
  const inStock = (candidate: ProductInfo) =>
    !candidate.isDigital && candidate.variants.some((variant) => variant.onlineQuantity > 0);
  beforeAll(async () => {
    catalogue = await loadProducts(database.db, 'USD');
  });

  it('answers "Popular right now" on home: best-rated products with the site price, image and rec tokens', async () => {
    const res = await decide({
      channel: 'sb-gb/web',
      monetateId: 'vuid_home-recs',
      events: [pageView('home'), request],
    });
    const { action, json } = await recommendationsOf(res, 'exp_home_recommendations');
    expect(action).toMatchObject({
      actionId: 'exp_home_recommendations:popular',
      impressionReporting: [{ experienceId: 'exp_home_recommendations', variantId: 'popular', isControl: false }],
    });
    expect(json).toMatchObject({ blockId: 'recommendations', variant: '6-cards', title: 'Popular right now' });
    expect(json.items.length).toBeGreaterThanOrEqual(6);
    expect(json.items.length).toBeLessThanOrEqual(24);
    const [first] = json.items;
    if (!first) throw new Error('no items');
    const details = await call(app, 'GET', `/products/v2/products/${first.id}/details`, {
      headers: { 'x-site-id': 'sb-gb' },
    });
    const answer = (await details.json()) as {
      image: { url: string; alt: string };
      price: { current: number; currency: string };
    };
    expect(first).toEqual({
      id: first.id,
      sku: expect.stringMatching(/\S/),
      title: product(first.id).name,
      url: `/p/${product(first.id).slug}-${first.id}`,
      image: { src: answer.image.url, alt: answer.image.alt },
      ...(product(first.id).reviewsCount > 0 ? { rating: { score: product(first.id).rating } } : {}),
      price: answer.price.current,
      currency: 'GBP',
      recToken: expect.any(String),
    });
    expect(first.image.src).toMatch(/^http:\/\/127\.0\.0\.1:4000\/media\//);
    expect(product(first.id).variants.map((variant) => variant.upc)).toContain(first.sku);
    for (const item of json.items) {
      expect(readRecToken(item.recToken)).toEqual({
        experienceId: 'exp_home_recommendations',
        variantId: 'popular',
        productId: item.id,
      });
      expect(inStock(product(item.id))).toBe(true);
    }
    const rated = json.items.map((item) => (product(item.id).reviewsCount > 0 ? product(item.id).rating : 0));
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
  });

  it('prices in the default site for an unknown channel and titles in French for a French visitor', async () => {
    const unknown = await recommendationsOf(
      await decide({ channel: 'web', events: [pageView('home'), request] }),
      'exp_home_recommendations',
    );
    expect(unknown.json.items[0]?.currency).toBe('USD');
    const french = await recommendationsOf(
      await decide({
        channel: 'sb-ca/web',
        events: [pageView('home'), { eventType: 'monetate:context:Language', language: 'fr-CA' }, request],
      }),
      'exp_home_recommendations',
    );
    expect(french.json).toMatchObject({
      title: 'Populaire en ce moment',
      items: expect.arrayContaining([expect.objectContaining({ currency: 'CAD' })]),
    });
    // The products are named in French too (productTexts.ts), their image text with them.
    const first = french.json.items[0];
    const english = catalogue.find((candidate) => candidate.id === first?.id);
    expect(first?.title).toBe(productNameIn(english?.name ?? '', 'fr-ca'));
    expect(first?.title).not.toBe(english?.name);
    expect(first?.image.alt.startsWith(`${first?.title}, coloris `)).toBe(true);
  });

  it('recommends related products on a product page, same category first, never the viewed one, with the A/B variant', async () => {
    const viewed = catalogue.find((candidate) => candidate.productType === 'jacket' && inStock(candidate));
    if (!viewed) throw new Error('no jacket');
    const body = (visitor: string) => ({
      channel: 'sb-us/web',
      monetateId: visitor,
      events: [
        pageView('product'),
        { eventType: 'monetate:context:ProductDetailView', products: [{ productId: viewed.id }] },
        request,
      ],
    });
    const seen = new Set<string>();
    for (const visitor of ['vuid_a', 'vuid_b', 'vuid_c', 'vuid_d', 'vuid_e', 'vuid_f']) {
      const { action, json } = await recommendationsOf(await decide(body(visitor)), 'exp_pdp_recommendations');
      const variantId = action.impressionReporting[0]?.variantId;
      seen.add(variantId ?? '');
      expect(json).toMatchObject({
        blockId: 'recommendations',
        variant: variantId === 'recs-3' ? '3-cards' : '5-cards',
        title: 'You may also like',
      });
      expect(json.items.length).toBeGreaterThanOrEqual(6);
      expect(json.items.map((item) => item.id)).not.toContain(viewed.id);
      expect(product(json.items[0]?.id ?? '').categoryId).toBe(viewed.categoryId);
      expect(readRecToken(json.items[0]?.recToken ?? '')).toEqual({
        experienceId: 'exp_pdp_recommendations',
        variantId,
        productId: json.items[0]?.id,
      });
    }
    expect([...seen].sort()).toEqual(['recs-3', 'recs-5']);
    // Forced to one variant by the test context, the product is still left out when named by SKU only.
    const bySku = await decide({
      channel: 'sb-us/web',
      events: [
        pageView('product'),
        {
          eventType: 'monetate:context:ProductDetailView',
          products: [{ productId: 'unknown', sku: viewed.variants[0]?.upc }],
        },
        {
          eventType: 'monetate:context:CustomVariables',
          customVariables: [{ variable: 'p13n_testcontext', value: 'exp_pdp_recommendations:recs-5' }],
        },
        request,
      ],
    });
    const forced = await recommendationsOf(bySku, 'exp_pdp_recommendations');
    expect(forced.json.variant).toBe('5-cards');
    expect(forced.json.items.map((item) => item.id)).not.toContain(viewed.id);
  });

  it('recommends complements of the cart lines, never what is already in the cart', async () => {
    const jacket = catalogue.find(
      (candidate) => candidate.productType === 'jacket' && candidate.gender === 'men' && inStock(candidate),
    );
    const boot = catalogue.find(
      (candidate) => candidate.productType === 'hiking-boot' && candidate.gender === 'men' && inStock(candidate),
    );
    if (!jacket || !boot) throw new Error('no jacket or boot');
    const line = (item: ProductInfo) => ({
      pid: item.id,
      sku: item.variants[0]?.upc ?? '',
      quantity: 1,
      currency: 'USD',
      value: '150.00',
    });
    const res = await decide({
      channel: 'sb-us/web',
      events: [
        pageView('cart'),
        { eventType: 'monetate:context:Cart', cartLines: [line(jacket), line(boot)] },
        request,
      ],
    });
    const { json } = await recommendationsOf(res, 'exp_cart_recommendations');
    expect(json).toMatchObject({ blockId: 'recommendations', title: 'Complete your kit' });
    expect(json.items.length).toBeGreaterThanOrEqual(6);
    const types = json.items.map((item) => product(item.id).productType);
    expect(json.items.map((item) => item.id)).not.toEqual(expect.arrayContaining([jacket.id]));
    expect(json.items.map((item) => item.id)).not.toContain(boot.id);
    expect(types[0]).toBe('fleece');
    expect(types.slice(0, 6)).not.toContain('jacket');
    expect(types.slice(0, 6)).not.toContain('hiking-boot');
    // An empty cart still gets the popular products.
    const empty = await recommendationsOf(
      await decide({ channel: 'sb-us/web', events: [pageView('cart'), request] }),
      'exp_cart_recommendations',
    );
    expect(empty.json.items.length).toBeGreaterThanOrEqual(6);
  });
});

interface Records {
  records: { kind: string; ids: string[]; recordedAt: string }[];
}

describe('record events and GET /api/engine/v1/records', () => {
  const records = async (monetateId: string) => {
    const res = await call(app, 'GET', `/api/engine/v1/records?monetateId=${encodeURIComponent(monetateId)}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Records;
  };

  it('stores rec clicks, rec impressions and impressions, and lists them newest first', async () => {
    const home = await recommendationsOf(
      await decide({ channel: 'sb-us/web', monetateId: 'vuid_recorder', events: [pageView('home'), request] }),
      'exp_home_recommendations',
    );
    const tokens = home.json.items.map((item) => item.recToken);
    const first = await decide({
      channel: 'sb-us/web',
      monetateId: 'vuid_recorder',
      events: [
        { eventType: 'monetate:record:Impressions', impressionIds: [home.action.actionId] },
        { eventType: 'monetate:record:RecImpressions', recImpressionIds: tokens },
      ],
    });
    expect(first.status).toBe(200);
    expect(((await first.json()) as Decision).data.responses).toEqual([]);
    const click = await decide({
      channel: 'sb-us/web',
      monetateId: 'vuid_recorder',
      events: [pageView('home'), { eventType: 'monetate:record:RecClicks', recClickIds: [tokens[2] ?? ''] }, request],
    });
    expect(((await click.json()) as Decision).data.responses[0]?.actions.length).toBeGreaterThan(0);
    const listed = await records('vuid_recorder');
    expect(listed.records).toEqual([
      { kind: 'RecClicks', ids: [tokens[2]], recordedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      { kind: 'RecImpressions', ids: tokens, recordedAt: expect.any(String) },
      { kind: 'Impressions', ids: ['exp_home_recommendations:popular'], recordedAt: expect.any(String) },
    ]);
    expect(readRecToken(listed.records[0]?.ids[0] ?? '')).toMatchObject({
      experienceId: 'exp_home_recommendations',
      variantId: 'popular',
    });
    expect((await records('vuid_nobody')).records).toEqual([]);
  });

  it('refuses bad record events and a missing monetateId with 400, never 500', async () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => `rt1.token-${index}`);
    const bad = [
      { eventType: 'monetate:record:RecImpressions', recImpressionIds: ids(25) },
      { eventType: 'monetate:record:RecClicks', recClickIds: ids(25) },
      { eventType: 'monetate:record:RecClicks', recClickIds: [] },
      { eventType: 'monetate:record:RecClicks', recClickIds: [''] },
      { eventType: 'monetate:record:RecClicks', recClickIds: ['rt1.a\u0000b'] },
      { eventType: 'monetate:record:RecClicks', recClickIds: [42] },
      { eventType: 'monetate:record:Impressions', impressionIds: ids(51) },
      { eventType: 'monetate:record:Impressions', impressionIds: ['x'], extra: true },
    ];
    for (const entry of bad) {
      expect(
        await errorOf(await decide({ channel: 'web', monetateId: 'vuid_bad', events: [entry] })),
        JSON.stringify(entry).slice(0, 80),
      ).toMatchObject({
        status: 400,
        errorId: 'API400',
      });
    }
    expect(await errorOf(await decide({ channel: 'web', monetateId: 'vuid_\u0000', events: [request] }))).toMatchObject(
      { status: 400 },
    );
    expect((await records('vuid_bad')).records).toEqual([]);
    const ok = await decide({
      channel: 'web',
      monetateId: 'vuid_bad',
      events: [{ eventType: 'monetate:record:Impressions', impressionIds: ids(50) }],
    });
    expect(ok.status).toBe(200);
    expect(await errorOf(await call(app, 'GET', '/api/engine/v1/records'))).toMatchObject({
      status: 400,
      errorId: 'API400',
    });
    expect(await errorOf(await call(app, 'GET', '/api/engine/v1/records?monetateId=a%00b'))).toMatchObject({
      status: 400,
      errorId: 'API400',
    });
  });
});

describe('targeting and bucketing', () => {
  it('splits visitors by weight', () => {
    const [hero] = experienceSeeds;
    if (!hero) throw new Error('no seed');
    const counts = new Map<string, number>();
    for (let visitor = 0; visitor < 2000; visitor += 1) {
      const variant = chooseVariant(hero.id, `visitor-${visitor}`, hero.variants);
      counts.set(variant?.variantId ?? '', (counts.get(variant?.variantId ?? '') ?? 0) + 1);
    }
    expect(counts.get('home-hero-a')).toBeGreaterThan(850);
    expect(counts.get('home-hero-b')).toBeGreaterThan(850);
  });

  it('requires every rule to hold', () => {
    const base = { customVariables: {}, forced: {} };
    expect(matchesTargeting({ pageTypes: ['product'], maxScreenWidth: 767 }, { ...base, pageType: 'product' })).toBe(
      false,
    );
    expect(
      matchesTargeting(
        { pageTypes: ['product'], maxScreenWidth: 767 },
        { ...base, pageType: 'product', screenWidth: 500 },
      ),
    ).toBe(true);
    expect(matchesTargeting({ minCartValue: 50 }, base)).toBe(false);
  });
});
