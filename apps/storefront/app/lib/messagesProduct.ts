/**
 * UI strings of the product page (gallery, reviews, questions, back-in-stock notice, size chart)
 * and of the dialogs that sell from elsewhere (quick shop, product set), loaded with those pages and components
 * through `lib/productText.ts`. `productFr` follows `productEn` key for key.
 */
export const productEn = {
  productDescription: (name: string) => `${name} at Switchback.`,
  imageThumbnails: 'Choose an image',
  imageNumber: (n: number, of: number) => `Image ${n} of ${of}`,
  imagesOf: (name: string) => `Images of ${name}`,
  colour: 'Color',
  lowStock: 'Only a few left',
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
  questionLength: 'Write your question in 10 to 1000 characters.',
  questionSent: 'Thank you! Your question was sent and will appear once it has been answered.',
  voteThanks: 'Thanks for your feedback.',
  reportThanks: 'Thanks, we will review this.',
  notifyDone: 'We will email you when it is back in stock.',
  askQuestion: 'Ask a question',
  yourQuestion: 'Your question',
  nickname: 'Nickname',
  emailOptional: 'Email (optional)',
  sendQuestion: 'Send question',
  questionSentTitle: 'Question sent',
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
  quickShopLoading: 'Loading colors and sizes…',
  quickShopDetails: 'See all product details',
  quickShopGiftCard: 'Choose the amount and recipient',
};

/** The en-gb spellings of {@link productEn}'s strings, laid over it on en-gb (lib/productText.ts). */
export const productEnGb = {
  colour: 'Colour',
  quickShopLoading: 'Loading colours and sizes…',
} satisfies Partial<typeof productEn>;

/** The product section's strings: `productFr` (messagesProductFr.ts) follows `productEn` key for key. */
export type ProductMessages = typeof productEn;
