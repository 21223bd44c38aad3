import { sql } from 'drizzle-orm';
import { sendBackInStockEmails } from '../catalog/backInStock';
import { ONLINE_LOCATION } from '../catalog/catalogSeed';
import type { CartExecutor } from '../cart/loadCartState';
import { queryRows } from '../db/queryRows';

/** What placing an order consumed, kept in `orders.payment` so a failed or cancelled order can give it back. */
export interface OrderPayment {
  method: string | null;
  card: Record<string, unknown>;
  amount: number;
  authorisationId: string | null;
  giftCards: { ref: string; lastFour: string; amount: number }[];
  reward: { voucher: string; points: number; amount: number } | null;
  coupons: string[];
  /**
   * Athlete credit (`ATHLETES_PAYMENT`, `ref` null) and rewards (`REWARD_CODE` / `REWARD_CARD`, `ref` the saved
   * instrument id, `code` the reward's code) the order used. Absent on orders written before credits existed.
   */
  credits?: { method: string; ref: string | null; amount: number; code?: string }[];
  /** What the order added to the employee's spend against the yearly cap (spec §6); absent when none. */
  employeeSpend?: number;
}

/**
 * Gives back what an order took: stock (to the warehouse or the pickup store, sending the back-in-stock e-mails it answers), gift-card balances, coupon
 * redemptions, loyalty points, the athlete credit it spent and the employee's discounted spend (the programmes' `current_spend`) and the rewards it used
 * (usable again). Runs inside the transaction that fails or cancels the order, so all of it goes back or none.
 * @example
 * await releaseOrder(tx, order.orderNo, order.consumerNo, order.payment as OrderPayment);
 */
export async function releaseOrder(
  tx: CartExecutor,
  orderNo: string,
  consumerNo: string,
  payment: OrderPayment,
): Promise<void> {
  const lines = await queryRows<{ upc: string; qty: number; fulfilment: string; storeId: string | null }>(
    tx,
    sql`select upc, qty, fulfilment, store_id as "storeId" from order_items where order_no = ${orderNo}`,
  );
  const backOnline: string[] = [];
  for (const line of lines) {
    if (line.fulfilment === 'digital' || line.fulfilment === 'customs') continue;
    const location = line.fulfilment === 'pickup' && line.storeId ? line.storeId : ONLINE_LOCATION;
    await tx.execute(
      sql`update inventory set quantity = quantity + ${line.qty} where upc = ${line.upc} and location_id = ${location}`,
    );
    if (location === ONLINE_LOCATION) backOnline.push(line.upc);
  }
  // Stock given back online may answer back-in-stock requests (a size sold out by this very order).
  await sendBackInStockEmails(tx, backOnline);
  // Gift cards the order bought are void with it.
  await tx.execute(sql`update gift_cards set balance = 0 where order_no = ${orderNo}`);
  for (const card of payment.giftCards) {
    await tx.execute(
      sql`update gift_cards set balance = balance + ${card.amount} where left(number_hash, 24) = ${card.ref}`,
    );
  }
  for (const code of payment.coupons) {
    await tx.execute(sql`update coupons set redemptions = greatest(redemptions - 1, 0) where code = ${code}`);
  }
  if (payment.reward) {
    await tx.execute(
      sql`update consumer_profiles set loyalty_points = loyalty_points + ${payment.reward.points} where consumer_no = ${consumerNo}`,
    );
  }
  for (const credit of payment.credits ?? []) {
    if (credit.method === 'ATHLETES_PAYMENT') {
      await tx.execute(
        sql`update consumer_programmes set current_spend = greatest(current_spend - ${credit.amount}, 0) where consumer_no = ${consumerNo} and programme = 'ATHLETE'`,
      );
    } else if (credit.ref) {
      await tx.execute(
        sql`update consumer_payment_instruments set details = details - 'usedAt' where id = ${credit.ref} and consumer_no = ${consumerNo}`,
      );
    }
  }
  if (payment.employeeSpend) {
    await tx.execute(
      sql`update consumer_programmes set current_spend = greatest(current_spend - ${payment.employeeSpend}, 0) where consumer_no = ${consumerNo} and programme = 'EMPLOYEE'`,
    );
  }
}
