import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { giftCardRow } from '../cart/findGiftCard';
import type { CartExecutor } from '../cart/loadCartState';
import { giftCards, orderItems, outboundMessages } from '../db/schema';
import type { OrderRow } from './toOrderJson';

/** The outbox kind of the e-mail that carries a bought gift card (number and PIN) to its recipient. */
export const GIFT_CARD_EMAIL = 'gift_card_email';
/** A bought gift card is valid this long (the product says "valid for five years"). */
const VALID_MS = 5 * 365 * 86_400_000;

/** What the gift-card e-mail holds (`outbound_messages.payload`). */
export interface GiftCardEmail {
  orderNo: string;
  lineNo: number;
  amount: number;
  currency: string;
  number: string;
  pin: string;
  lastFour: string;
  expiresAt: string;
  /** The recipient's name and the buyer's message, as typed on the product page. */
  to: string | null;
  message: string | null;
}

const digits = (count: number) => Array.from({ length: count }, () => String(randomInt(10))).join('');

/**
 * Issues the gift cards an order bought, once it is paid (confirmed): one card per unit of each digital line, with
 * the line's amount as its balance, in the order's currency, valid five years. Each card is "e-mailed" to the line's
 * recipient (the order's e-mail when the line names none) by writing it to `outbound_messages` (kind
 * {@link GIFT_CARD_EMAIL}): there is no mail server. Only hashes of number and PIN are stored with the card.
 * Runs in the transaction that confirms the order; an order whose cards were issued is left alone.
 * @returns The number of cards issued.
 * @example
 * if (status === 'confirmed') await issueGiftCards(tx, order, now);
 */
export async function issueGiftCards(
  tx: CartExecutor,
  order: Pick<OrderRow, 'orderNo' | 'consumerNo' | 'currency' | 'email'>,
  at: Date,
): Promise<number> {
  const lines = (
    await tx.select().from(orderItems).where(eq(orderItems.orderNo, order.orderNo)).orderBy(asc(orderItems.lineNo))
  ).filter((line) => line.fulfilment === 'digital');
  if (lines.length === 0) return 0;
  const [issued] = await tx
    .select({ lastFour: giftCards.lastFour })
    .from(giftCards)
    .where(and(eq(giftCards.orderNo, order.orderNo)))
    .limit(1);
  if (issued) return 0;
  const expiresAt = new Date(at.getTime() + VALID_MS);
  let count = 0;
  for (const line of lines) {
    for (let unit = 0; unit < line.qty; unit += 1) {
      const number = `6035${digits(12)}`;
      const pin = digits(4);
      await tx.insert(giftCards).values({
        ...giftCardRow(number, pin, line.price, order.currency, expiresAt),
        orderNo: order.orderNo,
        lineNo: line.lineNo,
      });
      const email: GiftCardEmail = {
        orderNo: order.orderNo,
        lineNo: line.lineNo,
        amount: line.price,
        currency: order.currency,
        number,
        pin,
        lastFour: number.slice(-4),
        expiresAt: expiresAt.toISOString(),
        to: line.giftOption?.to || null,
        message: line.giftOption?.message || null,
      };
      await tx.insert(outboundMessages).values({
        consumerNo: order.consumerNo,
        kind: GIFT_CARD_EMAIL,
        recipient: (line.giftOption?.email || order.email).toLowerCase(),
        payload: email as unknown as Record<string, unknown>,
        createdAt: at,
      });
      count += 1;
    }
  }
  return count;
}
