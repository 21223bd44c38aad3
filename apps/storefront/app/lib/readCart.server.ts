import { isApiError, type Cart } from '@switchback/api-client';
import type { RequestSession } from './session.server';
import type { Store } from './store';

/**
 * The shopper's cart for this store (spec §4: a cart is created when none exists, on first read). The cart id is
 * remembered in an HttpOnly cookie per site; a remembered cart the API no longer knows (`BSK404`, or one that
 * belongs to a previous guest) is replaced by the consumer's cart from `createCart`.
 *
 * @example
 * const cart = await readCart(context.get(sessionContext), context.get(storeContext), request.signal);
 */
export async function readCart(session: RequestSession, store: Store, signal?: AbortSignal): Promise<Cart> {
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  const options = signal ? { signal } : {};
  const knownId = session.getCartId(store.siteId);
  if (knownId) {
    try {
      return await api.cart.getCart(knownId, undefined, options);
    } catch (error) {
      if (!isApiError(error) || (error.status !== 404 && error.status !== 403)) throw error;
    }
  }
  const cart = await api.cart.createCart(options);
  session.setCartId(store.siteId, cart.id);
  return cart;
}
