import { plural } from './plural';

/**
 * UI strings of writing a review, product sets, the search hub and a gift card's purchase fields, loaded with those components and pages through
 * `lib/browseText.ts`. `browseFr` follows `browseEn` key for key.
 */
export const browseEn = {
  writeReview: 'Write a review',
  writeReviewTitle: (name: string) => `Review ${name}`,
  writeReviewIntro:
    'Tell other shoppers what you think. Signed in, your review is published right away under your nickname; otherwise it appears once we have checked it.',
  reviewRating: 'Your rating',
  reviewRatingOption: (stars: number) => plural('en', stars, { one: `${stars} star`, other: `${stars} stars` }),
  reviewTitle: 'Title',
  reviewText: 'Your review',
  reviewTextHint: 'At least 20 characters.',
  reviewNickname: 'Nickname (shown with your review)',
  reviewLocation: 'Where you are from (optional)',
  reviewRecommend: 'I recommend this product',
  reviewFit: 'How does it fit? (optional)',
  reviewFitNone: 'No answer',
  reviewFitAnswer: (fit: string) => `Fit: ${fit}`,
  reviewFitNames: { runsSmall: 'Runs small', trueToSize: 'True to size', runsLarge: 'Runs large' } as Record<
    'runsSmall' | 'trueToSize' | 'runsLarge',
    string
  >,
  reviewSubmit: 'Publish review',
  reviewCancel: 'Cancel',
  reviewBackToProduct: (name: string) => `Back to ${name}`,
  reviewRatingRequired: 'Choose a rating from 1 to 5 stars.',
  reviewTitleLength: 'The title needs 2 to 100 characters.',
  reviewTextLength: 'Your review needs 20 to 5000 characters.',
  reviewLocationLength: 'Keep the place to 50 characters or fewer.',
  reviewPublished: 'Thank you! Your review is published.',
  reviewPending: 'Thank you! Your review will appear once we have checked it.',
  reviewLoading: 'Loading the review form…',
  translateReviewNoScript: 'Translate this review',
  productSetPartOf: 'Part of a set',
  productSetTitle: (name: string) => name,
  productSetDescription: (name: string, count: number) =>
    `${name}: ${count} products to buy together, each in your color and size.`,
  productSetCount: (count: number) => plural('en', count, { one: `${count} product`, other: `${count} products` }),
  productSetTotal: 'Price of the set',
  productSetChooseColour: (name: string) => `Color of ${name}`,
  productSetSizeOf: (name: string) => `Size of ${name}`,
  productSetDetails: (name: string) => `Details of ${name}`,
  searchHubTitle: 'Search hub',
  searchHubDescription: 'Find your way around Switchback: popular searches, every category and your recent searches.',
  searchHubSearch: 'Search the shop',
  searchHubPopular: 'Popular searches',
  // The catalogue is indexed in English on every site: `q` is what is searched, `label` what the shopper reads.
  searchHubPopularTerms: [
    { label: 'Rain jacket', q: 'rain jacket' },
    { label: 'Hiking boots', q: 'hiking boots' },
    { label: 'Fleece', q: 'fleece' },
    { label: 'Backpack', q: 'backpack' },
    { label: 'Tent', q: 'tent' },
    { label: 'Sleeping bag', q: 'sleeping bag' },
  ] as readonly { label: string; q: string }[],
  searchHubTrending: 'Trending now',
  searchHubRecent: 'Your recent searches',
  searchHubNoRecent: 'Your searches will be listed here.',
  searchHubClearRecent: 'Clear recent searches',
  searchHubCategories: 'Shop by category',
  giftCardBuy: {
    amount: 'Amount',
    otherAmount: 'Other amount',
    customAmount: 'Your amount',
    customAmountHint: (min: string, max: string) => `From ${min} to ${max}.`,
    recipientName: "Recipient's name",
    recipientEmail: "Recipient's email",
    recipientEmailHint: 'We email the gift card here as soon as your order is paid.',
    message: 'Message',
    messageHint: 'Optional, up to 250 characters.',
    delivery: 'Delivered by email: no shipping address needed.',
    check: 'Check the gift card details.',
    emailedTo: (who: string) => `Emailed to ${who}`,
    amountOf: 'Amount',
    messageOf: 'Message',
  },
};

/** The en-gb spellings of {@link browseEn}'s strings, laid over it on en-gb (lib/browseText.ts). */
export const browseEnGb = {
  productSetDescription: (name: string, count: number) =>
    `${name}: ${count} products to buy together, each in your colour and size.`,
  productSetChooseColour: (name: string) => `Colour of ${name}`,
} satisfies Partial<typeof browseEn>;

/** The shape every browse catalogue follows. */
export type BrowseMessages = typeof browseEn;
