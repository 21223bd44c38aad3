import * as z from 'zod/mini';
import { maybeString } from './fields';

/**
 * The buy-in-store session of spec §3, answered by the agent (associate) login: which store and which
 * associate the following orders are sold by.
 *
 * @example
 * const session = buyInStoreSessionSchema.parse(body);
 * order.inStoreSalesInfo = { storeId: session.storeId, storeEmployeeId: session.storeEmployeeId };
 */
export const buyInStoreSessionSchema = z.looseObject({
  storeId: z.string(),
  storeName: maybeString,
  storeEmployeeId: z.string(),
  storeEmployeeName: maybeString,
});

/**
 * A parsed buy-in-store session.
 *
 * @example
 * const banner = (s: BuyInStoreSession) => `${s.storeEmployeeName} at ${s.storeName}`;
 */
export type BuyInStoreSession = z.infer<typeof buyInStoreSessionSchema>;
