import type { Locale } from './locales';
import type { BrowseMessages } from './messagesBrowse';
import type { CartMessages } from './messagesCart';
import type { StoresMessages } from './messagesStores';
import { consentEn } from './messagesConsent';
import { plural } from './plural';
/**
 * The English UI strings of the browse pages, header and footer: the reference every other language follows key
 * for key (TypeScript refuses a catalogue with a missing or extra key). Strings that need values are functions.
 * en-us, en-ca and en-gb share these; fr-ca has {@link fr}.
 */
const en = {
  // The header's cart link (the rest of the cart strings: lib/cartText.ts).
  cartHeader: {
    cart: 'Cart',
    items: (count: number) => plural('en', count, { one: `${count} item`, other: `${count} items` }),
  },
  // The footer newsletter's answer without JavaScript and the CMS article grid's words (content-blocks
  // `ArticleGridTexts`); the rest of the browse strings: lib/browseText.ts.
  // The search page's link to the search hub (the hub's own strings: lib/browseText.ts).
  searchHubLink: 'Popular searches, categories and your recent searches',
  newsletterSubscribed: 'Thanks for signing up. Check your inbox for a welcome email.',
  newsletterFailed: 'We could not sign you up. Please try again.',
  newsletterPolicyRequired: 'Please accept the privacy policy to sign up.',
  articleGridTexts: {
    articles: 'Articles',
    filters: 'Filter articles',
    seeMore: 'See more',
    seeLess: 'See less',
    clearAll: 'Clear all',
    readMore: 'Read more',
    loading: 'Loading articles',
    none: 'No articles found.',
  },

  // Interests by stored value: the sign-in flow's interests step and the account profile.
  interests: {
    hiking: 'Hiking',
    'trail-running': 'Trail running',
    camping: 'Camping',
    climbing: 'Climbing',
    skiing: 'Skiing',
    cycling: 'Cycling',
    travel: 'Travel',
  } as Readonly<Record<string, string>>,
  // The header's account entry and the sign-out button (the rest of the sign-in strings: lib/authText.ts).
  signOut: {
    signOut: 'Sign out',
  },
  headerAccount: {
    notices: 'Account notices',
    signIn: 'Sign in',
    account: 'Account',
    termsPrompt: 'Accept the employee discount terms to see and use your discount.',
    reviewTerms: 'Review the terms',
    employee: 'Employee discount',
    athlete: 'Athlete credit',
    IPA: 'Professional programme credit (IPA)',
    WRANX: 'Professional programme credit (WRANX)',
    spent: 'spent of',
    left: 'left this year',
    associate: 'Selling in store',
    at: 'at',
  },

  ...consentEn,
  // Account words that also appear outside the account pages (favourite buttons, share links, order lists).
  accountMisc: {
    ordersTitle: 'Orders',
    orderPages: 'Order pages',
    newerOrders: 'Newer orders',
    olderOrders: 'Older orders',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    noOrders: 'You have no orders yet.',
    order: (orderNo: string) => `Order ${orderNo}`,
    units: (count: number) => plural('en', count, { one: `${count} item`, other: `${count} items` }),
    shareLink: 'Share link',
    copyLink: 'Copy link',
    copied: 'Link copied.',
    copyRefused: 'Copying is not allowed here: select the link and copy it.',
    share: 'Share…',
    shareTitle: 'My Switchback favorites',
    addFavorite: 'Add to favorites',
    seeFavorites: 'See your favorites',
  },
  // Chrome
  skipToMain: 'Skip to main content',
  primaryNav: 'Primary',
  navSearch: 'Search',
  navFavorites: 'Favorites',
  navAccount: 'Account',
  navCart: 'Cart',
  searchLabel: 'Search products',
  searchButton: 'Search',
  searchSuggestions: 'Suggestions',
  searchRecent: 'Recent searches',
  searchClearRecent: 'Clear recent searches',
  searchProducts: 'Products',
  searchCategories: 'Categories',
  searchSuggestionsCount: (count: number) =>
    plural('en', count, {
      one: `${count} suggestion. Use the arrow keys to choose it.`,
      other: `${count} suggestions. Use the arrow keys to choose one.`,
    }),
  locationLabel: 'Country and language',
  locationCurrent: (name: string) => `Shipping to: ${name}`,
  locationChoose: 'Choose your country and language',
  locationConfirmTitle: 'Shopping from somewhere else?',
  locationConfirmText: (current: string, suggested: string) =>
    `You are on our ${current} site. Our ${suggested} site may suit you better.`,
  locationStay: (name: string) => `Stay on ${name}`,
  navStores: 'Find a store',
  mainMenu: 'Main menu',
  menuOpen: 'Menu',
  menuClose: 'Close menu',
  shopByCategory: 'Shop by category',
  footerHelp: 'Help',
  footerProgrammes: 'Programmes',
  footerTerms: 'Terms',
  footerContact: 'Contact us',
  footerReturns: 'How to return',
  footerShipping: 'Shipping terms',
  footerXplr: 'XPLR Pass',
  footerAssociate: 'Associate login',
  footerStores: 'Find a store',
  footerTermsOfUse: 'Terms of use',
  footerTermsOfSale: 'Terms of sale',
  footerPrivacy: 'Privacy notice',
  termsLinksRead: 'Read:',
  termsLinkLoyalty: 'XPLR Pass terms',
  termsLinkAssociate: 'Associate discount terms',
  opensInNewTab: '(opens in a new tab)',
  checkoutTermsNotice: 'By placing your order you accept:',
  legal: (year: number) => `© ${year} Switchback`,
  previewBanner: 'Preview: unpublished content is shown.',
  comingSoon: 'This page is coming soon.',
  contactDescription: 'Get in touch with Switchback customer service.',
  returnsDescription: 'How to return an item you bought at Switchback.',
  shippingDescription: 'Switchback shipping options, times and costs.',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  // Errors
  notFoundTitle: 'Page not found',
  notFoundText: 'We could not find the page you were looking for.',
  errorTitle: 'Something went wrong',
  errorText: (status: number | null) =>
    `We could not show this page${status ? ` (error ${status})` : ''}. Please try again in a moment.`,
  goHome: 'Go to the home page',
  // Home
  homeDescription: 'Switchback: apparel and footwear for the trail.',
  homeEmpty: 'No home page content is published for this store yet.',
  homeRecommendations: 'Popular right now',
  // Listings
  categoryDescription: (name: string) => `Shop ${name} at Switchback: apparel and footwear for the trail.`,
  categoryEmpty: 'No products match these filters. Remove a filter to see more.',
  pageTitle: (title: string, page: number) => `${title} – page ${page}`,
  filters: 'Filter and sort',
  filtersButton: 'Filters',
  appliedFilters: 'Applied filters',
  removeFilter: 'Remove filter:',
  sortBy: 'Sort by',
  apply: 'Apply',
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
  colourCount: (count: number) => plural('en', count, { one: `${count} colour`, other: `${count} colours` }),
  /** Facet names by facet id; a facet the shop does not know keeps the API's label. */
  facetNames: { gender: 'Gender', color: 'Colour', size: 'Size', activity: 'Activity', price: 'Price' } as Readonly<
    Record<string, string>
  >,
  // Search
  searchTitle: 'Search',
  searchDescription: 'Search Switchback apparel and footwear.',
  resultsFor: (q: string) => `Results for “${q}”`,
  searchPrompt: 'Type what you are looking for in the search box at the top of the page.',
  noResults: (q: string) => `Nothing matches “${q}”.`,
  didYouMean: 'Did you mean',
  searchTips: [
    'Check the spelling.',
    'Use fewer or more general words, such as “jacket” or “boots”.',
    'Remove a filter.',
  ] as readonly string[],
  // Prices and ratings
  salePrice: (current: string, was: string) => `Sale price ${current}, was ${was}`,
  priceRange: (low: string, high: string) => `From ${low} to ${high}`,
  lowestPrevious: (price: string) => `Lowest price in the last 30 days: ${price}`,
  discount: (percent: string) => `−${percent}%`,
  employeePrice: (price: string) => `Employee price ${price}`,
  rating: (score: string, count: number) =>
    `${score} out of 5, ${plural('en', count, { one: `${count} review`, other: `${count} reviews` })}`,
  // Product page
  productDescription: (name: string) => `${name} at Switchback.`,
  imageThumbnails: 'Choose an image',
  imageNumber: (n: number, of: number) => `Image ${n} of ${of}`,
  quantity: 'Quantity',
  imagesOf: (name: string) => `Images of ${name}`,
  colour: 'Colour',
  size: 'Size',
  lowStock: 'Only a few left',
  soldOut: 'sold out',
  chooseSize: 'Choose a size before adding to the cart.',
  addToCart: 'Add to cart',
  added: 'Added to your cart.',
  viewCart: 'View cart',
  pickupHeading: 'Pick up in store',
  pickupChoose: 'Choose a store',
  pickupChange: 'Change store',
  pickupNone: 'Choose a store to see if this item can be picked up there.',
  pickupYourStore: (name: string) => `Your store: ${name}`,
  pickupInStock: (count: number) => `In stock (${count})`,
  pickupAvailable: 'Available for pickup',
  pickupUnavailable: 'Not available at this store',
  pickupPickSize: 'Choose a size to see availability.',
  pickupPlace: 'Postal code or city',
  pickupSearch: 'Find stores',
  pickupStores: 'Stores near you',
  pickupNoStores: 'No stores found near that place.',
  pickupPlaceNeeded: 'Enter a postal code or city.',
  pickupSelect: (name: string) => `Choose ${name}`,
  pickupClose: 'Close',
  pickupConfirmTitle: 'Change store?',
  pickupConfirmText: (from: string, to: string) => `Change your store from ${from} to ${to}?`,
  pickupConfirm: 'Change store',
  pickupCancel: 'Keep my store',
  pickupChosen: (name: string) => `${name} is now your store.`,
  deliveryLegend: 'Delivery',
  deliveryShip: 'Ship to me',
  deliveryPickup: (name: string) => `Pick up at ${name}`,
  descriptionTitle: 'Description',
  features: 'Features',
  reviews: 'Reviews',
  noReviews: 'No reviews yet.',
  sortReviews: 'Sort reviews',
  show: 'Show',
  reviewMostHelpful: 'Most helpful',
  reviewNewest: 'Newest',
  reviewOldest: 'Oldest',
  reviewHighest: 'Highest rating',
  reviewLowest: 'Lowest rating',
  stars: (rating: number) => `${rating} out of 5 stars`,
  questions: 'Questions and answers',
  noQuestions: 'No questions yet.',
  answeredBy: (name: string, staff: boolean) => `${name}${staff ? ' (Switchback staff)' : ''}`,
  recommendations: 'You may also like',
  storesTitle: 'Find a store',
  storesDescription: 'Switchback stores near you: addresses, phone numbers and services.',
  storesSearchLabel: 'City or postal code',
  storesSearchButton: 'Find stores',
  storesNone: 'No store matches this place. Try a nearby city or another postal code.',
  storesCount: (count: number) => plural('en', count, { one: `${count} store`, other: `${count} stores` }),
  storesDistance: (km: string) => `${km} km away`,
  storesServices: 'Services',
  actionUnknown: 'This action is not available.',
  fixFields: 'Please check the highlighted fields.',
  questionLength: 'Write your question in 10 to 1000 characters.',
  nicknameLength: 'Your nickname needs 2 to 30 characters.',
  emailInvalid: 'Email is not valid',
  questionSent: 'Thank you! Your question was sent and will appear once it has been answered.',
  voteThanks: 'Thanks for your feedback.',
  reportThanks: 'Thanks, we will review this.',
  notifyDone: 'We will email you when it is back in stock.',
  askQuestion: 'Ask a question',
  yourQuestion: 'Your question',
  nickname: 'Nickname',
  emailOptional: 'Email (optional)',
  email: 'Email',
  sendQuestion: 'Send question',
  questionSentTitle: 'Question sent',
  close: 'Close',
  helpful: (count: number) => `Helpful (${count})`,
  notHelpful: 'Not helpful',
  report: 'Report',
  notifyTitle: 'Sold out in your size?',
  notifyText: 'Leave your email and we will tell you when it is back.',
  notifySize: 'Size',
  notifySubmit: 'Notify me',
  noticeError: 'That did not work. Please try again.',
  translateReview: 'Translate',
  translateReviewOf: (title: string) => `Translate the review “${title}”`,
  translatedReview: 'Translated review',
  translationUnavailable: 'No translation is available for this review.',
  sizeChart: 'Size chart',
  sizeChartTitle: (kind: string) => `Size chart: ${kind}`,
  sizeChartKinds: { apparel: 'clothing', footwear: 'footwear', pants: 'pants' } as Record<
    'apparel' | 'footwear' | 'pants',
    string
  >,
  sizeChartSize: 'Size',
  sizeChartChest: 'Chest (cm)',
  sizeChartWaist: 'Waist (cm)',
  sizeChartHip: 'Hip (cm)',
  sizeChartFoot: 'Foot length (cm)',
  sizeChartEu: 'EU size',
  sizeChartInseam: 'Inseam (cm)',
  quickShop: 'Quick shop',
  quickShopLoading: 'Loading colours and sizes…',
  quickShopDetails: 'See all product details',
  quickShopGiftCard: 'Choose the amount and recipient',
};

