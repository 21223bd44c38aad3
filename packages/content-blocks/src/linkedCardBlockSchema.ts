import * as z from 'zod/mini';
import { blockBaseShape, buttonTargetSchema, mediaSchema, richTextFieldSchema } from './blockFieldSchemas';
import { commonBlockShape } from './commonBlockFields';

/**
 * A linked card: an image with a title, optional subtitle and rich text, where the first target makes the
 * whole card a link (content-blocks spec §2, §3). The home page's category cards are linked cards. It reads the
 * common fields of §3 (`commonBlockShape`): title, subtitle, overline and eyebrow styles, rich text colours,
 * background, alignment, caption, badge, hidden breakpoints, bottom margins; `linkType: 'No-CTA'` hides the
 * visible buttons (the card itself stays a link).
 *
 * @example
 * linkedCardBlockSchema.parse({ id: 'c1', type: 'linkedCard', title: 'Hiking boots',
 *   media: { url: '/img/boots.jpg', alt: '', width: 600, height: 750 },
 *   targets: [{ id: 'l1', text: 'Shop now', url: '/en-gb/c/hiking-boots-100131' }] });
 */
export const linkedCardBlockSchema = z.object({
  ...blockBaseShape,
  ...commonBlockShape,
  type: z.literal('linkedCard'),
  title: z.string().check(z.trim(), z.minLength(1)),
  subtitle: z.optional(z.string()),
  richText: z.optional(richTextFieldSchema),
  media: mediaSchema,
  targets: z.optional(z.array(buttonTargetSchema)),
  /** `No-CTA` hides the cue and the further buttons; the card stays one link. */
  linkType: z.optional(z.enum(['CTA', 'No-CTA'])),
  captionText: z.optional(z.string()),
});

/** A linked card as the registry hands it to {@link LinkedCard}. */
export type LinkedCardBlock = z.output<typeof linkedCardBlockSchema>;
