import type { CartItem } from '@switchback/api-client';
import { signOut } from '@switchback/auth';
import {
  cartTextsFor,
  createCartLifecycle,
  isInvalidCustomer,
  type CartLifecycle,
  type CartNotice,
} from '@switchback/cart';
import { redirect } from 'react-router';
import { storeHref } from './carriedQuery';
import { cartNoticeCookie } from './cartNotice.server';
import type { RequestSession } from './session.server';
import type { Store } from './store';

/** One request's lifecycles, per site: a read and the change that follows it share what the lifecycle has seen. */
const lifecyclesOfRequest = new WeakMap<
  RequestSession,
  Map<string, { lifecycle: CartLifecycle; notices: CartNotice[] }>
>();

/**
 * The cart lifecycle (spec §4, `@switchback/cart`) for one request: the session's api-client, and the cart id in
 * the session's HttpOnly cookie of the site (only the id is kept). Notices the lifecycle raises are collected for
 * the page to show. One lifecycle per request and site, so a change made after a read knows the items of the cart
 * read (the items an invalid-customer recovery keeps).
 *
 * On invalid customer the lifecycle resets the session here by signing out (spec §8 INVALID_CUSTOMER: "log out or
 * reset the session"): the refresh token is revoked, every store cleared and a new guest token adopted. The page
 * reload of spec §4 is not scheduled on the server: {@link recoverInvalidCustomer}'s redirect plays that role.
 *
 * @example
 * const { lifecycle, notices } = cartLifecycleFor(session, store);
 * const cart = await lifecycle.addItem({ productId, upc });
 */
export function cartLifecycleFor(
  session: RequestSession,
  store: Store,
): { lifecycle: CartLifecycle; notices: CartNotice[] } {
  let ofRequest = lifecyclesOfRequest.get(session);
  if (!ofRequest) lifecyclesOfRequest.set(session, (ofRequest = new Map()));
  const existing = ofRequest.get(store.siteId);
  if (existing) return existing;

  const notices: CartNotice[] = [];
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  const lifecycle = createCartLifecycle({
    api,
    storage: {
      // An emptied cookie reads as '' : no cart.
      get: () => session.getCartId(store.siteId) || undefined,
      set: (cartId) => session.setCartId(store.siteId, cartId),
      remove: () => session.setCartId(store.siteId, ''),
    },
    onNotice: (notice) => notices.push(notice),
    messages: cartTextsFor(store.locale).lifecycle,
    async resetSession() {
      const { guest } = await signOut({
        api,
        refreshToken: session.refreshToken(),
        clearStores: () => session.clearStores(),
        pathname: '/',
      });
      session.adopt(guest);
    },
    // No timer on the server: the response to this request is the reload.
    setTimeout: () => undefined,
  });
  const made = { lifecycle, notices };
  ofRequest.set(store.siteId, made);
  return made;
}

/**
 * Answers an invalid customer (spec §4 and §8: AUT498 / INVALID_CUSTOMER) on the server. It runs (or joins) the
 * lifecycle's recovery — new guest session, the stale cart and session cookies dropped, a new cart holding
 * `keptItems` — and answers the redirect to the cart page that shows the spec's error notice once (the
 * `sb_cart_notice` cookie). Throw the answer from a loader or action: it is the server's version of the 4-second
 * reload. Returns `undefined` for any other error, so callers can rethrow it.
 *
 * `keptItems` are the items of the last cart seen: on the server, the cart the request was about when it could be
 * read; when the read itself was refused there is nothing to keep and the new cart is empty.
 *
 * @example
 * catch (error) { const answer = await recoverInvalidCustomer(error, session, store, cart.items); if (answer) throw answer; throw error; }
 */
export async function recoverInvalidCustomer(
  error: unknown,
  session: RequestSession,
  store: Store,
  keptItems: readonly CartItem[],
): Promise<Response | undefined> {
  if (!isInvalidCustomer(error)) return undefined;
  const { lifecycle, notices } = cartLifecycleFor(session, store);
  await lifecycle.recoverInvalidCustomer(keptItems);
  const carried = [...new Set(notices.map((notice) => notice.type))].filter(
    (type) => type === 'invalidCustomer' || type === 'cartExpired',
  );
  return redirect(storeHref('/cart', { ...store, search: '' }), {
    headers: { 'Set-Cookie': cartNoticeCookie(carried.length > 0 ? carried : ['invalidCustomer'], session.secure) },
  });
}
