import { blockRegistry, previewDocTypes } from '@switchback/content-blocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { seedDatabase } from '../db/seedDatabase';
import { call, errorOf } from '../testing/api';
import { createTestDatabase } from '../testing/testDatabase';
import type { ContentBlock } from './ContentBlock';

interface PageJson {
  id: string;
  siteId: string;
  locale: string;
  slug: string;
  version: number;
  published: boolean;
  title: string;
  description: string;
  updatedAt: string;
  blocks: ContentBlock[];
}

const seededAt = new Date('2026-10-01T08:00:00Z');
let clock = new Date('2026-10-02T08:00:00Z');
let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  await seedDatabase(database.db, seededAt);
  app = createApp({ db: database.db, now: () => clock, publicUrl: 'https://api.switchback.test' });
});
afterAll(() => database?.close());

const page = (mode: string, site: string, slug: string, query = '', headers: Record<string, string> = {}) =>
  call(app, 'GET', `/${mode}/caas/v1/canvas/augmentedpage/${site}/${slug}${query}`, { headers });
const pageJson = async (...args: Parameters<typeof page>) => {
  const res = await page(...args);
  expect(res.status).toBe(200);
  return (await res.json()) as PageJson;
};
// A block and the blocks nested in its experience baselines/variants and segments, depth first.
const flatten = (block: ContentBlock): ContentBlock[] => [
  block,
  ...[block.baselines, block.variants, block.segments]
    .flatMap((groups) => (Array.isArray(groups) ? (groups as { targets: ContentBlock[] }[]) : []))
    .flatMap((group) => group.targets.flatMap(flatten)),
];
// The first hero, top-level or the baseline of an experience block (the home hero is one).
const hero = (json: PageJson) => json.blocks.flatMap(flatten).find((block) => block.type === 'hero');

