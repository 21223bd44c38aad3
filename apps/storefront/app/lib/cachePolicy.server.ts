import { serverConfig } from './serverConfig.server';

/**
 * How long each kind of shared data is kept in the storefront server's memory (lib/ttlCache.server.ts): fresh for
 * `ttlMs` (served without asking commerce-api), then served stale for up to `staleMs` more while one background
 * call refreshes it. Keys always hold the site and locale (and whatever else the answer depends on).
 *
 * | data | fresh | stale-while-revalidate | why |
 * | --- | --- | --- | --- |
 * | CMS pages (home, `/{slug}` pages) | `CMS_CACHE_SECONDS` (60 s) | 5 min | commerce-api marks published content `public, max-age=60` |
 * | navigation: menu, footer, promo bar, pop-ups | `CMS_CACHE_SECONDS` (60 s) | 5 min | the same published content calls |
 * | category tree (`/products/v2/catalog`) | 10 × `CATALOGUE_CACHE_SECONDS` (300 s) | 1 h | commerce-api marks it `public, max-age=300`; changes with merchandising, not stock |
 * | listings (productSearch per query) | `CATALOGUE_CACHE_SECONDS` (30 s) | 2 min | prices and stock move; a listing is a view, the cart checks again |
 * | product details (per product and colour) | `CATALOGUE_CACHE_SECONDS` (30 s) | 2 min | as listings; adding to the cart is checked by commerce-api |
 * | product sets of a product; size charts per product type (a 404 kept as "none") | `CATALOGUE_CACHE_SECONDS` (30 s) | 2 min | as product details |
 * | "similar" recommendations (per product) | 10 × `CATALOGUE_CACHE_SECONDS` (300 s) | 10 min | the same for everyone; a rail, not a decision |
| reviews and questions (per product, sort and write generation) | `CATALOGUE_CACHE_SECONDS` (30 s) | 2 min | a write or vote through this server starts a new generation (lib/productWrites.server.ts), so its author sees it at once |
 *
 * Not cached, ever: anything read with the shopper's token or about the shopper (cart, account, favourites,
 * decisions of the personalisation engine, experiments' variants), and everything in preview mode. Only calls the api-client marks `authenticated: false` (no
 * token is sent) go through these caches.
 *
 * `0` in either variable turns the caches it governs off.
 *
 * @example
 * const { productDetails } = cachePolicy(); // { ttlMs: 30_000, staleMs: 120_000 }
 */
export function cachePolicy() {
  const { cmsCacheSeconds, catalogueCacheSeconds } = serverConfig();
  const cms = cmsCacheSeconds * 1000;
  const catalogue = catalogueCacheSeconds * 1000;
  const minutes = (count: number) => count * 60_000;
  return {
    contentPage: { ttlMs: cms, staleMs: minutes(5) },
    navigation: { ttlMs: cms, staleMs: minutes(5) },
    categoryTree: { ttlMs: catalogue * 10, staleMs: minutes(60) },
    listing: { ttlMs: catalogue, staleMs: minutes(2) },
    productDetails: { ttlMs: catalogue, staleMs: minutes(2) },
    recommendations: { ttlMs: catalogue * 10, staleMs: minutes(10) },
    reviews: { ttlMs: catalogue, staleMs: minutes(2) },
  };
}

/**
 * One kind of {@link cachePolicy}.
 *
 * @example
 * const listing: CacheTiming = cachePolicy().listing;
 */
export type CacheTiming = ReturnType<typeof cachePolicy>[keyof ReturnType<typeof cachePolicy>];
