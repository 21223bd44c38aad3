import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { buyInStoreSessions, storeEmployees } from '../db/schema';
import type { BuyInStoreSession } from './AccountService';

/**
 * The open buy-in-store session of a consumer session (an associate signed in on that device), if any. Order
 * placement uses it to fill and check `inStoreSalesInfo` (spec §6: orders carry storeId and storeEmployeeId).
 * @example
 * const inStore = await findBuyInStoreSession(db, consumer.consumerNo); // { storeId: '1001', storeEmployeeId: 'E1001', … }
 */
export async function findBuyInStoreSession(
  db: Pick<Database, 'select'>,
  consumerNo: string,
): Promise<BuyInStoreSession | undefined> {
  const [row] = await db
    .select({
      storeId: buyInStoreSessions.storeId,
      storeName: storeEmployees.storeName,
      storeEmployeeId: storeEmployees.id,
      storeEmployeeName: storeEmployees.name,
    })
    .from(buyInStoreSessions)
    .innerJoin(storeEmployees, eq(storeEmployees.id, buyInStoreSessions.storeEmployeeId))
    .where(and(eq(buyInStoreSessions.consumerNo, consumerNo), isNull(buyInStoreSessions.endedAt)))
    .orderBy(desc(buyInStoreSessions.startedAt))
    .limit(1);
  return row;
}
