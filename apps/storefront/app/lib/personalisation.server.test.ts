import { http, HttpResponse } from 'msw';
import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '@switchback/test-utils';
import { sessionContext, storeContext } from './context.server';
import { experienceIdsIn, personalisePage } from './personalisation.server';
import { createSessionFactory } from './session.server';
import type { Store } from './store';
import { visitorContext } from './visitor.server';
import { API_URL } from '../testing/commerceApiStub';

const server = setupMswServer();
const sessions = createSessionFactory({ apiBaseUrl: API_URL, sleep: () => Promise.resolve() });
const AUTH = 'sb_at=guest-at; sb_rt=guest-rt; sb_who=GUEST%3AC1';
let decideBodies: { monetateId?: string; channel: string; events: { eventType: string }[] }[] = [];

const heroAction = {
  actionId: 'exp_home_hero:home-hero-b',
  component: 'exp_home_hero',
  json: { blockId: 'hero' },
  impressionReporting: [
    { experienceId: 'exp_home_hero', variantId: 'home-hero-b', variantLabel: 'Trail fork hero', isControl: false },
  ],
};
const recsAction = {
  actionId: 'exp_pdp_recommendations:recs-5',
  component: 'exp_pdp_recommendations',
  json: {
    blockId: 'recommendations',
    variant: '5-cards',
    title: 'You may also like',
    items: [
      {
        id: 'SBJK10002',
        title: 'Scree shell',
        url: '/p/scree-shell-SBJK10002',
        price: 180,
        currency: 'USD',
        recToken: 'rt1.a',
      },
    ],
  },
  impressionReporting: [
    { experienceId: 'exp_pdp_recommendations', variantId: 'recs-5', variantLabel: '5 cards', isControl: false },
  ],
};

beforeEach(() => {
  decideBodies = [];
  process.env.COMMERCE_API_URL = API_URL;
  server.use(
    http.post(`${API_URL}/api/engine/v1/decide/switchback`, async ({ request }) => {
      decideBodies.push((await request.json()) as (typeof decideBodies)[number]);
      return HttpResponse.json({
        meta: { code: 200 },
        data: { responses: [{ requestId: 'r', actions: [heroAction, recsAction] }] },
      });
    }),
    // No experiment project in these tests: the SDK's datafile is not found and experiments decide nothing.
    http.get(`${API_URL}/experiments/v1/datafiles/:key`, () =>
      HttpResponse.json({ errorDetails: [{ errorId: 'API404' }] }, { status: 404 }),
    ),
  );
});

function contextFor(url: string, cookie: string, store: Partial<Store> = {}) {
  const request = new Request(url, {
    headers: { cookie: `${AUTH}; ${cookie}`, 'user-agent': 'test-browser', 'accept-language': 'en-GB,en;q=0.8' },
  });
  const fullStore: Store = { locale: 'en-us', siteId: 'sb-us', preview: false, lang: 'en-US', ...store };
  const context = new RouterContextProvider();
  context.set(storeContext, fullStore);
  context.set(sessionContext, sessions(request, { siteId: fullStore.siteId, locale: fullStore.locale }));
  let issued: string | undefined;
  context.set(visitorContext, { known: () => issued, ensure: () => (issued ??= 'vuid_testVisitor1234567890ab') });
  return { request, context, issued: () => issued };
}

describe('personalisePage', () => {
  it('with targeting consent asks the engine with the page context for the visitor, and returns its decisions and recommendations', async () => {
    const { request, context, issued } = contextFor('http://shop.test/en-us/p/ridgeline-SBJK10001', '');
    const answer = await personalisePage({ request, context, pageType: 'product', productIds: ['SBJK10001'] });
    expect(issued()).toBe('vuid_testVisitor1234567890ab');
    expect(decideBodies).toHaveLength(1);
    expect(decideBodies[0]).toMatchObject({ channel: 'sb-us/web', monetateId: 'vuid_testVisitor1234567890ab' });
    expect(decideBodies[0]?.events.map((event) => event.eventType)).toEqual([
      'monetate:context:PageView',
      'monetate:decision:DecisionRequest',
      'monetate:context:CustomVariables',
      'monetate:context:Language',
      'monetate:context:UserAgent',
      'monetate:context:ProductDetailView',
    ]);
    expect(answer.experienceDecisions).toEqual({
      hero: { variantId: 'home-hero-b', name: 'Trail fork hero' },
      recommendations: { variantId: 'recs-5', name: '5 cards' },
    });
    expect(answer.recommendations?.products.map((product) => product.recToken)).toEqual(['rt1.a']);
    expect(answer.engineDecided).toBe(true);
  });

  it("tells the engine the page's language, not the browser's, so recommendation titles are in the page's language", async () => {
    const { request, context } = contextFor('http://shop.test/fr-ca/cart', '', {
      locale: 'fr-ca',
      siteId: 'sb-ca',
      lang: 'fr-CA',
    });
    await personalisePage({ request, context, pageType: 'cart' });
    expect(request.headers.get('accept-language')).toMatch(/^en-GB/);
    expect(decideBodies[0]?.events).toContainEqual({ eventType: 'monetate:context:Language', language: 'fr-CA' });
  });

  it('in EMEA without targeting consent calls nothing and issues no visitor id, but still honours forced variants', async () => {
    const { request, context, issued } = contextFor(
      'http://shop.test/en-gb?p13n_testcontext=loyalty-loggedin,exp_home_hero:home-hero-b',
      'OptanonConsent=groups%3DC0001%3A1%2CC0002%3A1%2CC0003%3A0%2CC0004%3A0',
      { locale: 'en-gb', siteId: 'sb-gb', lang: 'en-GB' },
    );
    const answer = await personalisePage({ request, context, pageType: 'home' });
    expect(decideBodies).toEqual([]);
    expect(issued()).toBeUndefined();
    expect(answer).toEqual({
      experienceDecisions: { hero: { variantId: 'home-hero-b' } },
      recommendations: null,
      engineDecided: false,
    });
  });

  it('with the personalisation setting off calls nothing, even with consent', async () => {
    process.env.PERSONALISATION = 'off';
    try {
      const { request, context } = contextFor('http://shop.test/en-us', '');
      expect((await personalisePage({ request, context, pageType: 'home' })).recommendations).toBeNull();
      expect(decideBodies).toEqual([]);
    } finally {
      delete process.env.PERSONALISATION;
    }
  });

  it('keeps the baselines when the engine fails', async () => {
    server.use(
      http.post(`${API_URL}/api/engine/v1/decide/switchback`, () =>
        HttpResponse.json({ errorDetails: [{ errorId: 'GEN500' }] }, { status: 500 }),
      ),
    );
    const { request, context } = contextFor('http://shop.test/en-us', '');
    expect(await personalisePage({ request, context, pageType: 'home' })).toEqual({
      experienceDecisions: {},
      recommendations: null,
      engineDecided: true,
    });
  });
});

describe('experienceIdsIn', () => {
  it('finds experience blocks at the top and inside segmentation and experience targets', () => {
    const intro = { type: 'experience', experienceId: 'exp_home-intro-copy', baselines: [], variants: [] };
    expect(
      experienceIdsIn([
        { type: 'hero' },
        { type: 'experience', experienceId: 'exp_home_hero', baselines: [{ targets: [intro] }], variants: [] },
        {
          type: 'segmentation',
          segments: [{ id: 'loyalty-loggedin', targets: [{ type: 'experience', experienceId: 'exp_loyal' }] }],
          baselines: [],
        },
      ]),
    ).toEqual(['exp_home_hero', 'exp_home-intro-copy', 'exp_loyal']);
  });
});
