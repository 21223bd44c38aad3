// Example CMS data for the presentational blocks (collection, vertical list, dialog block, video, inline
// catalog grid, UGC gallery): realistic entries for stories and tests. Shapes follow content-blocks §3.
import type { Block } from './parseBlock';

const card = (key: string, title: string, image: string, slug: string) => ({
  id: `trail-picks-${key}`,
  type: 'linkedCard',
  title,
  media: { url: `/media/${image}.svg`, alt: '', width: 600, height: 750 },
  targets: [{ id: `trail-picks-${key}-link`, text: 'Shop now', url: `/en-gb/c/${slug}`, style: { sm: 'text-link' } }],
});

/** A carousel of five category cards on phones and tablets, a grid on desktops. */
export const exampleCollection = {
  id: 'home-en-gb-trail-picks',
  type: 'collection',
  name: 'Home — trail picks',
  title: 'Trail picks for autumn',
  subtitle: 'Tested on the Lakeland fells by our shop staff.',
  textLink: { id: 'trail-picks-all', text: 'See all new arrivals', url: '/en-gb/c/new-arrivals-1001' },
  items: [
    card('jackets', 'Waterproof jackets', 'category-jackets', 'mens-jackets-100110'),
    card('fleece', 'Fleece and midlayers', 'category-fleece', 'mens-fleece-and-midlayers-100120'),
    card('boots', 'Hiking boots', 'category-hiking-boots', 'mens-hiking-boots-100131'),
    card('running', 'Trail running shoes', 'category-trail-running', 'mens-trail-running-shoes-100132'),
    card('tents', 'Tents', 'tent-dusk-tall', 'tents-100420'),
  ],
  breakpoints: {
    sm: { type: 'carousel', slideWidth: '75%', showIndicators: true, showArrows: true, loop: false },
    md: { type: 'carousel', slideWidth: '40%', showArrows: true, showProgress: true },
    lg: { type: 'grid' },
  },
  promotionTracking: { promotionId: 'trail-picks', promotionName: 'Trail picks for autumn', creativeName: 'collection' },
} satisfies Block;
