import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '@switchback/test-utils';
import { runSignInAction } from './authFlow.server';
import { CART_NOTICE_COOKIE, cartNoticesOf, clearCartNotice } from './cartNotice.server';
import { createSessionFactory } from './session.server';
import type { Store } from './store';
import { API_URL, STORE_URL, apiError, authSession, cart } from '../testing/commerceApiStub';

const server = setupMswServer();
const STORE: Store = { locale: 'en-us', siteId: 'sb-us', preview: false, lang: 'en-US' };
const sessions = createSessionFactory({ apiBaseUrl: API_URL, sleep: () => Promise.resolve() });
const MERGED = 'Items from your previous visit have been added to your cart.';
const OUT_OF_STOCK = 'Some items in your cart are out of stock. Your cart has been updated.';

/**
 * A sign-in from the cart by a guest whose cart holds `guestItems` units, into an account whose merged cart holds
 * `mergedItems`; the supply check reports `notifications`. Answers the redirect and the supply checks made.
 */
async function signInWithCarts({
  guestItems,
  mergedItems,
  notifications = [] as unknown[],
  guestCartFails = false,
  mergeFails = false,
}: {
  guestItems: number;
  mergedItems: number;
  notifications?: unknown[];
  guestCartFails?: boolean;
  mergeFails?: boolean;
}) {
  const supplyChecks: string[] = [];
  server.use(
    http.get(`${API_URL}/wishlists/v2/favorites`, () =>
      HttpResponse.json({ favoriteId: null, items: [], total: 0, start: 0, count: 1 }),
    ),
    http.get(`${API_URL}/wishlists/v2/saveForLater`, () =>
      HttpResponse.json({ saveForLaterId: null, items: [], total: 0, start: 0, count: 1 }),
    ),
    http.get(`${API_URL}/cart/v1/cart/guest-cart`, () =>
      guestCartFails ? apiError(404, 'BSK404') : HttpResponse.json({ ...cart('guest-cart'), totalItems: guestItems }),
    ),
    http.post(`${API_URL}/consumers-v3/auth/signin`, () => HttpResponse.json({ authorizationCode: 'code-1' })),
    http.post(`${API_URL}/token/v2/auth/token`, () =>
      HttpResponse.json(authSession(9, { consumerType: 'REGISTERED', basketId: 'member-cart' })),
    ),
    http.post(`${API_URL}/cart/v1/cart`, () =>
      mergeFails ? apiError(503, 'SRV503') : HttpResponse.json({ ...cart('member-cart'), totalItems: mergedItems }),
    ),
    http.get(`${API_URL}/cart/v1/cart/member-cart`, ({ request }) => {
      supplyChecks.push(new URL(request.url).searchParams.get('inventorySupplyCheck') ?? '');
      return HttpResponse.json({ ...cart('member-cart'), totalItems: mergedItems, notificationList: notifications });
    }),
  );
  const request = new Request(`${STORE_URL}/en-us/sign-in`, {
    method: 'POST',
    body: new URLSearchParams({
      intent: 'signIn',
      step: 'signIn',
      email: 'alex@example.com',
      password: 'Trailhead26',
      returnTo: '/en-us/cart',
    }),
    headers: {
      cookie: 'sb_at=guest-at; sb_rt=guest-rt; sb_who=GUEST%3AC1; sb_cart_sb-us=guest-cart',
      'content-type': 'application/x-www-form-urlencoded',
    },
  });
  const session = sessions(request, { siteId: 'sb-us', locale: 'en-us' });
  try {
    await runSignInAction(request, session, STORE);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const carried = thrown.headers.get('set-cookie') ?? '';
    return { location: thrown.headers.get('location'), carried, supplyChecks, session };
  }
  throw new Error('the sign-in did not redirect');
}

/** The cart page's request after the redirect, sending back the cookie the sign-in set. */
function cartRequest(setCookie: string): Request {
  return new Request(`${STORE_URL}/en-us/cart`, { headers: { cookie: setCookie.split(';')[0] ?? '' } });
}

