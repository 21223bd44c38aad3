import * as z from 'zod/mini';
import { blockBaseShape, lenientArray, mediaSchema } from './blockFieldSchemas';
import { commonBlockShape } from './commonBlockFields';

const verticalListItemSchema = z.object({
  id: z.optional(z.string()),
  /** The link text. */
  title: z.string().check(z.trim(), z.minLength(1)),
  /** A short line under the link text. */
  subtitle: z.optional(z.string()),
  url: z.string(),
  /** The picture previewed beside the list while the item is hovered or focused. */
  media: z.catch(z.optional(mediaSchema), undefined),
});

/**
 * A vertical list collection (content-blocks §2): a titled list of large text links, with a preview picture of
 * the hovered or focused link beside it on large screens. Items that fail their schema are dropped; at least
 * one is needed.
 *
 * @example
 * verticalListCollectionBlockSchema.parse({ id: 'activities', type: 'verticalListCollection', title: 'Shop by activity',
 *   items: [{ title: 'Hiking', url: '/en-gb/c/hiking-1210', media }] });
 */
export const verticalListCollectionBlockSchema = z.object({
  ...blockBaseShape,
  ...commonBlockShape,
  type: z.literal('verticalListCollection'),
  title: z.optional(z.string()),
  subtitle: z.optional(z.string()),
  items: lenientArray(verticalListItemSchema).check(
    z.refine((items) => items.length > 0, { error: 'needs at least one item' }),
  ),
});

/** A vertical list collection as the registry hands it to {@link VerticalListCollection}. */
export type VerticalListCollectionBlock = z.output<typeof verticalListCollectionBlockSchema>;
/** One item of a vertical list collection. */
export type VerticalListItem = VerticalListCollectionBlock['items'][number];
