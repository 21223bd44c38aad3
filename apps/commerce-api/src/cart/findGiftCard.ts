import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { giftCards } from '../db/schema';
import { ApiError } from '../http/ApiError';

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Finds a gift card by number and PIN (only hashes are stored). Unknown number or wrong PIN: 404 GFC400; expired
 * or another currency: 409 GFC410; empty: 409 GFC700 unless `allowEmpty`.
 * @example
 * const card = await findGiftCard(tx, '6035550000000001', '1234', 'USD', new Date());
 */
export async function findGiftCard(
  db: Pick<Database, 'select'>,
  number: string,
  pin: string,
  currency: string,
  at: Date,
  options: { allowEmpty?: boolean } = {},
) {
  const [card] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.numberHash, hash(number)));
  if (!card || card.pinHash !== hash(`${number}:${pin}`))
    throw new ApiError(404, 'GFC400', 'Gift card number or PIN is not valid', { named: 'GC_INVALID2' });
  if (card.expiresAt <= at) throw new ApiError(409, 'GFC410', 'This gift card has expired');
  if (card.currency !== currency)
    throw new ApiError(409, 'GFC410', `This gift card is in ${card.currency}`, { named: 'GC_NOT_ALLOWED' });
  if (card.balance <= 0 && !options.allowEmpty)
    throw new ApiError(409, 'GFC700', 'This gift card has no balance left', { named: 'GC_ZERO_BALANCE' });
  return card;
}

/**
 * The stored form of a gift card, for the seed and tests.
 * @example
 * await db.insert(giftCards).values(giftCardRow('6035550000000001', '1234', 100, 'USD', expiry));
 */
export function giftCardRow(
  number: string,
  pin: string,
  balance: number,
  currency: string,
  expiresAt: Date,
): typeof giftCards.$inferInsert {
  return {
    numberHash: hash(number),
    lastFour: number.slice(-4),
    pinHash: hash(`${number}:${pin}`),
    balance,
    currency,
    expiresAt,
  };
}
