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
  promotionTracking: {
    promotionId: 'trail-picks',
    promotionName: 'Trail picks for autumn',
    creativeName: 'collection',
  },
} satisfies Block;

/** A plain video with a poster per breakpoint and English captions. */
export const examplePlainVideo = {
  id: 'care-en-gb-reproof-video',
  type: 'video',
  name: 'Care guide — re-proofing video',
  title: 'Re-proof your shell in ten minutes',
  media: {
    sm: { url: '/media/video/reproof-portrait.mp4', poster: '/media/tent-dusk-tall.svg' },
    md: { url: '/media/video/reproof-landscape.mp4', poster: '/media/tent-dusk-wide.svg' },
  },
  tracks: [{ src: '/media/video/reproof.en.vtt', label: 'English', srclang: 'en', kind: 'captions' }],
  seoTitle: 'How to re-proof a waterproof shell jacket',
  seoDescription: 'Wash, rinse, spray on the proofer and tumble dry on low: our repair team shows each step.',
  width: 16,
  height: 9,
} satisfies Block;

/** A YouTube link: drawn as a privacy-enhanced embed. */
export const examplePlatformVideo = {
  id: 'stories-en-gb-fell-race',
  type: 'video',
  title: 'The Borrowdale fell race, filmed by our athletes',
  url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  seoTitle: 'The Borrowdale fell race',
  width: 16,
  height: 9,
} satisfies Block;

/** A hosted-player asset with captions in two languages, chapters and a transcript. */
export const exampleHostedVideo = {
  id: 'stories-en-gb-tent-pitch',
  type: 'video',
  title: 'Pitching the Corrie 2 in the wind',
  cloudinaryAsset: { cloudName: 'switchback-demo', publicId: 'tents/corrie-2-pitch' },
  url: 'https://vimeo.com/76979871',
  tracks: [
    { src: '/media/video/corrie-pitch.en.vtt', label: 'English', srclang: 'en', kind: 'captions' },
    { src: '/media/video/corrie-pitch.fr.vtt', label: 'Français', srclang: 'fr', kind: 'subtitles' },
    { src: '/media/video/corrie-pitch.chapters.vtt', label: 'Chapters', srclang: 'en', kind: 'chapters' },
    { src: '/media/video/corrie-pitch.transcript.txt', label: 'English', srclang: 'en', kind: 'transcript' },
  ],
  seoTitle: 'How to pitch the Corrie 2 tent in strong wind',
  width: 16,
  height: 9,
} satisfies Block;

/** The size guide a `#modal-size-guide` link opens, with the measuring diagram on the left. */
export const exampleDialogBlock = {
  id: 'size-guide-jackets',
  type: 'dialogBlock',
  name: 'Size guide — jackets',
  modalId: 'modal-size-guide',
  title: 'Jacket size guide',
  subtitle: 'Measure over a base layer, arms relaxed.',
  triggerText: 'Open the size guide',
  richText: {
    html: '<p><strong>Chest:</strong> around the fullest part, under the arms.</p><p><strong>Sleeve:</strong> from the back of the neck, over the shoulder, to the wrist.</p><p>Between two sizes? Take the larger if you layer a fleece underneath.</p>',
  },
  media: {
    url: '/media/category-jackets.svg',
    alt: 'Where to measure chest and sleeve on a jacket',
    width: 600,
    height: 750,
  },
  mediaPosition: 'left-normal',
  targets: [{ id: 'size-chat', text: 'Ask a fitting expert', url: '/en-gb/help/contact', style: { sm: 'secondary' } }],
} satisfies Block;

/** Shop-by-activity links with a preview picture each. */
export const exampleVerticalListCollection = {
  id: 'home-en-gb-activities',
  type: 'verticalListCollection',
  name: 'Home — shop by activity list',
  title: 'Shop by activity',
  items: [
    {
      id: 'hiking',
      title: 'Hiking',
      subtitle: 'Boots, shells and day packs',
      url: '/en-gb/c/hiking-1210',
      media: { url: '/media/category-hiking-boots.svg', alt: '', width: 600, height: 750 },
    },
    {
      id: 'trail-running',
      title: 'Trail running',
      subtitle: 'Grippy shoes and light layers',
      url: '/en-gb/c/trail-running-1310',
      media: { url: '/media/category-trail-running.svg', alt: '', width: 600, height: 750 },
    },
    {
      id: 'camping',
      title: 'Camping',
      subtitle: 'Tents, sleeping bags and stoves',
      url: '/en-gb/c/camping-1400',
      media: { url: '/media/tent-dusk-tall.svg', alt: '', width: 600, height: 750 },
    },
    {
      id: 'layering',
      title: 'Layering for winter',
      subtitle: 'Fleece, insulation and base layers',
      url: '/en-gb/c/mens-fleece-and-midlayers-100120',
      media: { url: '/media/category-fleece.svg', alt: '', width: 600, height: 750 },
    },
  ],
} satisfies Block;

/** Editorial tiles for the hiking listing: a wide story card first, then category cards and a picture. */
export const exampleInlineCatalogGrid = {
  id: 'plp-en-gb-hiking-espots',
  type: 'inlineCatalogGrid',
  name: 'Hiking listing — editorial tiles',
  title: 'Hiking kit, picked by our staff',
  items: [
    { ...card('boots', 'Hiking boots', 'category-hiking-boots', 'mens-hiking-boots-100131'), id: 'espot-boots' },
    { ...card('jackets', 'Waterproof jackets', 'category-jackets', 'mens-jackets-100110'), id: 'espot-jackets' },
    {
      id: 'espot-story',
      type: 'linkedCard',
      title: 'Three days on the Cumbria Way',
      subtitle: 'What our buyer packed, and what she left at home.',
      media: { url: '/media/ridge-dawn.svg', alt: '', width: 1600, height: 900 },
      targets: [
        {
          id: 'espot-story-link',
          text: 'Read the story',
          url: '/en-gb/stories/cumbria-way',
          style: { sm: 'text-link' },
        },
      ],
      gridPosition: 1,
      gridSpan: 2,
    },
    {
      ...card('fleece', 'Fleece and midlayers', 'category-fleece', 'mens-fleece-and-midlayers-100120'),
      id: 'espot-fleece',
    },
    {
      ...card('running', 'Trail running shoes', 'category-trail-running', 'mens-trail-running-shoes-100132'),
      id: 'espot-running',
    },
  ],
} satisfies Block;

/** The community gallery of the home page. */
export const exampleCommunityGallery = {
  id: 'home-en-gb-ugc',
  type: 'ugcGallery',
  name: 'Home — community photos',
  widget: 'community',
  containerId: 'ugc-home-en-gb',
  title: '#OutThereTogether',
  subtitle: 'Tag your trips with #switchbackoutdoors to be featured here.',
} satisfies Block;

/** The product-page gallery, tagged with the product's master id. */
export const exampleProductGallery = {
  id: 'pdp-en-gb-ugc',
  type: 'ugcGallery',
  widget: 'product',
  containerId: 'ugc-product',
  filter: 'approved',
  title: 'Worn by you',
} satisfies Block;
