import { lazyPart } from '../components/LazyPart';

/*
 * The shell's lazy parts: chrome that any page may draw, in chunks of their own that only pages drawing them fetch
 * (issue 14). A page's own islands and parts are defined with the page (lib/productIslands.ts, cartIslands.ts, checkoutIslands.ts); the server loads
 * all of them before its first request (lib/pageIslands.server.ts).
 */

/** The cookie banner and preferences dialog (`ConsentBanner` draws them): only pages that show one load it. */
export const ConsentBannerPanel = lazyPart(() =>
  import('../components/ConsentBannerPanel').then((module) => module.ConsentBannerPanel),
);

/** The question whether to switch to the shopper's country's shop: only a landing from another country loads it. */
export const LocationQuestion = lazyPart(() =>
  import('../components/LocationConfirmation').then((module) => module.LocationConfirmation),
);

/** What a page that failed shows (the 404 page, a CMS `error-4xx` page, an apology): only after an error. */
export const ErrorPage = lazyPart(() => import('../components/ErrorPage').then((module) => module.ErrorPage));
