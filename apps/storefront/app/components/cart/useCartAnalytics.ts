import { useEffect, useRef } from 'react';
import type { CartView } from '../../lib/toCartView';
import { useAnalytics } from '../AnalyticsProvider';

const itemOf = (line: CartView['lines'][number], currency: string, quantity: number) => ({
  item_id: line.productId,
  item_name: line.name,
  ...(line.upc ? { item_variant: line.upc } : {}),
  ...(line.size ? { size: line.size } : {}),
  ...(line.color ? { color: line.color } : {}),
  price: line.current,
  currency,
  quantity,
});

/**
 * The cart page's analytics: `view_cart` when the page shows a cart, then for each change the shopper makes
 * (quantity, remove, save for later, back from saved) `add_to_cart` or `remove_from_cart` with the quantity that
 * changed — read from the cart before and after, so every form of the page is covered the same way.
 *
 * @example
 * useCartAnalytics(loaderData.cart);
 */
export function useCartAnalytics(cart: CartView): void {
  const { track } = useAnalytics();
  const previous = useRef<CartView | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = cart;
    if (!before || before.id !== cart.id) {
      track('view_cart', {
        currency: cart.currency,
        value: cart.totals.total,
        items: cart.lines.map((line) => itemOf(line, cart.currency, line.qty)),
      });
      return;
    }
    const quantities = new Map(cart.lines.map((line) => [line.id, line]));
    for (const old of before.lines) {
      const now = quantities.get(old.id);
      const removed = old.qty - (now?.qty ?? 0);
      if (removed > 0)
        track('remove_from_cart', {
          currency: cart.currency,
          value: old.current * removed,
          items: [itemOf(old, cart.currency, removed)],
        });
    }
    const earlier = new Map(before.lines.map((line) => [line.id, line.qty]));
    for (const line of cart.lines) {
      const added = line.qty - (earlier.get(line.id) ?? 0);
      if (added > 0)
        track('add_to_cart', {
          currency: cart.currency,
          value: line.current * added,
          items: [itemOf(line, cart.currency, added)],
        });
    }
  }, [cart, track]);
}