/** A catalogue of UI strings: the keys and shapes of the English one. */
export type Messages = typeof en;

/**
 * The catalogues that load with their components rather than in the shell (cart, browse, stores): their English
 * half is imported by `lib/cartText.ts`, `lib/browseText.ts` and `lib/storesText.ts` only.
 */
export interface MessageSections {
  cart: CartMessages;
  browse: BrowseMessages;
  stores: StoresMessages;
}

/** The fr-ca catalogue: the shell's strings and the French halves of every {@link MessageSections} catalogue. */
export type FrenchMessages = Messages & CartMessages & BrowseMessages & StoresMessages;

// The French catalogue is a module of its own (messagesFr.ts), so an English page never loads it: the server and
// the tests import it up front, the browser before hydrating a French page (entry.client.tsx). It carries the
// French halves of the sections too, so those never reach an English page either.
let french: FrenchMessages | undefined;

/**
 * Makes the French catalogue available to {@link messagesFor} (messagesFr.ts calls it when it loads).
 *
 * @example
 * provideFrenchMessages(fr);
 */
export function provideFrenchMessages(catalogue: FrenchMessages): void {
  french = catalogue;
}

function frenchCatalogue(): FrenchMessages {
  if (!french)
    throw new Error('The French catalogue is not loaded: import lib/messagesFr before drawing a fr-ca page.');
  return french;
}

