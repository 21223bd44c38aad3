import { islandModule } from '../components/PageIsland';

/**
 * The listing pages' filter form (category and search): the toolbar with the Filters button, the number of products
 * and the sort, the applied filters and the facet panel. A form, so a page island (issue 14): its code loads when the
 * shopper reaches into it (what was ticked, chosen or sent meanwhile is handed over); until then the server's markup
 * works as it does without JavaScript. The server loads it before its first request (lib/pageIslands.server.ts).
 */
export const listingFiltersIsland = islandModule(() =>
  import('../components/ListingControls').then((module) => module.ListingFilters),
);
