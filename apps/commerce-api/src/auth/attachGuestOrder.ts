import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { orders } from '../db/schema';

/**
 * The token call's `action: "postLogin"` with `orderNo` (spec §7): a guest who signs in right after placing an order
 * keeps it in the account's history. Only the guest who placed it can hand it over, proven by that guest's bearer
 * token on the call (the spec's `st` is accepted but not needed for that). An order that is not the caller's, or
 * whose idempotency key the account already used, stays where it is.
 * @returns Whether the order now belongs to `consumerNo`.
 * @example
 * const attached = await attachGuestOrder(tx, 'SB40000001', 'C100000007', guest.consumerNo);
 */
export async function attachGuestOrder(
  tx: Pick<Database, 'update'>,
  orderNo: string,
  consumerNo: string,
  caller: string,
): Promise<boolean> {
  const moved = await tx
    .update(orders)
    .set({ consumerNo, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.orderNo, orderNo),
        eq(orders.consumerNo, caller),
        // The account's own keys stay unique; an (improbable) clash leaves the order with the guest.
        sql`not exists (select 1 from orders mine where mine.consumer_no = ${consumerNo} and mine.idempotency_key = ${orders.idempotencyKey})`,
      ),
    )
    .returning({ orderNo: orders.orderNo });
  return moved.length > 0;
}
