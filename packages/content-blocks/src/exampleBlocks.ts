// Realistic CMS blocks for tests and stories (not exported from the package). The image paths are served by
// the Storybook app (apps/storybook/public/media); tests only read the attributes.
import type { Block } from './parseBlock';

/** A hero exactly as the storefront receives it from the CMS. */
export const exampleHero = {
  id: 'hero-ridgeline-ss25',
  type: 'hero',
  name: 'Home — Ridgeline shell launch',
  title: 'Built for the long way round',
  subtitle: 'The Ridgeline 3-layer shell: 20,000 mm waterproof, 340 g, packs into its own pocket.',
  richText: {
    html: '<p>Fully taped seams, pit zips and a hood that fits over a climbing helmet. <a href="#modal-size-guide">Find your size</a>.</p>',
  },
  media: {
    url: '/media/ridge-dawn.svg',
    alt: 'Two hikers in waterproof shells on a rocky ridge at dawn',
    width: 1600,
    height: 900,
  },
  targets: [
    { id: 'cta-mens', text: 'Shop men’s shells', url: '/en-gb/c/mens-waterproof-jackets-1204', style: { sm: 'primary' } },
    { id: 'cta-womens', text: 'Shop women’s shells', url: '/en-gb/c/womens-waterproof-jackets-1205', style: { sm: 'secondary' } },
  ],
  gradientStyle: 'focused',
  captionText: 'Photographed on Striding Edge, Helvellyn. Kit: Ridgeline shell in Moss and Slate.',
} satisfies Block;

/** A rich-text block as the storefront receives it from the CMS. */
export const exampleRichText = {
  id: 'rich-text-waterproof-care',
  type: 'richText',
  name: 'Care — waterproofs',
  richText: {
    html:
      '<h2>Caring for your waterproofs</h2>' +
      '<p>Dirt and sun cream clog the membrane long before it wears out. Wash your shell every 20 or so days out:</p>' +
      '<ul><li>Close every zip and the storm flap.</li><li>Wash at 30°C with a technical cleaner, never fabric softener.</li>' +
      '<li>Tumble dry on low for 20 minutes to revive the water repellency.</li></ul>' +
      '<p>Still wetting out? Our <a href="/en-gb/repairs">repair team</a> reproofs jackets for free in the first two years.</p>',
  },
} satisfies Block;

/** A spacer block as the storefront receives it from the CMS. */
export const exampleSpacer = {
  id: 'spacer-after-hero',
  type: 'spacer',
  bottomMargins: { sm: 24, md: 40, lg: 64 },
} satisfies Block;

const categoryCard = (key: string, title: string, image: string, slug: string, alt = title) => ({
  id: `home-en-gb-card-${key}`,
  type: 'linkedCard',
  name: title,
  title,
  media: { url: `/media/${image}.svg`, alt, width: 600, height: 750 },
  targets: [{ id: `home-en-gb-card-${key}-link`, text: 'Shop now', url: `/en-gb/c/${slug}`, style: { sm: 'text-link' } }],
});

/** A linked card exactly as commerce-api seeds it on the home page. */
export const exampleLinkedCard = categoryCard('boots', 'Hiking boots', 'category-hiking-boots', 'mens-hiking-boots-100131') satisfies Block;

/** The home page's category cards, as commerce-api seeds them. */
export const exampleCategoryCardCollection = {
  id: 'home-en-gb-categories',
  type: 'categoryCardCollection',
  name: 'Home categories',
  title: 'Shop by activity',
  items: [
    categoryCard('jackets', 'Waterproof jackets', 'category-jackets', 'mens-jackets-100110'),
    categoryCard('fleece', 'Fleece and midlayers', 'category-fleece', 'mens-fleece-and-midlayers-100120'),
    categoryCard('boots', 'Hiking boots', 'category-hiking-boots', 'mens-hiking-boots-100131'),
    categoryCard('running', 'Trail running shoes', 'category-trail-running', 'mens-trail-running-shoes-100132'),
  ],
  breakpoints: {
    sm: { type: 'carousel', slideWidth: '70%', showArrows: false, showIndicators: true, loop: false },
    md: { type: 'grid' },
    lg: { type: 'grid' },
  },
  promotionTracking: { promotionId: 'home-categories', promotionName: 'Shop by activity', creativeName: 'category-cards' },
} satisfies Block;

/** The offer terms accordion of the promotions page. */
export const exampleAccordion = {
  id: 'promotions-en-gb-terms',
  type: 'accordion',
  name: 'Offer terms',
  title: 'Good to know',
  accordions: [
    {
      title: 'Offer terms',
      open: false,
      richText: {
        html: '<p>20% off selected tents and sleeping bags until Sunday 30 November, 23:59 GMT, while stocks last. Not valid with other offers or on gift cards.</p>',
      },
    },
    {
      title: 'Delivery and returns',
      open: true,
      richText: {
        html: '<p>Free standard delivery over £50. Returns are free within 60 days, worn or not: see our <a href="/en-gb/help/returns">returns policy</a>.</p>',
      },
    },
    {
      title: 'Repairs',
      richText: { html: '<p>Zips, seams and baffles are repaired free for two years. Book a repair online and post it for free.</p>' },
    },
  ],
  bottomDivider: true,
} satisfies Block;
