import { plural } from './plural';

/**
 * The English UI strings of the shell (header, footer, consent banner, error pages) and the pages: the reference
 * every other language follows key for key (`Messages`; TypeScript refuses a catalogue with a missing or extra
 * key). Strings that need values are functions. en-us, en-ca and en-gb share these, spelt as in the US (en-gb
 * lays {@link enGb} over them); fr-ca has messagesFr.ts.
 * Loaded as a chunk of its own by lib/messages.ts, so French pages never download it.
 */
export const en = {
  // The header's cart link (the rest of the cart strings: lib/cartText.ts).
  cartHeader: {
    cart: 'Cart',
    items: (count: number) => plural('en', count, { one: `${count} item`, other: `${count} items` }),
  },
  // The footer newsletter's answer without JavaScript and the CMS article grid's words (content-blocks
  // `ArticleGridTexts`); the rest of the browse strings: lib/browseText.ts.
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
    IPA: 'Professional program credit (IPA)',
    WRANX: 'Professional program credit (WRANX)',
    spent: 'spent of',
    left: 'left this year',
    associate: 'Selling in store',
    at: 'at',
  },

  /** The footer's button that opens the cookie preferences (their strings: lib/consentText.ts). */
  consentFooterLink: 'Cookie preferences',
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
  locationLabel: 'Country and language',
  /** Between a label and its value ("Color: Teal"). */
  colon: ': ',
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
  footerProgrammes: 'Programs',
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
  // Listings and product tiles (the listings' own strings: lib/listingText.ts)
  apply: 'Apply',
  colourCount: (count: number) => plural('en', count, { one: `${count} color`, other: `${count} colors` }),
  // Search (the search page's own strings: lib/listingText.ts)
  searchTitle: 'Search',
  // Prices and ratings
  salePrice: (current: string, was: string) => `Sale price ${current}, was ${was}`,
  priceRange: (low: string, high: string) => `From ${low} to ${high}`,
  lowestPrevious: (price: string) => `Lowest price in the last 30 days: ${price}`,
  discount: (percent: string) => `−${percent}%`,
  employeePrice: (price: string) => `Employee price ${price}`,
  rating: (score: string, count: number) =>
    `${score} out of 5, ${plural('en', count, { one: `${count} review`, other: `${count} reviews` })}`,
  // Product words the cart, checkout and dialogs share (the product page's own strings: lib/productText.ts)
  quantity: 'Quantity',
  size: 'Size',
  viewCart: 'View cart',
  pickupStores: 'Stores near you',
  recommendations: 'You may also like',
  fixFields: 'Please check the highlighted fields.',
  emailInvalid: 'Email is not valid',
  email: 'Email',
  close: 'Close',
  quickShop: 'Quick shop',
  // … and those product sets, gift cards and review writing share.
  soldOut: 'sold out',
  chooseSize: 'Choose a size before adding to the cart.',
  addToCart: 'Add to cart',
  added: 'Added to your cart.',
  actionUnknown: 'This action is not available.',
  nicknameLength: 'Your nickname needs 2 to 30 characters.',
};

/**
 * The en-gb spellings of {@link en}'s strings ("Colour", "programme"), laid over it on en-gb by lib/messages.ts.
 *
 * @example
 * enGb.footerProgrammes; // 'Programmes'
 */
export const enGb = {
  headerAccount: {
    ...en.headerAccount,
    IPA: 'Professional programme credit (IPA)',
    WRANX: 'Professional programme credit (WRANX)',
  },
  footerProgrammes: 'Programmes',
  navFavorites: 'Favourites',
  accountMisc: {
    ...en.accountMisc,
    shareTitle: 'My Switchback favourites',
    addFavorite: 'Add to favourites',
    seeFavorites: 'See your favourites',
  },
  colourCount: (count: number) => plural('en', count, { one: `${count} colour`, other: `${count} colours` }),
} satisfies Partial<typeof en>;
