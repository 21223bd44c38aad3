import type { ComponentType } from 'react';
import type * as z from 'zod/mini';
import { blockTypeInfo, type BlockTypeInfo } from './blockCatalog';
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

/** One entry of the registry: how a block type is checked, named and drawn (its info is the catalogue's). */
export interface BlockDefinition<TBlock = unknown> extends BlockTypeInfo {
  /** Validates and trims the CMS data; a block that fails it is not rendered for shoppers. */
  schema: z.ZodMiniType<TBlock>;
  /** Draws the parsed block. */
  component: ComponentType<TBlock & BlockRenderProps>;
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
  accordion: defineBlock({ ...blockTypeInfo('accordion'), schema: accordionBlockSchema, component: Accordion }),
  anchors: defineBlock({ ...blockTypeInfo('anchors'), schema: anchorsBlockSchema, component: Anchors }),
  articleGrid: defineBlock({ ...blockTypeInfo('articleGrid'), schema: articleGridBlockSchema, component: ArticleGrid }),
  banner: defineBlock({ ...blockTypeInfo('banner'), schema: bannerBlockSchema, component: Banner }),
  benefitBar: defineBlock({ ...blockTypeInfo('benefitBar'), schema: benefitBarBlockSchema, component: BenefitBar }),
  categoryCardCollection: defineBlock({
    ...blockTypeInfo('categoryCardCollection'),
    schema: categoryCardCollectionBlockSchema,
    component: CategoryCardCollection,
  }),
  collection: defineBlock({ ...blockTypeInfo('collection'), schema: collectionBlockSchema, component: Collection }),
  ctaButtonCollection: defineBlock({
    ...blockTypeInfo('ctaButtonCollection'),
    schema: ctaButtonCollectionBlockSchema,
    component: CtaButtonCollection,
  }),
  dialogBlock: defineBlock({ ...blockTypeInfo('dialogBlock'), schema: dialogBlockSchema, component: DialogBlock }),
  eventSignUp: defineBlock({ ...blockTypeInfo('eventSignUp'), schema: eventSignupBlockSchema, component: EventSignup }),
  experience: defineBlock({ ...blockTypeInfo('experience'), schema: experienceBlockSchema, component: Experience }),
  footerColumns: defineBlock({
    ...blockTypeInfo('footerColumns'),
    schema: footerColumnsBlockSchema,
    component: FooterColumns,
  }),
  hero: defineBlock({ ...blockTypeInfo('hero'), schema: heroBlockSchema, component: Hero }),
  iconAndTextCollection: defineBlock({
    ...blockTypeInfo('iconAndTextCollection'),
    schema: iconAndTextCollectionBlockSchema,
    component: IconAndTextCollection,
  }),
  inlineCatalogGrid: defineBlock({
    ...blockTypeInfo('inlineCatalogGrid'),
    schema: inlineCatalogGridBlockSchema,
    component: InlineCatalogGrid,
  }),
  linkedCard: defineBlock({ ...blockTypeInfo('linkedCard'), schema: linkedCardBlockSchema, component: LinkedCard }),
  megaMenuItem: defineBlock({
    ...blockTypeInfo('megaMenuItem'),
    schema: megaMenuItemBlockSchema,
    component: MegaMenuItemBlock,
  }),
  multiLinkCard: defineBlock({
    ...blockTypeInfo('multiLinkCard'),
    schema: multiLinkCardBlockSchema,
    component: MultiLinkCard,
  }),
  newsletter: defineBlock({ ...blockTypeInfo('newsletter'), schema: newsletterBlockSchema, component: Newsletter }),
  picture: defineBlock({ ...blockTypeInfo('picture'), schema: pictureBlockSchema, component: Picture }),
  popup: defineBlock({ ...blockTypeInfo('popup'), schema: popupBlockSchema, component: Popup }),
  promoBar: defineBlock({ ...blockTypeInfo('promoBar'), schema: promoBarBlockSchema, component: PromoBar }),
  recommendations: defineBlock({
    ...blockTypeInfo('recommendations'),
    schema: recommendationsBlockSchema,
    component: Recommendations,
  }),
  richText: defineBlock({ ...blockTypeInfo('richText'), schema: richTextBlockSchema, component: RichText }),
  secondaryNav: defineBlock({
    ...blockTypeInfo('secondaryNav'),
    schema: secondaryNavBlockSchema,
    component: SecondaryNav,
  }),
  segmentation: defineBlock({
    ...blockTypeInfo('segmentation'),
    schema: segmentationBlockSchema,
    component: Segmentation,
  }),
  upSell: defineBlock({ ...blockTypeInfo('upSell'), schema: upSellBlockSchema, component: UpSell }),
  spacer: defineBlock({ ...blockTypeInfo('spacer'), schema: spacerBlockSchema, component: Spacer }),
  ugcGallery: defineBlock({ ...blockTypeInfo('ugcGallery'), schema: ugcGalleryBlockSchema, component: UgcGallery }),
  verticalListCollection: defineBlock({
    ...blockTypeInfo('verticalListCollection'),
    schema: verticalListCollectionBlockSchema,
    component: VerticalListCollection,
  }),
  video: defineBlock({ ...blockTypeInfo('video'), schema: videoBlockSchema, component: Video }),
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
