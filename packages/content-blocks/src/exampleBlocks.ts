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
    {
      id: 'cta-mens',
      text: 'Shop men’s shells',
      url: '/en-gb/c/mens-waterproof-jackets-1204',
      style: { sm: 'primary' },
    },
    {
      id: 'cta-womens',
      text: 'Shop women’s shells',
      url: '/en-gb/c/womens-waterproof-jackets-1205',
      style: { sm: 'secondary' },
    },
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
  targets: [
    { id: `home-en-gb-card-${key}-link`, text: 'Shop now', url: `/en-gb/c/${slug}`, style: { sm: 'text-link' } },
  ],
});

/** A linked card exactly as commerce-api seeds it on the home page. */
export const exampleLinkedCard = categoryCard(
  'boots',
  'Hiking boots',
  'category-hiking-boots',
  'mens-hiking-boots-100131',
) satisfies Block;

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
  promotionTracking: {
    promotionId: 'home-categories',
    promotionName: 'Shop by activity',
    creativeName: 'category-cards',
  },
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
      richText: {
        html: '<p>Zips, seams and baffles are repaired free for two years. Book a repair online and post it for free.</p>',
      },
    },
  ],
  bottomDivider: true,
} satisfies Block;

/** A picture with art direction: a tall crop for phones, a wide one from lg, linking to tents. */
export const examplePicture = {
  id: 'tents-en-gb-picture',
  type: 'picture',
  name: 'Tents — dusk camp',
  media: {
    sm: {
      url: '/media/tent-dusk-tall.svg',
      alt: 'An orange tunnel tent pitched below a ridge at dusk',
      width: 750,
      height: 1000,
    },
    lg: {
      url: '/media/tent-dusk-wide.svg',
      alt: 'An orange tunnel tent pitched below a ridge at dusk',
      width: 1600,
      height: 700,
    },
  },
  mediaTarget: { id: 'tents-en-gb-picture-link', url: '/en-gb/c/tents-100420' },
  captionText: 'The Corrie 2 tunnel tent: 1.9 kg, pitches in four minutes, outer first in the rain.',
} satisfies Block;

/** Jump links at the top of a buying guide. */
export const exampleAnchors = {
  id: 'guide-en-gb-anchors',
  type: 'anchors',
  name: 'Boot guide — anchors',
  title: 'In this guide',
  targets: [
    { id: 'fit', text: 'Finding your fit', url: '#fit' },
    { id: 'leather', text: 'Leather or fabric', url: '#leather-or-fabric' },
    { id: 'soles', text: 'Soles and grip', url: '#soles' },
    { id: 'care', text: 'Caring for boots', url: '#care' },
  ],
} satisfies Block;

/** Hiking boots by wearer, over a boot photograph. */
export const exampleMultiLinkCard = {
  id: 'home-en-gb-boots-links',
  type: 'multiLinkCard',
  name: 'Hiking boots by wearer',
  title: 'Hiking boots',
  media: {
    url: '/media/category-hiking-boots.svg',
    alt: 'Leather hiking boots on a mossy boulder',
    width: 600,
    height: 750,
  },
  targets: [
    { id: 'womens', text: 'Women’s boots', url: '/en-gb/c/womens-hiking-boots-100231' },
    { id: 'mens', text: 'Men’s boots', url: '/en-gb/c/mens-hiking-boots-100131' },
    { id: 'kids', text: 'Kids’ boots', url: '/en-gb/c/kids-hiking-boots-100331' },
    { id: 'wide', text: 'Wide fit', url: '/en-gb/c/mens-hiking-boots-100131?fit=wide' },
  ],
  promotionTracking: { promotionId: 'boots-by-wearer', promotionName: 'Hiking boots', creativeName: 'multi-link-card' },
} satisfies Block;

/** The four service promises under the home hero. */
export const exampleIconAndTextCollection = {
  id: 'home-en-gb-promises',
  type: 'iconAndTextCollection',
  name: 'Home — service promises',
  title: 'Why shop with us',
  variant: 'icon-above-text',
  iconSize: 'medium',
  iconAndText: [
    {
      icon: { url: '/media/icons/delivery.svg' },
      richText: { html: '<p><strong>Free delivery</strong> on orders over £50</p>' },
    },
    {
      icon: { url: '/media/icons/returns.svg' },
      richText: { html: '<p><strong>60-day returns</strong>, worn outdoors or not</p>' },
    },
    {
      icon: { url: '/media/icons/repair.svg' },
      richText: { html: '<p><strong>Free repairs</strong> for two years</p>' },
      target: { id: 'repairs', text: 'How repairs work', url: '/en-gb/repairs' },
    },
    {
      icon: { url: '/media/icons/leaf.svg' },
      richText: { html: '<p><strong>PFC-free</strong> waterproofing on every shell</p>' },
    },
  ],
} satisfies Block;

/** The tent sale banner; stories and tests switch its variant. */
export const exampleBanner = {
  id: 'home-en-gb-tent-sale',
  type: 'banner',
  name: 'Tent sale — banner',
  variant: 'split',
  splitImageWidth: 60,
  title: 'Tent sale: 15% off',
  subtitle: 'Backpacking and family tents, until Sunday.',
  richText: {
    html: '<p>Every tent is pitched and checked by our team before it ships. <a href="#modal-tent-sizes">Which size?</a></p>',
  },
  media: {
    url: '/media/tent-dusk-wide.svg',
    alt: 'An orange tunnel tent pitched below a ridge at dusk',
    width: 1600,
    height: 700,
  },
  targets: [
    { id: 'tents', text: 'Shop tents', url: '/en-gb/c/tents-100420', style: { sm: 'primary' } },
    { id: 'sizes', text: 'Compare sizes', url: '?sleeps=2#modal-tent-sizes', style: { sm: 'secondary' } },
  ],
  promotionTracking: { promotionId: 'tent-sale', promotionName: 'Tent sale 15%', creativeName: 'split-banner' },
} satisfies Block;

