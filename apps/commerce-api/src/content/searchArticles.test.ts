import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { seedDatabase } from '../db/seedDatabase';
import { call, errorOf } from '../testing/api';
import { createTestDatabase } from '../testing/testDatabase';

interface Answer {
  result: {
    id: string;
    url: string;
    title: string;
    eyebrow?: string;
    date: string;
    picture?: { url: string; alt: string; width?: number };
  }[];
  facets: { id: string; label: string }[];
  numFound: number;
}

const seededAt = new Date('2026-10-01T08:00:00Z');
let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  await seedDatabase(database.db, seededAt);
  app = createApp({
    db: database.db,
    now: () => new Date('2026-10-02T08:00:00Z'),
    publicUrl: 'https://api.switchback.test',
  });
});
afterAll(() => database?.close());

const search = (query: string, site = 'sb-us', headers: Record<string, string> = {}) =>
  call(app, 'GET', `/publish/caas/v1/canvas/articles/${site}${query}`, { headers });
const answer = async (query: string, site?: string) => {
  const res = await search(query, site);
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
};

describe('GET /{mode}/caas/v1/canvas/articles/{siteId}', () => {
  it('lists the journal newest first, a page at a time, with every tag as a facet', async () => {
    const first = await answer('?parent=journal&offset=0&limit=3');
    expect(first.numFound).toBe(7);
    expect(first.result.map((article) => article.title)).toEqual([
      'Sixteen weeks to your first 50 km',
      'Re-proofing a waterproof shell',
      'Five ridge walks for golden hour',
    ]);
    expect(first.result[0]).toMatchObject({
      id: 'journal/first-ultra-training-plan',
      url: '/en-us/journal/first-ultra-training-plan',
      eyebrow: 'Training',
      date: '2026-09-29T08:00:00.000Z',
      picture: {
        url: 'https://api.switchback.test/media/category-trail-running.svg',
        alt: 'A runner on a ridge trail at dawn',
        width: 800,
      },
    });
    expect(first.facets).toEqual([
      { id: 'camping', label: 'Camping' },
      { id: 'gear-care', label: 'Gear care' },
      { id: 'hiking', label: 'Hiking' },
      { id: 'trail-running', label: 'Trail running' },
    ]);
    // Every listed article is a page the storefront can show at its url.
    const article = await call(
      app,
      'GET',
      '/publish/caas/v1/canvas/augmentedpage/sb-us/journal/first-ultra-training-plan',
    );
    expect(((await article.json()) as { title: string }).title).toBe('Sixteen weeks to your first 50 km');
    const last = await answer('?offset=6&limit=3');
    expect(last.result.map((article) => article.id)).toEqual(['journal/reading-trail-signs']);
  });

  it('keeps articles filed under every selected tag (repeated or comma-separated), facets unchanged', async () => {
    const hiking = await answer('?tagId=hiking&limit=10');
    expect(hiking.numFound).toBe(4);
    expect(hiking.facets).toHaveLength(4);
    const both = await answer('?tagId=hiking&tagId=gear-care');
    expect(both.result.map((article) => article.id)).toEqual(['journal/breaking-in-hiking-boots']);
    expect((await answer('?tagId=hiking,camping')).numFound).toBe(2);
    expect((await answer('?tagId=unknown-tag')).numFound).toBe(0);
  });

  it('searches words of the title or summary, and answers in the requested locale', async () => {
    expect((await answer('?q=boots')).result.map((article) => article.id)).toEqual([
      'journal/breaking-in-hiking-boots',
    ]);
    const french = await answer('?locale=fr-ca&tagId=camping', 'sb-ca');
    expect(french.result.map((article) => article.title)).toEqual([
      'Votre première nuit sous la tente',
      'Lire les panneaux et les balises',
    ]);
    expect(french.result[0]?.url).toBe('/fr-ca/journal/first-night-out');
    expect(french.facets.map((facet) => facet.label)).toContain('Randonnée');
  });

  it('lists the pages under any parent, and nothing under a parent without pages', async () => {
    expect((await answer('?parent=help')).result.map((article) => article.url)).toContain('/en-us/help/returns');
    expect(await answer('?parent=no-such-section')).toMatchObject({ result: [], numFound: 0 });
  });

  it('answers bad paging and tags with API400, and an unknown site with 4044', async () => {
    expect(await errorOf(await search('?limit=0'))).toMatchObject({ status: 400, errorId: 'API400' });
    expect(await errorOf(await search('?offset=-1'))).toMatchObject({ status: 400, errorId: 'API400' });
    expect(await errorOf(await search('?limit=61'))).toMatchObject({ status: 400, errorId: 'API400' });
    expect(await errorOf(await search('?tagId=%3Cscript%3E'))).toMatchObject({ status: 400, errorId: 'API400' });
    expect(await errorOf(await search('?parent=..%2Fadmin'))).toMatchObject({ status: 400, errorId: 'API400' });
    expect(await errorOf(await search('', 'nowhere'))).toMatchObject({ status: 404, errorId: '4044' });
  });
});
