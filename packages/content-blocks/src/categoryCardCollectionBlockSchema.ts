import * as z from 'zod/mini';
import { blockBaseShape, collectionBreakpointsSchema, lenientArray } from './blockFieldSchemas';
import { linkedCardBlockSchema } from './linkedCardBlockSchema';

/**
 * A titled collection of category cards (linked cards), laid out as a grid or a swipeable row per breakpoint.
 * A card that fails its schema is dropped; the collection needs at least one good card.
 *
 * @example
 * categoryCardCollectionBlockSchema.parse({ id: 'cats', type: 'categoryCardCollection', title: 'Shop by activity',
 *   items: [linkedCard], breakpoints: { sm: { type: 'carousel', slideWidth: '70%' }, md: { type: 'grid' } } });
 */
export const categoryCardCollectionBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('categoryCardCollection'),
  title: z.optional(z.string()),
  items: lenientArray(linkedCardBlockSchema).check(
    z.refine((items) => items.length > 0, { error: 'needs at least one valid card' }),
  ),
  breakpoints: z.optional(collectionBreakpointsSchema),
});

/** A category-card collection as the registry hands it to {@link CategoryCardCollection}. */
export type CategoryCardCollectionBlock = z.output<typeof categoryCardCollectionBlockSchema>;
