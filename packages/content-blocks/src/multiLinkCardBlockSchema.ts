import * as z from 'zod/mini';
import {
  blockBaseShape,
  buttonTargetSchema,
  lenientArray,
  mediaSchema,
  richTextFieldSchema,
} from './blockFieldSchemas';
import { commonBlockShape } from './commonBlockFields';

/**
 * A multi-link card: a title and a list of text links over an image (content-blocks spec §2). Links that fail
 * their schema are dropped; the card needs at least one. It reads the common fields of §3: the heading group
 * (title, subtitle, overline, eyebrow with their colours and styles, `titleH1`), rich text, the panel's width
 * over the image (`overlayWidth`), background, alignment, caption, badge, hidden breakpoints and bottom margins.
 * Its links are its content, so `linkType` does not hide them.
 *
 * @example
 * multiLinkCardBlockSchema.parse({ id: 'm1', type: 'multiLinkCard', title: 'Hiking boots',
 *   media: { url: '/img/boots.jpg', alt: '', width: 600, height: 750 },
 *   targets: [{ id: 'w', text: 'Women’s', url: '/en-gb/c/womens-hiking-boots-100231' }] });
 */
export const multiLinkCardBlockSchema = z.object({
  ...blockBaseShape,
  ...commonBlockShape,
  type: z.literal('multiLinkCard'),
  title: z.string().check(z.trim(), z.minLength(1)),
  titleH1: z.optional(z.boolean()),
  subtitle: z.optional(z.string()),
  richText: z.optional(richTextFieldSchema),
  captionText: z.optional(z.string()),
  media: mediaSchema,
  targets: lenientArray(buttonTargetSchema).check(
    z.refine((targets) => targets.length > 0, { error: 'needs at least one link' }),
  ),
});

/** A multi-link card as the registry hands it to {@link MultiLinkCard}. */
export type MultiLinkCardBlock = z.output<typeof multiLinkCardBlockSchema>;
