import { and, eq, sql } from 'drizzle-orm';
import { mergeGuestCart } from '../cart/CartService';
import type { Database } from '../db/openDatabase';
import { carts, consumers, favoriteLists, saveForLaterItems, saveForLaterLists } from '../db/schema';

/** The guest's ids the token call carries (spec §7 `guestObjects`). */
export interface GuestObjects {
  basketId?: string | undefined;
  favoriteId?: string | undefined;
  saveForLaterId?: string | undefined;
}

/** The signed-in consumer's ids after the hand-over; `null` where nothing was handed over. */
export interface HandedOver {
  basketId: string | null;
  favoriteId: string | null;
  saveForLaterId: string | null;
}

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Only a guest's objects can be handed over, and only that guest's when the call says who it is: an id alone must
// never move a registered shopper's cart or list to someone else.
const guestOwner = (caller: string | undefined) =>
  caller === undefined ? sql`consumer_type = 'GUEST'` : sql`consumer_type = 'GUEST' and consumer_no = ${caller}`;

async function guestOwns(tx: Executor, consumerNo: string, caller: string | undefined): Promise<boolean> {
  const [row] = await tx
    .select({ consumerNo: consumers.consumerNo })
    .from(consumers)
    .where(and(eq(consumers.consumerNo, consumerNo), guestOwner(caller)))
    .limit(1);
  return row !== undefined;
}

async function handOverFavorites(tx: Executor, favoriteId: string, consumerNo: string, caller: string | undefined) {
  const [list] = await tx
    .select()
    .from(favoriteLists)
    .where(and(eq(favoriteLists.id, favoriteId), eq(favoriteLists.status, 'active')))
    .limit(1);
  if (!list || !(await guestOwns(tx, list.consumerNo, caller))) return null;
  const [own] = await tx
    .select()
    .from(favoriteLists)
    .where(and(eq(favoriteLists.consumerNo, consumerNo), eq(favoriteLists.status, 'active')))
    .limit(1);
  if (!own) {
    await tx
      .update(favoriteLists)
      .set({ consumerNo, updatedAt: sql`now()` })
      .where(eq(favoriteLists.id, list.id));
    return list.id;
  }
  // Same item on both lists: keep one entry with the larger quantity.
  await tx.execute(sql`
    insert into favorite_items (favorite_id, item_id, item_type, qty, added_at)
    select ${own.id}, item_id, item_type, qty, added_at from favorite_items where favorite_id = ${list.id}
    on conflict (favorite_id, item_id) do update set qty = greatest(favorite_items.qty, excluded.qty)`);
  await tx
    .update(favoriteLists)
    .set({ status: 'merged', updatedAt: sql`now()` })
    .where(eq(favoriteLists.id, list.id));
  await tx
    .update(favoriteLists)
    .set({ updatedAt: sql`now()` })
    .where(eq(favoriteLists.id, own.id));
  return own.id;
}

async function handOverSaveForLater(tx: Executor, listId: string, consumerNo: string, caller: string | undefined) {
  const [list] = await tx
    .select()
    .from(saveForLaterLists)
    .where(and(eq(saveForLaterLists.id, listId), eq(saveForLaterLists.status, 'active')))
    .limit(1);
  if (!list || !(await guestOwns(tx, list.consumerNo, caller))) return null;
  const [own] = await tx
    .select()
    .from(saveForLaterLists)
    .where(and(eq(saveForLaterLists.consumerNo, consumerNo), eq(saveForLaterLists.status, 'active')))
    .limit(1);
  if (!own) {
    await tx
      .update(saveForLaterLists)
      .set({ consumerNo, updatedAt: sql`now()` })
      .where(eq(saveForLaterLists.id, list.id));
    return list.id;
  }
  await tx.update(saveForLaterItems).set({ listId: own.id }).where(eq(saveForLaterItems.listId, list.id));
  await tx
    .update(saveForLaterLists)
    .set({ status: 'merged', updatedAt: sql`now()` })
    .where(eq(saveForLaterLists.id, list.id));
  await tx
    .update(saveForLaterLists)
    .set({ updatedAt: sql`now()` })
    .where(eq(saveForLaterLists.id, own.id));
  return own.id;
}

/**
 * Hands a guest's basket, favourites and saved-for-later list to the consumer who signed in (spec §4): each is
 * merged into the consumer's own, or simply changes owner when the consumer has none. Objects that are unknown,
 * already merged, or not a guest's are skipped rather than failing the sign-in. An employee gets the basket only:
 * favourites and saved-for-later are skipped for employees (spec §6), so the guest keeps those lists.
 * Call inside the sign-in transaction.
 * @param caller The guest consumer making the call, when the call carried its bearer token; objects must then be its own.
 * @example
 * const ids = await handOverGuestObjects(tx, 'C100000007', { basketId, favoriteId });
 */
export async function handOverGuestObjects(
  tx: Executor,
  consumerNo: string,
  objects: GuestObjects,
  caller?: string,
): Promise<HandedOver> {
  const result: HandedOver = { basketId: null, favoriteId: null, saveForLaterId: null };
  if (objects.basketId && UUID.test(objects.basketId)) {
    const [cart] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.id, objects.basketId), eq(carts.status, 'active')))
      .limit(1);
    if (cart && (await guestOwns(tx, cart.consumerNo, caller))) {
      result.basketId = (await mergeGuestCart(tx, cart, consumerNo)).id;
    }
  }
  const [account] = await tx
    .select({ consumerType: consumers.consumerType })
    .from(consumers)
    .where(eq(consumers.consumerNo, consumerNo))
    .limit(1);
  if (account?.consumerType === 'EMPLOYEE') return result;
  if (objects.favoriteId && UUID.test(objects.favoriteId)) {
    result.favoriteId = await handOverFavorites(tx, objects.favoriteId, consumerNo, caller);
  }
  if (objects.saveForLaterId && UUID.test(objects.saveForLaterId)) {
    result.saveForLaterId = await handOverSaveForLater(tx, objects.saveForLaterId, consumerNo, caller);
  }
  return result;
}
