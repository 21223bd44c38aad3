import type { ComponentType } from 'react';
import type * as z from 'zod/mini';
import { Accordion } from './Accordion';
import { Anchors } from './Anchors';
import { anchorsBlockSchema } from './anchorsBlockSchema';
import { ArticleGrid } from './ArticleGrid';
import { articleGridBlockSchema } from './articleGridBlockSchema';
import { Banner } from './Banner';
import { BenefitBar } from './BenefitBar';
import { benefitBarBlockSchema } from './benefitBarBlockSchema';
import { bannerBlockSchema } from './bannerBlockSchema';
import { accordionBlockSchema } from './accordionBlockSchema';
import { CategoryCardCollection } from './CategoryCardCollection';
import { Collection } from './Collection';
import { collectionBlockSchema } from './collectionBlockSchema';
import { categoryCardCollectionBlockSchema } from './categoryCardCollectionBlockSchema';
import { CtaButtonCollection } from './CtaButtonCollection';
import { DialogBlock } from './DialogBlock';
import { dialogBlockSchema } from './dialogBlockSchema';
import { ctaButtonCollectionBlockSchema } from './ctaButtonCollectionBlockSchema';
import { EventSignup } from './EventSignup';
import { eventSignupBlockSchema } from './eventSignupBlockSchema';
import { Experience } from './Experience';
import { experienceBlockSchema } from './experienceBlockSchema';
import { Hero } from './Hero';
import { IconAndTextCollection } from './IconAndTextCollection';
import { FooterColumns } from './FooterColumns';
import { footerColumnsBlockSchema } from './footerColumnsBlockSchema';
import { InlineCatalogGrid } from './InlineCatalogGrid';
import { inlineCatalogGridBlockSchema } from './inlineCatalogGridBlockSchema';
import { iconAndTextCollectionBlockSchema } from './iconAndTextCollectionBlockSchema';
import { MultiLinkCard } from './MultiLinkCard';
import { Newsletter } from './Newsletter';
import { newsletterBlockSchema } from './newsletterBlockSchema';
import { multiLinkCardBlockSchema } from './multiLinkCardBlockSchema';
import { Picture } from './Picture';
import { pictureBlockSchema } from './pictureBlockSchema';
import { heroBlockSchema } from './heroBlockSchema';
import { LinkedCard } from './LinkedCard';
import { MegaMenuItemBlock } from './MegaMenuItemBlock';
import { megaMenuItemBlockSchema } from './megaMenuItemBlockSchema';
import { linkedCardBlockSchema } from './linkedCardBlockSchema';
import { Popup } from './Popup';
import { popupBlockSchema } from './popupBlockSchema';
import { PromoBar } from './PromoBar';
import { Recommendations } from './Recommendations';
import { recommendationsBlockSchema } from './recommendationsBlockSchema';
import { promoBarBlockSchema } from './promoBarBlockSchema';
import { RichText } from './RichText';
import { SecondaryNav } from './SecondaryNav';
import { secondaryNavBlockSchema } from './secondaryNavBlockSchema';
import { Segmentation } from './Segmentation';
import { segmentationBlockSchema } from './segmentationBlockSchema';
import { richTextBlockSchema } from './richTextBlockSchema';
import { Spacer } from './Spacer';
import { UpSell } from './UpSell';
import { upSellBlockSchema } from './upSellBlockSchema';
import { UgcGallery } from './UgcGallery';
import { ugcGalleryBlockSchema } from './ugcGalleryBlockSchema';
import { VerticalListCollection } from './VerticalListCollection';
import { verticalListCollectionBlockSchema } from './verticalListCollectionBlockSchema';
import { Video } from './Video';
import { videoBlockSchema } from './videoBlockSchema';
import { spacerBlockSchema } from './spacerBlockSchema';

/** What the renderer passes to every block component besides the block's own fields. */
export interface BlockRenderProps {
  /** The block is the first on the page (its media is the likely largest paint). */
  priority?: boolean | undefined;
  /** Preview mode for editors. */
  preview?: boolean | undefined;
}

