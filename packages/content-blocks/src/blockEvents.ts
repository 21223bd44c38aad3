import * as z from 'zod/mini';

/** The CMS's promotion tracking fields (content-blocks spec §3), passed through to analytics as sent. */
export const promotionTrackingSchema = z.object({
  promotionId: z.optional(z.string()),
  promotionName: z.optional(z.string()),
  creativeName: z.optional(z.string()),
});

/** Output type of {@link promotionTrackingSchema}. */
export type PromotionTracking = z.output<typeof promotionTrackingSchema>;

/** The link a shopper followed inside a block. */
export interface BlockEventTarget {
  /** The CMS id of the button target or card, when the block marks it (`data-sb-target-id`). */
  id?: string | undefined;
  /** The link's accessible text as shown. */
  text: string;
  /** The link's `href` as rendered (already through `safeHref`). */
  url: string;
}

/**
 * An analytics event of a drawn block. `promotionImpression` is sent once per block per page render when at
 * least half of it has been on screen; `promotionClick` for every followed link inside it. The analytics
 * package maps these to its promotion events; this package never imports it (see DESIGN.md).
 */
export type BlockEvent =
  | {
      kind: 'promotionImpression';
      blockId: string;
      blockType: string;
      position: number;
      promotion: PromotionTracking | undefined;
    }
  | {
      kind: 'promotionClick';
      blockId: string;
      blockType: string;
      position: number;
      promotion: PromotionTracking | undefined;
      target: BlockEventTarget;
    };

/** Receives block analytics events; given to `<BlockRenderer onBlockEvent>`. */
export type BlockEventHandler = (event: BlockEvent) => void;

/**
 * Reads a block's promotion tracking without failing the block: malformed tracking only costs the analytics
 * fields, never the content.
 *
 * @example
 * promotionTrackingOf({ promotionTracking: { promotionId: 'autumn-ridgeline' } }); // { promotionId: 'autumn-ridgeline' }
 */
export function promotionTrackingOf(block: unknown): PromotionTracking | undefined {
  if (typeof block !== 'object' || block === null) return undefined;
  const result = promotionTrackingSchema.safeParse((block as { promotionTracking?: unknown }).promotionTracking);
  return result.success ? result.data : undefined;
}
