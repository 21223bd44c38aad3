import * as z from 'zod/mini';
import { blockBaseShape } from './blockFieldSchemas';

// Targets are whole CMS blocks; each is validated by its own schema when drawn, so one bad target is left
// out like any other block instead of failing the segmentation block.
const targetsSchema = z._default(z.array(z.unknown()), []);

/**
 * A segmentation block: content per shopper segment (`segments[].id` is a segment condition of
 * content-blocks §5, such as `loyalty-loggedin`) and baseline content for everyone else (content-blocks §3, §4).
 *
 * @example
 * segmentationBlockSchema.parse({ id: 'seg', type: 'segmentation',
 *   segments: [{ id: 'loyalty-loggedin', targets: [memberBanner] }], baselines: [{ targets: [joinBanner] }] });
 */
export const segmentationBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('segmentation'),
  segments: z._default(z.array(z.object({ id: z.string(), targets: targetsSchema })), []),
  baselines: z._default(z.array(z.object({ targets: targetsSchema })), []),
  isFullWidth: z.optional(z.boolean()),
});

/** A segmentation block as the registry hands it to {@link Segmentation}. */
export type SegmentationBlock = z.output<typeof segmentationBlockSchema>;
