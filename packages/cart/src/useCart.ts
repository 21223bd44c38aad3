import type { AddItemQuery, AddItemRequest, Cart, CartItem } from '@switchback/api-client';
import { useCallback, useMemo, useRef } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type { CartLifecycle } from './cartLifecycle';

/** The swr key of the cart; one cart per page. */
export const CART_KEY = '@switchback/cart';

/**
 * Options of {@link useCart}.
 *
 * @example
 * useCart(lifecycle, { fallbackData: loaderData.cart });
 */
export interface UseCartOptions {
  /** The cart the server rendered the page with: shown at once, no request on mount. */
  fallbackData?: Cart;
  /** Another swr key, when a page holds carts of two sites. */
  key?: string;
  /**
   * `false`: nothing is read, so no cart is created just by looking (`data` stays `fallbackData`). For a view that
   * shows a cart only when one exists, such as a mini cart on a page whose shopper has none yet. `true` by default.
   */
  enabled?: boolean;
}

/**
 * The shopper's cart through swr: read by the lifecycle (created when there is none), with the server-rendered cart
 * as `fallbackData` so hydration shows the same cart and makes no request.
 *
 * @example
 * const { data: cart } = useCart(lifecycle, { fallbackData: loaderData.cart });
 */
export function useCart(lifecycle: CartLifecycle, options: UseCartOptions = {}): SWRResponse<Cart> {
  return useSWR<Cart>(options.enabled === false ? null : (options.key ?? CART_KEY), () => lifecycle.read(), {
    ...(options.fallbackData ? { fallbackData: options.fallbackData, revalidateOnMount: false } : {}),
    revalidateOnFocus: false,
  });
}

/**
 * The changes a cart page makes, each writing the API's answer into the swr cache.
 *
 * @example
 * const { setQuantity } = useCartMutations(lifecycle);
 * await setQuantity(line, 3);
 */
export interface CartMutations {
  /** Shows the new quantity at once and rolls it back when the API refuses; the error is re-thrown. */
  setQuantity(item: CartItem, qty: number): Promise<Cart | undefined>;
  /** Takes the line out at once and puts it back when the API refuses; the error is re-thrown. */
  removeItem(item: CartItem): Promise<Cart | undefined>;
  addItem(body: Omit<AddItemRequest, 'cartId'>, query?: AddItemQuery): Promise<Cart | undefined>;
  applyCoupon(code: string): Promise<Cart | undefined>;
  removeCoupon(code: string): Promise<Cart | undefined>;
  saveForLater(itemId: string): Promise<Cart | undefined>;
  moveToCart(itemId: string, saveForLaterId?: string): Promise<Cart | undefined>;
}

/** The cart's merchandise subtotal moved by `delta` (a line's row total changed), when the cart states one. */
function shiftedTotals(cart: Cart, delta: number): Cart['totals'] {
  const subtotal = cart.totals.itemSubTotal;
  return typeof subtotal === 'number' && delta !== 0
    ? { ...cart.totals, itemSubTotal: Math.round((subtotal + delta) * 100) / 100 }
    : cart.totals;
}

/**
 * Optimistic copy of a cart with one line's quantity changed: its row total follows the unit price, and the unit
 * count and merchandise subtotal (`totals.itemSubTotal`) follow the line. Promotions wait for the API's answer.
 *
 * @example
 * withQuantity(cart, 'line-1', 3).items[0].qty; // 3
 */
export function withQuantity(cart: Cart, itemId: string, qty: number): Cart {
  let units = 0;
  let delta = 0;
  const items = cart.items.map((item) => {
    let next = item;
    if (item.id === itemId && item.price) {
      const rowTotal = Math.round((item.price.current ?? item.price.amount ?? 0) * qty * 100) / 100;
      delta = rowTotal - (item.price.rowTotal ?? rowTotal);
      next = { ...item, qty, price: { ...item.price, rowTotal } };
    } else if (item.id === itemId) {
      next = { ...item, qty };
    }
    units += next.qty;
    return next;
  });
  return { ...cart, items, totalItems: units, totals: shiftedTotals(cart, delta) };
}

/**
 * Optimistic copy of a cart without one line: the unit count and merchandise subtotal (`totals.itemSubTotal`) drop
 * by the line's. Promotions wait for the API's answer.
 *
 * @example
 * withoutItem(cart, 'line-1').items.some((item) => item.id === 'line-1'); // false
 */
export function withoutItem(cart: Cart, itemId: string): Cart {
  const removed = cart.items.find((item) => item.id === itemId);
  if (!removed) return cart;
  const items = cart.items.filter((item) => item !== removed);
  const units = items.reduce((sum, item) => sum + item.qty, 0);
  return { ...cart, items, totalItems: units, totals: shiftedTotals(cart, -(removed.price?.rowTotal ?? 0)) };
}

/**
 * The cart's changes bound to swr (see {@link CartMutations}).
 *
 * @example
 * const { data: cart } = useCart(lifecycle, { fallbackData });
 * const { removeItem } = useCartMutations(lifecycle, { current: cart });
 */
export function useCartMutations(
  lifecycle: CartLifecycle,
  options: { key?: string; current?: Cart | undefined } = {},
): CartMutations {
  const { mutate } = useSWR<Cart>(options.key ?? CART_KEY, null);
  // A server-rendered cart (fallbackData) is shown but not in swr's cache: the optimistic copy starts from it.
  const shown = useRef(options.current);
  shown.current = options.current;
  const write = useCallback(
    (change: () => Promise<Cart>) => mutate(change(), { populateCache: true, revalidate: false }),
    [mutate],
  );
  /** A change shown at once (`optimistic` applied to the cart on screen) and rolled back when the API refuses it. */
  const optimistic = useCallback(
    (change: Promise<Cart>, expected: (cart: Cart) => Cart) =>
      mutate(change, {
        optimisticData: (current, displayed) => {
          const base = current ?? displayed ?? shown.current;
          return base ? expected(base) : (base as unknown as Cart);
        },
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      }),
    [mutate],
  );
  const setQuantity = useCallback(
    (item: CartItem, qty: number) =>
      optimistic(lifecycle.updateQuantity(item, qty), (cart) => withQuantity(cart, item.id, qty)),
    [lifecycle, optimistic],
  );
  const removeItem = useCallback(
    (item: CartItem) => optimistic(lifecycle.removeItem(item), (cart) => withoutItem(cart, item.id)),
    [lifecycle, optimistic],
  );
  return useMemo(
    () => ({
      setQuantity,
      removeItem,
      addItem: (body, query) => write(() => lifecycle.addItem(body, query)),
      applyCoupon: (code) => write(() => lifecycle.applyCoupon(code)),
      removeCoupon: (code) => write(() => lifecycle.removeCoupon(code)),
      saveForLater: (itemId) => write(() => lifecycle.saveForLater(itemId)),
      moveToCart: (itemId, listId) => write(() => lifecycle.moveToCart(itemId, listId)),
    }),
    [lifecycle, removeItem, setQuantity, write],
  );
}
