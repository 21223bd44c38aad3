import { plural } from './plural';

/**
 * UI strings of the listings (category and search pages: filters, sorting, pagination) and of the search box's
 * suggestions, loaded with those pages and components through `lib/listingText.ts`. `listingFr` follows
 * `listingEn` key for key.
 */
export const listingEn = {
  searchHubLink: 'Popular searches, categories and your recent searches',
  searchRecent: 'Recent searches',
  searchClearRecent: 'Clear recent searches',
  searchProducts: 'Products',
  searchCategories: 'Categories',
  /** A suggested category with its parent, which tells apart categories of one name ("Jackets · Women"). */
  searchCategoryIn: (name: string, parent: string) => `${name} · ${parent}`,
  searchSuggestionsCount: (count: number) =>
    plural('en', count, {
      one: `${count} suggestion. Use the arrow keys to choose it.`,
      other: `${count} suggestions. Use the arrow keys to choose one.`,
    }),
  categoryDescription: (name: string) => `Shop ${name} at Switchback: apparel and footwear for the trail.`,
  categoryEmpty: 'No products match these filters. Remove a filter to see more.',
  pageTitle: (title: string, page: number) => `${title} – page ${page}`,
  filters: 'Filter and sort',
  filtersButton: 'Filters',
  appliedFilters: 'Applied filters',
  removeFilter: 'Remove filter:',
  sortBy: 'Sort by',
  clearFilters: 'Clear filters',
  anyPrice: 'Any price',
  pagination: 'Pagination',
  nextPage: 'Next page',
  previousPage: 'Previous page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  productCount: (count: number) => plural('en', count, { one: `${count} product`, other: `${count} products` }),
  sortFeatured: 'Featured',
  sortRelevance: 'Relevance',
  sortNewest: 'Newest',
  sortPriceAsc: 'Price: low to high',
  sortPriceDesc: 'Price: high to low',
  sortRating: 'Top rated',
  sortDiscount: 'Biggest discount',
  /** Facet names by facet id; a facet the shop does not know keeps the API's label. */
  facetNames: { gender: 'Gender', color: 'Color', size: 'Size', activity: 'Activity', price: 'Price' } as Readonly<
    Record<string, string>
  >,
  searchDescription: 'Search Switchback apparel and footwear.',
  resultsFor: (q: string) => `Results for “${q}”`,
  searchPrompt: 'Type what you are looking for in the search box at the top of the page.',
  noResults: (q: string) => `Nothing matches “${q}”.`,
  /** The Sale listing (a search page without a term, `sale=1`). */
  saleTitle: 'Sale',
  saleDescription: 'Switchback apparel and footwear on sale.',
  noSaleResults: 'Nothing on sale matches these filters.',
  didYouMean: 'Did you mean',
  searchTips: [
    'Check the spelling.',
    'Use fewer or more general words, such as “jacket” or “boots”.',
    'Remove a filter.',
  ] as readonly string[],
};

/** The en-gb spellings of {@link listingEn}'s strings, laid over it on en-gb (lib/listingText.ts). */
export const listingEnGb = {
  facetNames: { ...listingEn.facetNames, color: 'Colour' },
} satisfies Partial<typeof listingEn>;

/** The listing section's strings: `listingFr` (messagesListingFr.ts) follows `listingEn` key for key. */
export type ListingMessages = typeof listingEn;
