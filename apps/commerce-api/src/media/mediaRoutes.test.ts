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
    for (const media of references.filter((reference) => !reference.url.startsWith('/media/video/'))) {
      const res = await call(app, 'GET', media.url);
      expect(res.status, media.url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      // An icon may state no size (it is drawn at the block's icon size); an image states its own.
      if (media.width !== undefined)
        expect(svg).toContain(
          `width="${media.width}" height="${media.height}" viewBox="0 0 ${media.width} ${media.height}"`,
        );
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
    for (const path of [
      '/media/nope.svg',
      '/media/trail-fork.png',
      '/media/__proto__.svg',
      '/media/constructor.svg',
      '/media/..%2Fapp.ts',
    ]) {
      expect(await errorOf(await call(app, 'GET', path)), path).toMatchObject({ status: 404, errorId: '4044' });
    }
  });
});

describe('GET /media/video/{file}', () => {
  it('serves every video the seeded content plays, whole or by byte range, with its poster', async () => {
    const seeded = seedPages('en-us', new Date());
    const videos = mediaIn(seeded.map((page) => page.versions.map((version) => version.blocks))).filter((media) =>
      media.url.startsWith('/media/video/'),
    );
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) {
      const whole = await call(app, 'GET', video.url);
      expect(whole.status, video.url).toBe(200);
      expect(whole.headers.get('content-type')).toBe('video/webm');
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      const bytes = new Uint8Array(await whole.arrayBuffer());
      // A WebM file (EBML header), small enough to ship in the repository.
      expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      expect(bytes.length).toBeLessThanOrEqual(400 * 1024);
      const part = await call(app, 'GET', video.url, { headers: { range: 'bytes=0-99' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
      expect((await part.arrayBuffer()).byteLength).toBe(100);
      const tail = await call(app, 'GET', video.url, { headers: { range: 'bytes=-10' } });
      expect(tail.headers.get('content-range')).toBe(`bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`);
      expect((await call(app, 'GET', video.url, { headers: { range: `bytes=${bytes.length}-` } })).status).toBe(416);
      const poster = (video as unknown as { poster?: string }).poster;
      if (poster) expect((await call(app, 'GET', poster)).status).toBe(200);
    }
  });

  it('answers a file that is not a bundled video with 404', async () => {
    for (const path of [
      '/media/video/nope.webm',
      '/media/video/..%2Fmedia%2FmediaRoutes.ts',
      '/media/video/constructor',
    ]) {
      expect(await errorOf(await call(app, 'GET', path)), path).toMatchObject({ status: 404, errorId: '4044' });
    }
  });
});
