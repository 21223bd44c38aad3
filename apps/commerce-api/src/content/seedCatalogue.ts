// The demo content catalogue: the pages a retailer would show off beside the home page — two campaign landing pages,
// a lookbook and the store events — built so that, with the home page, the journal and the site chrome (menu, footer,
// promo bar, pop-ups), every block type of the content-blocks registry and every variant of it appears on a page a
// shopper can reach. `DEMO_CATALOGUE_PAGES` is the one list of those pages: the home page's "Explore" navigation and
// the footer's "Inspiration" column are made from it, and the end-to-end test walks it from the home page.
import { catalogSeed, ONLINE_LOCATION, productShape } from '../catalog/catalogSeed';
import { productNameIn } from '../catalog/productTexts';
import {
  mediaLibrary,
  mediaPath,
  productImagePath,
  SANDBOX_VIDEO_CLOUD,
  videoPath,
  type MediaName,
} from '../media/mediaLibrary';
import type { BlockMedia, BlockTarget, ContentBlock } from './ContentBlock';
import { JOURNAL_SLUG } from './seedArticles';
import { FREE_SHIPPING_FROM, type ContentLocale } from './seedCopy';
import type { SeedPage, SeedPageVersion } from './seedPages';
import { languageOf } from '../sites/language';

/** A page of the demo catalogue: its slug (`''` is the home page) and its name in each language. */
export interface CataloguePage {
  slug: string;
  label: { en: string; fr: string };
}

/**
 * The pages of the demo content catalogue, in the order the home page lists them. Their slugs are CMS page slugs
 * the storefront serves at `/{locale}/{slug}` (its catch-all CMS route); the home page is the locale itself.
 */
export const DEMO_CATALOGUE_PAGES: readonly CataloguePage[] = [
  { slug: '', label: { en: 'Home', fr: 'Accueil' } },
  {
    slug: 'campaigns/autumn-ridgeline',
    label: { en: 'Autumn Ridgeline collection', fr: 'Collection Autumn Ridgeline' },
  },
  { slug: 'campaigns/trail-running-season', label: { en: 'Trail running season', fr: 'Saison de course en sentier' } },
  { slug: 'lookbook', label: { en: 'Autumn lookbook', fr: 'Lookbook d’automne' } },
  { slug: 'events', label: { en: 'Store events', fr: 'Événements en magasin' } },
  { slug: JOURNAL_SLUG, label: { en: 'Trail journal', fr: 'Journal du sentier' } },
];

/**
 * The storefront path of a catalogue page in a locale.
 * @example
 * cataloguePath('en-us', 'lookbook'); // '/en-us/lookbook'
 */
export function cataloguePath(locale: ContentLocale, slug: string): string {
  return slug === '' ? `/${locale}` : `/${locale}/${slug}`;
}

/**
 * The catalogue's links (home page excluded unless asked), for navigation blocks.
 * @example
 * catalogueLinks('en-us', 'nav').map((link) => link.url); // ['/en-us/campaigns/autumn-ridgeline', …]
 */
export function catalogueLinks(locale: ContentLocale, idPrefix: string, includeHome = false): BlockTarget[] {
  const language = languageOf(locale);
  return DEMO_CATALOGUE_PAGES.filter((page) => includeHome || page.slug !== '').map((page) => ({
    id: `${idPrefix}-${page.slug === '' ? 'home' : page.slug.replace(/\//g, '-')}`,
    text: page.label[language],
    url: cataloguePath(locale, page.slug),
    style: { sm: 'text-link' },
  }));
}

const CURRENCY: Record<ContentLocale, 'USD' | 'CAD' | 'GBP'> = {
  'en-us': 'USD',
  'en-ca': 'CAD',
  'fr-ca': 'CAD',
  'en-gb': 'GBP',
};

/** A catalogue product as content refers to it: link, image, price in the locale's currency and an in-stock sku. */
interface ProductPick {
  id: string;
  sku: string;
  name: string;
  url: string;
  image: string;
  price: number;
  currency: string;
  rating: number;
}

let catalogue: ReturnType<typeof catalogSeed> | undefined;

// Read from the catalogue seed itself (deterministic), so names, prices and skus never drift from the shop.
function pickProducts(locale: ContentLocale, ids: readonly string[]): ProductPick[] {
  catalogue ??= catalogSeed(new Date(0));
  const seed = catalogue;
  const currency = CURRENCY[locale];
  return ids.map((id) => {
    const product = seed.products.find((candidate) => candidate.id === id);
    if (!product) throw new Error(`Catalogue content names product ${id}, which the catalogue does not have`);
    const variants = seed.variants.filter((variant) => variant.productId === id);
    const inStock =
      variants.find((variant) =>
        seed.inventory.some(
          (row) => row.upc === variant.upc && row.locationId === ONLINE_LOCATION && (row.quantity ?? 0) > 0,
        ),
      ) ?? variants[0];
    const price = seed.prices.find((row) => row.productId === id && row.currency === currency);
    if (!inStock || !price) throw new Error(`Product ${id} has no variant or no ${currency} price`);
    return {
      id,
      sku: inStock.upc,
      // The page's language: the fr-ca pages name products in French, as the catalogue answers them there.
      name: productNameIn(product.name, locale),
      url: `/${locale}/p/${product.slug}-${id}`,
      image: productImagePath(productShape(product.productType), inStock.colorHex ?? '#444444', id),
      price: Number(price.current),
      currency,
      rating: Number(product.rating ?? 4),
    };
  });
}

const PAGE_IMAGES: Record<string, { image: MediaName; alt: { en: string; fr: string } }> = {
  'campaigns/autumn-ridgeline': {
    image: 'autumn-ridgeline-hero',
    alt: { en: 'Sunset over layered mountain ridges', fr: 'Coucher de soleil sur des crêtes montagneuses' },
  },
  'campaigns/trail-running-season': {
    image: 'trail-running-hero',
    alt: { en: 'A runner on a ridge path at dusk', fr: 'Une coureuse sur un sentier de crête au crépuscule' },
  },
  lookbook: {
    image: 'lookbook-tall',
    alt: { en: 'Autumn forest below copper-coloured ridges', fr: 'Une forêt d’automne sous des crêtes cuivrées' },
  },
  events: {
    image: 'store-events-hero',
    alt: {
      en: 'Lanterns around a campfire below the ridges',
      fr: 'Des lanternes autour d’un feu de camp sous les crêtes',
    },
  },
  [JOURNAL_SLUG]: {
    image: 'trail-fork',
    alt: { en: 'A signpost where the trail forks', fr: 'Un poteau indicateur à une fourche du sentier' },
  },
};