describe('GET /publish/caas/v1/canvas/augmentedpage/{siteId}/{page}', () => {
  it('serves the published home page with its blocks in the content-blocks field names', async () => {
    const res = await page('publish', 'sb-us', 'home');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('content-language')).toBe('en-us');
    const json = (await res.json()) as PageJson;
    expect(json).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      siteId: 'sb-us',
      locale: 'en-us',
      slug: 'home',
      version: 1,
      published: true,
      title: expect.stringContaining('Switchback'),
      description: expect.any(String),
      updatedAt: seededAt.toISOString(),
    });
    expect(json.blocks.map((block) => block.type)).toEqual([
      'experience',
      'segmentation',
      'experience',
      'spacer',
      'categoryCardCollection',
      'spacer',
      'iconAndTextCollection',
      'banner',
      'collection',
      'recommendations',
      'multiLinkCard',
      'benefitBar',
      'ugcGallery',
    ]);
    expect(json.blocks[0]).toMatchObject({ id: 'home-en-us-hero-experience', experienceId: 'exp_home_hero' });
    expect(hero(json)).toEqual({
      id: 'home-en-us-hero',
      type: 'hero',
      name: expect.any(String),
      title: 'Made for the amber hour',
      subtitle: 'The Autumn Ridgeline collection',
      richText: { html: expect.stringContaining('<p>') },
      media: {
        url: 'https://api.switchback.test/media/autumn-ridgeline-hero.svg',
        alt: expect.stringMatching(/\w+/),
        width: 1600,
        height: 900,
      },
      targets: [
        {
          id: 'home-en-us-hero-women',
          text: "Shop women's",
          url: '/en-us/c/womens-autumn-ridgeline-100245',
          style: { sm: 'primary' },
        },
        {
          id: 'home-en-us-hero-men',
          text: "Shop men's",
          url: '/en-us/c/mens-autumn-ridgeline-100246',
          style: { sm: 'secondary' },
        },
      ],
      linkType: 'CTA',
      gradientStyle: 'focused',
      captionText: expect.any(String),
      captionPosition: 'bottom',
      titleH1: true,
      promotionTracking: expect.objectContaining({ promotionId: 'autumn-ridgeline' }),
    });
    expect(json.blocks[3]).toMatchObject({ type: 'spacer', bottomMargins: { sm: 24, lg: 40 } });
    const variantHero = (json.blocks[0]?.variants as { targets: ContentBlock[] }[])[0]?.targets[0];
    expect(variantHero?.media).toMatchObject({ url: 'https://api.switchback.test/media/trail-fork.svg' });
  });

  it('gives every block an id, a type and a name, unique ids per page', async () => {
    for (const slug of ['home', 'promotions', 'error-4xx']) {
      const json = await pageJson('publish', 'sb-gb', slug);
      const blocks = json.blocks.flatMap(flatten);
      for (const block of blocks)
        expect(block).toMatchObject({ id: expect.any(String), type: expect.any(String), name: expect.any(String) });
      const ids = blocks.map((block) => block.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('writes prices and words for each English site', async () => {
    const intro = async (site: string) => JSON.stringify((await pageJson('publish', site, 'home')).blocks[2]);
    expect(await intro('sb-us')).toContain('Free shipping on orders over $75');
    expect(await intro('sb-ca')).toContain('Free shipping on orders over $99');
    expect(await intro('sb-gb')).toContain('Free delivery on orders over £60');
  });

  it('serves French on sb-ca by locale query or x-locale header, in either spelling', async () => {
    for (const [query, headers] of [
      ['?locale=fr-ca', {}],
      ['', { 'x-locale': 'fr_CA' }],
    ] as const) {
      const json = await pageJson('publish', 'sb-ca', 'home', query, headers);
      expect(json.locale).toBe('fr-ca');
      expect(hero(json)).toMatchObject({ title: "Fait pour l'heure dorée", id: 'home-fr-ca-hero' });
      expect(hero(json)?.targets).toEqual(
        expect.arrayContaining([expect.objectContaining({ url: expect.stringMatching(/^\/fr-ca\/c\//) })]),
      );
    }
    expect((await pageJson('publish', 'sb-ca', 'home')).locale).toBe('en-ca');
  });

  it("falls back to the site's default locale for a locale the site does not have", async () => {
    const json = await pageJson('publish', 'sb-us', 'home', '?locale=fr-ca');
    expect(json.locale).toBe('en-us');
  });

  it('serves the fixed pages and leaves the drafts out', async () => {
    expect(hero(await pageJson('publish', 'sb-us', 'promotions'))?.title).toBe('The Autumn Trail Event');
    expect(hero(await pageJson('publish', 'sb-us', 'error-4xx'))?.title).toBe("We can't find that trail");
    expect((await pageJson('publish', 'sb-us', 'home')).version).toBe(1);
  });

  it('publishes a scheduled version once its time has come, and ignores previewDateTime', async () => {
    expect(hero(await pageJson('publish', 'sb-us', 'promotions', '?previewDateTime=2026-12-01T00:00:00Z'))?.title).toBe(
      'The Autumn Trail Event',
    );
    const before = clock;
    try {
      clock = new Date(seededAt.getTime() + 14 * 86_400_000);
      const json = await pageJson('publish', 'sb-us', 'promotions');
      expect(json).toMatchObject({ version: 2, updatedAt: clock.toISOString() });
      expect(hero(json)?.title).toBe('Black Friday early access');
    } finally {
      clock = before;
    }
  });

  it('answers an unknown page or site with 404 4044, an unknown mode (no route) with 404 API404', async () => {
    expect(await errorOf(await page('publish', 'sb-us', 'no-such-page'))).toMatchObject({
      status: 404,
      errorId: '4044',
    });
    expect(await errorOf(await page('publish', 'sb-fr', 'home'))).toMatchObject({ status: 404, errorId: '4044' });
    expect(await errorOf(await page('draft', 'sb-us', 'home'))).toMatchObject({ status: 404, errorId: 'API404' });
  });
});

describe('GET /preview/caas/v1/canvas/augmentedpage/{siteId}/{page}', () => {
  it('serves the newest version, unpublished included, uncached', async () => {
    const res = await page('preview', 'sb-us', 'home');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const json = (await res.json()) as PageJson;
    expect(json).toMatchObject({ version: 2, published: false });
    expect(hero(json)).toMatchObject({
      title: 'First snow is on its way',
      media: { url: 'https://api.switchback.test/media/first-snow-hero.svg', width: 1600, height: 900 },
    });
  });

  it('shows what will be live at previewDateTime', async () => {
    const soon = await pageJson('preview', 'sb-us', 'promotions', '?previewDateTime=2026-10-03T00:00:00Z');
    expect(hero(soon)?.title).toBe('The Autumn Trail Event');
    const later = await pageJson(
      'preview',
      'sb-us',
      'promotions',
      `?previewDateTime=${Date.parse('2026-10-20T00:00:00Z')}`,
    );
    expect(hero(later)?.title).toBe('Black Friday early access');
    expect(
      await errorOf(await page('preview', 'sb-us', 'promotions', '?previewDateTime=2020-01-01T00:00:00Z')),
    ).toMatchObject({
      status: 404,
      errorId: '4044',
    });
  });

  it('answers an unreadable previewDateTime with 400 API400 naming it', async () => {
    const error = await errorOf(await page('preview', 'sb-us', 'home', '?previewDateTime=next-tuesday'));
    expect(error).toMatchObject({ status: 400, errorId: 'API400' });
    expect(error.body.errorDetails[0]?.message).toMatch(/Query parameter "previewDateTime"/);
  });

  it('requires the preview access key when one is configured, and only for preview', async () => {
    const guarded = createApp({ db: database.db, previewAccessKey: 'editor-secret' });
    const path = (mode: string) => `/${mode}/caas/v1/canvas/augmentedpage/sb-us/home`;
    expect(await errorOf(await call(guarded, 'GET', path('preview')))).toMatchObject({
      status: 401,
      errorId: 'AUT432',
    });
    const wrong = await call(guarded, 'GET', path('preview'), { headers: { 'x-preview-access-key': 'editor-secreT' } });
    expect(await errorOf(wrong)).toMatchObject({ status: 401, errorId: 'AUT432' });
    expect(
      (await call(guarded, 'GET', path('preview'), { headers: { 'x-preview-access-key': 'editor-secret' } })).status,
    ).toBe(200);
    expect((await call(guarded, 'GET', path('publish'))).status).toBe(200);
  });
});

describe('site-wide content calls', () => {
  const canvas = (path: string, headers: Record<string, string> = {}) =>
    call(app, 'GET', `/publish/caas/v1/canvas/${path}`, { headers });
  const json = async (path: string, headers?: Record<string, string>) => {
    const res = await canvas(path, headers);
    expect(res.status, path).toBe(200);
    return (await res.json()) as PageJson & Record<string, unknown>;
  };

  it('serves a three-level mega menu whose links point at real categories', async () => {
    const menu = await json('menu/sb-us');
    expect(menu.blocks.map((item) => item.title)).toEqual(['Women', 'Men', 'Kids', 'Gear', 'Sale']);
    const women = menu.blocks[0] as ContentBlock & {
      columns: { title: string; children: { title: string; target: { url: string } }[] }[];
    };
    expect(women.columns[2]?.title).toBe('Footwear');
    expect(women.columns[2]?.children[0]?.target.url).toBe('/en-us/c/womens-hiking-boots-100231');
  });

  it('serves footer, popups, fragments, category, search and product slots', async () => {
    expect((await json('footer/sb-gb')).blocks.map((block) => block.type)).toEqual([
      'footerColumns',
      'newsletter',
      'richText',
    ]);
    expect((await json('popups/sb-ca')).blocks.map((block) => block.type)).toEqual(['popup', 'popup']);
    const promo = await json('fragment/promo-bar', { 'x-site-id': 'sb-us' });
    expect((promo.blocks[0] as ContentBlock & { messages: unknown[] }).messages).toHaveLength(2);
    expect((await json('category/sb-us/100200')).blocks[0]?.type).toBe('hero');
    expect((await json('search/sb-us/no-results')).blocks[0]?.type).toBe('richText');
    expect((await json('product/sb-us/SBHB10001')).blocks[0]?.type).toBe('accordion');
    expect((await json('page/sb-us/help/returns')).title).toBe('Returns');
    expect(await errorOf(await canvas('category/sb-us/100110'))).toMatchObject({ status: 404, errorId: '4044' });
    expect(await errorOf(await canvas('page/sb-us/_menu'))).toMatchObject({ status: 404 });
  });

  it('lists children of a page', async () => {
    const body = await json('children/sb-us/help');
    expect((body.children as { slug: string }[]).map((child) => child.slug)).toEqual([
      'help/contact-us',
      'help/returns',
      'help/returns/how-to-return',
      'help/shipping',
    ]);
  });

  it('shows the scheduled promo bar only in preview at its date', async () => {
    const scheduled = new Date(seededAt.getTime() + 15 * 86_400_000).toISOString();
    const live = await json('fragment/promo-bar');
    const preview = (await (
      await call(app, 'GET', `/preview/caas/v1/canvas/fragment/promo-bar?previewDateTime=${scheduled}`)
    ).json()) as PageJson;
    expect(live.version).toBe(1);
    expect(preview.version).toBe(2);
  });

  it('showcases blocks by doc type with a limit, counting referrers', async () => {
    const body = await json('showcase/sb-us/hero?limit=10');
    const results = body.results as { id: string; referrers: number; block: { media?: { url: string } } }[];
    expect(body.total).toBeGreaterThan(2);
    expect(results.every((result) => result.referrers >= 1)).toBe(true);
    expect(results[0]?.block.media?.url).toMatch(/^https:\/\/api\.switchback\.test\/media\//);
    const popups = await json('showcase/sb-us/popup?layoutVariant=newsletter');
    expect(popups.total).toBe(1);
    expect(await errorOf(await canvas('showcase/sb-us/hero?limit=7'))).toMatchObject({
      status: 400,
      errorId: 'API400',
    });
  });

  it('has showcase entries for every document type of the preview tool, in every site, each valid for its block', async () => {
    const docTypes = previewDocTypes();
    expect(docTypes.length).toBeGreaterThan(20);
    for (const site of ['sb-us', 'sb-ca', 'sb-gb']) {
      const empty: string[] = [];
      for (const { type } of docTypes) {
        const body = await json(`showcase/${site}/${type}?limit=50`);
        const results = body.results as { block: ContentBlock }[];
        if (results.length === 0) empty.push(type);
        for (const { block } of results)
          expect(blockRegistry.get(type)!.schema.safeParse(block).success, `${site} ${block.id}`).toBe(true);
      }
      expect(empty, `${site}: doc types answering 'No results.'`).toEqual([]);
    }
  });

  it('names the pages that use each showcased entry, and finds entries by name or id', async () => {
    const all = (await json('showcase/sb-us/hero?limit=50')).results as {
      id: string;
      name: string;
      referrers: number;
      pages: string[];
    }[];
    expect(all.every((result) => result.pages.length === result.referrers)).toBe(true);
    expect(all.some((result) => result.pages.includes('home'))).toBe(true);
    const first = all[0]!;
    const byId = (await json(`showcase/sb-us/hero?q=${encodeURIComponent(first.id.toUpperCase())}`)).results as {
      id: string;
    }[];
    expect(byId.map((result) => result.id)).toContain(first.id);
    const word = first.name.split(' ')[0]!.toLowerCase();
    const byName = (await json(`showcase/sb-us/hero?q=${encodeURIComponent(word)}`)).results as {
      id: string;
      name: string;
    }[];
    expect(byName.length).toBeGreaterThan(0);
    expect(
      byName.every((result) => result.name.toLowerCase().includes(word) || result.id.toLowerCase().includes(word)),
    ).toBe(true);
    expect((await json('showcase/sb-us/hero?q=no-such-entry-anywhere')).total).toBe(0);
  });

  it('shows the preview tool its broken fixture hero in preview only, on the reserved draft page', async () => {
    expect((await json('showcase/sb-us/hero?q=preview-fixture')).total).toBe(0);
    const res = await call(app, 'GET', '/preview/caas/v1/canvas/showcase/sb-us/hero?q=preview-fixture');
    expect(((await res.json()) as { results: unknown[] }).results).toEqual([
      expect.objectContaining({
        id: 'preview-fixture-broken-hero',
        name: 'Broken hero (preview fixture)',
        pages: ['_preview/fixtures'],
      }),
    ]);
  });
});
