import { and, eq, inArray } from 'drizzle-orm';
import { cartPaymentInstruments, consumerPaymentInstruments } from '../db/schema';
import type { CartPaymentMethod } from '../db/schema';
import { ApiError } from '../http/ApiError';
import type { CartRow } from './CartService';
import { loadCartState } from './loadCartState';
import type { CartExecutor } from './loadCartState';

const money = (value: number) => Math.round(value * 100) / 100;

/**
 * Whether rewards (reward codes and reward cards) may pay a cart (spec §5): only when the cart owner's remaining
 * athlete amount is zero or absent.
 * @example
 * rewardsAllowedFor(undefined); // true — not an athlete
 * rewardsAllowedFor(2350); // false
 */
export function rewardsAllowedFor(athleteRemaining: number | undefined): boolean {
  return athleteRemaining === undefined || athleteRemaining <= 0;
}

/**
 * Pays part or all of a cart with the owner's athlete credit (spec §3 "Athlete payment"). Replaces an earlier
 * athlete payment of the cart. The amount defaults to the payable amount: the smaller of the credit left and what is
 * left to pay. A larger amount, a consumer who is not an athlete, or nothing left to pay is refused with PYT405.
 * @example
 * await applyAthletePayment(tx, cart, 40, new Date());
 */
export async function applyAthletePayment(
  tx: CartExecutor,
  cart: CartRow,
  amount: number | undefined,
  now: Date,
): Promise<void> {
  await tx
    .delete(cartPaymentInstruments)
    .where(
      and(
        eq(cartPaymentInstruments.cartId, cart.id),
        eq(cartPaymentInstruments.paymentMethodId, 'ATHLETES_PAYMENT' as CartPaymentMethod),
      ),
    );
  const state = await loadCartState(tx, cart, now);
  if (!state.athlete) throw new ApiError(403, 'PYT405', 'Athlete payment is only for athletes');
  const payable = money(Math.min(state.athlete.remaining, state.totals.remainingToPay));
  if (payable <= 0)
    throw new ApiError(
      409,
      'PYT405',
      state.athlete.remaining <= 0
        ? 'No athlete credit is left this year'
        : 'Nothing is left to pay with athlete credit',
    );
  const value = money(amount ?? payable);
  if (value > payable)
    throw new ApiError(409, 'PYT405', `Athlete credit can pay at most ${payable.toFixed(2)} of this order`);
  await tx.insert(cartPaymentInstruments).values({
    cartId: cart.id,
    paymentMethodId: 'ATHLETES_PAYMENT' as CartPaymentMethod,
    paymentInstrumentId: null,
    details: { type: 'ATHLETES_PAYMENT' },
    amount: value,
  });
}

/**
 * Pays a cart with a reward code or reward card the consumer owns (saved under their payment instruments), for its
 * value or what is left to pay if less. Refused with REW401 while the consumer has athlete credit left (spec §5),
 * REW130 when the code is not theirs or already on this cart, REW135 when it has expired and REW140 when an order
 * already used it (the api-client's catalogue gives these ids those meanings).
 * @example
 * await applyRewardPayment(tx, cart, 'C100000003', 'REWARD_CODE', 'RWD-5OFF-MAYA', new Date());
 */
export async function applyRewardPayment(
  tx: CartExecutor,
  cart: CartRow,
  consumerNo: string,
  method: 'REWARD_CODE' | 'REWARD_CARD',
  code: string | undefined,
  now: Date,
): Promise<void> {
  if (!code) throw new ApiError(400, 'API400', 'Field "code" is required for a reward');
  const normalised = code.trim().toUpperCase();
  const owned = await tx
    .select()
    .from(consumerPaymentInstruments)
    .where(
      and(
        eq(consumerPaymentInstruments.consumerNo, consumerNo),
        inArray(consumerPaymentInstruments.paymentMethodId, [method]),
      ),
    );
  const reward = owned.find(
    (row) =>
      row.id === code ||
      row.fingerprint.toUpperCase() === normalised ||
      String(row.details.code ?? '').toUpperCase() === normalised,
  );
  if (!reward) throw new ApiError(404, 'REW130', 'This reward is not valid');
  const state = await loadCartState(tx, cart, now);
  if (!rewardsAllowedFor(state.athlete?.remaining))
    throw new ApiError(409, 'REW401', 'Rewards cannot be used while athlete credit remains');
  const details = reward.details as { amount?: number; expiresAt?: string; usedAt?: string; lastFour?: string };
  if (details.usedAt) throw new ApiError(409, 'REW140', 'This reward has already been used');
  if (details.expiresAt && new Date(`${details.expiresAt}T23:59:59Z`) < now)
    throw new ApiError(409, 'REW135', 'This reward has expired');
  if (state.instruments.some((row) => row.paymentInstrumentId === reward.id))
    throw new ApiError(409, 'REW130', 'This reward is already applied');
  const value = money(Math.min(Number(details.amount ?? 0), state.totals.remainingToPay));
  if (value <= 0) throw new ApiError(409, 'REW130', 'Nothing is left to pay with this reward');
  await tx.insert(cartPaymentInstruments).values({
    cartId: cart.id,
    paymentMethodId: method as CartPaymentMethod,
    paymentInstrumentId: reward.id,
    details: { code: reward.fingerprint, value: Number(details.amount ?? 0) },
    amount: value,
  });
}
