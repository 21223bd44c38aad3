import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashToken } from '../auth/TokenService';
import type { Database } from '../db/openDatabase';
import { consumerProfiles, consumers, consumerSubscriptions, loyaltyTokens, promotions } from '../db/schema';
import { ApiError } from '../http/ApiError';

/** Points-to-money tiers; a voucher applies when the current points meet its points (spec §9). */
export const LOYALTY_VOUCHER_TIERS = [
  { id: 'LV500', points: 500, amount: 5 },
  { id: 'LV1000', points: 1000, amount: 10 },
  { id: 'LV2000', points: 2000, amount: 20 },
] as const;

/** Loyalty pass tokens live as long as the pass page is typically open. */
export const LOYALTY_TOKEN_SECONDS = 15 * 60;
/** New members get the welcome promotion for this many days after joining. */
export const WELCOME_PROMO_DAYS = 30;
/** The welcome promotion and its coupon; the catalogue's `promotions` row defines what it gives. */
export const WELCOME_PROMOTION_ID = 'WELCOME15';
export const WELCOME_COUPON_CODE = 'WELCOME15';

/** Spec §3 "Loyalty": the vouchers a member can turn points into. */
export interface LoyaltyVouchers {
  isLoyaltyMember: boolean;
  currentLoyaltyPoints: number;
  applicableLoyaltyVouchers: {
    id: string;
    points: number;
    amountInCurrency: number;
    currency: string;
    available: boolean;
    eligible: boolean;
  }[];
}

/**
 * Loyalty: the pass token (which enrols a registered consumer who is not a member yet), points and vouchers, and
 * the welcome promotion.
 * @example
 * const { loyaltyToken } = await new LoyaltyService(db, clock).issueToken('C100000003', { usid: 'abc' });
 */
export class LoyaltyService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /**
   * Issues a loyalty token. A consumer who is not a member is enrolled first (the loyalty sign-up dialog): member
   * id, opt-in date and a Loyalty e-mail subscription.
   */
  async issueToken(
    consumerNo: string,
    input: { usid?: string | undefined; referralCode?: string | undefined; leadSource?: string | undefined },
  ) {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const [profile] = await tx
        .select()
        .from(consumerProfiles)
        .where(eq(consumerProfiles.consumerNo, consumerNo))
        .limit(1);
      if (!profile) throw new ApiError(404, 'PRO404', 'Profile not found');
      const enrolled = !profile.isLoyaltyMember;
      if (enrolled) {
        await tx
          .update(consumerProfiles)
          .set({ isLoyaltyMember: true, loyaltyOptInDate: now, updatedAt: now })
          .where(eq(consumerProfiles.consumerNo, consumerNo));
        await tx
          .update(consumers)
          .set({ memberId: sql`('M' || nextval('member_id_seq'))` })
          .where(and(eq(consumers.consumerNo, consumerNo), isNull(consumers.memberId)));
        await tx
          .insert(consumerSubscriptions)
          .values({
            consumerNo,
            type: 'Loyalty',
            channel: 'email',
            optin: true,
            recipient: profile.email,
            country: profile.countryCode,
            optinDate: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [consumerSubscriptions.consumerNo, consumerSubscriptions.type, consumerSubscriptions.channel],
            set: { optin: true, optinDate: now, optoutDate: null, updatedAt: now },
          });
      }
      const [consumer] = await tx
        .select({ memberId: consumers.memberId })
        .from(consumers)
        .where(eq(consumers.consumerNo, consumerNo));
      const loyaltyToken = `sbl_${randomBytes(32).toString('base64url')}`;
      await tx.insert(loyaltyTokens).values({
        tokenHash: hashToken(loyaltyToken),
        consumerNo,
        usid: input.usid ?? null,
        referralCode: input.referralCode ?? null,
        leadSource: input.leadSource ?? null,
        expiresAt: new Date(now.getTime() + LOYALTY_TOKEN_SECONDS * 1000),
      });
      return {
        loyaltyToken,
        expiresIn: LOYALTY_TOKEN_SECONDS,
        memberId: consumer?.memberId ?? null,
        isLoyaltyMember: true,
        enrolled,
      };
    });
  }

  /** Points and the voucher tiers in the site's currency, each marked eligible when the points cover it. */
  async vouchers(consumerNo: string, currency: string): Promise<LoyaltyVouchers> {
    const profile = await this.profile(consumerNo);
    const points = profile.isLoyaltyMember ? profile.loyaltyPoints : 0;
    return {
      isLoyaltyMember: profile.isLoyaltyMember,
      currentLoyaltyPoints: points,
      applicableLoyaltyVouchers: LOYALTY_VOUCHER_TIERS.map((tier) => ({
        id: tier.id,
        points: tier.points,
        amountInCurrency: tier.amount,
        currency,
        available: profile.isLoyaltyMember,
        eligible: profile.isLoyaltyMember && points >= tier.points,
      })),
    };
  }

  /**
   * The welcome promotion: offered to members during their first {@link WELCOME_PROMO_DAYS} days. Its wording and
   * value come from the catalogue's promotion, so the cart applies exactly what is announced.
   */
  async welcomePromo(consumerNo: string, currency: string) {
    const profile = await this.profile(consumerNo);
    const [promotion] = await this.db.select().from(promotions).where(eq(promotions.id, WELCOME_PROMOTION_ID)).limit(1);
    const joined = profile.isLoyaltyMember ? profile.loyaltyOptInDate : null;
    const expiresAt = joined ? new Date(joined.getTime() + WELCOME_PROMO_DAYS * 86_400_000) : null;
    const eligible = promotion !== undefined && expiresAt !== null && expiresAt > this.now();
    return {
      eligible,
      promotionId: WELCOME_PROMOTION_ID,
      couponCode: eligible ? WELCOME_COUPON_CODE : null,
      calloutMessage: promotion?.calloutMessage ?? null,
      discountType: promotion?.discountType ?? null,
      discountValue: promotion?.discountValue ?? null,
      minimumOrder: promotion?.thresholds[currency] ?? null,
      currency,
      expiresAt: eligible && expiresAt ? expiresAt.toISOString() : null,
    };
  }

  private async profile(consumerNo: string) {
    const [profile] = await this.db
      .select()
      .from(consumerProfiles)
      .where(eq(consumerProfiles.consumerNo, consumerNo))
      .limit(1);
    if (!profile) throw new ApiError(404, 'PRO404', 'Profile not found');
    return profile;
  }
}
