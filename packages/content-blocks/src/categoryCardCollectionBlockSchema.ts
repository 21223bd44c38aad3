import * as z from 'zod/mini';
import { blockBaseShape, lenientArray, richTextFieldSchema } from './blockFieldSchemas';
import { collectionBreakpointSettingsSchema } from './collectionBlockSchema';
import { commonBlockShape } from './commonBlockFields';
import { linkedCardBlockSchema } from './linkedCardBlockSchema';

/**
 * A titled collection of category cards (linked cards), laid out as a grid or a carousel per breakpoint with
 * the collection settings of §3 (`slideWidth`, `autoplay`, `autorotateTime` in seconds, `loop`, `showArrows`,
 * `showIndicators`, `showProgress`, …). A card that fails its schema is dropped; the collection needs at least
 * one good card. It reads the common fields of §3 (heading group, rich text, background, alignment, hidden
 * breakpoints, bottom margins).
 *
 * @example
 * categoryCardCollectionBlockSchema.parse({ id: 'cats', type: 'categoryCardCollection', title: 'Shop by activity',
 *   items: [linkedCard], breakpoints: { sm: { type: 'carousel', slideWidth: '70%' }, md: { type: 'grid' } } });
 */
export const categoryCardCollectionBlockSchema = z.object({
  ...blockBaseShape,
  ...commonBlockShape,
  type: z.literal('categoryCardCollection'),
  title: z.optional(z.string()),
  titleH1: z.optional(z.boolean()),
  hideTitle: z.optional(z.boolean()),
  subtitle: z.optional(z.string()),
  richText: z.optional(richTextFieldSchema),
  items: lenientArray(linkedCardBlockSchema).check(
    z.refine((items) => items.length > 0, { error: 'needs at least one valid card' }),
  ),
  breakpoints: z.optional(collectionBreakpointSettingsSchema),
});

/** A category-card collection as the registry hands it to {@link CategoryCardCollection}. */
export type CategoryCardCollectionBlock = z.output<typeof categoryCardCollectionBlockSchema>;
