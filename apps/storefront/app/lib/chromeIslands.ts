import { islandModule } from '../components/PageIsland';

/*
 * The shop's chrome drawn on every page whose code loads only when the shopper reaches into it (issue 14): the
 * header's bar, the phone menu drawer and the footer. Until then the server's markup stays, links working
 * (components/SiteHeader.tsx, SiteFooter.tsx); the server loads them before its first request
 * (lib/pageIslands.server.ts).
 */

/** The header's bar, its account and cart entries, the search box and the desktop menu row. */
export const siteHeaderBarIsland = islandModule(() =>
  import('../components/SiteHeaderBar').then((module) => module.SiteHeaderBar),
);

/** The menu drawer of phones and tablets. */
export const siteMenuDrawerIsland = islandModule(() =>
  import('../components/SiteMenuDrawer').then((module) => module.SiteMenuDrawer),
);

/** The footer's columns, sign-up and legal blocks, country and language chooser and cookie preferences button. */
export const siteFooterIsland = islandModule(() =>
  import('../components/SiteFooterContent').then((module) => module.SiteFooterContent),
);
