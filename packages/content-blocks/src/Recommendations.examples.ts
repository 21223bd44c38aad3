// Realistic recommendation data for tests and stories (not exported from the package).
const product = (id: string, title: string, price: number, image: string, score: number, index: number) => ({
  id,
  sku: `1940002${String(index).padStart(5, '0')}`,
  title,
  url: `/en-gb/p/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
  image: { src: `/media/${image}.svg`, alt: title },
  rating: { score, showScore: true },
  price,
  currency: 'GBP',
  recToken: `rt-${id.toLowerCase()}`,
});

const IMAGES = ['category-jackets', 'category-fleece', 'category-hiking-boots', 'category-trail-running'];
const NAMES: [string, string, number][] = [
  ['RDG2025M', 'Ridgeline 3-layer shell', 240],
  ['SUMFLC001', 'Summit grid fleece', 85],
  ['TRKBOOT02', 'Trekker GTX boot', 165],
  ['TRAILRN03', 'Fellrunner trail shoe', 120],
  ['DOWNJKT04', 'Cairn down jacket', 210],
  ['MERTEE005', 'Merino base tee', 55],
  ['HIKPNT006', 'Scree hiking trousers', 90],
  ['RAINPNT07', 'Squall overtrousers', 75],
];

/** Eight recommended products as the personalisation provider returns them. */
export const exampleRecommendedProducts = NAMES.map(([id, title, price], index) =>
  product(id, title, price, IMAGES[index % IMAGES.length]!, 3.5 + (index % 3) * 0.5, index),
);

/** A "you may also like" carousel on a product page, as the CMS sends it. */
export const exampleRecommendations = {
  id: 'pdp-en-gb-recs-also-like',
  type: 'recommendations',
  name: 'PDP — you may also like',
  title: 'You may also like',
  variant: '5-cards',
  showRatings: true,
  monetateDecision: { name: 'pdp-recs', variant: 'Experiment A' },
  recommendedProducts: exampleRecommendedProducts,
};
