// Site-wide content: the three-level mega menu, footer, promo bar, pop-ups, fragments, help pages with children,
// and the content slots of category, search and product pages. Stored as content pages under reserved slugs
// (see `CONTENT_SLUGS`) so they get the same versions, drafts and scheduling as pages.
import { mediaLibrary, mediaPath } from '../media/mediaLibrary';
import type { MediaName } from '../media/mediaLibrary';
import type { ContentBlock } from './ContentBlock';
import { catalogueLinks } from './seedCatalogue';
import { FREE_SHIPPING_FROM, type ContentLocale } from './seedCopy';
import type { SeedPage, SeedPageVersion } from './seedPages';

/** Reserved slugs of site-wide content; they start with `_` so no page route can serve them by accident. */
export const CONTENT_SLUGS = {
  menu: '_menu',
  footer: '_footer',
  popups: '_popups',
  fragment: (id: string) => `_fragment/${id}`,
  category: (id: string) => `_category/${id}`,
  search: (type: string) => `_search/${type}`,
  product: (id: string) => `_product/${id}`,
};

const media = (name: MediaName, alt: string) => ({
  url: mediaPath(name),
  alt,
  width: mediaLibrary[name].width,
  height: mediaLibrary[name].height,
});
const live = (title: string, blocks: ContentBlock[], description = ''): SeedPageVersion => ({
  title,
  description,
  blocks,
  published: true,
  publishAt: null,
});

interface MenuColumn {
  title: string;
  url: string;
  children: [string, string][];
}

/**
 * The site-wide content of one locale.
 * @param seededAt When seeding runs; the scheduled promo-bar message is relative to it.
 * @example
 * const pages = seedNavigation('en-us', new Date());
 */
