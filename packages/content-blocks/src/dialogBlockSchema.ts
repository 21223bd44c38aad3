import * as z from 'zod/mini';
import { blockBaseShape, buttonTargetSchema, mediaSchema, richTextFieldSchema } from './blockFieldSchemas';
import { commonBlockShape } from './commonBlockFields';

/** Where a dialog block's media sits (content-blocks §2). */
export const dialogMediaPositions = ['top', 'body', 'left-normal', 'left-large'] as const;

/**
 * A dialog block (content-blocks §2): content shown in a modal on the current page, opened by a `#modal…`
 * link whose hash is its `modalId` (default `modal-{id}`) or by its own trigger button (`triggerText`). Media
 * sits at the top, in the body after the text, or on the left at normal (a third) or large (half) width.
 *
 * @example
 * dialogBlockSchema.parse({ id: 'size-guide', type: 'dialogBlock', modalId: 'modal-size-guide', title: 'Size guide',
 *   richText: { html: '<p>Measure your chest…</p>' }, mediaPosition: 'left-normal', media });
 */
export const dialogBlockSchema = z.object({
  ...blockBaseShape,
  ...commonBlockShape,
  type: z.literal('dialogBlock'),
  title: z.string().check(z.trim(), z.minLength(1)),
  subtitle: z.optional(z.string()),
  modalId: z.optional(z.string().check(z.regex(/^modal[\w-]{0,80}$/i))),
  triggerText: z.optional(z.string()),
  richText: z.optional(richTextFieldSchema),
  media: z.catch(z.optional(mediaSchema), undefined),
  mediaPosition: z._default(z.catch(z.enum(dialogMediaPositions), 'top'), 'top'),
  targets: z._default(z.array(buttonTargetSchema), []),
  linkType: z.optional(z.enum(['CTA', 'No-CTA'])),
});

/** A dialog block as the registry hands it to {@link DialogBlock}. */
export type DialogBlockData = z.output<typeof dialogBlockSchema>;
