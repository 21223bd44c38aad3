// Realistic mega menu data for tests and stories (not exported from the package): the shape commerce-api seeds
// under /menu/{siteId}. Image paths are served by the Storybook app (apps/storybook/public/media).
const c = (slug: string) => `/en-gb/c/${slug}`;
const link = (id: string, text: string, url: string) => ({ id, text, url, style: { sm: 'text-link' } });

function genderMenu(gender: 'womens' | 'mens', title: string, rootId: number) {
  const columns = [
    [
      'Jackets',
      `${gender}-jackets-${rootId + 10}`,
      [
        ['Waterproof shells', '?q=shell'],
        ['Down jackets', '?q=down'],
        ['Insulated', '?activity=snow'],
      ],
    ],
    [
      'Fleece & midlayers',
      `${gender}-fleece-and-midlayers-${rootId + 20}`,
      [
        ['Fleece', '?q=fleece'],
        ['Merino', '?q=merino'],
      ],
    ],
    [
      'Footwear',
      `${gender}-footwear-${rootId + 30}`,
      [
        ['Hiking boots', '?q=boots'],
        ['Trail running shoes', '?q=trail'],
        ['Approach shoes', '?q=approach'],
      ],
    ],
    [
      'Accessories',
      `${gender}-accessories-${rootId + 50}`,
      [
        ['Beanies & hats', ''],
        ['Gloves', '?q=gloves'],
      ],
    ],
  ] as const;
  return {
    id: `menu-en-gb-${gender}`,
    type: 'megaMenuItem',
    name: `${title} menu`,
    title,
    delocalizedTracking: gender,
    target: link(`${gender}-shop-all`, `Shop all ${title.toLowerCase()}’s`, c(`${gender}-${rootId}`)),
    menuStyle: 'default',
    titleVisibility: 'title',
    columns: columns.map(([heading, slug, children], index) => ({
      id: `menu-en-gb-${gender}-col-${index + 1}`,
      title: heading,
      target: link(`${gender}-col-${index + 1}`, `All ${heading.toLowerCase()}`, c(slug)),
      children: children.map(([text, query], child) => ({
        id: `menu-en-gb-${gender}-col-${index + 1}-${child + 1}`,
        title: text,
        target: link(`${gender}-${index}-${child}`, text, `${c(slug)}${query}`),
      })),
    })),
    menuBanner: {
      id: `menu-en-gb-${gender}-banner`,
      type: 'banner',
      name: 'Menu banner',
      title: 'Autumn Ridgeline',
      media: {
        url: '/media/ridge-dawn.svg',
        alt: `${title}’s autumn collection on a ridge at dawn`,
        width: 1600,
        height: 900,
      },
      targets: [
        {
          id: `${gender}-banner`,
          text: 'Shop the collection',
          url: c(`${gender}-autumn-ridgeline-${rootId + 45}`),
          style: { sm: 'primary' },
        },
      ],
    },
    visualSelectorsTitle: 'Shop by activity',
    visualSelectors: [
      {
        title: 'Hiking',
        mediaObject: {
          url: '/media/category-hiking-boots.svg',
          alt: 'Hiking',
          seoTitle: 'Hiking',
          width: 600,
          height: 750,
        },
        target: link(`${gender}-vs-hiking`, 'Hiking', `${c(`${gender}-${rootId}`)}?activity=hiking`),
      },
      {
        title: 'Trail running',
        mediaObject: {
          url: '/media/category-trail-running.svg',
          alt: 'Trail running',
          seoTitle: 'Trail running',
          width: 600,
          height: 750,
        },
        target: link(`${gender}-vs-running`, 'Trail running', `${c(`${gender}-${rootId}`)}?activity=trail-running`),
      },
    ],
    hideShopAll: { sm: false, lg: false },
  };
}

/** The main menu of the en-GB site: two full panels, a panel without selectors, and a plain sale link. */
export const exampleMegaMenu = [
  genderMenu('womens', 'Women', 100200),
  genderMenu('mens', 'Men', 100100),
  {
    id: 'menu-en-gb-gear',
    type: 'megaMenuItem',
    name: 'Gear menu',
    title: 'Gear',
    target: link('gear-shop-all', 'Shop all gear', c('gear-100400')),
    columns: [
      {
        id: 'menu-en-gb-gear-col-1',
        title: 'Packs',
        target: link('gear-packs', 'All backpacks', c('backpacks-100410')),
        children: [
          {
            id: 'menu-en-gb-gear-col-1-1',
            title: 'Daypacks',
            target: link('gear-daypacks', 'Daypacks', `${c('backpacks-100410')}?q=daypack`),
          },
          {
            id: 'menu-en-gb-gear-col-1-2',
            title: 'Trekking packs',
            target: link('gear-trekking', 'Trekking packs', `${c('backpacks-100410')}?activity=backpacking`),
          },
        ],
      },
      {
        id: 'menu-en-gb-gear-col-2',
        title: 'Camping',
        target: link('gear-camping', 'All camping', c('camping-100420')),
        children: [
          { id: 'menu-en-gb-gear-col-2-1', title: 'Tents', target: link('gear-tents', 'Tents', c('tents-100420')) },
          {
            id: 'menu-en-gb-gear-col-2-2',
            title: 'Sleeping bags',
            target: link('gear-bags', 'Sleeping bags', c('sleeping-bags-100430')),
          },
        ],
      },
    ],
    menuBanner: {
      id: 'menu-en-gb-gear-banner',
      type: 'banner',
      title: 'Tent sale: 15% off',
      media: { url: '/media/tent-dusk-wide.svg', alt: 'A tent pitched by a loch at dusk', width: 1600, height: 900 },
      targets: [{ id: 'gear-banner', text: 'Shop tents', url: c('tents-100420'), style: { sm: 'primary' } }],
    },
    visualSelectors: [],
    hideShopAll: { sm: true, lg: false },
  },
  {
    id: 'menu-en-gb-sale',
    type: 'megaMenuItem',
    name: 'Sale menu',
    title: 'Sale',
    target: link('sale', 'Sale', '/en-gb/search?sale=1&sort=discount'),
    menuStyle: 'highlight',
    titleVisibility: 'title',
    columns: [],
    visualSelectors: [],
    hideShopAll: { sm: true, lg: true },
  },
];
