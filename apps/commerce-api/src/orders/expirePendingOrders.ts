import { sql } from 'drizzle-orm';
import type { CartExecutor } from '../cart/loadCartState';
import { queryRows } from '../db/queryRows';
import { releaseOrder } from './releaseOrder';
import type { OrderPayment } from './releaseOrder';

/**
 * How long an order may wait for its 3-D Secure result. The spec does not say; banks' challenge sessions last
 * minutes, so after half an hour the shopper has left, and what the order reserved goes back to stock and to them.
 */
export const PENDING_PAYMENT_TTL_MS = 30 * 60_000;

/** Whether an order waiting for 3-D Secure has waited too long at `now`. */
export function isPendingPaymentExpired(order: { status: string; createdAt: Date }, now: Date): boolean {
  return order.status === 'pending_payment' && now.getTime() - order.createdAt.getTime() > PENDING_PAYMENT_TTL_MS;
}

/**
 * Fails orders that waited longer than {@link PENDING_PAYMENT_TTL_MS} for their 3-D Secure result and gives back
 * everything they reserved (`releaseOrder`), so an abandoned challenge does not hold stock, gift-card balances,
 * points, athlete credit or rewards for ever. Rows another request holds are skipped (they are being settled);
 * at most `limit` orders per call. Answers the failed order numbers.
 * @example
 * await expirePendingOrders(tx, new Date());
 */
export async function expirePendingOrders(tx: CartExecutor, now: Date, limit = 20): Promise<string[]> {
  const cutoff = new Date(now.getTime() - PENDING_PAYMENT_TTL_MS).toISOString();
  const stale = await queryRows<{ orderNo: string; consumerNo: string; payment: OrderPayment }>(
    tx,
    sql`select order_no as "orderNo", consumer_no as "consumerNo", payment from orders
         where status = 'pending_payment' and created_at < ${cutoff}::timestamptz
         order by created_at limit ${limit} for update skip locked`,
  );
  for (const order of stale) {
    await failExpiredOrder(tx, order.orderNo, order.consumerNo, order.payment, now);
  }
  return stale.map((order) => order.orderNo);
}

/**
 * Fails one order whose 3-D Secure wait expired: releases its reservations, closes its authorisation and records why.
 * The caller holds the order's row lock.
 * @example
 * await failExpiredOrder(tx, order.orderNo, order.consumerNo, order.payment as OrderPayment, now);
 */
export async function failExpiredOrder(
  tx: CartExecutor,
  orderNo: string,
  consumerNo: string,
  payment: OrderPayment,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await releaseOrder(tx, orderNo, consumerNo, payment);
  await tx.execute(
    sql`update payment_authorisations set status = 'authentication_failed', updated_at = ${at}::timestamptz where order_no = ${orderNo} and status = 'challenge_required'`,
  );
  await tx.execute(
    sql`update orders set status = 'failed', updated_at = ${at}::timestamptz where order_no = ${orderNo}`,
  );
  await tx.execute(
    sql`insert into order_events (order_no, status, description, created_at) values (${orderNo}, 'failed', 'Payment authentication timed out', ${at}::timestamptz)`,
  );
}
