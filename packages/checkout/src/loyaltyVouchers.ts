/** A loyalty voucher as the API offers it (spec §3 "loyalty vouchers"); every field may be missing. */
export interface OfferedLoyaltyVoucher {
  id?: string | null;
  points?: number | null;
  amountInCurrency?: number | null;
  currency?: string | null;
  available?: boolean | null;
}

/** Why a voucher cannot be applied: not a loyalty member, or the points do not cover it. */
export type VoucherRefusal = 'NOT_MEMBER' | 'NOT_ENOUGH_POINTS';

/** A voucher as the billing step lists it: applicable, or disabled with the reason and the points missing. */
export interface VoucherChoice {
  id: string;
  points: number;
  amount: number;
  applicable: boolean;
  refusal: VoucherRefusal | null;
  /** Points still needed when the refusal is `NOT_ENOUGH_POINTS`, else 0. */
  pointsShort: number;
}

/**
 * The vouchers a member can choose from (spec §5): a voucher applies only when the member's current points meet its
 * points. The API's own `eligible` flag is not trusted; eligibility is decided here from the points. Vouchers without
 * an id or a positive points value are left out; the list is ordered by points.
 *
 * @example
 * voucherChoices([{ id: 'LV500', points: 500, amountInCurrency: 5 }], { points: 300, member: true });
 * // [{ id: 'LV500', points: 500, amount: 5, applicable: false, refusal: 'NOT_ENOUGH_POINTS', pointsShort: 200 }]
 */
export function voucherChoices(
  vouchers: readonly OfferedLoyaltyVoucher[] | null | undefined,
  member: { points: number | null | undefined; member: boolean },
): VoucherChoice[] {
  const points = Number.isFinite(member.points) ? Math.max(0, member.points as number) : 0;
  return (vouchers ?? [])
    .filter(
      (voucher): voucher is OfferedLoyaltyVoucher & { id: string; points: number } =>
        !!voucher.id && typeof voucher.points === 'number' && voucher.points > 0,
    )
    .map((voucher) => {
      const refusal: VoucherRefusal | null =
        !member.member || voucher.available === false
          ? 'NOT_MEMBER'
          : points < voucher.points
            ? 'NOT_ENOUGH_POINTS'
            : null;
      return {
        id: voucher.id,
        points: voucher.points,
        amount: voucher.amountInCurrency ?? 0,
        applicable: refusal === null,
        refusal,
        pointsShort: refusal === 'NOT_ENOUGH_POINTS' ? voucher.points - points : 0,
      };
    })
    .sort((a, b) => a.points - b.points);
}

/**
 * The voucher a submitted id names, if the member may apply it; `null` when the id is unknown or the voucher is
 * not applicable (so a tampered form never reaches the API with a voucher the points do not cover).
 *
 * @example
 * const chosen = applicableVoucher(choices, form.get('voucherId'));
 */
export function applicableVoucher(choices: readonly VoucherChoice[], id: unknown): VoucherChoice | null {
  if (typeof id !== 'string' || id === '') return null;
  return choices.find((choice) => choice.id === id && choice.applicable) ?? null;
}
