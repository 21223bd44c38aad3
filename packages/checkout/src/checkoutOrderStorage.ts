import type { PlacedOrder } from './checkoutTypes';

/** The key the checkout order is kept under (spec §4 "persisted locally: … checkout order"). */
export const CHECKOUT_ORDER_KEY = 'switchback.checkoutOrder';

/** The part of the Web Storage API the helpers use; `localStorage`, `sessionStorage` or a server-side map fit. */
export type CheckoutOrderStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Remembers the order being placed or just confirmed, so a reload of the summary or confirmation page keeps its
 * place. Only the order number, status, pending challenge and express-pay `storeContext` are kept: nothing about
 * the card.
 *
 * @example
 * ```ts
 * saveCheckoutOrder(localStorage, { orderNumber: 'SB40000123', status: 'confirmed' });
 * ```
 */
export function saveCheckoutOrder(storage: CheckoutOrderStorage, order: PlacedOrder): void {
  const kept: PlacedOrder = {
    orderNumber: order.orderNumber,
    ...(order.status ? { status: order.status } : {}),
    ...(order.flash
      ? { flash: order.flash.map((entry) => ({ type: entry.type, ...(entry.action ? { action: entry.action } : {}) })) }
      : {}),
    ...(order.storeContext ? { storeContext: order.storeContext } : {}),
  };
  storage.setItem(CHECKOUT_ORDER_KEY, JSON.stringify(kept));
}

/**
 * Reads the remembered checkout order; anything unreadable counts as none (and is removed).
 *
 * @example
 * ```ts
 * const order = readCheckoutOrder(localStorage); // PlacedOrder | null
 * ```
 */
export function readCheckoutOrder(storage: CheckoutOrderStorage): PlacedOrder | null {
  const raw = storage.getItem(CHECKOUT_ORDER_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as PlacedOrder).orderNumber === 'string' &&
      (value as PlacedOrder).orderNumber !== ''
    ) {
      return value as PlacedOrder;
    }
  } catch {
    // falls through to removal
  }
  storage.removeItem(CHECKOUT_ORDER_KEY);
  return null;
}

/**
 * Forgets the checkout order (after a failed authentication, or when a new checkout starts).
 *
 * @example
 * ```ts
 * clearCheckoutOrder(localStorage);
 * ```
 */
export function clearCheckoutOrder(storage: CheckoutOrderStorage): void {
  storage.removeItem(CHECKOUT_ORDER_KEY);
}