/**
 * The UI strings of a locale (fr-ca in French, the English locales in English).
 *
 * @example
 * messagesFor('fr-ca').addToCart; // 'Ajouter au panier'
 * messagesFor('en-gb').productCount(2); // '2 products'
 */
export function messagesFor(locale: Locale): Messages {
  return locale === 'fr-ca' ? frenchCatalogue() : en;
}

const englishWithSections = new Map<keyof MessageSections, object>();

/**
 * The UI strings of a locale with one section's: the English section is passed in by the module that imports it
 * (so it loads with that module's components), the French one comes with the French catalogue.
 *
 * @example
 * sectionMessagesFor('en-us', 'cart', cartEn).cartLine.remove; // 'Remove'
 */
export function sectionMessagesFor<K extends keyof MessageSections>(
  locale: Locale,
  section: K,
  english: MessageSections[K],
): Messages & MessageSections[K] {
  if (locale === 'fr-ca') return frenchCatalogue();
  let catalogue = englishWithSections.get(section);
  if (!catalogue) {
    catalogue = { ...en, ...english };
    englishWithSections.set(section, catalogue);
  }
  return catalogue as Messages & MessageSections[K];
}

/** The location question's "go" button, in the suggested site's own language (shown on a page of another). */
export const LOCATION_GO: Record<Locale, (name: string) => string> = {
  'en-us': (name) => `Go to ${name}`,
  'en-ca': (name) => `Go to ${name}`,
  'en-gb': (name) => `Go to ${name}`,
  'fr-ca': (name) => `Aller sur ${name}`,
};

/** How each locale names itself in the location selector: country, then language where a country has two. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-us': 'United States (English)',
  'en-ca': 'Canada (English)',
  'fr-ca': 'Canada (français)',
  'en-gb': 'United Kingdom (English)',
};
