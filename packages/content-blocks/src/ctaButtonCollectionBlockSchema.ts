import * as z from 'zod/mini';
import { blockBaseShape, buttonTargetSchema, lenientArray } from './blockFieldSchemas';
import { collectionBreakpointSettingsSchema } from './collectionBlockSchema';

/**
 * A row of call-to-action buttons ("Women’s · Men’s · Kids’ · Sale"), laid out as a wrapping grid or a
 * swipeable row per breakpoint, with the collection's carousel settings (`showArrows`, `showIndicators`, `loop`…;
 * arrows only from md). With `highlightButton`, the button of the page the shopper is on is
 * highlighted (content-blocks §4). Buttons that fail their schema are dropped; at least one is needed.
 *
 * @example
 * ctaButtonCollectionBlockSchema.parse({ id: 'cta', type: 'ctaButtonCollection', highlightButton: true,
 *   targets: [{ id: 'w', text: 'Women’s', url: '/en-gb/c/womens-jackets-100210' }] });
 */
export const ctaButtonCollectionBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('ctaButtonCollection'),
  title: z.optional(z.string()),
  targets: lenientArray(buttonTargetSchema).check(
    z.refine((targets) => targets.length > 0, { error: 'needs at least one button' }),
  ),
  highlightButton: z.optional(z.boolean()),
  breakpoints: z.optional(collectionBreakpointSettingsSchema),
});

/** A CTA button collection as the registry hands it to {@link CtaButtonCollection}. */
export type CtaButtonCollectionBlock = z.output<typeof ctaButtonCollectionBlockSchema>;
