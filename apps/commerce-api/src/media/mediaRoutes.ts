import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { recordNotFound } from '../http/ApiError';
import type { AppEnv } from '../http/AppEnv';
import { HOSTED_PLAYER_SCRIPT } from './hostedPlayerScript';
import { findMedia, MEDIA_VIDEOS } from './mediaLibrary';

const MAX_CACHED = 2_000;

// Next to this module in the source tree, next to the bundle in dist/ (see tsup.config.ts).
const VIDEO_FOLDER = new URL('./video/', import.meta.url);

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
 * opened on its own is a document that could otherwise run script. `GET /media/player.js`: the sandbox's hosted
 * video player script (see `hostedPlayerScript.ts`). `GET /media/video/{file}.webm`: a bundled demo video
 * ({@link MEDIA_VIDEOS}), with byte ranges (`206`) so a browser can seek and stream it.
 * @example
 * app.route('/media', mediaRoutes());
 */
export function mediaRoutes() {
  // Rendered once: the art is deterministic and small.
  const cache = new Map<string, { body: string; etag: string }>();
  const videos = new Map<string, Promise<{ body: Uint8Array<ArrayBuffer>; etag: string }>>();
  const playerEtag = `"${createHash('sha256').update(HOSTED_PLAYER_SCRIPT).digest('base64url').slice(0, 27)}"`;
  return new Hono<AppEnv>()
    .get('/player.js', (c) => {
      c.header('etag', playerEtag);
      c.header('cache-control', 'public, max-age=3600');
      c.header('x-content-type-options', 'nosniff');
      if (c.req.header('if-none-match') === playerEtag) return c.body(null, 304);
      return c.body(HOSTED_PLAYER_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' });
    })
    .get('/video/:file', async (c) => {
      const file = c.req.param('file');
      if (!(MEDIA_VIDEOS as readonly string[]).includes(file)) throw recordNotFound('Media not found');
      let loading = videos.get(file);
      if (!loading) {
        loading = readFile(new URL(file, VIDEO_FOLDER)).then((bytes) => {
          const body = new Uint8Array(bytes);
          return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
        });
        videos.set(file, loading);
      }
      const { body, etag } = await loading;
      c.header('etag', etag);
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
          'content-type': 'video/webm',
          'content-range': `bytes ${range.start}-${range.end}/${body.length}`,
        });
      }
      return c.body(body, 200, { 'content-type': 'video/webm' });
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
      c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (c.req.header('if-none-match') === entry.etag) return c.body(null, 304);
      return c.body(entry.body, 200, { 'content-type': 'image/svg+xml; charset=utf-8' });
    });
}
