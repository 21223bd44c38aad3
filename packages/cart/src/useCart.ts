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
}

/**
 * The shopper's cart through swr: read by the lifecycle (created when there is none), with the server-rendered cart
 * as `fallbackData` so hydration shows the same cart and makes no request.
 *
 * @example
 * const { data: cart } = useCart(lifecycle, { fallbackData: loaderData.cart });
 */
export function useCart(lifecycle: CartLifecycle, options: UseCartOptions = {}): SWRResponse<Cart> {
  return useSWR<Cart>(options.key ?? CART_KEY, () => lifecycle.read(), {
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
  removeItem(item: CartItem): Promise<Cart | undefined>;
  addItem(body: Omit<AddItemRequest, 'cartId'>, query?: AddItemQuery): Promise<Cart | undefined>;
  applyCoupon(code: string): Promise<Cart | undefined>;
  removeCoupon(code: string): Promise<Cart | undefined>;
  saveForLater(itemId: string): Promise<Cart | undefined>;
  moveToCart(itemId: string, saveForLaterId?: string): Promise<Cart | undefined>;
}

/**
 * Optimistic copy of a cart with one line's quantity changed (row total and unit count follow the unit price).
 *
 * @example
 * withQuantity(cart, 'line-1', 3).items[0].qty; // 3
 */
export function withQuantity(cart: Cart, itemId: string, qty: number): Cart {
  let units = 0;
  const items = cart.items.map((item) => {
    const next =
      item.id === itemId
        ? {
            ...item,
            qty,
            ...(item.price
              ? { price: { ...item.price, rowTotal: (item.price.current ?? item.price.amount ?? 0) * qty } }
              : {}),
          }
        : item;
    units += next.qty;
    return next;
  });
  return { ...cart, items, totalItems: units };
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
  const setQuantity = useCallback(
    (item: CartItem, qty: number) =>
      mutate(lifecycle.updateQuantity(item, qty), {
        optimisticData: (current, displayed) => {
          const base = current ?? displayed ?? shown.current;
          return base ? withQuantity(base, item.id, qty) : (base as unknown as Cart);
        },
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      }),
    [lifecycle, mutate],
  );
  return useMemo(
    () => ({
      setQuantity,
      removeItem: (item) => write(() => lifecycle.removeItem(item)),
      addItem: (body, query) => write(() => lifecycle.addItem(body, query)),
      applyCoupon: (code) => write(() => lifecycle.applyCoupon(code)),
      removeCoupon: (code) => write(() => lifecycle.removeCoupon(code)),
      saveForLater: (itemId) => write(() => lifecycle.saveForLater(itemId)),
      moveToCart: (itemId, listId) => write(() => lifecycle.moveToCart(itemId, listId)),
    }),
    [lifecycle, setQuantity, write],
  );
}
