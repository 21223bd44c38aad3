import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { recordNotFound } from '../http/ApiError';
import type { AppEnv } from '../http/AppEnv';
import { HOSTED_PLAYER_SCRIPT } from './hostedPlayerScript';
import { findMedia } from './mediaLibrary';

const MAX_CACHED = 2_000;

/**
 * `GET /media/{name}.svg`: the generated images content refers to. Served with a strict CSP, since an SVG
 * opened on its own is a document that could otherwise run script. `GET /media/player.js`: the sandbox's hosted
 * video player script (see `hostedPlayerScript.ts`).
 * @example
 * app.route('/media', mediaRoutes());
 */
export function mediaRoutes() {
  // Rendered once: the art is deterministic and small.
  const cache = new Map<string, { body: string; etag: string }>();
  const playerEtag = `"${createHash('sha256').update(HOSTED_PLAYER_SCRIPT).digest('base64url').slice(0, 27)}"`;
  return new Hono<AppEnv>()
    .get('/player.js', (c) => {
      c.header('etag', playerEtag);
      c.header('cache-control', 'public, max-age=3600');
      c.header('x-content-type-options', 'nosniff');
      if (c.req.header('if-none-match') === playerEtag) return c.body(null, 304);
      return c.body(HOSTED_PLAYER_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' });
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
