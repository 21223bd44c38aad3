import { isApiError, type Cart } from '@switchback/api-client';
import { cartLifecycleFor, recoverInvalidCustomer } from './cartLifecycle.server';
import type { RequestSession } from './session.server';
import type { Store } from './store';

/**
 * The shopper's cart for this store (spec §4: a cart is created when none exists, on first read). The cart id is
 * remembered in an HttpOnly cookie per site; a remembered cart the API no longer knows (`BSK404`,
 * `CART_NOT_FOUND`, or another 403) is replaced by the consumer's cart. An invalid customer (`AUT498`: the
 * remembered cart is another registered customer's) resets the session and throws the redirect to the cart page
 * with the spec's notice (see {@link recoverInvalidCustomer}); the refused cart could not be read, so the new cart
 * keeps only the items of a cart read earlier in the same request — usually none.
 *
 * @example
 * const cart = await readCart(context.get(sessionContext), context.get(storeContext), request.signal);
 */
export async function readCart(session: RequestSession, store: Store, signal?: AbortSignal): Promise<Cart> {
  const { lifecycle } = cartLifecycleFor(session, store);
  try {
    return await lifecycle.read();
  } catch (error) {
    const recovered = signal?.aborted ? undefined : await recoverInvalidCustomer(error, session, store, []);
    if (recovered) throw recovered;
    if (signal?.aborted || !isApiError(error) || error.status !== 403) throw error;
    lifecycle.reset('logout');
    return lifecycle.read();
  }
}

/**
 * True when commerce-api refused to start a session (the guest or refresh token call failed: 403, 429, 5xx or no
 * answer), so no cart can be read or created for this request.
 *
 * @example
 * if (isSessionRefusal(error)) return emptyCart(store);
 */
export function isSessionRefusal(error: unknown): boolean {
  return isApiError(error) && error.call === 'auth.getToken';
}

/**
 * An empty cart to draw the cart page with when no session could be started (spec §6: a refused guest token is
 * not an error page).
 *
 * @example
 * const cart = emptyCart('USD');
 */
export function emptyCart(currency: string): Cart {
  return {
    id: '',
    currency,
    totalItems: 0,
    items: [],
    totals: { itemTotal: 0, itemSubTotal: 0, totalDiscount: 0, total: 0, shipping: 0, tax: 0 },
  } as unknown as Cart;
}

/**
 * {@link readCart}, or, when commerce-api refuses to start a session, an empty cart and `sessionRefused: true`, so
 * the page can say so rather than fail with a 500.
 *
 * @example
 * const { cart, sessionRefused } = await readCartOrRefusal(session, store, 'USD', request.signal);
 */
export async function readCartOrRefusal(
  session: RequestSession,
  store: Store,
  currency: string,
  signal?: AbortSignal,
): Promise<{ cart: Cart; sessionRefused: boolean }> {
  try {
    return { cart: await readCart(session, store, signal), sessionRefused: false };
  } catch (error) {
    if (signal?.aborted || !isSessionRefusal(error)) throw error;
    console.warn('[cart] commerce-api refused a session token:', (error as { errorId?: string }).errorId);
    return { cart: emptyCart(currency), sessionRefused: true };
  }
}

/**
 * What the header knows of the shopper's cart, without creating one: the number of units and the cart's id (which
 * the mini cart reads and changes through the `/api` proxy). `{ count: 0, id: null }` when no cart is remembered or
 * the remembered one is gone; `{ count: null, id: null }` on the cart page itself, whose own loader reads the cart
 * (the header takes the count from there rather than reading the cart twice).
 *
 * @example
 * const { count, id } = await headerCart(session, store, request);
 */
export async function headerCart(
  session: RequestSession,
  store: Store,
  request: Request,
): Promise<{ count: number | null; id: string | null }> {
  if (/\/cart\/?$/.test(new URL(request.url).pathname)) return { count: null, id: null };
  const cartId = session.getCartId(store.siteId);
  if (!cartId) return { count: 0, id: null };
  const { signal } = request;
  try {
    const cart = await session
      .api({ siteId: store.siteId, locale: store.locale })
      .cart.getCart(cartId, undefined, { signal });
    return { count: cart.totalItems, id: cart.id };
  } catch (error) {
    if (isApiError(error) && error.status < 500) return { count: 0, id: null };
    // The header must not take the page down with it.
    if (!signal.aborted) console.error('[cart count]', error);
    return { count: 0, id: null };
  }
}
