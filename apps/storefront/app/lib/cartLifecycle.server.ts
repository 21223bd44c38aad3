import { cartTextsFor, createCartLifecycle, type CartLifecycle, type CartNotice } from '@switchback/cart';
import type { RequestSession } from './session.server';
import type { Store } from './store';

/**
 * The cart lifecycle (spec §4, `@switchback/cart`) for one request: the session's api-client, and the cart id in
 * the session's HttpOnly cookie of the site (only the id is kept). Notices the lifecycle raises are collected for
 * the page to show.
 *
 * @example
 * const { lifecycle, notices } = cartLifecycleFor(session, store);
 * const cart = await lifecycle.addItem({ productId, upc });
 */
export function cartLifecycleFor(session: RequestSession, store: Store): { lifecycle: CartLifecycle; notices: CartNotice[] } {
  const notices: CartNotice[] = [];
  const lifecycle = createCartLifecycle({
    api: session.api({ siteId: store.siteId, locale: store.locale }),
    storage: {
      // An emptied cookie reads as '' : no cart.
      get: () => session.getCartId(store.siteId) || undefined,
      set: (cartId) => session.setCartId(store.siteId, cartId),
      remove: () => session.setCartId(store.siteId, ''),
    },
    onNotice: (notice) => notices.push(notice),
    messages: cartTextsFor(store.locale).lifecycle,
  });
  return { lifecycle, notices };
}
