import type { ApproachingPromotion, PromotionSummary } from '@switchback/api-client';
import type { CartTexts } from './cartTexts';

/**
 * Promotion levels of spec §3.
 *
 * @example
 * const level: PromotionLevel = 'SHIPPING';
 */
export type PromotionLevel = 'ORDER' | 'PRODUCT' | 'SHIPPING';

/**
 * The display text of a pipe-separated callout message: its third piece (spec §3); a message without pipes is
 * shown whole; empty pieces give `null`.
 *
 * @example
 * calloutText('AUTUMN10|Autumn code|10% off your order'); // '10% off your order'
 */
export function calloutText(calloutMessage: string | null | undefined): string | null {
  if (!calloutMessage) return null;
  const pieces = calloutMessage.split('|');
  const text = (pieces.length >= 3 ? pieces[2] : pieces.length === 1 ? pieces[0] : undefined)?.trim();
  return text ? text : null;
}

/**
 * One applied promotion as the summary shows it.
 *
 * @example
 * const entry: PromotionLine = { id: 'AUTUMN10', name: '10% off your order', text: '10% off your order' };
 */
export interface PromotionLine {
  id: string;
  name: string;
  text: string;
  thresholdStatus: string | null;
}

/**
 * A cart's promotion summary grouped by level (ORDER, PRODUCT, SHIPPING); entries of an unknown level are left out.
 *
 * @example
 * const { ORDER, SHIPPING } = promoSummaryByLevel(cart.promoSummary);
 */
export function promoSummaryByLevel(
  summary: readonly PromotionSummary[] | null | undefined,
): Record<PromotionLevel, PromotionLine[]> {
  const grouped: Record<PromotionLevel, PromotionLine[]> = { ORDER: [], PRODUCT: [], SHIPPING: [] };
  for (const entry of summary ?? []) {
    const level = entry.level?.toUpperCase();
    if (level !== 'ORDER' && level !== 'PRODUCT' && level !== 'SHIPPING') continue;
    const name = entry.promotionName ?? entry.promotionId;
    grouped[level].push({
      id: entry.promotionId,
      name,
      text: calloutText(entry.calloutMessage) ?? name,
      thresholdStatus: entry.thresholdStatus ?? null,
    });
  }
  return grouped;
}

/**
 * Threshold states of spec §4: far from the threshold, close below it, reached.
 *
 * @example
 * const status: ThresholdStatus = 'Below Threshold';
 */
export type ThresholdStatus = 'Above Threshold' | 'Below Threshold' | 'Threshold Reached';

/**
 * How close the cart must be (as a share of the threshold) to count as "Below Threshold" when the API does not say.
 */
export const APPROACHING_SHARE = 0.5;

/**
 * The threshold state of an approaching promotion: the API's when it sends one; else from the distance — 0 or less is
 * reached, within half the threshold is below it (close), further is above it.
 *
 * @example
 * thresholdStatusOf({ distanceFromConditionThreshold: 10 }, 75); // 'Below Threshold'
 */
export function thresholdStatusOf(
  promotion: Pick<ApproachingPromotion, 'distanceFromConditionThreshold'> & { thresholdStatus?: unknown },
  threshold?: number,
): ThresholdStatus {
  const given = promotion.thresholdStatus;
  if (given === 'Above Threshold' || given === 'Below Threshold' || given === 'Threshold Reached') return given;
  const distance = promotion.distanceFromConditionThreshold ?? 0;
  if (distance <= 0) return 'Threshold Reached';
  if (threshold === undefined) return 'Below Threshold';
  return distance <= threshold * APPROACHING_SHARE ? 'Below Threshold' : 'Above Threshold';
}

/**
 * An approaching promotion as displayed (spec §3: contexts, id, message, promotionClass, thresholdStatus).
 *
 * @example
 * const shown: ApproachingDisplay = { id: 'FREESHIP', contexts: ['CART'], message: 'Spend $20.00 more …', promotionClass: 'SHIPPING', thresholdStatus: 'Below Threshold' };
 */
export interface ApproachingDisplay {
  id: string;
  contexts: string[];
  message: string;
  promotionClass: string | null;
  thresholdStatus: ThresholdStatus;
  distance: number;
}

/**
 * The English sentence of an approaching promotion: the amount still to spend, then what it brings.
 *
 * @example
 * spendMoreMessage('$20.00', 'Free shipping'); // 'Spend $20.00 more for free shipping'
 * spendMoreMessage('$20.00', null); // 'Spend $20.00 more to unlock a promotion'
 */
export function spendMoreMessage(amount: string, callout: string | null): string {
  return callout
    ? `Spend ${amount} more for ${callout.charAt(0).toLowerCase()}${callout.slice(1)}`
    : `Spend ${amount} more to unlock a promotion`;
}

const SPEND_SENTENCE = /^\s*spend\b/i;

/**
 * The approaching promotions to show: reached ones are left out (the summary shows them), the message says how much
 * more to spend (`formatAmount` formats the distance) and what it brings (the callout).
 *
 * @example
 * approachingPromotions(cart.approachingPromotions, (n) => formatMoney(n, cart.currency));
 * // [{ id: 'FREESHIP', message: 'Spend $20.00 more for free standard shipping', … }]
 */
export function approachingPromotions(
  list: readonly (ApproachingPromotion & { thresholdStatus?: unknown })[] | null | undefined,
  formatAmount: (amount: number) => string,
  texts?: Pick<CartTexts, 'spendMore'>,
): ApproachingDisplay[] {
  const spendMore = texts?.spendMore ?? spendMoreMessage;
  return (list ?? []).flatMap((entry) => {
    const thresholdStatus = thresholdStatusOf(entry);
    if (thresholdStatus === 'Threshold Reached') return [];
    const distance = entry.distanceFromConditionThreshold ?? 0;
    const what = calloutText(entry.calloutMsg);
    // An API that already sends the whole sentence ("Spend $40.10 more for $30 off") is shown as it is, never
    // wrapped in a second one.
    const message = what && SPEND_SENTENCE.test(what) ? what : spendMore(formatAmount(distance), what || null);
    return [
      {
        id: entry.promotionId,
        contexts: entry.approachingDisplayLevel ? [entry.approachingDisplayLevel] : [],
        message,
        promotionClass: entry.promotionClass ?? null,
        thresholdStatus,
        distance,
      },
    ];
  });
}