export function seedNavigation(locale: ContentLocale, seededAt: Date): SeedPage[] {
  const c = (slug: string) => `/${locale}/c/${slug}`;
  const id = (area: string, key: string) => `${area}-${locale}-${key}`;
  const link = (key: string, text: string, url: string, style = 'text-link') => ({
    id: id('link', key),
    text,
    url,
    style: { sm: style },
  });
  // The French store's copy; the English stores share one.
  const l = (en: string, fr: string) => (locale === 'fr-ca' ? fr : en);

  const genderMenu = (
    gender: 'mens' | 'womens' | 'kids',
    title: string,
    rootId: number,
    banner: MediaName,
  ): ContentBlock => {
    const columns: MenuColumn[] = [
      {
        title: l('Jackets', 'Manteaux'),
        url: c(`${gender}-jackets-${rootId + 10}`),
        children: [
          [l('Down jackets', 'Manteaux en duvet'), c(`${gender}-jackets-${rootId + 10}?q=down`)],
          [l('Rain jackets', 'Imperméables'), c(`${gender}-jackets-${rootId + 10}?q=rain`)],
          [l('Insulated', 'Isolés'), c(`${gender}-jackets-${rootId + 10}?activity=snow`)],
        ],
      },
      {
        title: l('Fleece & Midlayers', 'Molletons et couches intermédiaires'),
        url: c(`${gender}-fleece-and-midlayers-${rootId + 20}`),
        children: [
          [l('Fleece', 'Molleton'), c(`${gender}-fleece-and-midlayers-${rootId + 20}?q=fleece`)],
          [l('Merino', 'Mérinos'), c(`${gender}-fleece-and-midlayers-${rootId + 20}?q=merino`)],
        ],
      },
      {
        title: l('Footwear', 'Chaussures'),
        url: c(`${gender}-footwear-${rootId + 30}`),
        children: [
          [l('Hiking boots', 'Bottes de randonnée'), c(`${gender}-hiking-boots-${rootId + 31}`)],
          [
            l('Trail running shoes', 'Chaussures de course en sentier'),
            c(`${gender}-trail-running-shoes-${rootId + 32}`),
          ],
          [l('Winter boots', 'Bottes d’hiver'), c(`${gender}-hiking-boots-${rootId + 31}?activity=snow`)],
        ],
      },
      {
        title: l('Accessories', 'Accessoires'),
        url: c(`${gender}-accessories-${rootId + 50}`),
        children: [
          [l('Beanies & hats', 'Tuques et chapeaux'), c(`${gender}-accessories-${rootId + 50}`)],
          [l('Gloves', 'Gants'), c(`${gender}-accessories-${rootId + 50}?q=gloves`)],
        ],
      },
    ];
    return {
      id: id('menu', gender),
      type: 'megaMenuItem',
      name: `${title} menu`,
      title,
      target: link(
        `${gender}-shop-all`,
        l(`Shop all ${title.toLowerCase()}`, `Tout magasiner : ${title}`),
        c(`${gender}-${rootId}`),
      ),
      menuStyle: 'default',
      titleVisibility: 'title',
      columns: columns.map((column, index) => ({
        id: id('menu', `${gender}-col-${index + 1}`),
        title: column.title,
        target: link(`${gender}-col-${index + 1}`, column.title, column.url),
        children: column.children.map(([text, url], child) => ({
          id: id('menu', `${gender}-col-${index + 1}-${child + 1}`),
          title: text,
          target: link(`${gender}-${index}-${child}`, text, url),
        })),
      })),
      menuBanner: {
        id: id('menu', `${gender}-banner`),
        type: 'banner',
        variant: 'menu',
        name: 'Menu banner',
        title: l('Autumn Ridgeline', 'Ridgeline d’automne'),
        media: media(banner, l(`${title} autumn collection`, `Collection d’automne : ${title}`)),
        targets: [
          link(
            `${gender}-banner`,
            l('Shop the collection', 'Magasiner la collection'),
            c(gender === 'womens' ? 'womens-autumn-ridgeline-100245' : 'mens-autumn-ridgeline-100246'),
            'primary',
          ),
        ],
      },
      visualSelectorsTitle: l('Shop by activity', 'Magasiner par activité'),
      visualSelectors: [
        {
          title: l('Hiking', 'Randonnée'),
          mediaObject: {
            ...media('category-hiking-boots', l('Hiking', 'Randonnée')),
            seoTitle: l('Hiking', 'Randonnée'),
          },
          target: link(`${gender}-vs-hiking`, l('Hiking', 'Randonnée'), `${c(`${gender}-${rootId}`)}?activity=hiking`),
        },
        {
          title: l('Trail running', 'Course en sentier'),
          mediaObject: {
            ...media('category-trail-running', l('Trail running', 'Course en sentier')),
            seoTitle: l('Trail running', 'Course en sentier'),
          },
          target: link(
            `${gender}-vs-running`,
            l('Trail running', 'Course en sentier'),
            `${c(`${gender}-${rootId}`)}?activity=trail-running`,
          ),
        },
      ],
      hideShopAll: { sm: false, lg: false },
    };
  };

  const menu: ContentBlock[] = [
    genderMenu('womens', l('Women', 'Femmes'), 100200, 'category-fleece'),
    genderMenu('mens', l('Men', 'Hommes'), 100100, 'category-jackets'),
    genderMenu('kids', l('Kids', 'Enfants'), 100300, 'category-hiking-boots'),
    {
      id: id('menu', 'gear'),
      type: 'megaMenuItem',
      name: 'Gear menu',
      title: l('Gear', 'Équipement'),
      target: link('gear-shop-all', l('Shop all gear', 'Tout l’équipement'), c('gear-100400')),
      menuStyle: 'default',
      titleVisibility: 'title',
      columns: [
        {
          id: id('menu', 'gear-col-1'),
          title: l('Packs', 'Sacs'),
          target: link('gear-packs', l('Backpacks', 'Sacs à dos'), c('backpacks-100410')),
          children: [
            {
              id: id('menu', 'gear-col-1-1'),
              title: l('Daypacks', 'Sacs de jour'),
              target: link('gear-daypacks', l('Daypacks', 'Sacs de jour'), `${c('backpacks-100410')}?q=daypack`),
            },
            {
              id: id('menu', 'gear-col-1-2'),
              title: l('Trekking packs', 'Sacs de trekking'),
              target: link(
                'gear-trekking',
                l('Trekking packs', 'Sacs de trekking'),
                `${c('backpacks-100410')}?activity=backpacking`,
              ),
            },
          ],
        },
        {
          id: id('menu', 'gear-col-2'),
          title: 'Camping',
          target: link('gear-camping', l('Tents', 'Tentes'), c('tents-100420')),
          children: [
            {
              id: id('menu', 'gear-col-2-1'),
              title: l('Tents', 'Tentes'),
              target: link('gear-tents', l('Tents', 'Tentes'), c('tents-100420')),
            },
            {
              id: id('menu', 'gear-col-2-2'),
              title: l('Sleeping bags', 'Sacs de couchage'),
              target: link('gear-bags', l('Sleeping bags', 'Sacs de couchage'), c('sleeping-bags-100430')),
            },
          ],
        },
      ],
      menuBanner: {
        id: id('menu', 'gear-banner'),
        type: 'banner',
        variant: 'menu',
        name: 'Menu banner',
        title: l('Tent sale: 15% off', 'Solde de tentes : 15 % de rabais'),
        media: media('trail-fork', l('A fork in a forest trail', 'Un embranchement de sentier en forêt')),
        targets: [link('gear-banner', l('Shop tents', 'Magasiner les tentes'), c('tents-100420'), 'primary')],
      },
      visualSelectors: [],
      hideShopAll: { sm: false, lg: false },
    },
    {
      id: id('menu', 'sale'),
      type: 'megaMenuItem',
      name: 'Sale menu',
      title: l('Sale', 'Soldes'),
      target: link('sale', l('Sale', 'Soldes'), `/${locale}/search?sale=1&sort=discount`),
      menuStyle: 'highlight',
      titleVisibility: 'title',
      columns: [],
      visualSelectors: [],
      hideShopAll: { sm: true, lg: true },
    },
  ];

  const footer: ContentBlock[] = [
    {
      id: id('footer', 'columns'),
      type: 'footerColumns',
      name: 'Footer columns',
      columns: [
        {
          title: l('Help', 'Aide'),
          targets: [
            link('f-help', l('Help centre', 'Centre d’aide'), `/${locale}/help`),
            link('f-contact', l('Contact us', 'Nous joindre'), `/${locale}/help/contact-us`),
            link('f-returns', l('Returns', 'Retours'), `/${locale}/help/returns/how-to-return`),
            link('f-shipping', l('Shipping', 'Livraison'), `/${locale}/policies/shipping-terms`),
          ],
        },
        {
          title: l('Shop', 'Magasiner'),
          targets: [
            link('f-stores', l('Find a store', 'Trouver un magasin'), `/${locale}/store-locator`),
            link('f-gift', l('Gift cards', 'Cartes-cadeaux'), c('gift-cards-100500')),
            link('f-pass', l('XPLR Pass', 'Passe XPLR'), `/${locale}/xplr-pass`),
          ],
        },
        {
          title: l('Terms', 'Conditions'),
          targets: [
            link('f-terms', l('Terms of use', 'Conditions d’utilisation'), `/${locale}/terms/brand`),
            link('f-sale', l('Terms of sale', 'Conditions de vente'), `/${locale}/terms/sale`),
            link('f-loyalty-terms', l('XPLR Pass terms', 'Conditions de la Passe XPLR'), `/${locale}/terms/loyalty`),
            link('f-privacy', l('Privacy notice', 'Confidentialité'), `/${locale}/terms/privacy`),
          ],
        },
        // The demo content catalogue (seedCatalogue), so its pages are a click away from every page.
        { title: l('Inspiration', 'Inspiration'), targets: catalogueLinks(locale, id('link', 'f-inspiration')) },
      ],
    },
    {
      id: id('footer', 'newsletter'),
      type: 'newsletter',
      name: 'Footer newsletter',
      title: l('Trail notes in your inbox', 'Nouvelles du sentier par courriel'),
      subtitle: l(
        'New gear, events and 10% off your first order.',
        'Nouveautés, événements et 10 % de rabais sur votre première commande.',
      ),
      disclaimer: l('You can unsubscribe at any time.', 'Vous pouvez vous désabonner en tout temps.'),
    },
    {
      id: id('footer', 'legal'),
      type: 'richText',
      name: 'Legal',
      richText: {
        html: `<p>© ${seededAt.getUTCFullYear()} Switchback. <a href="/${locale}/terms/privacy">${l('Privacy', 'Confidentialité')}</a> · <a href="/${locale}/terms/brand">${l('Terms', 'Conditions')}</a></p>`,
      },
    },
  ];

  const promoBar = (messages: [string, string][]): ContentBlock => ({
    id: id('fragment', 'promo-bar'),
    type: 'promoBar',
    name: 'Promo bar',
    autorotateTime: 6,
    closable: true,
    messages: messages.map(([html, url], index) => ({
      id: id('promo', String(index + 1)),
      sectionId: 'header',
      clickable: true,
      richText: { html },
      targets: [link(`promo-${index + 1}`, l('Shop now', 'Magasiner'), url)],
      textColor: '#ffffff',
      hoverLinkColor: '#ffd58a',
      background: index === 0 ? '#2f4a3f' : '#b5432c',
    })),
  });

  const popups: ContentBlock[] = [
    {
      id: id('popup', 'newsletter'),
      type: 'popup',
      name: 'Newsletter pop-up',
      variant: 'newsletter',
      delay: 8,
      logo: media('category-jackets', 'Switchback'),
      logoSize: 'sm',
      minimizedTitle: l('Get 10% off', 'Obtenez 10 % de rabais'),
      maximizedTitle: l('Join the trail crew', 'Joignez-vous à l’équipe du sentier'),
      title: l(
        'Sign up for 10% off your first order',
        'Inscrivez-vous et obtenez 10 % de rabais sur votre première commande',
      ),
      disclaimer: l(
        'By signing up you agree to receive marketing e-mails. Unsubscribe at any time.',
        'En vous inscrivant, vous acceptez de recevoir des courriels promotionnels. Désabonnement en tout temps.',
      ),
      targets: [link('popup-signup', l('Sign up', 'S’inscrire'), `/${locale}/sign-up`, 'primary')],
      backgroundColor: '#f3e6d8',
      pages: ['home', 'category'],
    },
    {
      id: id('popup', 'registration'),
      type: 'popup',
      name: 'Account pop-up',
      variant: 'accountRegistration',
      delay: 20,
      minimizedTitle: l('Free returns for members', 'Retours gratuits pour les membres'),
      maximizedTitle: l('Create an account', 'Créer un compte'),
      title: l(
        'Members get free returns and early access',
        'Les membres profitent des retours gratuits et d’un accès anticipé',
      ),
      disclaimer: l('See the loyalty terms.', 'Consultez les conditions du programme de fidélité.'),
      targets: [link('popup-register', l('Create account', 'Créer un compte'), `/${locale}/sign-up`, 'primary')],
      backgroundColor: '#e3ecef',
      pages: ['product'],
    },
  ];

  const help = (slug: string, title: string, html: string): SeedPage => ({
    slug,
    versions: [
      live(
        title,
        [{ id: id(slug.replace(/\//g, '-'), 'body'), type: 'richText', name: title, richText: { html } }],
        title,
      ),
    ],
  });

  return [
    { slug: CONTENT_SLUGS.menu, versions: [live('Main menu', menu)] },
    { slug: CONTENT_SLUGS.footer, versions: [live('Footer', footer)] },
    { slug: CONTENT_SLUGS.popups, versions: [live('Pop-ups', popups)] },
    {
      slug: CONTENT_SLUGS.fragment('promo-bar'),
      versions: [
        live('Promo bar', [
          promoBar([
            [
              l(
                `<p>Free standard shipping on orders over ${FREE_SHIPPING_FROM[locale]}</p>`,
                `<p>Livraison standard gratuite dès ${FREE_SHIPPING_FROM[locale]}</p>`,
              ),
              `/${locale}/promotions`,
            ],
            [
              l('<p>15% off every tent this week</p>', '<p>15 % de rabais sur toutes les tentes cette semaine</p>'),
              c('tents-100420'),
            ],
          ]),
        ]),
        {
          ...live('Promo bar', [
            promoBar([
              [
                l(
                  '<p>Black Friday starts now: up to 40% off</p>',
                  '<p>Le Vendredi fou commence : jusqu’à 40 % de rabais</p>',
                ),
                `/${locale}/promotions`,
              ],
            ]),
          ]),
          publishAt: new Date(seededAt.getTime() + 14 * 86_400_000),
        },
      ],
    },
    {
      slug: CONTENT_SLUGS.fragment('size-guide-note'),
      versions: [
        live('Size guide note', [
          {
            id: id('fragment', 'size-guide'),
            type: 'richText',
            name: 'Size guide note',
            richText: { html: '<p>Between sizes? Size up for layering.</p>' },
          },
        ]),
      ],
    },
    {
      slug: CONTENT_SLUGS.category('100200'),
      versions: [
        live("Women's", [
          {
            id: id('category', '100200-hero'),
            type: 'hero',
            name: "Women's hero",
            title: 'Made for the long way round',
            media: media('autumn-ridgeline-hero', 'A ridge at golden hour'),
            targets: [link('cat-women', 'Shop the collection', c('womens-autumn-ridgeline-100245'), 'primary')],
            linkType: 'CTA',
          },
        ]),
      ],
    },
    {
      slug: CONTENT_SLUGS.category('100100'),
      versions: [
        live("Men's", [
          {
            id: id('category', '100100-hero'),
            type: 'hero',
            name: "Men's hero",
            title: l('Built for the first snow', 'Conçu pour les premières neiges'),
            media: media('first-snow-hero', l('Snowy peaks', 'Sommets enneigés')),
            targets: [
              link('cat-men', l('Shop jackets', 'Magasiner les manteaux'), c('mens-jackets-100110'), 'primary'),
            ],
            linkType: 'CTA',
          },
        ]),
      ],
    },
    {
      slug: CONTENT_SLUGS.search('no-results'),
      versions: [
        live('No results', [
          {
            id: id('search', 'no-results'),
            type: 'richText',
            name: 'No results',
            richText: {
              html: l(
                '<h2>Nothing found</h2><p>Check the spelling or try a broader term like “jacket” or “boots”.</p>',
                '<h2>Aucun résultat</h2><p>Vérifiez l’orthographe ou essayez un terme plus large, comme «\u00a0manteau\u00a0» ou «\u00a0bottes\u00a0».</p>',
              ),
            },
          },
        ]),
      ],
    },
    {
      slug: CONTENT_SLUGS.search('default'),
      versions: [
        live('Search', [
          {
            id: id('search', 'banner'),
            type: 'banner',
            name: 'Search banner',
            title: l('Need a hand choosing?', 'Besoin d’aide pour choisir\u00a0?'),
            // The help page answers sizing and fit (there is no boot finder: the link led to a 404).
            targets: [
              link('search-help', l('Sizing and fit help', 'Aide sur les tailles et l’ajustement'), `/${locale}/help`),
            ],
          },
        ]),
      ],
    },
    {
      slug: CONTENT_SLUGS.product('SBHB10001'),
      versions: [
        live('Talus story', [
          {
            id: id('product', 'talus-story'),
            type: 'accordion',
            name: 'Talus details',
            accordions: [
              {
                title: 'Why hikers love it',
                open: true,
                richText: { html: '<p>Waterproof from day one, with a Vibram outsole that grips wet rock.</p>' },
              },
              { title: 'Care', open: false, richText: { html: '<p>Brush off mud and let dry away from heat.</p>' } },
            ],
          },
        ]),
      ],
    },
    help('help/returns', 'Returns', '<p>Free returns within 60 days. Start a return from your order history.</p>'),
    help(
      'help/shipping',
      'Shipping',
      `<p>Standard delivery in 3–5 business days; free over ${FREE_SHIPPING_FROM[locale]}.</p>`,
    ),
    help('help/contact-us', 'Contact us', '<p>Chat with us 8am–8pm, or write any time.</p>'),
  ];
}
