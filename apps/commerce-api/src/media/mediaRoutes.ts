import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Hono, type Context } from 'hono';
import { recordNotFound } from '../http/ApiError';
import type { AppEnv } from '../http/AppEnv';
import { HOSTED_PLAYER_SCRIPT } from './hostedPlayerScript';
import { findMedia, MEDIA_VIDEOS, SANDBOX_VIDEO_CLOUD, sandboxVideoFile } from './mediaLibrary';

const MAX_CACHED = 2_000;

// Next to this module in the source tree, next to the bundle in dist/ (see tsup.config.ts).
const VIDEO_FOLDER = new URL('./video/', import.meta.url);

// The content type of each kind of bundled file, by extension.
const VIDEO_FILE_TYPES: Record<string, string> = {
  webm: 'video/webm',
  vtt: 'text/vtt; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

// `bytes=start-end`, `bytes=start-` or `bytes=-suffix`, one range only; undefined when it cannot be served.
function byteRange(header: string, size: number): { start: number; end: number } | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, from = '', to = ''] = match;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : undefined;
}

/**
 * `GET /media/{name}.svg`: the generated images content refers to. Served with a strict CSP, since an SVG
 * opened on its own is a document that could otherwise run script, and open to every origin (CORS), since a video
 * poster is fetched in CORS mode when its `<video>` has `crossorigin`. `GET /media/player.js`: the sandbox's hosted
 * video player script (see `hostedPlayerScript.ts`). `GET /media/video/{file}`: a bundled demo video or its
 * WebVTT tracks and transcripts ({@link MEDIA_VIDEOS}), with byte ranges (`206`) so a browser can seek and stream
 * it, open to every origin (CORS) so a cross-origin `<video crossorigin>` can load its tracks.
 * `GET /media/hosted/{cloudName}/video/upload/{publicId}.mp4`: the sandbox's stand-in for a hosted-video
 * platform's delivery URL ({@link SANDBOX_VIDEO_CLOUD}, a bundled video's name as public id).
 * @example
 * app.route('/media', mediaRoutes());
 */
export function mediaRoutes() {
  // Rendered once: the art is deterministic and small.
  const cache = new Map<string, { body: string; etag: string }>();
  const videos = new Map<string, Promise<{ body: Uint8Array<ArrayBuffer>; etag: string }>>();
  // A bundled file, read once; with byte ranges (`206`) so a browser can seek and stream a video. Open to every
  // origin (no credentials involved): a video with crossorigin="anonymous" loads its text tracks only with CORS.
  const serveVideoFile = async (c: Context<AppEnv>, file: string) => {
    let loading = videos.get(file);
    if (!loading) {
      loading = readFile(new URL(file, VIDEO_FOLDER)).then((bytes) => {
        const body = new Uint8Array(bytes);
        return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      });
      videos.set(file, loading);
    }
    const { body, etag } = await loading;
    const type = VIDEO_FILE_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
    c.header('etag', etag);
    c.header('access-control-allow-origin', '*');
    c.header('cache-control', 'public, max-age=86400');
    c.header('accept-ranges', 'bytes');
    c.header('x-content-type-options', 'nosniff');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    const requested = c.req.header('range');
    if (requested) {
      const range = byteRange(requested, body.length);
      if (!range) return c.body(null, 416, { 'content-range': `bytes */${body.length}` });
      const part = body.subarray(range.start, range.end + 1);
      return c.body(part, 206, {
        'content-type': type,
        'content-range': `bytes ${range.start}-${range.end}/${body.length}`,
      });
    }
    return c.body(body, 200, { 'content-type': type });
  };
  const playerEtag = `"${createHash('sha256').update(HOSTED_PLAYER_SCRIPT).digest('base64url').slice(0, 27)}"`;
  return new Hono<AppEnv>()
    .get('/player.js', (c) => {
      c.header('etag', playerEtag);
      c.header('cache-control', 'public, max-age=3600');
      c.header('x-content-type-options', 'nosniff');
      if (c.req.header('if-none-match') === playerEtag) return c.body(null, 304);
      return c.body(HOSTED_PLAYER_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' });
    })
    .get('/hosted/:cloudName/video/upload/:file', (c) => {
      // The hosting platform's delivery URL ({cloud}/video/upload/{publicId}.mp4), answered from the bundled files.
      // The sandbox has each video in one encoding only (WebM) and sends it whatever format is asked for, the way
      // a platform's automatic format picks one the browser plays.
      const publicId = /^(.+)\.(mp4|webm)$/.exec(c.req.param('file'))?.[1];
      const file = publicId === undefined ? undefined : sandboxVideoFile(publicId);
      if (c.req.param('cloudName') !== SANDBOX_VIDEO_CLOUD || !file) throw recordNotFound('Media not found');
      return serveVideoFile(c, file);
    })
    .get('/video/:file', (c) => {
      const file = c.req.param('file');
      if (!(MEDIA_VIDEOS as readonly string[]).includes(file)) throw recordNotFound('Media not found');
      return serveVideoFile(c, file);
    })
    .get('/:file', (c) => {
      const name = /^([a-z0-9-]+)\.svg$/.exec(c.req.param('file'))?.[1];
      const asset = name === undefined ? undefined : findMedia(name);
      if (name === undefined || !asset) throw recordNotFound('Media not found');
      let entry = cache.get(name);
      if (!entry) {
        const body = asset.render();
        entry = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
        // Product image names are open-ended (any colour); a bounded cache keeps made-up names from filling memory.
        if (cache.size < MAX_CACHED) cache.set(name, entry);
      }
      c.header('etag', entry.etag);
      c.header('cache-control', 'public, max-age=86400');
      // Open to every origin, like the videos: a `<video crossorigin>` (the hosted player's, with its text tracks)
      // fetches its poster in CORS mode too, and without this the shop draws no poster.
      c.header('access-control-allow-origin', '*');
      c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (c.req.header('if-none-match') === entry.etag) return c.body(null, 304);
      return c.body(entry.body, 200, { 'content-type': 'image/svg+xml; charset=utf-8' });
    });
}
