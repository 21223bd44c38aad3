import * as z from 'zod/mini';
import { blockBaseShape, buttonTargetSchema, responsive } from './blockFieldSchemas';
import { commonBlockShape } from './commonBlockFields';

const size = z.catch(z.optional(z.string().check(z.regex(/^\d{1,4}(\.\d+)?(%|px|rem|vw)$/))), undefined);
const flag = z.catch(z.optional(z.boolean()), undefined);

/**
 * How a collection behaves at one breakpoint (content-blocks §3 Collection): a `grid`, or a `carousel` with
 * its slide size and controls. `autorotateTime` is in seconds (§9: converted to milliseconds); values out of
 * range (under 1 s or over 60 s) are dropped. Unusable values fall back rather than fail the block.
 */
export const collectionBreakpointSchema = z.object({
  type: z._default(z.catch(z.enum(['carousel', 'grid']), 'grid'), 'grid'),
  slideWidth: size,
  slideMaxWidth: size,
  slidePadding: size,
  margin: size,
  autoplay: flag,
  autorotateTime: z.catch(z.optional(z.number().check(z.gte(1), z.lte(60))), undefined),
  loop: flag,
  showArrows: flag,
  showIndicators: flag,
  showProgress: flag,
});

/** One breakpoint's collection settings. */
export type CollectionBreakpoint = z.output<typeof collectionBreakpointSchema>;

/** Collection settings per breakpoint (`{ sm: { type: 'carousel', … }, lg: { type: 'grid' } }`). */
export const collectionBreakpointSettingsSchema = responsive(collectionBreakpointSchema);

/** Output type of {@link collectionBreakpointSettingsSchema}. */
export type CollectionBreakpointSettings = z.output<typeof collectionBreakpointSettingsSchema>;

/**
 * A collection (content-blocks §3): nested CMS blocks (`items`, drawn by the surrounding `BlockRenderer`, each
 * validated by its own schema) or link buttons (`targets`), as a carousel or a grid per breakpoint, with the
 * common heading fields, a text link beside the title (`textLink`), `titlePosition` (`top` or `left` from md)
 * and `bottomBorder`. It needs items or targets.
 *
 * @example
 * collectionBlockSchema.parse({ id: 'c', type: 'collection', title: 'Trail picks', items: [card1, card2],
 *   breakpoints: { sm: { type: 'carousel', slideWidth: '80%', showIndicators: true }, lg: { type: 'grid' } } });
 */
export const collectionBlockSchema = z
  .object({
    ...blockBaseShape,
    ...commonBlockShape,
    type: z.literal('collection'),
    title: z.optional(z.string()),
    titleH1: z.optional(z.boolean()),
    hideTitle: z.optional(z.boolean()),
    subtitle: z.optional(z.string()),
    items: z._default(z.array(z.unknown()), []),
    targets: z._default(z.array(buttonTargetSchema), []),
    breakpoints: z.optional(collectionBreakpointSettingsSchema),
    variant: z.optional(z.string()),
    titlePosition: z._default(z.catch(z.enum(['top', 'left']), 'top'), 'top'),
    textLink: z.catch(z.optional(buttonTargetSchema), undefined),
    highlightButton: z.optional(z.boolean()),
    bottomBorder: z.optional(z.boolean()),
  })
  .check(
    z.refine((block) => block.items.length > 0 || block.targets.length > 0, {
      error: 'a collection needs items or targets',
      path: ['items'],
    }),
  );

/** A collection block as the registry hands it to {@link Collection}. */
export type CollectionBlock = z.output<typeof collectionBlockSchema>;
