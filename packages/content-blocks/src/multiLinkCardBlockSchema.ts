import * as z from 'zod/mini';
import { blockBaseShape, buttonTargetSchema, lenientArray, mediaSchema } from './blockFieldSchemas';

/**
 * A multi-link card: a title and a list of text links over an image (content-blocks spec §2). Links that fail
 * their schema are dropped; the card needs at least one.
 *
 * @example
 * multiLinkCardBlockSchema.parse({ id: 'm1', type: 'multiLinkCard', title: 'Hiking boots',
 *   media: { url: '/img/boots.jpg', alt: '', width: 600, height: 750 },
 *   targets: [{ id: 'w', text: 'Women’s', url: '/en-gb/c/womens-hiking-boots-100231' }] });
 */
export const multiLinkCardBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('multiLinkCard'),
  title: z.string().check(z.trim(), z.minLength(1)),
  media: mediaSchema,
  targets: lenientArray(buttonTargetSchema).check(z.refine((targets) => targets.length > 0, { error: 'needs at least one link' })),
});

/** A multi-link card as the registry hands it to {@link MultiLinkCard}. */
export type MultiLinkCardBlock = z.output<typeof multiLinkCardBlockSchema>;