/** One entry of the registry: how a block type is checked, named and drawn. */
export interface BlockDefinition<TBlock = unknown> {
  /** Human name, shown to editors (preview tool, placeholders). */
  label: string;
  /** Validates and trims the CMS data; a block that fails it is not rendered for shoppers. */
  schema: z.ZodMiniType<TBlock>;
  /** Draws the parsed block. */
  component: ComponentType<TBlock & BlockRenderProps>;
  /**
   * Whether editors can browse this content type in the preview tool. Global chrome such as the promo bar and
   * the mega menu levels is previewed where it lives instead. Default `true`.
   */
  previewable?: boolean | undefined;
  /**
   * The block only draws other blocks (segmentation): analytics come from the blocks it draws, so the
   * renderer does not track the container itself. Default `false`.
   */
  container?: boolean | undefined;
  /**
   * `'static'`: the block needs no JavaScript (no state, effects or handlers of its own), so `BlockRenderer`
   * draws it on the server and the browser keeps that markup instead of hydrating it (see `StaticBlock`); a
   * static block with an in-page modal link is hydrated all the same. Default `'interactive'`: hydrated as usual.
   */
  hydration?: 'static' | 'interactive' | undefined;
}

/** A definition of any block type, as the registry stores it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry has its own block type
export type AnyBlockDefinition = BlockDefinition<any>;

/** Block type (the CMS's `type` field) → definition. */
export type BlockRegistry = ReadonlyMap<string, AnyBlockDefinition>;

/**
 * Ties a schema to the component that draws its output, checking at compile time that they agree.
 *
 * @example
 * const banner = defineBlock({ label: 'Banner', schema: bannerBlockSchema, component: Banner });
 */
export function defineBlock<TBlock>(definition: BlockDefinition<TBlock>): BlockDefinition<TBlock> {
  return definition;
}

/**
 * Builds a registry from `type → definition`. A Map, not a plain object, so a CMS `type` such as
 * `constructor` or `__proto__` can never find something that is not a block.
 *
 * @example
 * const registry = createBlockRegistry({ ...Object.fromEntries(blockRegistry), banner: defineBlock({ … }) });
 */
export function createBlockRegistry(definitions: Record<string, AnyBlockDefinition>): BlockRegistry {
  return new Map(Object.entries(definitions));
}

/**
 * Every block this package renders. `<BlockRenderer>` uses it unless given another registry.
 *
 * @example
 * blockRegistry.get('hero')?.label; // 'Hero'
 */
