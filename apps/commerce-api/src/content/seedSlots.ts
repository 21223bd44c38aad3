// Content slots of catalogue pages that the site-wide seed (seedNavigation) does not fill: the tents listing gets
// a banner above its grid and editorial tiles within it, and the tent that listing shows first gets a story below
// its buy box. Stored under the reserved slugs of `CONTENT_SLUGS`, served by `…/category/{siteId}/{categoryId}`
// and `…/product/{siteId}/{productId}` (contentRoutes), drawn by the storefront's page slots (lib/pageSlots.server).
import { mediaLibrary, mediaPath } from '../media/mediaLibrary';
import type { MediaName } from '../media/mediaLibrary';
import type { ContentBlock } from './ContentBlock';
import type { ContentLocale } from './seedCopy';
import { CONTENT_SLUGS } from './seedNavigation';
import type { SeedPage, SeedPageVersion } from './seedPages';

/** The listing whose slots are seeded here (tents) and the product of it that gets a product slot. */
export const SLOTTED_CATEGORY_ID = '100420';
export const SLOTTED_PRODUCT_ID = 'SBTN10002';

const media = (name: MediaName, alt: string) => ({
  url: mediaPath(name),
  alt,
  width: mediaLibrary[name].width,
  height: mediaLibrary[name].height,
});
const live = (title: string, blocks: ContentBlock[]): SeedPageVersion => ({
  title,
  description: '',
  blocks,
  published: true,
  publishAt: null,
});

/**
 * The category and product slot content of one locale. A category document's blocks are drawn above the listing's
 * grid, except an `inlineCatalogGrid`, whose tiles are placed within the grid at their `gridPosition`.
 * @example
 * const pages = seedSlots('en-us'); // [_category/100420, _product/SBTN10002]
 */
export function seedSlots(locale: ContentLocale): SeedPage[] {
  const id = (area: string, key: string) => `${area}-${locale}-${key}`;
  const l = (en: string, fr: string) => (locale === 'fr-ca' ? fr : en);
  const c = (slug: string) => `/${locale}/c/${slug}`;
  const link = (key: string, text: string, url: string, style = 'text-link') => ({
    id: id('link', key),
    text,
    url,
    style: { sm: style },
  });

  const tentsBanner: ContentBlock = {
    id: id('category', `${SLOTTED_CATEGORY_ID}-banner`),
    type: 'banner',
    name: 'Tents — above the grid',
    variant: 'thin',
    title: l('Pitched and checked before it ships', 'Montée et vérifiée avant l’envoi'),
    subtitle: l(
      'Every tent comes with a spare pole section and a repair kit.',
      'Chaque tente est livrée avec une section d’arceau de rechange et une trousse de réparation.',
    ),
    targets: [link('tents-sleeping', l('Add a sleeping bag', 'Ajouter un sac de couchage'), c('sleeping-bags-100430'))],
    promotionTracking: {
      promotionId: 'tents-slot',
      promotionName: 'Tents listing banner',
      creativeName: 'thin-banner',
    },
  };

  const tentsTiles: ContentBlock = {
    id: id('category', `${SLOTTED_CATEGORY_ID}-tiles`),
    type: 'inlineCatalogGrid',
    name: 'Tents — tiles within the grid',
    items: [
      {
        id: id('category', `${SLOTTED_CATEGORY_ID}-tile-guide`),
        type: 'linkedCard',
        name: 'Tent guide tile',
        title: l('Which tent sleeps how many?', 'Quelle tente pour combien de personnes?'),
        subtitle: l('Our guide to floor space, weight and seasons.', 'Notre guide : surface, poids et saisons.'),
        media: media('trail-fork', l('A trail forking below a ridge', 'Un sentier qui bifurque sous une crête')),
        targets: [link('tents-guide', l('Read the guide', 'Lire le guide'), `/${locale}/journal`)],
        gridPosition: 3,
      },
      {
        id: id('category', `${SLOTTED_CATEGORY_ID}-tile-sleep`),
        type: 'linkedCard',
        name: 'Sleep system tile',
        title: l('Complete the sleep system', 'Complétez votre nuit'),
        subtitle: l('Bags rated to the night you will actually have.', 'Des sacs adaptés à la nuit qui vous attend.'),
        media: media(
          'first-snow-hero',
          l('Snowy peaks above a quiet valley', 'Des sommets enneigés au-dessus d’une vallée paisible'),
        ),
        targets: [link('tents-bags', l('Shop sleeping bags', 'Voir les sacs de couchage'), c('sleeping-bags-100430'))],
        gridPosition: 8,
        gridSpan: 2,
      },
    ],
  };

  const tentStory: ContentBlock = {
    id: id('product', `${SLOTTED_PRODUCT_ID}-story`),
    type: 'richText',
    name: 'Cirque 3 — story',
    richText: {
      html: l(
        '<h2>Room for three, and the gear</h2><p>Two doors and two vestibules mean nobody climbs over anybody at 3 a.m. The fly pitches first, so the inside stays dry when you arrive in the rain.</p>',
        '<h2>De la place pour trois, et l’équipement</h2><p>Deux portes et deux vestibules : personne n’enjambe personne à 3 h du matin. Le double toit se monte en premier, l’intérieur reste sec sous la pluie.</p>',
      ),
    },
  };

  return [
    {
      slug: CONTENT_SLUGS.category(SLOTTED_CATEGORY_ID),
      versions: [live(l('Tents', 'Tentes'), [tentsBanner, tentsTiles])],
    },
    { slug: CONTENT_SLUGS.product(SLOTTED_PRODUCT_ID), versions: [live('Cirque 3', [tentStory])] },
  ];
}
