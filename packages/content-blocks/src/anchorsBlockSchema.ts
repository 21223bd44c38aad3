import * as z from 'zod/mini';
import { blockBaseShape, buttonTargetSchema, lenientArray } from './blockFieldSchemas';

/**
 * Anchors: a short list of links to sections of the same page ("Sizing", "Materials", "Care"), or to nearby
 * pages. A link that fails its schema is dropped; the block needs at least one.
 *
 * @example
 * anchorsBlockSchema.parse({ id: 'a1', type: 'anchors', title: 'On this page',
 *   targets: [{ id: 't1', text: 'Sizing', url: '#sizing' }] });
 */
export const anchorsBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('anchors'),
  title: z.optional(z.string()),
  targets: lenientArray(buttonTargetSchema).check(
    z.refine((targets) => targets.length > 0, { error: 'needs at least one link' }),
  ),
});

/** An anchors block as the registry hands it to {@link Anchors}. */
export type AnchorsBlock = z.output<typeof anchorsBlockSchema>;