export const blockRegistry: BlockRegistry = createBlockRegistry({
  accordion: defineBlock({ label: 'Accordion', schema: accordionBlockSchema, component: Accordion }),
  anchors: defineBlock({ label: 'Anchors', schema: anchorsBlockSchema, component: Anchors, hydration: 'static' }),
  articleGrid: defineBlock({ label: 'Article grid', schema: articleGridBlockSchema, component: ArticleGrid }),
  banner: defineBlock({ label: 'Banner', schema: bannerBlockSchema, component: Banner, hydration: 'static' }),
  benefitBar: defineBlock({ label: 'Benefit bar', schema: benefitBarBlockSchema, component: BenefitBar }),
  categoryCardCollection: defineBlock({
    label: 'Category-card collection',
    schema: categoryCardCollectionBlockSchema,
    component: CategoryCardCollection,
  }),
  // Draws nested blocks, but is itself a promotion with a title: tracked like any block.
  collection: defineBlock({ label: 'Collection', schema: collectionBlockSchema, component: Collection }),
  ctaButtonCollection: defineBlock({
    label: 'CTA button collection',
    schema: ctaButtonCollectionBlockSchema,
    component: CtaButtonCollection,
  }),
  dialogBlock: defineBlock({ label: 'Dialog block', schema: dialogBlockSchema, component: DialogBlock }),
  eventSignUp: defineBlock({ label: 'Event sign-up dialog', schema: eventSignupBlockSchema, component: EventSignup }),
  experience: defineBlock({ label: 'Experience', schema: experienceBlockSchema, component: Experience, container: true }),
  // Global chrome: drawn in the site footer (CMS `footer` document), previewed there, not as a doc type.
  footerColumns: defineBlock({ label: 'Footer columns', schema: footerColumnsBlockSchema, component: FooterColumns, previewable: false }),
  hero: defineBlock({ label: 'Hero', schema: heroBlockSchema, component: Hero, hydration: 'static' }),
  iconAndTextCollection: defineBlock({
    label: 'Icon-and-text collection',
    schema: iconAndTextCollectionBlockSchema,
    component: IconAndTextCollection,
    hydration: 'static',
  }),
  inlineCatalogGrid: defineBlock({ label: 'Inline catalog grid', schema: inlineCatalogGridBlockSchema, component: InlineCatalogGrid, hydration: 'static' }),
  linkedCard: defineBlock({ label: 'Linked card', schema: linkedCardBlockSchema, component: LinkedCard, hydration: 'static' }),
  // A level of the site menu: previewed in the header where it lives (content-blocks §2).
  megaMenuItem: defineBlock({ label: 'Mega menu item', schema: megaMenuItemBlockSchema, component: MegaMenuItemBlock, previewable: false }),
  multiLinkCard: defineBlock({ label: 'Multi-link card', schema: multiLinkCardBlockSchema, component: MultiLinkCard, hydration: 'static' }),
  newsletter: defineBlock({ label: 'Newsletter sign-up', schema: newsletterBlockSchema, component: Newsletter }),
  picture: defineBlock({ label: 'Picture', schema: pictureBlockSchema, component: Picture, hydration: 'static' }),
  popup: defineBlock({ label: 'Popup', schema: popupBlockSchema, component: Popup }),
  // Global chrome: previewed in the header where it lives, not as a doc type (content-blocks §2).
  promoBar: defineBlock({ label: 'Promo bar', schema: promoBarBlockSchema, component: PromoBar, previewable: false }),
  recommendations: defineBlock({ label: 'Recommendation carousel', schema: recommendationsBlockSchema, component: Recommendations }),
  richText: defineBlock({ label: 'Rich text', schema: richTextBlockSchema, component: RichText, hydration: 'static' }),
  secondaryNav: defineBlock({ label: 'Secondary nav', schema: secondaryNavBlockSchema, component: SecondaryNav }),
  segmentation: defineBlock({
    label: 'Segmentation',
    schema: segmentationBlockSchema,
    component: Segmentation,
    container: true,
  }),
  upSell: defineBlock({ label: 'Up-sell', schema: upSellBlockSchema, component: UpSell }),
  spacer: defineBlock({ label: 'Spacer', schema: spacerBlockSchema, component: Spacer, hydration: 'static' }),
  ugcGallery: defineBlock({ label: 'UGC gallery', schema: ugcGalleryBlockSchema, component: UgcGallery }),
  verticalListCollection: defineBlock({
    label: 'Vertical list collection',
    schema: verticalListCollectionBlockSchema,
    component: VerticalListCollection,
  }),
  video: defineBlock({ label: 'Video', schema: videoBlockSchema, component: Video }),
});

/** A content type editors can pick in the preview tool. */
export interface PreviewDocType {
  type: string;
  label: string;
}

/**
 * The content types of a registry that editors can browse in the preview tool (all but the ones marked
 * `previewable: false`, such as the promo bar and mega menu levels), sorted by label.
 *
 * @example
 * previewDocTypes(); // [{ type: 'hero', label: 'Hero' }, { type: 'richText', label: 'Rich text' }, …]
 */
export function previewDocTypes(registry: BlockRegistry = blockRegistry): PreviewDocType[] {
  return [...registry]
    .filter(([, definition]) => definition.previewable !== false)
    .map(([type, definition]) => ({ type, label: definition.label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}
