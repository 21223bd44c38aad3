import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { fromJsonRow } from '../db/fromJsonRow';
import { invalidCustomer } from '../auth/requireConsumer';
import { cartItems, carts, consumers } from '../db/schema';
import { ApiError } from '../http/ApiError';
import type { Site } from '../sites/findSite';

/** A cart row. */
export type CartRow = typeof carts.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads and creates carts. A consumer has at most one active cart per site; it is created on first read
 * (spec §4) and keeps the currency of the site it was made on.
 * @example
 * const cart = await new CartService(db).getOrCreateActive('C100000001', site);
 */
export class CartService {
  constructor(private readonly db: Database) {}

  /** The consumer's active cart on a site, created if there is none. */
  async getOrCreateActive(consumerNo: string, site: Site): Promise<CartRow> {
    const existing = await this.findActive(consumerNo, site.id);
    if (existing) return existing;
    // A concurrent first call may win the race; the partial unique index turns ours into a no-op.
    await this.db
      .insert(carts)
      .values({ consumerNo, siteId: site.id, currency: site.currency })
      .onConflictDoNothing({ target: [carts.consumerNo, carts.siteId], where: sql`status = 'active'` });
    const created = await this.findActive(consumerNo, site.id);
    if (!created) throw new Error('Cart was neither found nor created');
    return created;
  }

  /**
   * A cart by id, only if it belongs to the consumer. A cart of another registered customer throws 403 AUT498
   * (spec §8 invalid customer: the session and the cart disagree about who the customer is, so the client resets
   * the session); any other cart that is not the consumer's (unknown, a guest's) is reported as missing.
   */
  async findForConsumer(basketId: string, consumerNo: string): Promise<CartRow | undefined> {
    // Not a UUID cannot exist, and would make PostgreSQL reject the query instead.
    if (!UUID.test(basketId)) return undefined;
    const [cart] = await this.db
      .select()
      .from(carts)
      .where(and(eq(carts.id, basketId), eq(carts.consumerNo, consumerNo)))
      .limit(1);
    if (!cart) await this.refuseRegisteredOwner(this.db, basketId, consumerNo);
    return cart;
  }

  /** Throws AUT498 when the cart exists and belongs to a registered customer other than `consumerNo`. */
  private async refuseRegisteredOwner(
    tx: Pick<Database, 'select'>,
    basketId: string,
    consumerNo: string,
  ): Promise<void> {
    const [owner] = await tx
      .select({ consumerNo: consumers.consumerNo, consumerType: consumers.consumerType })
      .from(carts)
      .innerJoin(consumers, eq(consumers.consumerNo, carts.consumerNo))
      .where(eq(carts.id, basketId))
      .limit(1);
    if (owner && owner.consumerNo !== consumerNo && owner.consumerType !== 'GUEST') {
      throw invalidCustomer('This cart belongs to another customer; start a new session');
    }
  }

  /**
   * Locks the consumer's active cart for the rest of the caller's transaction, so concurrent writes to one cart
   * take turns, sets its `updated_at` to `touchedAt` and clears its notifications (they describe the last change; the
   * change about to be made replaces them), all in one statement: a write's whole start-up in one round trip (an
   * update waits for and re-checks a row another transaction holds, as `for update` does). A cart of another
   * registered customer answers 403 AUT498 (see {@link findForConsumer}); unknown, other guests' and no longer active
   * carts answer 404 BSK404 (an ordered cart is never changed), and nothing is stamped or cleared.
   */
  async lockActive(
    tx: Pick<Database, 'select' | 'execute'>,
    basketId: string,
    consumerNo: string,
    touchedAt: Date,
  ): Promise<CartRow> {
    const [row] = UUID.test(basketId)
      ? await queryRows<Record<string, unknown>>(
          tx,
          sql`with locked as (
                update carts set updated_at = ${touchedAt.toISOString()}::timestamptz
                 where id = ${basketId} and consumer_no = ${consumerNo} and status = 'active'
                returning *
              ), cleared as (
                delete from cart_notifications where cart_id = (select id from locked)
              )
              select * from locked`,
        )
      : [];
    if (!row && UUID.test(basketId)) await this.refuseRegisteredOwner(tx, basketId, consumerNo);
    if (!row) throw new ApiError(404, 'BSK404', 'Cart not found', { named: 'CART_NOT_FOUND' });
    return fromJsonRow(carts, row);
  }

  private async findActive(consumerNo: string, siteId: string): Promise<CartRow | undefined> {
    const [cart] = await this.db
      .select()
      .from(carts)
      .where(and(eq(carts.consumerNo, consumerNo), eq(carts.siteId, siteId), eq(carts.status, 'active')))
      .limit(1);
    return cart;
  }
}

/** The part of a database or transaction the cart hand-over needs. */
type CartExecutor = Pick<Database, 'select' | 'update' | 'execute'>;

/**
 * Hands a guest's cart to the consumer who just signed in (spec §4: the cart is reset on sign-in merge). When the
 * consumer has no active cart on that site the guest cart simply changes owner; otherwise the guest cart is marked
 * `merged` into theirs: a guest line of a variant their cart already holds the same way grows that line (up to its
 * max quantity), the other lines move over. Call it inside the sign-in transaction.
 * @returns The consumer's active cart on the guest cart's site afterwards.
 * @example
 * const cart = await mergeGuestCart(tx, guestCart, 'C100000007');
 */
export async function mergeGuestCart(tx: CartExecutor, guestCart: CartRow, consumerNo: string): Promise<CartRow> {
  const [target] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.consumerNo, consumerNo), eq(carts.siteId, guestCart.siteId), eq(carts.status, 'active')))
    .limit(1);
  if (!target) {
    const [adopted] = await tx
      .update(carts)
      .set({ consumerNo, updatedAt: sql`now()` })
      .where(eq(carts.id, guestCart.id))
      .returning();
    if (!adopted) throw new Error(`Cart ${guestCart.id} vanished during the hand-over`);
    return adopted;
  }
  // A guest line of a variant the member's cart already holds, fulfilled the same way (same store), grows that line
  // instead of becoming a second one, as an add would (`addCartItem`); customised and gift-card lines stay apart.
  // The quantity is kept within the member line's max quantity; stock is checked again at checkout.
  await tx.execute(sql`
    with pairs as (
      select distinct on (guest.id) guest.id as guest_id, own.id as own_id, guest.qty as guest_qty
        from cart_items as guest
        join cart_items as own
          on own.cart_id = ${target.id} and own.upc = guest.upc and own.fulfilment = guest.fulfilment
         and own.store_id is not distinct from guest.store_id
         and own.recipe_id is null and own.precreated_customs_code is null and own.custom_amount is null
       where guest.cart_id = ${guestCart.id} and guest.fulfilment not in ('customs', 'digital')
         and guest.recipe_id is null and guest.precreated_customs_code is null and guest.custom_amount is null
       order by guest.id, own.created_at
    ), grown as (
      update cart_items as own
         set qty = least(own.qty + added.qty, own.max_qty)
        from (select own_id, sum(guest_qty)::int as qty from pairs group by own_id) as added
       where own.id = added.own_id
      returning own.id
    )
    delete from cart_items where id in (select guest_id from pairs)`);
  // The guest's other lines join the member's cart.
  await tx.update(cartItems).set({ cartId: target.id }).where(eq(cartItems.cartId, guestCart.id));
  await tx
    .update(carts)
    .set({ status: 'merged', updatedAt: sql`now()` })
    .where(eq(carts.id, guestCart.id));
  const [touched] = await tx
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, target.id))
    .returning();
  return touched ?? target;
}