describe('cart notices after sign-in (spec §4)', () => {
  it('a merged guest cart whose count rose: merged notice, the supply check runs and its out-of-stock report reaches the cart page', async () => {
    const result = await signInWithCarts({
      guestItems: 1,
      mergedItems: 3,
      notifications: [{ type: 'ProductItemNotAvailable', itemId: 'line-2' }],
    });
    expect(result.location).toBe('/en-us/cart');
    expect(result.supplyChecks).toEqual(['true']);
    expect(result.carried).toContain(`${CART_NOTICE_COOKIE}=`);
    expect(result.carried).toContain('HttpOnly');
    // The merged cart stays the session's cart.
    expect(result.session.setCookieHeaders().join('\n')).toContain('sb_cart_sb-us=member-cart;');
    expect(cartNoticesOf(cartRequest(result.carried)).map((notice) => notice.message)).toEqual([MERGED, OUT_OF_STOCK]);
    // The same notices on the fr-ca cart page, in French.
    expect(cartNoticesOf(cartRequest(result.carried), 'fr-ca').map((notice) => notice.message)).toEqual([
      'Les articles de votre visite précédente ont été ajoutés à votre panier.',
      'Certains articles de votre panier sont en rupture de stock. Votre panier a été mis à jour.',
    ]);
  });

  it('the count rose but the supply check reports nothing: only the merged notice', async () => {
    const result = await signInWithCarts({ guestItems: 1, mergedItems: 2 });
    expect(result.supplyChecks).toEqual(['true']);
    expect(cartNoticesOf(cartRequest(result.carried)).map((notice) => notice.message)).toEqual([MERGED]);
  });

  it('the count did not rise: the merged notice without a supply check', async () => {
    const result = await signInWithCarts({ guestItems: 2, mergedItems: 2 });
    expect(result.supplyChecks).toEqual([]);
    expect(cartNoticesOf(cartRequest(result.carried)).map((notice) => notice.message)).toEqual([MERGED]);
  });

  it('an empty or unreadable guest cart merged nothing: no notice cookie, the sign-in still redirects', async () => {
    const empty = await signInWithCarts({ guestItems: 0, mergedItems: 2 });
    expect(empty.carried).not.toContain(CART_NOTICE_COOKIE);
    const gone = await signInWithCarts({ guestItems: 0, mergedItems: 2, guestCartFails: true });
    expect(gone.location).toBe('/en-us/cart');
    expect(gone.carried).not.toContain(CART_NOTICE_COOKIE);
  });

  it('a failing merged-cart read does not fail the sign-in', async () => {
    const failing = await signInWithCarts({ guestItems: 1, mergedItems: 2, mergeFails: true });
    expect(failing.location).toBe('/en-us/cart');
    expect(failing.carried).not.toContain(CART_NOTICE_COOKIE);
  });

  it('values this server did not write are ignored', () => {
    const request = new Request(`${STORE_URL}/en-us/cart`, {
      headers: { cookie: `${CART_NOTICE_COOKIE}=evil%2Cmerged%2Cmerged` },
    });
    expect(cartNoticesOf(request).map((notice) => notice.type)).toEqual(['merged']);
    expect(cartNoticesOf(new Request(`${STORE_URL}/en-us/cart`))).toEqual([]);
  });

  it('the cart page clears the cookie when it was sent, so the notice shows once', async () => {
    const next = () => Promise.resolve(new Response('page'));
    const args = (request: Request) =>
      ({ request, context: undefined, params: {}, unstable_pattern: '' }) as unknown as Parameters<
        typeof clearCartNotice
      >[0];
    const shown = (await clearCartNotice(
      args(new Request(`${STORE_URL}/en-us/cart`, { headers: { cookie: `${CART_NOTICE_COOKIE}=merged` } })),
      next,
    )) as Response;
    expect(shown.headers.get('set-cookie')).toMatch(new RegExp(`^${CART_NOTICE_COOKIE}=; Max-Age=0`));
    const plain = (await clearCartNotice(args(new Request(`${STORE_URL}/en-us/cart`)), next)) as Response;
    expect(plain.headers.get('set-cookie')).toBeNull();
  });
});