/**
 * The home page's part of the catalogue, after its hero, audience banners, intro and category cards: the service
 * promises, the tent sale, "Explore the season" (a card for every other catalogue page, from
 * {@link DEMO_CATALOGUE_PAGES}; block id `home-{locale}-explore`), bestsellers, boots by wearer, the members' benefit
 * bar and the community gallery.
 * @example
 * catalogueHomeBlocks('en-us').map((block) => block.type); // ['iconAndTextCollection', 'banner', 'collection', …]
 */
export function catalogueHomeBlocks(locale: ContentLocale): ContentBlock[] {
  const language = languageOf(locale);
  const l = (en: string, french: string) => (language === 'fr' ? french : en);
  const id = (block: string) => `home-${locale}-${block}`;
  const c = (slug: string) => `/${locale}/c/${slug}`;
  const media = (name: MediaName, alt: string): BlockMedia => ({
    url: mediaPath(name),
    alt,
    width: mediaLibrary[name].width,
    height: mediaLibrary[name].height,
  });
  const link = (key: string, text: string, url: string, style = 'text-link'): BlockTarget => ({
    id: `link-${locale}-home-${key}`,
    text,
    url,
    style: { sm: style },
  });
  const currency = CURRENCY[locale];
  const explore = DEMO_CATALOGUE_PAGES.filter((page) => page.slug !== '').map((page): ContentBlock => {
    const art = PAGE_IMAGES[page.slug] ?? PAGE_IMAGES[JOURNAL_SLUG]!;
    const key = page.slug.replace(/\//g, '-');
    return {
      id: id(`explore-${key}`),
      type: 'linkedCard',
      name: `Explore: ${page.label.en}`,
      title: page.label[language],
      media: media(art.image, art.alt[language]),
      targets: [link(`explore-${key}`, l('Take a look', 'Découvrir'), cataloguePath(locale, page.slug))],
    };
  });
  return [
    {
      id: id('promises'),
      type: 'iconAndTextCollection',
      name: 'Home: service promises (icon above text)',
      title: l('Why shop with us', 'Pourquoi magasiner chez nous'),
      variant: 'icon-above-text',
      iconSize: 'medium',
      iconAndText: [
        {
          icon: media('icon-delivery', ''),
          richText: {
            html: l(
              `<p><strong>Free shipping</strong> over ${FREE_SHIPPING_FROM[locale]}</p>`,
              `<p><strong>Livraison gratuite</strong> dès ${FREE_SHIPPING_FROM[locale]}</p>`,
            ),
          },
        },
        {
          icon: media('icon-returns', ''),
          richText: {
            html: l(
              '<p><strong>60-day returns</strong>, worn outdoors or not</p>',
              '<p><strong>Retours sous 60 jours</strong>, portés dehors ou non</p>',
            ),
          },
        },
        {
          icon: media('icon-repair', ''),
          richText: {
            html: l(
              '<p><strong>Free repairs</strong> for two years</p>',
              '<p><strong>Réparations gratuites</strong> pendant deux ans</p>',
            ),
          },
          target: link(
            'promise-repairs',
            l('How repairs work', 'Comment fonctionnent les réparations'),
            `/${locale}/help`,
          ),
        },
        {
          icon: media('icon-leaf', ''),
          richText: {
            html: l(
              '<p><strong>PFC-free</strong> waterproofing on every shell</p>',
              '<p>Imperméabilisation <strong>sans PFC</strong> sur chaque coquille</p>',
            ),
          },
        },
      ],
    },
    {
      id: id('tent-sale'),
      type: 'banner',
      name: 'Home: tent sale (split)',
      variant: 'split',
      splitImageWidth: 60,
      title: l('Tent sale: 15% off', 'Solde de tentes : 15 % de rabais'),
      subtitle: l(
        'Backpacking and family tents, this week only.',
        'Tentes de randonnée et familiales, cette semaine seulement.',
      ),
      media: media(
        'first-snow-hero',
        l('A tent below snow-dusted peaks', 'Une tente sous des sommets saupoudrés de neige'),
      ),
      targets: [link('tent-sale', l('Shop tents', 'Magasiner les tentes'), c('tents-100420'), 'primary')],
      linkType: 'CTA',
      promotionTracking: {
        promotionId: 'tent-sale',
        promotionName: 'Tent sale 15%',
        creativeName: 'home-split-banner',
      },
    },
    {
      id: id('explore'),
      type: 'collection',
      name: 'Home: explore the season',
      title: l('Explore the season', 'Explorer la saison'),
      subtitle: l(
        'Campaigns, looks, events and stories from the trail.',
        'Campagnes, looks, événements et récits du sentier.',
      ),
      items: explore,
      breakpoints: {
        sm: { type: 'carousel', slideWidth: '75%', showIndicators: true, showArrows: true, loop: false },
        md: { type: 'carousel', slideWidth: '40%', showArrows: true, showProgress: true },
        lg: { type: 'grid' },
      },
    },
    {
      id: id('bestsellers'),
      type: 'recommendations',
      name: 'Home: bestsellers (3 cards)',
      title: l('Bestsellers this week', 'Les best-sellers de la semaine'),
      variant: '3-cards',
      showRatings: true,
      addToCartControls: 'cta',
      recommendedProducts: pickProducts(locale, ['SBJK10001', 'SBHB10001', 'SBTN10001']).map((product) => ({
        id: product.id,
        sku: product.sku,
        title: product.name,
        url: product.url,
        image: { src: product.image, alt: product.name },
        rating: { score: product.rating, showScore: true },
        price: product.price,
        currency,
        recToken: `demo-${product.id.toLowerCase()}`,
      })),
    },
    {
      id: id('boots-by-wearer'),
      type: 'multiLinkCard',
      name: 'Home: hiking boots by wearer',
      title: l('Hiking boots', 'Bottes de randonnée'),
      media: media('category-hiking-boots', l('Brown leather hiking boots', 'Des bottes de randonnée en cuir brun')),
      targets: [
        link('boots-women', l('Women’s boots', 'Bottes pour femmes'), c('womens-hiking-boots-100231')),
        link('boots-men', l('Men’s boots', 'Bottes pour hommes'), c('mens-hiking-boots-100131')),
        link('boots-kids', l('Kids’ boots', 'Bottes pour enfants'), c('kids-hiking-boots-100331')),
      ],
      promotionTracking: {
        promotionId: 'boots-by-wearer',
        promotionName: 'Hiking boots',
        creativeName: 'multi-link-card',
      },
    },
    {
      id: id('members'),
      type: 'benefitBar',
      name: 'Home: XPLR Pass benefits',
      title: l(
        'XPLR Pass members earn points on every order and get free returns.',
        'Les membres de la Passe XPLR cumulent des points à chaque commande et profitent des retours gratuits.',
      ),
      subtitle: l('Free to join.', 'Adhésion gratuite.'),
      infoIcon: { url: mediaPath('icon-returns') },
      targets: [
        {
          id: `link-${locale}-home-members-join`,
          url: `/${locale}/xplr-pass`,
          text: l('Join XPLR Pass', 'Adhérer à la Passe XPLR'),
        },
        {
          id: `link-${locale}-home-members-terms`,
          url: `/${locale}/terms/loyalty`,
          text: l('How it works', 'Comment ça marche'),
        },
      ],
      showCloseButton: true,
    },
    {
      id: id('community'),
      type: 'ugcGallery',
      name: 'Home: community photos (community widget)',
      widget: 'community',
      containerId: `ugc-home-${locale}`,
      title: '#OutThereTogether',
      subtitle: l(
        'Tag your trips with #switchbackoutdoors to be featured here.',
        'Identifiez vos sorties avec #switchbackoutdoors pour apparaître ici.',
      ),
    },
  ];
}

/**
 * The catalogue's own pages of one locale (campaigns, lookbook, store events), one published version each.
 * @param seededAt When seeding runs; the events are dated from it so they are always upcoming.
 * @example
 * seedCatalogue('en-us', new Date()).map((page) => page.slug); // ['campaigns/autumn-ridgeline', …]
 */
export function seedCatalogue(locale: ContentLocale, seededAt: Date): SeedPage[] {
  const fr = locale === 'fr-ca';
  const l = (en: string, french: string) => (fr ? french : en);
  const id = (page: string, block: string) => `${page}-${locale}-${block}`;
  const c = (slug: string) => `/${locale}/c/${slug}`;
  const media = (name: MediaName, alt: string): BlockMedia => ({
    url: mediaPath(name),
    alt,
    width: mediaLibrary[name].width,
    height: mediaLibrary[name].height,
  });
  const link = (key: string, text: string, url: string, style = 'text-link'): BlockTarget => ({
    id: `link-${locale}-${key}`,
    text,
    url,
    style: { sm: style },
  });
  const live = (title: string, description: string, blocks: ContentBlock[]): SeedPageVersion => ({
    title,
    description,
    blocks,
    published: true,
    publishAt: null,
  });
  const recommended = (ids: string[]) =>
    pickProducts(locale, ids).map((product) => ({
      id: product.id,
      sku: product.sku,
      title: product.name,
      url: product.url,
      image: { src: product.image, alt: product.name },
      rating: { score: product.rating, showScore: true },
      price: product.price,
      currency: product.currency,
      recToken: `demo-${product.id.toLowerCase()}`,
    }));
  const upSells = (ids: string[]) =>
    pickProducts(locale, ids).map((product) => ({
      id: product.id,
      sku: product.sku,
      name: product.name,
      url: product.url,
      image: { url: product.image, alt: product.name, width: 800, height: 1000 },
      price: product.price,
      currency: product.currency,
      productInventoryState: 'InStock',
    }));
  const card = (
    page: string,
    key: string,
    title: string,
    image: MediaName,
    alt: string,
    url: string,
    extra: Record<string, unknown> = {},
  ): ContentBlock => ({
    id: id(page, `card-${key}`),
    type: 'linkedCard',
    name: title,
    title,
    media: media(image, alt),
    targets: [link(`${page}-card-${key}`, l('Shop now', 'Magasiner'), url)],
    ...extra,
  });
  const day = (offset: number) => new Date(seededAt.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

  // ——— Campaign 1: the Autumn Ridgeline collection (shells, layers, boots). ———
  const ridge = 'autumn-ridgeline';
  const ridgeline: ContentBlock[] = [
    {
      id: id(ridge, 'hero'),
      type: 'hero',
      name: 'Autumn Ridgeline: hero (content below)',
      variant: 'content-below',
      title: l('The Autumn Ridgeline collection', 'La collection Autumn Ridgeline'),
      // Common fields of content-blocks §3: the title with inline markup, drawn instead of the plain one.
      titleHtml: l('The Autumn <em>Ridgeline</em> collection', 'La collection Autumn <em>Ridgeline</em>'),
      subtitle: l(
        'Shells, layers and boots for shorter days and longer trails',
        'Coquilles, couches et bottes pour les jours courts et les longs sentiers',
      ),
      richText: {
        html: l(
          '<p>Every piece is tested on the Skyline Divide before it reaches the shop. Not sure of your size? <a href="#modal-ridgeline-size-guide">Open the size guide</a>.</p>',
          '<p>Chaque pièce est testée sur la Skyline Divide avant d’arriver en magasin. Pas sûr de votre taille? <a href="#modal-ridgeline-size-guide">Ouvrez le guide des tailles</a>.</p>',
        ),
      },
      media: media(
        'autumn-ridgeline-hero',
        l(
          'Sunset over layered mountain ridges and a pine forest',
          'Coucher de soleil sur des crêtes montagneuses et une forêt de pins',
        ),
      ),
      // §3 mediaList: the collection's shell and boots beside the landscape, in one row of images.
      mediaList: [
        media('category-jackets', l('A rust-red Ridgeline shell jacket', 'Une coquille Ridgeline rouille')),
        media(
          'category-hiking-boots',
          l('Brown leather Ridgeline hiking boots', 'Des bottes de randonnée Ridgeline en cuir brun'),
        ),
      ],
      targets: [
        link(
          'ridge-hero-women',
          l("Shop women's", 'Magasiner pour femmes'),
          c('womens-autumn-ridgeline-100245'),
          'primary',
        ),
        link(
          'ridge-hero-men',
          l("Shop men's", 'Magasiner pour hommes'),
          c('mens-autumn-ridgeline-100246'),
          'secondary',
        ),
      ],
      linkType: 'CTA',
      titleH1: true,
      promotionTracking: {
        promotionId: 'autumn-ridgeline',
        promotionName: 'Autumn Ridgeline',
        creativeName: 'campaign-hero',
      },
    },
    {
      id: id(ridge, 'anchors'),
      type: 'anchors',
      name: 'Autumn Ridgeline: more of the campaign',
      title: l('More of the campaign', 'La campagne, en plus'),
      targets: catalogueLinks(locale, id(ridge, 'anchor')).filter((target) => !target.url.endsWith(ridge)),
    },
    {
      id: id(ridge, 'quick-links'),
      type: 'ctaButtonCollection',
      name: 'Autumn Ridgeline: shop by category',
      title: l('Shop the collection', 'Magasiner la collection'),
      highlightButton: true,
      targets: [
        link('ridge-ql-shells', l('Shells', 'Coquilles'), c('mens-jackets-100110'), 'secondary'),
        link('ridge-ql-fleece', l('Fleece', 'Molletons'), c('mens-fleece-and-midlayers-100120'), 'secondary'),
        link('ridge-ql-boots', l('Hiking boots', 'Bottes de randonnée'), c('mens-hiking-boots-100131'), 'secondary'),
        link(
          'ridge-ql-women',
          l("Women's collection", 'Collection femmes'),
          c('womens-autumn-ridgeline-100245'),
          'secondary',
        ),
        link(
          'ridge-ql-men',
          l("Men's collection", 'Collection hommes'),
          c('mens-autumn-ridgeline-100246'),
          'secondary',
        ),
      ],
      // A swipeable row on phones, a row with arrows on tablets (the five buttons are wider than one), wrapped on
      // desktops: each layout of the block on one page.
      breakpoints: {
        sm: { type: 'carousel' },
        md: { type: 'carousel', showArrows: true },
        lg: { type: 'grid' },
      },
    },
    {
      id: id(ridge, 'shells-banner'),
      type: 'banner',
      name: 'Autumn Ridgeline: shells (overlay)',
      variant: 'overlay',
      title: l('Storm-proof, not heavy', 'À l’épreuve des tempêtes, sans le poids'),
      subtitle: l(
        'The Stormline shell weighs 340 g and packs into its own pocket.',
        'La coquille Stormline pèse 340 g et se range dans sa propre poche.',
      ),
      media: media(
        'first-snow-hero',
        l('Snow-dusted peaks under a pale blue sky', 'Des sommets saupoudrés de neige sous un ciel bleu pâle'),
      ),
      targets: [
        link('ridge-shells', l('Shop shells', 'Magasiner les coquilles'), c('mens-jackets-100110?q=rain'), 'primary'),
      ],
      linkType: 'CTA',
      gradientStyle: 'focused',
      promotionTracking: {
        promotionId: 'autumn-ridgeline',
        promotionName: 'Autumn Ridgeline',
        creativeName: 'shells-overlay',
      },
    },
    {
      id: id(ridge, 'film'),
      type: 'video',
      name: 'Autumn Ridgeline: dusk film',
      title: l('Out past sunset', 'Après le coucher du soleil'),
      media: { md: { url: videoPath('trail-loop.webm'), poster: mediaPath('trail-loop-poster') } },
      playerSettings: { autoplay: true, muted: true, loop: true },
      seoTitle: l(
        'A head torch moving along a ridge trail at dusk',
        'Une lampe frontale sur un sentier de crête au crépuscule',
      ),
      seoDescription: l(
        'A six-second loop without sound: ridges drift past as the sun sets and a runner’s head torch follows the trail.',
        'Une boucle de six secondes, sans son : les crêtes défilent au coucher du soleil et la lampe frontale d’une coureuse suit le sentier.',
      ),
      width: 16,
      height: 9,
    },
    {
      id: id(ridge, 'why'),
      type: 'iconAndTextCollection',
      name: 'Autumn Ridgeline: why it lasts (icon left)',
      title: l('Made to last', 'Conçu pour durer'),
      variant: 'icon-left',
      iconSize: 'small',
      iconAndText: [
        {
          icon: media('icon-leaf', ''),
          richText: {
            html: l(
              '<p><strong>PFC-free</strong> waterproofing on every shell</p>',
              '<p>Imperméabilisation <strong>sans PFC</strong> sur chaque coquille</p>',
            ),
          },
        },
        {
          icon: media('icon-repair', ''),
          richText: {
            html: l(
              '<p><strong>Free repairs</strong> for two years</p>',
              '<p><strong>Réparations gratuites</strong> pendant deux ans</p>',
            ),
          },
        },
        {
          icon: media('icon-returns', ''),
          richText: {
            html: l(
              '<p><strong>60-day returns</strong>, worn outdoors or not</p>',
              '<p><strong>Retours sous 60 jours</strong>, portés dehors ou non</p>',
            ),
          },
        },
      ],
    },
    {
      id: id(ridge, 'editorial'),
      type: 'inlineCatalogGrid',
      name: 'Autumn Ridgeline: editorial tiles',
      title: l('Picked by our guides', 'Choisis par nos guides'),
      items: [
        card(
          ridge,
          'boots',
          l('Hiking boots', 'Bottes de randonnée'),
          'category-hiking-boots',
          l('Brown leather hiking boots', 'Des bottes de randonnée en cuir brun'),
          c('mens-hiking-boots-100131'),
        ),
        card(
          ridge,
          'story',
          l('Five ridge walks for golden hour', 'Cinq crêtes pour l’heure dorée'),
          'trail-fork',
          l('A signpost where the trail forks', 'Un poteau indicateur à une fourche du sentier'),
          cataloguePath(locale, `${JOURNAL_SLUG}/ridge-walks-for-autumn`),
          {
            subtitle: l('Short climbs, long views.', 'Des montées courtes, des vues immenses.'),
            gridPosition: 1,
            gridSpan: 2,
          },
        ),
        card(
          ridge,
          'jackets',
          l('Down jackets', 'Manteaux en duvet'),
          'category-jackets',
          l('A rust-red jacket', 'Un manteau rouille'),
          c('mens-jackets-100110?q=down'),
        ),
        card(
          ridge,
          'fleece',
          l('Fleece', 'Molletons'),
          'category-fleece',
          l('A green fleece jacket', 'Un manteau en molleton vert'),
          c('mens-fleece-and-midlayers-100120'),
        ),
      ],
    },
    {
      id: id(ridge, 'picks'),
      type: 'recommendations',
      name: 'Autumn Ridgeline: picks (5 cards)',
      title: l('The collection’s bestsellers', 'Les best-sellers de la collection'),
      variant: '5-cards',
      showRatings: true,
      recommendedProducts: recommended(['SBJK10004', 'SBJK10005', 'SBFL10001', 'SBFL10002', 'SBHB10001', 'SBHB10002']),
    },
    {
      id: id(ridge, 'boots-banner'),
      type: 'banner',
      name: 'Autumn Ridgeline: boots (below image)',
      variant: 'below-image',
      title: l('Waterproof from day one', 'Imperméables dès le premier jour'),
      richText: {
        html: l(
          '<p>The Talus Mid needs no breaking in, and its Vibram outsole grips wet rock.</p>',
          '<p>La Talus Mid n’a pas besoin d’être assouplie, et sa semelle Vibram adhère à la roche mouillée.</p>',
        ),
      },
      media: media(
        'promotions-hero',
        l('Autumn leaves blowing over a forest ridge', 'Des feuilles d’automne au vent sur une crête boisée'),
      ),
      targets: [
        link(
          'ridge-boots',
          l('Shop the Talus Mid', 'Magasiner la Talus Mid'),
          pickProducts(locale, ['SBHB10001'])[0]!.url,
          'primary',
        ),
      ],
      linkType: 'CTA',
    },
    {
      id: id(ridge, 'size-guide'),
      type: 'dialogBlock',
      name: 'Autumn Ridgeline: size guide (media top)',
      modalId: 'modal-ridgeline-size-guide',
      title: l('Ridgeline size guide', 'Guide des tailles Ridgeline'),
      subtitle: l('Measure over a base layer, arms relaxed.', 'Mesurez par-dessus une couche de base, bras détendus.'),
      triggerText: l('Open the size guide', 'Ouvrir le guide des tailles'),
      richText: {
        html: l(
          '<p><strong>Chest:</strong> around the fullest part, under the arms.</p><p>Between two sizes? Take the larger if you layer a fleece underneath.</p>',
          '<p><strong>Poitrine :</strong> autour de la partie la plus large, sous les bras.</p><p>Entre deux tailles? Prenez la plus grande si vous portez un molleton dessous.</p>',
        ),
      },
      media: media(
        'category-jackets',
        l('Where to measure chest and sleeve on a jacket', 'Où mesurer la poitrine et la manche d’un manteau'),
      ),
      mediaPosition: 'top',
    },
    {
      id: id(ridge, 'faq'),
      type: 'accordion',
      name: 'Autumn Ridgeline: questions',
      title: l('Good to know', 'Bon à savoir'),
      accordions: [
        {
          title: l('How waterproof is a Ridgeline shell?', 'À quel point une coquille Ridgeline est-elle imperméable?'),
          open: true,
          richText: {
            html: l(
              '<p>20,000 mm hydrostatic head, fully taped seams.</p>',
              '<p>Colonne d’eau de 20 000 mm, coutures entièrement scellées.</p>',
            ),
          },
        },
        {
          title: l('Can I return worn gear?', 'Puis-je retourner un article porté?'),
          richText: {
            html: l(
              '<p>Yes: within 60 days, worn outdoors or not.</p>',
              '<p>Oui : dans les 60 jours, porté dehors ou non.</p>',
            ),
          },
        },
      ],
      bottomDivider: true,
    },
  ];

  // ——— Campaign 2: trail running season. ———
  const run = 'trail-running-season';
  const trailRunning: ContentBlock[] = [
    {
      id: id(run, 'hero'),
      type: 'hero',
      name: 'Trail running season: hero (product overlay)',
      variant: 'product-overlay',
      title: l('Trail running season', 'La saison de course en sentier'),
      subtitle: l('Light, grippy and ready for the first frost', 'Légères, adhérentes et prêtes pour le premier gel'),
      media: media(
        'trail-running-hero',
        l('A runner on a ridge path at dusk', 'Une coureuse sur un sentier de crête au crépuscule'),
      ),
      overlayPicture: media(
        'category-trail-running',
        l('A blue trail running shoe with an orange sole', 'Une chaussure de course en sentier bleue à semelle orange'),
      ),
      targets: [
        link(
          'run-hero',
          l('Shop trail shoes', 'Magasiner les chaussures de sentier'),
          c('mens-trail-running-shoes-100132'),
          'primary',
        ),
      ],
      linkType: 'CTA',
      gradientStyle: 'full',
      titleH1: true,
      promotionTracking: {
        promotionId: 'trail-running-season',
        promotionName: 'Trail running season',
        creativeName: 'campaign-hero',
      },
    },
    {
      id: id(run, 'headline-test'),
      type: 'experience',
      name: 'Trail running season: headline test (exp_trail-season-headline)',
      experienceId: 'exp_trail-season-headline',
      baselines: [
        {
          targets: [
            {
              id: id(run, 'intro'),
              type: 'richText',
              name: 'Trail running season: intro',
              richText: {
                html: l(
                  '<p>Our shoe fitters have run every model in this season’s range. Here is what they would pick for mud, rock and race day.</p>',
                  '<p>Nos conseillers ont couru avec chaque modèle de la saison. Voici ce qu’ils choisiraient pour la boue, la roche et le jour de course.</p>',
                ),
              },
            },
          ],
        },
      ],
      variants: [
        {
          name: 'Race-day angle',
          variantId: 'race-day',
          targets: [
            {
              id: id(run, 'intro-race-day'),
              type: 'richText',
              name: 'Trail running season: intro (race day)',
              richText: {
                html: l(
                  '<p>Race day in six weeks? Start with the shoes, then the vest.</p>',
                  '<p>Une course dans six semaines? Commencez par les chaussures, puis la veste.</p>',
                ),
              },
            },
          ],
        },
      ],
    },
    {
      id: id(run, 'terrain'),
      type: 'verticalListCollection',
      name: 'Trail running season: shop by terrain',
      title: l('Shop by terrain', 'Magasiner par terrain'),
      items: [
        {
          id: id(run, 'terrain-mud'),
          title: l('Mud and soft ground', 'Boue et sol mou'),
          subtitle: l('Deep lugs that shed mud', 'Des crampons profonds qui évacuent la boue'),
          url: c('mens-trail-running-shoes-100132?q=mud'),
          media: media(
            'category-trail-running',
            l('A trail shoe with deep lugs', 'Une chaussure de sentier à crampons profonds'),
          ),
        },
        {
          id: id(run, 'terrain-rock'),
          title: l('Rock and scree', 'Roche et éboulis'),
          subtitle: l('Rock plates and sticky rubber', 'Plaques anti-roches et gomme collante'),
          url: c('mens-trail-running-shoes-100132?q=rock'),
          media: media('trail-fork', l('A rocky fork in the trail', 'Une fourche rocheuse du sentier')),
        },
        {
          id: id(run, 'terrain-snow'),
          title: l('Frost and snow', 'Gel et neige'),
          subtitle: l('Waterproof uppers for cold mornings', 'Tiges imperméables pour les matins froids'),
          url: c('mens-trail-running-shoes-100132?activity=snow'),
          media: media('first-snow-hero', l('Snow on the high trail', 'De la neige sur le sentier d’altitude')),
        },
      ],
    },
    {
      id: id(run, 'race-banner'),
      type: 'banner',
      name: 'Trail running season: race day (hero banner)',
      variant: 'hero',
      title: l('Race-day ready', 'Prêts pour la course'),
      subtitle: l(
        'Vests, soft flasks and layers that pack to nothing.',
        'Vestes, flasques souples et couches qui ne prennent aucune place.',
      ),
      media: media(
        'trail-fork',
        l('A signposted fork in a forest trail', 'Une fourche balisée dans un sentier forestier'),
      ),
      targets: [
        link(
          'run-race',
          l('Shop running vests', 'Magasiner les vestes de course'),
          c('backpacks-100410?q=vest'),
          'primary',
        ),
      ],
      linkType: 'CTA',
      gradientStyle: 'full',
    },
    {
      id: id(run, 'kit'),
      type: 'upSell',
      name: 'Trail running season: race-day kit (carousel)',
      title: l('Race-day kit', 'L’équipement du jour de course'),
      variant: 'carousel',
      items: upSells(['SBBP10006', 'SBAC10001', 'SBAC10004', 'SBFL10007']),
    },
    {
      id: id(run, 'standard-banner'),
      type: 'banner',
      name: 'Trail running season: club runs (standard)',
      variant: 'standard',
      title: l('Run with the club', 'Courez avec le club'),
      subtitle: l(
        'Free guided trail runs from our stores every Saturday.',
        'Des sorties guidées gratuites depuis nos magasins chaque samedi.',
      ),
      media: media(
        'store-events-hero',
        l('Lanterns around a campfire below the ridges', 'Des lanternes autour d’un feu de camp sous les crêtes'),
      ),
      targets: [
        link('run-club', l('See store events', 'Voir les événements'), cataloguePath(locale, 'events'), 'primary'),
      ],
      linkType: 'CTA',
    },
    {
      id: id(run, 'tips'),
      type: 'iconAndTextCollection',
      name: 'Trail running season: fitting tips (one column)',
      title: l('Fitting tips from our shoe fitters', 'Les conseils de nos conseillers chaussures'),
      variant: 'one-column',
      iconSize: 'large',
      iconAndText: [
        {
          icon: media('icon-pin', ''),
          richText: {
            html: l(
              '<p>Try shoes on in the afternoon, when feet are at their largest.</p>',
              '<p>Essayez les chaussures l’après-midi, quand les pieds sont le plus gonflés.</p>',
            ),
          },
        },
        {
          icon: media('icon-calendar', ''),
          richText: {
            html: l(
              '<p>Replace trail shoes every 700 to 900 km.</p>',
              '<p>Remplacez vos chaussures de sentier tous les 700 à 900 km.</p>',
            ),
          },
        },
      ],
    },
    {
      id: id(run, 'checklist'),
      type: 'dialogBlock',
      name: 'Trail running season: race checklist (media in body)',
      modalId: 'modal-race-checklist',
      title: l('Race-day checklist', 'La liste du jour de course'),
      triggerText: l('Read the race-day checklist', 'Lire la liste du jour de course'),
      richText: {
        html: l(
          '<ul><li>Shoes worn in for at least 50 km</li><li>Soft flasks, filled</li><li>Waterproof jacket with taped seams</li></ul>',
          '<ul><li>Chaussures rodées sur au moins 50 km</li><li>Flasques souples, remplies</li><li>Manteau imperméable à coutures scellées</li></ul>',
        ),
      },
      media: media(
        'category-trail-running',
        l('A blue trail running shoe', 'Une chaussure de course en sentier bleue'),
      ),
      mediaPosition: 'body',
      targets: [
        link(
          'run-checklist-shop',
          l('Shop trail shoes', 'Magasiner les chaussures de sentier'),
          c('mens-trail-running-shoes-100132'),
          'secondary',
        ),
      ],
    },
    { id: id(run, 'spacer'), type: 'spacer', name: 'Spacer', bottomMargins: { sm: 24, lg: 48 } },
    {
      id: id(run, 'also'),
      type: 'recommendations',
      name: 'Trail running season: shoes (6 cards)',
      title: l('Shoes for every trail', 'Des chaussures pour chaque sentier'),
      variant: '6-cards',
      showRatings: true,
      recommendedProducts: recommended(['SBTR10001', 'SBTR10002', 'SBTR10003', 'SBTR10004', 'SBTR10005', 'SBTR10006']),
    },
  ];

  // ——— The lookbook: looks to shop. ———
  const look = 'lookbook';
  const lookbook: ContentBlock[] = [
    {
      id: id(look, 'opening'),
      type: 'picture',
      name: 'Lookbook: opening picture',
      media: {
        sm: media(
          'lookbook-tall',
          l('Autumn forest below copper-coloured ridges', 'Une forêt d’automne sous des crêtes cuivrées'),
        ),
        lg: media(
          'lookbook-wide',
          l('Falling leaves over snow-capped ridges', 'Des feuilles qui tombent sur des crêtes enneigées'),
        ),
      },
      mediaTarget: { id: id(look, 'opening-link'), url: c('womens-autumn-ridgeline-100245') },
      captionText: l(
        'Autumn lookbook: four looks for the trail and the town.',
        'Lookbook d’automne : quatre looks pour le sentier et la ville.',
      ),
    },
    {
      id: id(look, 'looks'),
      type: 'collection',
      name: 'Lookbook: the looks',
      title: l('The looks', 'Les looks'),
      subtitle: l('Tap a look to shop it.', 'Touchez un look pour le magasiner.'),
      textLink: link(
        'look-all',
        l('Shop the whole collection', 'Magasiner toute la collection'),
        c('womens-autumn-ridgeline-100245'),
      ),
      items: [
        card(
          look,
          'ridge-day',
          l('Ridge day', 'Journée sur la crête'),
          'category-jackets',
          l('A rust-red shell jacket', 'Une coquille rouille'),
          c('womens-jackets-100210'),
        ),
        card(
          look,
          'camp-evening',
          l('Camp evening', 'Soirée au camp'),
          'category-fleece',
          l('A green fleece jacket', 'Un manteau en molleton vert'),
          c('womens-fleece-and-midlayers-100220'),
        ),
        card(
          look,
          'first-frost',
          l('First frost', 'Premier gel'),
          'category-hiking-boots',
          l('Brown leather hiking boots', 'Des bottes de randonnée en cuir brun'),
          c('womens-hiking-boots-100231'),
        ),
        card(
          look,
          'fast-and-light',
          l('Fast and light', 'Rapide et léger'),
          'category-trail-running',
          l('A blue trail running shoe', 'Une chaussure de course en sentier bleue'),
          c('womens-trail-running-shoes-100232'),
        ),
      ],
      breakpoints: {
        sm: { type: 'carousel', slideWidth: '75%', showIndicators: true, showArrows: true, loop: false },
        md: { type: 'carousel', slideWidth: '40%', showArrows: true, showProgress: true },
        lg: { type: 'grid' },
      },
    },
    {
      id: id(look, 'ridge-day-links'),
      type: 'multiLinkCard',
      name: 'Lookbook: ridge day, piece by piece',
      title: l('Ridge day, piece by piece', 'Journée sur la crête, pièce par pièce'),
      media: media(
        'autumn-ridgeline-hero',
        l('Sunset over layered mountain ridges', 'Coucher de soleil sur des crêtes montagneuses'),
      ),
      targets: [
        link('look-shell', l('Rain shells', 'Imperméables'), c('womens-jackets-100210?q=rain')),
        link(
          'look-midlayer',
          l('Merino midlayers', 'Couches intermédiaires en mérinos'),
          c('womens-fleece-and-midlayers-100220?q=merino'),
        ),
        link('look-boots', l('Hiking boots', 'Bottes de randonnée'), c('womens-hiking-boots-100231')),
        link('look-pack', l('Daypacks', 'Sacs de jour'), c('backpacks-100410?q=daypack')),
      ],
    },
    {
      id: id(look, 'ridge-day-details'),
      type: 'dialogBlock',
      name: 'Lookbook: ridge day details (media left, normal)',
      modalId: 'modal-look-ridge-day',
      title: l('Ridge day: what she is wearing', 'Journée sur la crête : ce qu’elle porte'),
      triggerText: l('See what’s in the ridge day look', 'Voir le look journée sur la crête'),
      richText: {
        html: l(
          '<p>The Stormline shell over an Ascent merino midlayer, with the Talus Mid boots.</p>',
          '<p>La coquille Stormline sur une couche intermédiaire Ascent en mérinos, avec les bottes Talus Mid.</p>',
        ),
      },
      media: media('category-jackets', l('A rust-red shell jacket', 'Une coquille rouille')),
      mediaPosition: 'left-normal',
    },
    {
      id: id(look, 'ridge-day-kit'),
      type: 'upSell',
      name: 'Lookbook: ridge day kit (cards)',
      title: l('Shop the ridge day look', 'Magasiner le look journée sur la crête'),
      variant: 'cards',
      items: upSells(['SBJK10005', 'SBFL10008', 'SBHB10002']),
    },
    {
      id: id(look, 'camp-evening-details'),
      type: 'dialogBlock',
      name: 'Lookbook: camp evening details (media left, large)',
      modalId: 'modal-look-camp-evening',
      title: l('Camp evening: layers for the campfire', 'Soirée au camp : des couches pour le feu de camp'),
      triggerText: l('See what’s in the camp evening look', 'Voir le look soirée au camp'),
      richText: {
        html: l(
          '<p>A Highpoint fleece, a Ridge beanie and a down jacket for when the sun has gone.</p>',
          '<p>Un molleton Highpoint, une tuque Ridge et un manteau en duvet pour après le coucher du soleil.</p>',
        ),
      },
      media: media('category-fleece', l('A green fleece jacket', 'Un manteau en molleton vert')),
      mediaPosition: 'left-large',
    },
    {
      id: id(look, 'camp-evening-kit'),
      type: 'upSell',
      name: 'Lookbook: camp evening add-ons (checkbox)',
      title: l('Add to the camp evening look', 'Compléter le look soirée au camp'),
      variant: 'checkbox',
      items: upSells(['SBFL10002', 'SBAC10002', 'SBJK10002']),
    },
    {
      id: id(look, 'first-frost-kit'),
      type: 'upSell',
      name: 'Lookbook: first frost (add buttons)',
      title: l('First frost essentials', 'L’essentiel du premier gel'),
      variant: 'cta',
      items: upSells(['SBAC10005', 'SBHB10002']),
    },
    {
      id: id(look, 'worn-by-you'),
      type: 'ugcGallery',
      name: 'Lookbook: worn by you (product widget)',
      widget: 'product',
      containerId: `ugc-lookbook-${locale}`,
      filter: 'approved',
      title: l('Worn by you', 'Portés par vous'),
    },
  ];

  // ——— Store events: sign-ups, a prompt to create an account, what to bring. ———
  const events = 'events';
  const storeEvents: ContentBlock[] = [
    {
      id: id(events, 'hero'),
      type: 'hero',
      name: 'Store events: hero',
      variant: 'standard',
      title: l('Store events', 'Événements en magasin'),
      subtitle: l(
        'Guided runs, repair nights and gear talks: free, in every store.',
        'Sorties guidées, soirées réparation et conférences : gratuit, dans chaque magasin.',
      ),
      // §3 subtitleHtml: the same words with inline markup, drawn instead of the plain subtitle.
      subtitleHtml: l(
        'Guided runs, repair nights and gear talks: <strong>free</strong>, in every store.',
        'Sorties guidées, soirées réparation et conférences : <strong>gratuit</strong>, dans chaque magasin.',
      ),
      media: media(
        'store-events-hero',
        l('Lanterns around a campfire below the ridges', 'Des lanternes autour d’un feu de camp sous les crêtes'),
      ),
      targets: [
        link('events-stores', l('Find your store', 'Trouver votre magasin'), `/${locale}/store-locator`, 'primary'),
      ],
      linkType: 'CTA',
      gradientStyle: 'focused',
      // §3 gradientBreakpoints: the full gradient on phones, none on tablets (the text sits below the photo there),
      // the focused one on desktops.
      gradientBreakpoints: { sm: 'full', md: 'off', lg: 'focused' },
      titleH1: true,
    },
    {
      id: id(events, 'nav'),
      type: 'secondaryNav',
      name: 'Store events: more to explore',
      title: l('Also from our stores', 'Aussi en magasin'),
      alignment: 'left',
      divider: true,
      targets: [
        link('events-nav-stores', l('Store locator', 'Localisateur de magasins'), `/${locale}/store-locator`),
        link('events-nav-repairs', l('Repairs', 'Réparations'), `/${locale}/help`),
        link('events-nav-journal', l('Trail journal', 'Journal du sentier'), cataloguePath(locale, JOURNAL_SLUG)),
      ],
    },
    {
      id: id(events, 'trail-day'),
      type: 'eventSignUp',
      name: 'Store events: guided trail weekend',
      eventId: `trail-weekend-${day(12)}`,
      title: l('Guided trail weekend', 'Fin de semaine guidée en sentier'),
      startDate: day(12),
      endDate: day(13),
      enablePlusOne: true,
      richText: {
        html: l(
          '<p>Two days of guided runs from the store, 10 and 21 km. Shoes to test on the trail.</p>',
          '<p>Deux jours de sorties guidées depuis le magasin, 10 et 21 km. Des chaussures à essayer sur le sentier.</p>',
        ),
      },
      submitCtaLabel: l('Join the weekend', 'Participer'),
      confirmationTitle: l('You’re on the list', 'Vous êtes inscrit'),
      confirmationSubtitle: l(
        'We will e-mail the meeting point a week before.',
        'Nous vous enverrons le point de rencontre une semaine avant.',
      ),
      triggerLabel: l('Sign up for the trail weekend', 'S’inscrire à la fin de semaine'),
    },
    {
      // The hosted player (content-blocks §4): the sandbox's asset (commerce-api GET /media/hosted/…) with captions in
      // both languages (the page's first), chapters the player turns into buttons, and a transcript link.
      id: id(events, 'night-film'),
      type: 'video',
      name: 'Store events: the trail after sunset (hosted film)',
      title: l(
        'Before the weekend: the trail after sunset',
        'Avant la fin de semaine : le sentier après le coucher du soleil',
      ),
      cloudinaryAsset: { cloudName: SANDBOX_VIDEO_CLOUD, publicId: 'trail-loop' },
      // The poster, and the same film as a plain video wherever the hosted player is off (HOSTED_VIDEO_PLAYER=off,
      // the preview tool).
      media: { md: { url: videoPath('trail-loop.webm'), poster: mediaPath('trail-loop-poster') } },
      tracks: [
        ...(fr
          ? [
              { src: videoPath('trail-loop.captions.fr.vtt'), label: 'Français', srclang: 'fr', kind: 'captions' },
              { src: videoPath('trail-loop.captions.en.vtt'), label: 'English', srclang: 'en', kind: 'subtitles' },
            ]
          : [
              { src: videoPath('trail-loop.captions.en.vtt'), label: 'English', srclang: 'en', kind: 'captions' },
              { src: videoPath('trail-loop.captions.fr.vtt'), label: 'Français', srclang: 'fr', kind: 'subtitles' },
            ]),
        {
          src: videoPath(fr ? 'trail-loop.chapters.fr.vtt' : 'trail-loop.chapters.en.vtt'),
          label: l('Chapters', 'Chapitres'),
          srclang: l('en', 'fr'),
          kind: 'chapters',
        },
        {
          src: videoPath(fr ? 'trail-loop.transcript.fr.txt' : 'trail-loop.transcript.en.txt'),
          label: l('English', 'français'),
          srclang: l('en', 'fr'),
          kind: 'transcript',
        },
      ],
      seoTitle: l(
        'What the ridge trail looks like after sunset: a head torch at dusk',
        'Le sentier de crête après le coucher du soleil : une lampe frontale au crépuscule',
      ),
      seoDescription: l(
        'Six seconds without sound, in three chapters: the sun sinks behind the ridges and a head torch follows the trail. Pack one if your run ends after dark.',
        'Six secondes sans son, en trois chapitres : le soleil descend derrière les crêtes et une lampe frontale suit le sentier. Apportez-en une si votre sortie finit à la nuit tombée.',
      ),
      width: 16,
      height: 9,
    },
    {
      id: id(events, 'repair-night'),
      type: 'eventSignUp',
      name: 'Store events: repair night',
      eventId: `repair-night-${day(5)}`,
      title: l(
        'Repair night: zips, seams and proofing',
        'Soirée réparation : fermetures, coutures et imperméabilisation',
      ),
      startDate: day(5),
      richText: {
        html: l(
          '<p>Bring a jacket that needs some love; our repair team shows you how.</p>',
          '<p>Apportez un manteau qui a besoin d’attention; notre équipe de réparation vous montre comment faire.</p>',
        ),
      },
      triggerLabel: l('Sign up for repair night', 'S’inscrire à la soirée réparation'),
    },
    {
      id: id(events, 'repair-station'),
      type: 'banner',
      name: 'Store events: repair station (split, media right)',
      variant: 'split',
      mediaPosition: 'right',
      splitImageWidth: 40,
      title: l('A repair station in every store', 'Un poste de réparation dans chaque magasin'),
      subtitle: l(
        'Zips, buckles and seams fixed while you browse, free for two years.',
        'Fermetures, boucles et coutures réparées pendant que vous magasinez, gratuitement pendant deux ans.',
      ),
      media: media(
        'category-jackets',
        l('A rust-red jacket ready for repair', 'Un manteau rouille prêt à être réparé'),
      ),
      targets: [
        link(
          'events-repairs',
          l('How repairs work', 'Comment fonctionnent les réparations'),
          `/${locale}/help`,
          'secondary',
        ),
      ],
      linkType: 'CTA',
    },
    {
      id: id(events, 'bring'),
      type: 'accordion',
      name: 'Store events: what to bring',
      title: l('What to bring', 'Quoi apporter'),
      accordions: [
        {
          title: l('Guided runs', 'Sorties guidées'),
          richText: {
            html: l(
              '<p>Running shoes, water and a layer for the way back.</p>',
              '<p>Chaussures de course, eau et une couche pour le retour.</p>',
            ),
          },
        },
        {
          title: l('Repair night', 'Soirée réparation'),
          richText: {
            html: l(
              '<p>Clean gear, please: we repair, we do not wash.</p>',
              '<p>Du matériel propre, s’il vous plaît : nous réparons, nous ne lavons pas.</p>',
            ),
          },
        },
      ],
    },
    {
      id: id(events, 'members'),
      type: 'popup',
      name: 'Store events: members get first places',
      variant: 'accountRegistration',
      delay: 3,
      logo: media('switchback-logo', 'Switchback'),
      logoSize: 'sm',
      minimizedTitle: l('Members book first', 'Les membres réservent en premier'),
      maximizedTitle: l('Create an account', 'Créer un compte'),
      title: l('Members get first pick of event places', 'Les membres ont la priorité pour les places aux événements'),
      disclaimer: l('Free to join. See the loyalty terms.', 'Adhésion gratuite. Voir les conditions du programme.'),
      targets: [link('events-register', l('Create account', 'Créer un compte'), `/${locale}/sign-up`, 'primary')],
      backgroundColor: '#e3ecef',
    },
    {
      id: id(events, 'news'),
      type: 'newsletter',
      name: 'Store events: event news',
      title: l('Hear about events first', 'Soyez les premiers informés'),
      subtitle: l(
        'One e-mail a month with the events near you.',
        'Un courriel par mois avec les événements près de chez vous.',
      ),
      campaignName: 'store-events',
    },
  ];

  const pages: [string, string, string, ContentBlock[]][] = [
    [
      `campaigns/${ridge}`,
      l('The Autumn Ridgeline collection', 'La collection Autumn Ridgeline'),
      l(
        'Shells, layers and boots for the autumn trail season.',
        'Coquilles, couches et bottes pour la saison d’automne.',
      ),
      ridgeline,
    ],
    [
      `campaigns/${run}`,
      l('Trail running season', 'La saison de course en sentier'),
      l(
        'Trail shoes and race-day kit, picked by our shoe fitters.',
        'Chaussures de sentier et équipement de course, choisis par nos conseillers.',
      ),
      trailRunning,
    ],
    [
      look,
      l('Autumn lookbook', 'Lookbook d’automne'),
      l(
        'Four looks for the trail and the town, ready to shop.',
        'Quatre looks pour le sentier et la ville, prêts à magasiner.',
      ),
      lookbook,
    ],
    [
      events,
      l('Store events', 'Événements en magasin'),
      l(
        'Guided runs, repair nights and gear talks in our stores.',
        'Sorties guidées, soirées réparation et conférences dans nos magasins.',
      ),
      storeEvents,
    ],
  ];
  return pages.map(([slug, title, description, blocks]) => ({ slug, versions: [live(title, description, blocks)] }));
}
