/**
 * Server settings from the environment, read on each call so tests can change them.
 *
 * | variable | default | |
 * | --- | --- | --- |
 * | `COMMERCE_API_URL` | `http://127.0.0.1:4000` | commerce-api's base URL |
 * | `COMMERCE_API_ACCESS_KEY` | unset | sent as `x-access-key` to commerce-api, never to browsers |
 * | `CMS_CACHE_SECONDS` | `60` | how long published CMS pages and the navigation (menu, footer, promo bar, pop-ups) are fresh in memory (0 turns those caches off; preview is never cached) |
 * | `CATALOGUE_CACHE_SECONDS` | `30` | how long listings (productSearch) and product details are fresh in memory; the category tree and recommendation rails keep 10× that (0 turns the catalogue caches off) |
 * | `RENDER_CACHE_SECONDS` | `60` | how long a rendered document is sent again to requests whose loaders answer exactly the same data (lib/renderCache.server.ts; 0 turns it off) |
 * | `DOCUMENT_CACHE_SECONDS` | `10` | how long a whole document is sent again to the same browser asking for the same page with the same headers and cookies, unless one of its own writes purged it (lib/documentCache.server.ts; 0 turns it off) |
 * | `UPSTREAM_CONNECTIONS` | `32` | at most this many keep-alive connections to commerce-api; further calls queue (lib/upstreamPool.server.ts) |
 * | `CMS_PREVIEW_ACCESS_KEY` | unset | sent as `x-preview-access-key` on preview content calls (commerce-api checks it when its `PREVIEW_ACCESS_KEY` is set) |
 * | `HOSTED_VIDEO_PLAYER` | `on` | `off` (or `false`, `0`) turns the hosted video player off: CMS videos play in their platform's embed or the browser's own player |
 * | `PERSONALISATION` | `on` | the personalisation setting (content-blocks §5): `off` stops decision-engine calls and experiments for everyone; with it on, they still need targeting consent (C0004) |
 * | `EXPERIMENTS_SDK_KEY` | `switchback-web` | the experimentation project whose datafile commerce-api serves |
 *
 * @example
 * const { commerceApiUrl } = serverConfig();
 */
export function serverConfig() {
  return {
    commerceApiUrl: (process.env.COMMERCE_API_URL || 'http://127.0.0.1:4000').replace(/\/+$/, ''),
    accessKey: process.env.COMMERCE_API_ACCESS_KEY || undefined,
    previewAccessKey: process.env.CMS_PREVIEW_ACCESS_KEY || undefined,
    cmsCacheSeconds: nonNegativeNumber(process.env.CMS_CACHE_SECONDS, 60),
    catalogueCacheSeconds: nonNegativeNumber(process.env.CATALOGUE_CACHE_SECONDS, 30),
    renderCacheSeconds: nonNegativeNumber(process.env.RENDER_CACHE_SECONDS, 60),
    documentCacheSeconds: nonNegativeNumber(process.env.DOCUMENT_CACHE_SECONDS, 10),
    upstreamConnections: Math.max(1, Math.floor(nonNegativeNumber(process.env.UPSTREAM_CONNECTIONS, 32))),
    hostedVideoPlayer: !/^(off|false|0)$/i.test((process.env.HOSTED_VIDEO_PLAYER ?? '').trim()),
    personalisation: !/^(off|false|0)$/i.test((process.env.PERSONALISATION ?? '').trim()),
    experimentsSdkKey: (process.env.EXPERIMENTS_SDK_KEY ?? '').trim() || 'switchback-web',
  };
}

/** The brand and client-app names this storefront sends to commerce-api. */
export const BRAND = 'switchback';
export const CLIENT_APP = 'storefront';

function nonNegativeNumber(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}
