import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeList, maybeNumber, maybeString, money } from './fields';

/**
 * A loyalty voucher a member can turn points into (spec §3). It applies when the current points meet `points`.
 *
 * @example
 * const usable = loyaltyVoucherSchema.parse(v).eligible;
 */
export const loyaltyVoucherSchema = z.looseObject({
  id: maybeString,
  points: maybeNumber,
  amountInCurrency: money,
  currency: maybeString,
  available: maybeBoolean,
  eligible: maybeBoolean,
});

/**
 * Loyalty (spec §3): points, the vouchers they buy, the summary balance, membership and opt-in date. Served by
 * `GET /consumers-v3/consumer/loyalty/vouchers` and, in part, with the profile.
 *
 * @example
 * const loyalty = loyaltySchema.parse(body);
 * loyalty.applicableLoyaltyVouchers?.filter((v) => v.eligible);
 */
export const loyaltySchema = z.looseObject({
  currentLoyaltyPoints: maybeNumber,
  applicableLoyaltyVouchers: maybeList(loyaltyVoucherSchema),
  loyaltySummary: maybe(z.looseObject({ points: maybe(z.looseObject({ balance: maybeNumber })) })),
  isLoyaltyMember: maybeBoolean,
  loyaltyOptInDate: maybeString,
});

/**
 * Parsed loyalty data.
 *
 * @example
 * const balance = (l: Loyalty) => l.loyaltySummary?.points?.balance ?? l.currentLoyaltyPoints ?? 0;
 */
export type Loyalty = z.infer<typeof loyaltySchema>;
/**
 * A parsed loyalty voucher.
 *
 * @example
 * const label = (v: LoyaltyVoucher) => `${v.points} points`;
 */
export type LoyaltyVoucher = z.infer<typeof loyaltyVoucherSchema>;

/**
 * The answer of `POST /consumers-v3/consumer/loyalty/token` (token fields beyond the spec's name not shown).
 *
 * @example
 * const { loyaltyToken } = loyaltyTokenSchema.parse(body);
 */
export const loyaltyTokenSchema = z.looseObject({
  loyaltyToken: z.string(),
  expiresIn: maybeNumber,
  memberId: maybeString,
  isLoyaltyMember: maybeBoolean,
});

/**
 * The answer of `GET /consumers-v3/consumer/loyalty/promo/welcome`.
 *
 * @example
 * const { eligible, couponCode } = welcomePromoSchema.parse(body);
 */
export const welcomePromoSchema = z.looseObject({
  eligible: maybeBoolean,
  promotionId: maybeString,
  couponCode: maybeString,
  calloutMessage: maybeString,
});
