import { eq, sql } from 'drizzle-orm';
import { ONLINE_LOCATION } from '../catalog/catalogSeed';
import { queryRows } from '../db/queryRows';
import { cartItems, cartNotifications } from '../db/schema';
import type { CartRow } from './CartService';
import type { CartExecutor } from './loadCartState';

/**
 * The supply check (spec §4 delivery change, §8 item codes): moves lines whose store or warehouse ran out, and trims
 * or removes lines nothing is left for, leaving a notification for each change. A pickup line the store cannot
 * serve goes to ship-to-store when the warehouse has it (PickupToStsTransition), else home (PickupToSthTransition);
 * a ship-to-store line the warehouse cannot serve goes to pickup when the store has it (StsToPickupTransition).
 * Call it inside the cart's transaction.
 * @example
 * await reconcileCart(tx, cart, new Date());
 */
export async function reconcileCart(tx: CartExecutor, cart: CartRow, now: Date): Promise<void> {
  const lines = await queryRows<{
    id: string;
    upc: string;
    qty: number;
    fulfilment: string;
    storeId: string | null;
    online: number;
    store: number;
    name: string;
    digital: boolean;
  }>(
    tx,
    sql`select ci.id, ci.upc, ci.qty, ci.fulfilment, ci.store_id as "storeId", p.name, p.is_digital as digital,
          coalesce((select quantity from inventory where upc = ci.upc and location_id = ${ONLINE_LOCATION}), 0) as online,
          coalesce((select quantity from inventory where upc = ci.upc and location_id = ci.store_id), 0) as store
        from cart_items ci join products p on p.id = ci.product_id where ci.cart_id = ${cart.id}`,
  );
  const notify = (itemId: string | null, code: string, message: string) =>
    tx.insert(cartNotifications).values({ cartId: cart.id, itemId, code, message, createdAt: now });
  for (const line of lines) {
    if (line.digital || line.fulfilment === 'customs' || line.fulfilment === 'digital') continue;
    if (line.fulfilment === 'pickup' && line.store < line.qty) {
      if (line.online >= line.qty) {
        await tx.update(cartItems).set({ fulfilment: 'sts' }).where(eq(cartItems.id, line.id));
        await notify(
          line.id,
          'PickupToStsTransition',
          `${line.name} is no longer in stock at your store; we will ship it there instead`,
        );
        continue;
      }
      if (line.online > 0) {
        await tx
          .update(cartItems)
          .set({ fulfilment: 'home', storeId: null, qty: Math.min(line.qty, line.online) })
          .where(eq(cartItems.id, line.id));
        await notify(
          line.id,
          'PickupToSthTransition',
          `${line.name} is no longer in stock at your store; it will be delivered to you`,
        );
        continue;
      }
    }
    if (line.fulfilment === 'sts' && line.online < line.qty && line.store >= line.qty) {
      await tx.update(cartItems).set({ fulfilment: 'pickup' }).where(eq(cartItems.id, line.id));
      await notify(line.id, 'StsToPickupTransition', `${line.name} is ready to pick up at your store`);
      continue;
    }
    const available = line.fulfilment === 'pickup' ? line.store : line.online;
    if (available >= line.qty) continue;
    if (available <= 0) {
      await tx.delete(cartItems).where(eq(cartItems.id, line.id));
      await notify(
        null,
        'ProductLineItemFullInventoryMissing',
        `${line.name} is out of stock and was removed from your cart`,
      );
    } else {
      await tx.update(cartItems).set({ qty: available }).where(eq(cartItems.id, line.id));
      await notify(
        line.id,
        'ProductLineItemInventoryMissing',
        `Only ${available} of ${line.name} left; we updated the quantity`,
      );
    }
  }
}