/** Quick links at the top of the jackets pages; the current one is highlighted. */
export const exampleCtaButtonCollection = {
  id: 'jackets-en-gb-quick-links',
  type: 'ctaButtonCollection',
  name: 'Jackets — quick links',
  title: 'Shop jackets',
  highlightButton: true,
  targets: [
    {
      id: 'waterproof',
      text: 'Waterproof',
      url: '/en-gb/c/mens-jackets-100110?type=waterproof',
      style: { sm: 'secondary' },
    },
    {
      id: 'insulated',
      text: 'Insulated',
      url: '/en-gb/c/mens-jackets-100110?type=insulated',
      style: { sm: 'secondary' },
    },
    {
      id: 'softshell',
      text: 'Softshell',
      url: '/en-gb/c/mens-jackets-100110?type=softshell',
      style: { sm: 'secondary' },
    },
    { id: 'all', text: 'All jackets', url: '/en-gb/c/mens-jackets-100110', style: { sm: 'secondary' } },
  ],
  breakpoints: { sm: { type: 'carousel' }, md: { type: 'grid' } },
} satisfies Block;

/** The members' benefit bar above the home page content. */
export const exampleBenefitBar = {
  id: 'home-en-gb-members-benefits',
  type: 'benefitBar',
  name: 'Members benefits',
  title: 'Trail Club members get free delivery and 90-day returns.',
  subtitle: 'Free to join.',
  infoIcon: { url: '/media/icons/delivery.svg' },
  targets: [
    { id: 'join', url: '/en-gb/sign-up', text: 'Join Trail Club' },
    { id: 'details', url: '#modal-trail-club', text: 'How it works' },
  ],
  showCloseButton: true,
} satisfies Block;

/** The header promo bar as commerce-api seeds it (plus a message whose section is empty). */
export const examplePromoBar = {
  id: 'fragment-en-gb-promo-bar',
  type: 'promoBar',
  name: 'Promo bar',
  autorotateTime: 6,
  closable: true,
  messages: [
    {
      id: 'promo-en-gb-1',
      sectionId: 'header',
      clickable: true,
      richText: { html: '<p>Free delivery on orders over £50</p>' },
      targets: [{ id: 'promo-1', text: 'Shop now', url: '/en-gb/c/new-in-100100' }],
      textColor: '#ffffff',
      hoverLinkColor: '#ffd58a',
      background: '#2f4a3f',
    },
    {
      id: 'promo-en-gb-2',
      sectionId: 'header',
      clickable: true,
      richText: { html: '<p>Tent sale: 15% off until Sunday</p>' },
      targets: [{ id: 'promo-2', text: 'Shop tents', url: '/en-gb/c/tents-100420' }],
      textColor: '#ffffff',
      hoverLinkColor: '#ffd58a',
      background: '#9e3a26',
    },
    {
      id: 'promo-en-gb-3',
      sectionId: 'header',
      clickable: false,
      richText: { html: '<p>60-day returns on everything.</p>' },
      targets: [{ id: 'promo-3', text: 'Returns policy', url: '/en-gb/help/returns' }],
      textColor: '#ffffff',
      background: '#2f4a3f',
    },
    { id: 'promo-en-gb-empty', sectionId: 'header', richText: { html: '<p> <script>x()</script></p>' }, targets: [] },
  ],
} satisfies Block;

/** The footer's link columns, as commerce-api seeds them in the CMS `footer` document. */
export const exampleFooterColumns = {
  id: 'footer-en-gb-columns',
  type: 'footerColumns',
  name: 'Footer columns',
  columns: [
    {
      title: 'Help',
      targets: [
        { id: 'link-en-gb-f-contact', text: 'Contact us', url: '/en-gb/help/contact-us', style: { sm: 'text-link' } },
        {
          id: 'link-en-gb-f-returns',
          text: 'Returns',
          url: '/en-gb/help/returns/how-to-return',
          style: { sm: 'text-link' },
        },
        {
          id: 'link-en-gb-f-shipping',
          text: 'Shipping',
          url: '/en-gb/policies/shipping-terms',
          style: { sm: 'text-link' },
        },
      ],
    },
    {
      title: 'Shop',
      targets: [
        { id: 'link-en-gb-f-stores', text: 'Find a store', url: '/en-gb/store-locator', style: { sm: 'text-link' } },
        { id: 'link-en-gb-f-gift', text: 'Gift cards', url: '/en-gb/c/gift-cards-100500', style: { sm: 'text-link' } },
        { id: 'link-en-gb-f-pass', text: 'XPLR Pass', url: '/en-gb/xplr-pass', style: { sm: 'text-link' } },
      ],
    },
    {
      title: 'About',
      targets: [
        { id: 'link-en-gb-f-about', text: 'Our story', url: '/en-gb/help', style: { sm: 'text-link' } },
        { id: 'link-en-gb-f-terms', text: 'Terms of use', url: '/en-gb/terms/brand', style: { sm: 'text-link' } },
        { id: 'link-en-gb-f-privacy', text: 'Privacy notice', url: '/en-gb/terms/privacy', style: { sm: 'text-link' } },
      ],
    },
  ],
} satisfies Block;
