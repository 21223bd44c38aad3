import * as z from 'zod/mini';
import { blockBaseShape, bottomMarginsSchema, colorSchema } from './blockFieldSchemas';

/**
 * Vertical space between blocks, optionally coloured. `bottomMargins` is in CSS pixels, one value or one per
 * breakpoint (`{ sm: 24, lg: 64 }`).
 *
 * @example
 * spacerBlockSchema.parse({ id: 's1', type: 'spacer', bottomMargins: { sm: 24, lg: 48 } });
 */
export const spacerBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('spacer'),
  backgroundColor: colorSchema,
  bottomMargins: z.optional(bottomMarginsSchema),
});

/** A spacer block as the registry hands it to {@link Spacer}. */
export type SpacerBlock = z.output<typeof spacerBlockSchema>;
