import type { Database } from '../db/openDatabase';
import { giftCards } from '../db/schema';
import { giftCardRow } from './findGiftCard';

/**
 * The demo gift cards: number, PIN, balance, currency (documented in the README). `expired` cards ran out a month
 * before seeding (spec §8 GFC410), the others are valid for five years.
 */
export const DEMO_GIFT_CARDS = [
  { number: '6035550000000001', pin: '1234', balance: 100, currency: 'USD' },
  { number: '6035550000000002', pin: '1234', balance: 25, currency: 'USD' },
  { number: '6035550000000003', pin: '1234', balance: 0, currency: 'USD' },
  { number: '6035550000000004', pin: '1234', balance: 150, currency: 'CAD' },
  { number: '6035550000000005', pin: '1234', balance: 80, currency: 'GBP' },
  { number: '6035550000000006', pin: '1234', balance: 40, currency: 'USD', expired: true },
] as const;

/**
 * Writes the demo gift cards inside the seeding transaction.
 * @example
 * await seedGiftCards(tx, new Date());
 */
export async function seedGiftCards(tx: Pick<Database, 'insert'>, seededAt: Date): Promise<void> {
  const validUntil = new Date(seededAt.getTime() + 5 * 365 * 86_400_000);
  const expiredOn = new Date(seededAt.getTime() - 30 * 86_400_000);
  await tx
    .insert(giftCards)
    .values(
      DEMO_GIFT_CARDS.map((card) =>
        giftCardRow(
          card.number,
          card.pin,
          card.balance,
          card.currency,
          'expired' in card && card.expired ? expiredOn : validUntil,
        ),
      ),
    );
}
