import * as z from 'zod/mini';
import { maybeList, maybeNumber, maybeString } from './fields';

/**
 * A promotion summary entry (spec §3). `calloutMessage` is pipe-separated; its third piece is the display text.
 * `level` is `ORDER`, `PRODUCT` or `SHIPPING`; `thresholdStatus` is set for shipping promotions.
 *
 * @example
 * const text = promotionSummarySchema.parse(entry).calloutMessage?.split('|')[2];
 */
export const promotionSummarySchema = z.looseObject({
  promotionId: z.string(),
  promotionName: maybeString,
  calloutMessage: maybeString,
  level: maybeString,
  thresholdStatus: maybeString,
});

/**
 * An approaching promotion as the API sends it (spec §3): how far the cart is from a promotion's threshold.
 *
 * @example
 * const gap = approachingPromotionSchema.parse(entry).distanceFromConditionThreshold;
 */
export const approachingPromotionSchema = z.looseObject({
  promotionId: z.string(),
  promotionClass: maybeString,
  distanceFromConditionThreshold: maybeNumber,
  calloutMsg: maybeString,
  approachingDisplayLevel: maybeString,
  level: maybeString,
});

/**
 * An approaching promotion as displayed (spec §3): contexts, id, message, promotion class and threshold status.
 *
 * @example
 * const shown = approachingPromotionDisplaySchema.parse({ id: 'free-shipping', message: 'Spend $20 more for free shipping' });
 */
export const approachingPromotionDisplaySchema = z.looseObject({
  id: z.string(),
  contexts: maybeList(z.string()),
  message: maybeString,
  promotionClass: maybeString,
  thresholdStatus: maybeString,
});

/**
 * A parsed promotion summary entry.
 *
 * @example
 * const isShipping = (p: PromotionSummary) => p.level === 'SHIPPING';
 */
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;
/**
 * A parsed approaching promotion.
 *
 * @example
 * const close = (p: ApproachingPromotion) => (p.distanceFromConditionThreshold ?? Infinity) < 20;
 */
export type ApproachingPromotion = z.infer<typeof approachingPromotionSchema>;
/**
 * A parsed approaching promotion display entry.
 *
 * @example
 * const text = (p: ApproachingPromotionDisplay) => p.message ?? '';
 */
export type ApproachingPromotionDisplay = z.infer<typeof approachingPromotionDisplaySchema>;
