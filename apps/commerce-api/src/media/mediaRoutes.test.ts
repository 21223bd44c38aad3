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
      // A video poster among them is fetched in CORS mode (the hosted player's <video crossorigin>).
      expect(res.headers.get('access-control-allow-origin'), media.url).toBe('*');
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

describe('GET /media/hosted/{cloudName}/video/upload/{publicId}.mp4 (the hosted-video sandbox)', () => {
  // Every seeded hosted video, in every locale: the asset and its tracks, as the storefront's video block asks for them.
  const hosted = siteSeeds
    .flatMap((site) => site.locales.flatMap((locale) => seedPages(locale, new Date())))
    .flatMap((page) => page.versions.flatMap((version) => version.blocks))
    .filter((block) => block.type === 'video' && 'cloudinaryAsset' in block && block.cloudinaryAsset) as unknown as {
    cloudinaryAsset: { cloudName: string; publicId: string };
    tracks: { src: string; kind: string; srclang: string }[];
  }[];

  it('delivers every seeded hosted asset and serves its captions, chapters and transcript, open to every origin', async () => {
    expect(hosted.length).toBeGreaterThan(0);
    for (const { cloudinaryAsset, tracks } of hosted) {
      const url = `/media/hosted/${cloudinaryAsset.cloudName}/video/upload/${cloudinaryAsset.publicId}.mp4`;
      const video = await call(app, 'GET', url);
      expect(video.status, url).toBe(200);
      expect(video.headers.get('content-type')).toBe('video/webm');
      expect(video.headers.get('access-control-allow-origin')).toBe('*');
      expect([...new Uint8Array(await video.arrayBuffer()).subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      const part = await call(app, 'GET', url, { headers: { range: 'bytes=0-9' } });
      expect(part.status).toBe(206);

      expect(tracks.map((track) => track.kind).sort()).toEqual(['captions', 'chapters', 'subtitles', 'transcript']);
      for (const track of tracks) {
        const res = await call(app, 'GET', track.src);
        expect(res.status, track.src).toBe(200);
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
        const text = await res.text();
        if (track.kind === 'transcript') {
          expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
          expect(text.length).toBeGreaterThan(200);
        } else {
          expect(res.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
          expect(text).toMatch(/^WEBVTT\n/);
        }
        // The player makes a button of each chapter cue: the six-second film has three.
        if (track.kind === 'chapters') expect(text.match(/^\d\d:\d\d\.\d{3} --> /gm)).toHaveLength(3);
      }
    }
  });

  it('answers another cloud, an unknown public id or a text file asked for as a video with 404', async () => {
    for (const path of [
      '/media/hosted/switchback-demo/video/upload/trail-loop.mp4',
      '/media/hosted/switchback-sandbox/video/upload/nope.mp4',
      '/media/hosted/switchback-sandbox/video/upload/trail-loop.captions.en.mp4',
      '/media/hosted/switchback-sandbox/video/upload/trail-loop.gif',
    ]) {
      expect(await errorOf(await call(app, 'GET', path)), path).toMatchObject({ status: 404, errorId: '4044' });
    }
  });
});
