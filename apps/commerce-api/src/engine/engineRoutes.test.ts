import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { call, errorOf } from '../testing/api';
import { createTestDatabase } from '../testing/testDatabase';
import { chooseVariant, matchesTargeting } from './DecisionEngine';
import type { DecisionAction } from './DecisionEngine';
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

const pageView = (pageType: string) => ({ eventType: 'monetate:context:PageView', url: `https://shop.example/${pageType}`, pageType });
const request = { eventType: 'monetate:decision:DecisionRequest', requestId: 'r1' };
const decide = (body: unknown, brand = 'switchback') => call(app, 'POST', `/api/engine/v1/decide/${brand}`, { body });
const componentsOf = async (res: Response) => ((await res.json()) as Decision).data.responses[0]?.actions.map((action) => action.component);

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
        { eventType: 'monetate:context:ProductDetailView', products: [{ productId: 'SB1000001', sku: 'SB1000001-BLK-M' }] },
        { eventType: 'monetate:context:ProductThumbnailView', products: [{ productId: 'SB1000002' }] },
        { eventType: 'monetate:context:SearchView', searchTerm: 'rain jacket', searchType: 'TEXT' },
        { eventType: 'monetate:context:CustomVariables', customVariables: [{ variable: 'isLoyaltyMember', value: 'true' }] },
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
      impressionReporting: [{ experienceId: 'exp_pdp_recommendations', experienceName: 'Product page recommendations layout', isControl: expect.any(Boolean) }],
    });
  });

  it('targets by cart value and custom variables, and gives the same visitor the same variant', async () => {
    const cart = (value: string) => ({
      channel: 'web',
      customerId: 'C100000001',
      events: [
        pageView('cart'),
        { eventType: 'monetate:context:Cart', cartLines: [{ pid: 'SB1', sku: 'SB1-M', quantity: 1, currency: 'USD', value }] },
        { eventType: 'monetate:context:CustomVariables', customVariables: [{ variable: 'isLoyaltyMember', value: 'false' }] },
        request,
      ],
    });
    expect(await componentsOf(await decide(cart('40.00')))).toEqual(['exp_free_shipping_nudge', 'exp_loyalty_popup']);
    expect(await componentsOf(await decide(cart('120.00')))).toEqual(['exp_loyalty_popup']);
    const first = (await (await decide(cart('40.00'))).json()) as Decision;
    const second = (await (await decide(cart('40.00'))).json()) as Decision;
    expect(second.data).toEqual(first.data);
  });

  it('forces a variant with p13n_testcontext, and answers context-only calls with no responses', async () => {
    const forced = await decide({
      channel: 'web',
      events: [
        pageView('home'),
        { eventType: 'monetate:context:CustomVariables', customVariables: [{ variable: 'p13n_testcontext', value: 'exp_home_hero:home-hero-b' }] },
        request,
      ],
    });
    const decision = (await forced.json()) as Decision;
    expect(decision.meta.monetateId).toMatch(/^vuid_.{27}$/);
    expect(decision.data.responses[0]?.actions[0]).toMatchObject({ component: 'exp_home_hero', json: { variant: 'trail-fork' } });
    const contextOnly = await decide({
      channel: 'web',
      events: [{ eventType: 'monetate:context:Purchase', purchaseId: 'O1', purchaseLines: [{ pid: 'SB1', sku: 'SB1-M', quantity: 1, currency: 'USD', value: '10' }] }],
    });
    expect(((await contextOnly.json()) as Decision).data.responses).toEqual([]);
  });

  it('validates the body and the brand', async () => {
    expect(await errorOf(await decide({ channel: 'web', events: [request] }, 'acme'))).toMatchObject({ status: 404, errorId: 'API404' });
    const unknownEvent = await errorOf(await decide({ channel: 'web', events: [{ eventType: 'monetate:context:Weather', sunny: true }] }));
    expect(unknownEvent).toMatchObject({ status: 400, errorId: 'API400' });
    expect((await errorOf(await decide({ channel: 'web', events: [{ ...request, extra: 1 }] }))).body.errorDetails[0]?.message).toBe(
      'Unknown field "events.0.extra"',
    );
    expect(await errorOf(await decide({ channel: 'web', events: [] }))).toMatchObject({ status: 400 });
    expect(await errorOf(await decide({ events: [request] }))).toMatchObject({ status: 400 });
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
    expect(matchesTargeting({ pageTypes: ['product'], maxScreenWidth: 767 }, { ...base, pageType: 'product' })).toBe(false);
    expect(matchesTargeting({ pageTypes: ['product'], maxScreenWidth: 767 }, { ...base, pageType: 'product', screenWidth: 500 })).toBe(true);
    expect(matchesTargeting({ minCartValue: 50 }, base)).toBe(false);
  });
});
