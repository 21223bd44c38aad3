import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { BlockMedia } from '../content/ContentBlock';
import { seedPages } from '../content/seedPages';
import type { Database } from '../db/openDatabase';
import { siteSeeds } from '../sites/siteSeeds';
import { call, errorOf } from '../testing/api';

// Media never touches the database.
const app = createApp({ db: {} as Database });

function mediaIn(value: unknown, found: BlockMedia[] = []): BlockMedia[] {
  if (Array.isArray(value)) value.forEach((item) => mediaIn(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.url === 'string' && record.url.startsWith('/media/')) found.push(record as unknown as BlockMedia);
    Object.values(record).forEach((item) => mediaIn(item, found));
  }
  return found;
}

describe('GET /media/{name}.svg', () => {
  const seeded = siteSeeds.flatMap((site) => site.locales.flatMap((locale) => seedPages(locale, new Date())));
  const references = mediaIn(seeded.map((page) => page.versions.map((version) => version.blocks)));

  it('serves every image the seeded content refers to, at the size the content states', async () => {
    expect(references.length).toBeGreaterThan(10);
    for (const media of references) {
      const res = await call(app, 'GET', media.url);
      expect(res.status, media.url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(`width="${media.width}" height="${media.height}" viewBox="0 0 ${media.width} ${media.height}"`);
      expect(svg).not.toMatch(/<script|on\w+=|href="http/i);
    }
  });

  it('is cacheable, answers a matching If-None-Match with 304, and forbids script', async () => {
    const first = await call(app, 'GET', '/media/trail-fork.svg');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(first.headers.get('content-security-policy')).toContain("default-src 'none'");
    const again = await call(app, 'GET', '/media/trail-fork.svg', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('answers an unknown image, another extension or an inherited property name with 404 (4044: no such file)', async () => {
    for (const path of ['/media/nope.svg', '/media/trail-fork.png', '/media/__proto__.svg', '/media/constructor.svg', '/media/..%2Fapp.ts']) {
      expect(await errorOf(await call(app, 'GET', path)), path).toMatchObject({ status: 404, errorId: '4044' });
    }
  });
});
