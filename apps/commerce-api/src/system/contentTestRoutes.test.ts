import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { call } from '../testing/api';
import { createTestDatabase } from '../testing/testDatabase';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, testRoutes: true });
});
afterAll(() => database?.close());

const publish = (body: unknown) => call(app, 'PUT', '/testing/v1/content', { body });
const live = async (path: string) =>
  (await (await call(app, 'GET', `/publish/caas/v1/canvas/${path}`, { headers: { 'x-site-id': 'sb-us' } })).json()) as {
    title: string;
    version: number;
    blocks: { id: string }[];
  };

describe('PUT /testing/v1/content', () => {
  it('publishes a new page that the next publish-mode call serves', async () => {
    const block = { id: 'corpus-text', type: 'richText', name: 'Corpus', richText: { html: '<p>Hello</p>' } };
    const res = await publish({
      siteId: 'sb-us',
      locale: 'en-us',
      slug: 'xss-corpus',
      title: 'Corpus',
      blocks: [block],
    });
    expect(await res.json()).toEqual({ slug: 'xss-corpus', locale: 'en-us', version: 1 });
    expect(await live('page/sb-us/xss-corpus')).toMatchObject({ title: 'Corpus', version: 1, blocks: [block] });
  });

  it('replaces what a seeded fragment serves with a new version', async () => {
    expect((await live('fragment/promo-bar')).blocks.map((block) => block.id)).not.toEqual(['promo']);
    const res = await publish({
      siteId: 'sb-us',
      locale: 'en-us',
      slug: '_fragment/promo-bar',
      title: 'Promo bar',
      blocks: [{ id: 'promo', type: 'promoBar', messages: [] }],
    });
    expect(res.status).toBe(200);
    expect((await live('fragment/promo-bar')).blocks.map((block) => block.id)).toEqual(['promo']);
  });

  it('refuses an unknown site and a slug that is not one', async () => {
    const page = { locale: 'en-us', title: 'X', blocks: [] };
    expect((await publish({ ...page, siteId: 'sb-zz', slug: 'x' })).status).toBe(404);
    expect((await publish({ ...page, siteId: 'sb-us', slug: '../x' })).status).toBe(400);
  });

  it('is not served without test routes', async () => {
    const plain = createApp({ db: database.db });
    const res = await call(plain, 'PUT', '/testing/v1/content', {
      body: { siteId: 'sb-us', locale: 'en-us', slug: 'x', title: 'X', blocks: [] },
    });
    expect(res.status).toBe(404);
  });
});
