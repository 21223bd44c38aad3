import accordionCss from '@switchback/content-blocks/blocks/accordion.css?url';
import anchorsCss from '@switchback/content-blocks/blocks/anchors.css?url';
import articleGridCss from '@switchback/content-blocks/blocks/articleGrid.css?url';
import benefitBarCss from '@switchback/content-blocks/blocks/benefitBar.css?url';
import categoryCardCollectionCss from '@switchback/content-blocks/blocks/categoryCardCollection.css?url';
import ctaButtonCollectionCss from '@switchback/content-blocks/blocks/ctaButtonCollection.css?url';
import dialogBlockCss from '@switchback/content-blocks/blocks/dialogBlock.css?url';
import eventSignUpCss from '@switchback/content-blocks/blocks/eventSignUp.css?url';
import heroCss from '@switchback/content-blocks/blocks/hero.css?url';
import iconAndTextCollectionCss from '@switchback/content-blocks/blocks/iconAndTextCollection.css?url';
import inlineCatalogGridCss from '@switchback/content-blocks/blocks/inlineCatalogGrid.css?url';
import linkedCardCss from '@switchback/content-blocks/blocks/linkedCard.css?url';
import multiLinkCardCss from '@switchback/content-blocks/blocks/multiLinkCard.css?url';
import pictureCss from '@switchback/content-blocks/blocks/picture.css?url';
import recommendationsCss from '@switchback/content-blocks/blocks/recommendations.css?url';
import spacerCss from '@switchback/content-blocks/blocks/spacer.css?url';
import ugcGalleryCss from '@switchback/content-blocks/blocks/ugcGallery.css?url';
import upSellCss from '@switchback/content-blocks/blocks/upSell.css?url';
import verticalListCollectionCss from '@switchback/content-blocks/blocks/verticalListCollection.css?url';
import videoCss from '@switchback/content-blocks/blocks/video.css?url';
import { blockRegistry, prepareBlocks, type BlockStylesheetType, type PreparedBlock } from '@switchback/content-blocks';
import { withExplainedProblems } from './explainBlockProblems';

// Each block type's own stylesheet as the build serves it (hashed file under /assets). The map lives on the server
// only: a prepared block carries the addresses it needs (`$stylesheets`), and the document links those of the blocks it draws.
const stylesheets: Readonly<Record<BlockStylesheetType, string>> = {
  accordion: accordionCss,
  anchors: anchorsCss,
  articleGrid: articleGridCss,
  benefitBar: benefitBarCss,
  categoryCardCollection: categoryCardCollectionCss,
  ctaButtonCollection: ctaButtonCollectionCss,
  dialogBlock: dialogBlockCss,
  eventSignUp: eventSignUpCss,
  hero: heroCss,
  iconAndTextCollection: iconAndTextCollectionCss,
  inlineCatalogGrid: inlineCatalogGridCss,
  linkedCard: linkedCardCss,
  multiLinkCard: multiLinkCardCss,
  picture: pictureCss,
  recommendations: recommendationsCss,
  spacer: spacerCss,
  ugcGallery: ugcGalleryCss,
  upSell: upSellCss,
  verticalListCollection: verticalListCollectionCss,
  video: videoCss,
};

/**
 * Prepares CMS blocks for the shop (`prepareBlocks` of content-blocks) and marks each with the stylesheets its type needs,
 * so a page links only the block styles its content uses (root `Layout`, `collectBlockStylesheets`); base.css —
 * rich text, common fields, the site chrome, pop-ups and banners — is in every page's stylesheet. A block that cannot be
 * drawn carries `explainBlock`'s field-by-field explanation (`withExplainedProblems`), which preview mode shows.
 *
 * @example
 * const blocks = prepareShopBlocks(page.blocks); // [{ type: 'hero', $stylesheets: ['/assets/hero-3f2a.css'], … }]
 */
export function prepareShopBlocks(blocks: unknown): PreparedBlock[] {
  return withExplainedProblems(prepareBlocks(blocks, blockRegistry, { stylesheetHref: (type) => stylesheets[type] }));
}
