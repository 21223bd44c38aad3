/** Athlete payment as the cart answers it (spec §3 "Athlete payment"); every field may be missing. */
export interface OfferedAthletePayment {
  remainingAmount?: number | null;
  payableAmount?: number | null;
  appliedAmount?: number | null;
}

const money = (value: number) => Math.round(value * 100) / 100;
const finite = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * Whether rewards (reward codes, reward cards) may pay the cart (spec §5): only when the remaining athlete amount is
 * zero or absent — shoppers who are no athletes, and athletes whose credit is used up.
 *
 * @example
 * rewardsAllowed(null); // true
 * rewardsAllowed({ remainingAmount: 2350, payableAmount: 120 }); // false
 */
export function rewardsAllowed(athlete: OfferedAthletePayment | null | undefined): boolean {
  return finite(athlete?.remainingAmount) <= 0;
}

/** Why an athlete amount was refused: not a number or not above zero, or more than athlete credit may pay. */
export type AthleteAmountRefusal = 'INVALID' | 'OVER_PAYABLE';

/**
 * The most athlete credit may pay on the cart now (the cart's `payableAmount`, never below zero); 0 for a shopper
 * who is not an athlete.
 *
 * @example
 * athletePayable({ remainingAmount: 2350, payableAmount: 120 }); // 120
 */
export function athletePayable(athlete: OfferedAthletePayment | null | undefined): number {
  return money(Math.max(0, finite(athlete?.payableAmount)));
}

/**
 * Reads an athlete amount typed into the billing form (a dot or comma decimal) and checks it against the payable
 * amount. An empty entry means "as much as may be paid".
 *
 * @example
 * athleteAmountOf('40,5', 120); // { amount: 40.5, refusal: null }
 * athleteAmountOf('500', 120); // { amount: null, refusal: 'OVER_PAYABLE' }
 */
export function athleteAmountOf(
  entry: unknown,
  payable: number,
): { amount: number | null; refusal: AthleteAmountRefusal | null } {
  const text = typeof entry === 'string' ? entry.trim().replace(',', '.') : '';
  if (text === '')
    return payable > 0 ? { amount: money(payable), refusal: null } : { amount: null, refusal: 'OVER_PAYABLE' };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { amount: null, refusal: 'INVALID' };
  const amount = money(Number(text));
  if (amount <= 0) return { amount: null, refusal: 'INVALID' };
  if (amount > payable) return { amount: null, refusal: 'OVER_PAYABLE' };
  return { amount, refusal: null };
}
