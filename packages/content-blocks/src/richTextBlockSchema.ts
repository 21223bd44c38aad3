import * as z from 'zod/mini';
import { blockBaseShape, richTextFieldSchema } from './blockFieldSchemas';

/**
 * A block of editor-written rich text, sanitised before it is rendered.
 *
 * @example
 * richTextBlockSchema.parse({ id: 'r1', type: 'richText', richText: { html: '<p>Free returns.</p>' } });
 */
export const richTextBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('richText'),
  richText: richTextFieldSchema,
});

/** A rich-text block as the registry hands it to {@link RichText}. */
export type RichTextBlock = z.output<typeof richTextBlockSchema>;
