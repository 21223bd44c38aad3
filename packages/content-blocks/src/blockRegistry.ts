import type { ComponentType } from 'react';
import type * as z from 'zod/mini';
import { Accordion } from './Accordion';
import { accordionBlockSchema } from './accordionBlockSchema';
import { CategoryCardCollection } from './CategoryCardCollection';
import { categoryCardCollectionBlockSchema } from './categoryCardCollectionBlockSchema';
import { Hero } from './Hero';
import { heroBlockSchema } from './heroBlockSchema';
import { LinkedCard } from './LinkedCard';
import { linkedCardBlockSchema } from './linkedCardBlockSchema';
import { RichText } from './RichText';
import { richTextBlockSchema } from './richTextBlockSchema';
import { Spacer } from './Spacer';
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
  categoryCardCollection: defineBlock({
    label: 'Category-card collection',
    schema: categoryCardCollectionBlockSchema,
    component: CategoryCardCollection,
  }),
  hero: defineBlock({ label: 'Hero', schema: heroBlockSchema, component: Hero }),
  linkedCard: defineBlock({ label: 'Linked card', schema: linkedCardBlockSchema, component: LinkedCard }),
  richText: defineBlock({ label: 'Rich text', schema: richTextBlockSchema, component: RichText }),
  spacer: defineBlock({ label: 'Spacer', schema: spacerBlockSchema, component: Spacer }),
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
