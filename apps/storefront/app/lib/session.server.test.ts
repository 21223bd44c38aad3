import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '@switchback/test-utils';
import { createSessionFactory } from './session.server';
import { API_URL, STORE_URL, apiError, authSession, cart, tokenService } from '../testing/commerceApiStub';

const server = setupMswServer();
const US = { siteId: 'sb-us', locale: 'en-us' };

function sessions() {
  return createSessionFactory({ apiBaseUrl: API_URL, clientApp: 'storefront', sleep: () => Promise.resolve() });
}

function request(path = '/en-us', cookie?: string, base = STORE_URL) {
  return new Request(`${base}${path}`, { headers: cookie ? { cookie } : {} });
}

function cookieMap(setCookies: string[]) {
  return new Map(setCookies.map((value) => [value.slice(0, value.indexOf('=')), value]));
}

describe('request session', () => {
  it('fetches one guest token on a first visit and keeps it in HttpOnly, SameSite=Lax cookies', async () => {
    const tokens = tokenService();
    server.use(tokens.handler);
    const session = sessions()(request(), US);

    expect(await session.getAccessToken()).toBe('access-1');
    expect(tokens.bodies).toEqual([{ type: 'Guest' }]);
    const cookies = cookieMap(session.setCookieHeaders());
    expect(cookies.get('sb_at')).toBe('sb_at=access-1; Max-Age=1770; Path=/; HttpOnly; SameSite=Lax');
    expect(cookies.get('sb_rt')).toBe('sb_rt=refresh-1; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax');
  });

  it('marks the cookies Secure when the request is https, directly or behind a proxy', async () => {
    const tokens = tokenService();
    server.use(tokens.handler);
    const direct = sessions()(request('/en-us', undefined, 'https://shop.test'), US);
    await direct.getAccessToken();
    const proxied = sessions()(new Request(`${STORE_URL}/en-us`, { headers: { 'x-forwarded-proto': 'https' } }), US);
    await proxied.getAccessToken();
    for (const value of [...direct.setCookieHeaders(), ...proxied.setCookieHeaders()])
      expect(value).toMatch(/; Secure$/);
  });

  it('lets parallel loaders of one request share a single guest token request', async () => {
    const tokens = tokenService();
    let cartCalls = 0;
    server.use(
      tokens.handler,
      http.post(`${API_URL}/cart/v1/cart`, ({ request: incoming }) => {
        cartCalls += 1;
        return tokens.authorised(incoming) ? HttpResponse.json(cart('cart-1')) : apiError(401, 'AUT432');
      }),
    );
    const session = sessions()(request(), US);
    const results = await Promise.all([
      session.api().cart.createCart(),
      session.api().cart.createCart(),
      session.getAccessToken(),
    ]);
    expect(results[2]).toBe('access-1');
    expect(tokens.bodies).toHaveLength(1);
    expect(cartCalls).toBe(2);
  });

  it('uses the access token from the cookie without asking for a new one', async () => {
    const tokens = tokenService();
    server.use(tokens.handler);
    const session = sessions()(request('/en-us', 'sb_at=access-7; sb_rt=refresh-7'), US);
    expect(await session.getAccessToken()).toBe('access-7');
    expect(tokens.bodies).toEqual([]);
    expect(session.setCookieHeaders()).toEqual([]);
  });

  it('refreshes with the refresh token when the access cookie has expired', async () => {
    const tokens = tokenService();
    server.use(tokens.handler);
    const session = sessions()(request('/en-us', 'sb_rt=refresh-7'), US);
    expect(await session.getAccessToken()).toBe('access-1');
    expect(tokens.bodies).toEqual([{ type: 'Refresh', refreshToken: 'refresh-7' }]);
    expect(cookieMap(session.setCookieHeaders()).get('sb_at')).toContain('sb_at=access-1;');
  });

  it('renews a token the API rejects with AUT432 and replays the call once', async () => {
    const tokens = tokenService();
    const seen: Array<string | null> = [];
    server.use(
      tokens.handler,
      http.get(`${API_URL}/cart/v1/cart/:id`, ({ request: incoming }) => {
        seen.push(incoming.headers.get('authorization'));
        return tokens.authorised(incoming)
          ? HttpResponse.json(cart('cart-1'))
          : apiError(401, 'AUT432', 'Token expired');
      }),
    );
    const session = sessions()(request('/en-us', 'sb_at=stale; sb_rt=refresh-7'), US);
    const result = await session.api().cart.getCart('cart-1');
    expect(result.id).toBe('cart-1');
    expect(seen).toEqual(['Bearer stale', 'Bearer access-1']);
    expect(tokens.bodies).toEqual([{ type: 'Refresh', refreshToken: 'refresh-7' }]);
    expect(cookieMap(session.setCookieHeaders()).get('sb_rt')).toContain('sb_rt=refresh-1;');
  });

  it('becomes a new guest when the refresh token is refused, and forgets the old carts', async () => {
    const tokens = tokenService();
    server.use(tokens.handler);
    const session = sessions()(request('/en-us', 'sb_rt=revoked; sb_cart_sb-us=cart-old'), US);
    expect(session.getCartId('sb-us')).toBe('cart-old');
    expect(await session.getAccessToken()).toBe('access-1');
    expect(tokens.bodies).toEqual([{ type: 'Refresh', refreshToken: 'revoked' }, { type: 'Guest' }]);
    expect(session.getCartId('sb-us')).toBeUndefined();
    expect(cookieMap(session.setCookieHeaders()).get('sb_cart_sb-us')).toBe(
      'sb_cart_sb-us=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('keeps the refresh cookie when the token service is down, instead of signing the shopper out', async () => {
    server.use(http.post(`${API_URL}/token/v2/auth/token`, () => apiError(503, 'GEN500')));
    const session = sessions()(request('/en-us', 'sb_rt=refresh-7'), US);
    await expect(session.getAccessToken()).rejects.toMatchObject({ status: 503 });
    expect(session.setCookieHeaders()).toEqual([]);
  });

  it('does not renew on a 401 that is not a token rejection (wrong credentials)', async () => {
    const tokens = tokenService();
    let calls = 0;
    server.use(
      tokens.handler,
      http.post(`${API_URL}/cart/v1/cart`, () => {
        calls += 1;
        return apiError(401, 'AUT401', 'Invalid credentials');
      }),
    );
    const session = sessions()(request('/en-us', 'sb_at=access-7'), US);
    await expect(session.api().cart.createCart()).rejects.toMatchObject({ errorId: 'AUT401' });
    expect(calls).toBe(1);
    expect(tokens.bodies).toEqual([]);
  });

  it('shares one refresh between concurrent requests presenting the same refresh token', async () => {
    const tokens = tokenService();
    server.use(tokens.handler);
    const factory = sessions();
    const [first, second] = await Promise.all([
      factory(request('/en-us', 'sb_rt=refresh-7'), US).getAccessToken(),
      factory(request('/en-us/cart', 'sb_rt=refresh-7'), US).getAccessToken(),
    ]);
    expect(first).toBe('access-1');
    expect(second).toBe('access-1');
    expect(tokens.bodies).toHaveLength(1);
  });

  it('remembers cart ids per site in HttpOnly cookies', () => {
    const session = sessions()(request('/en-us', 'sb_cart_sb-us=cart-us'), US);
    expect(session.getCartId('sb-us')).toBe('cart-us');
    expect(session.getCartId('sb-ca')).toBeUndefined();
    session.setCartId('sb-us', 'cart-us');
    expect(session.setCookieHeaders()).toEqual([]);
    session.setCartId('sb-ca', 'cart-ca');
    expect(session.getCartId('sb-ca')).toBe('cart-ca');
    expect(session.setCookieHeaders()).toEqual([
      'sb_cart_sb-ca=cart-ca; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });

  it('sends the request identity with the token call', async () => {
    let headers = new Headers();
    server.use(
      http.post(`${API_URL}/token/v2/auth/token`, ({ request: incoming }) => {
        headers = incoming.headers;
        return HttpResponse.json(authSession(1));
      }),
    );
    await sessions()(request('/fr-ca'), { siteId: 'sb-ca', locale: 'fr-ca' }).getAccessToken();
    expect(headers.get('x-site-id')).toBe('sb-ca');
    expect(headers.get('x-locale')).toBe('fr_CA');
    expect(headers.get('x-client-app')).toBe('storefront');
  });

  it('remembers who holds the session (consumer number and type, no token) in an HttpOnly cookie', async () => {
    const tokens = tokenService();
    server.use(tokens.handler);
    const session = sessions()(request(), US);
    expect(session.consumer()).toBeUndefined();
    await session.getAccessToken();
    expect(session.consumer()).toEqual({ consumerType: 'GUEST', consumerNo: 'C1' });
    expect(cookieMap(session.setCookieHeaders()).get('sb_who')).toBe(
      'sb_who=GUEST%3AC1; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(sessions()(request('/en-us', 'sb_who=REGISTERED%3AC9'), US).consumer()).toEqual({
      consumerType: 'REGISTERED',
      consumerNo: 'C9',
    });
    expect(sessions()(request('/en-us', 'sb_who=garbage'), US).consumer()).toBeUndefined();
  });

  it('adopts a signed-in session: new tokens and consumer, the guest cart ids forgotten', async () => {
    const session = sessions()(request('/en-us', 'sb_at=guest-at; sb_rt=guest-rt; sb_cart_sb-us=guest-cart'), US);
    session.adopt(authSession(7, { consumerType: 'REGISTERED' }) as never);
    expect(await session.getAccessToken()).toBe('access-7');
    expect(session.refreshToken()).toBe('refresh-7');
    expect(session.consumer()).toEqual({ consumerType: 'REGISTERED', consumerNo: 'C7' });
    expect(session.getCartId('sb-us')).toBeUndefined();
    session.setCartId('sb-us', 'member-cart');
    expect(cookieMap(session.setCookieHeaders()).get('sb_cart_sb-us')).toContain('sb_cart_sb-us=member-cart;');
  });

  it('rotates the session after an order: a new pair of the same consumer in the cookies, the carts kept', async () => {
    const tokens = tokenService();
    server.use(tokens.handler);
    const session = sessions()(request('/en-us', 'sb_at=old-at; sb_rt=refresh-old; sb_cart_sb-us=the-cart'), US);
    expect(await session.rotate()).toBe(true);
    expect(tokens.bodies).toEqual([{ type: 'Refresh', refreshToken: 'refresh-old' }]);
    expect(await session.getAccessToken()).toBe('access-1');
    const cookies = cookieMap(session.setCookieHeaders());
    expect(cookies.get('sb_at')).toContain('sb_at=access-1;');
    expect(cookies.get('sb_rt')).toContain('sb_rt=refresh-1;');
    expect(session.getCartId('sb-us')).toBe('the-cart');
    // No refresh token, nothing to rotate.
    expect(await sessions()(request('/en-us', 'sb_at=only-at'), US).rotate()).toBe(false);
  });

  it('clears every store at sign-out and keeps a buy-in-store session until then', () => {
    const session = sessions()(request('/en-us', 'sb_at=a; sb_rt=r; sb_who=REGISTERED%3AC2; sb_cart_sb-us=c1'), US);
    const info = { storeId: '1001', storeName: 'Denver', storeEmployeeId: 'E1001', storeEmployeeName: 'Taylor Brooks' };
    session.setBuyInStore(info);
    expect(session.buyInStore()).toEqual(info);
    session.clearStores();
    expect(session.buyInStore()).toBeUndefined();
    expect(session.consumer()).toBeUndefined();
    expect(session.refreshToken()).toBeUndefined();
    const cookies = cookieMap(session.setCookieHeaders());
    for (const name of ['sb_at', 'sb_rt', 'sb_who', 'sb_cart_sb-us', 'sb_bis'])
      expect(cookies.get(name)).toContain('Max-Age=0');
  });

  it('reads a tampered buy-in-store cookie as no session', () => {
    expect(sessions()(request('/en-us', 'sb_bis=%7Bnope'), US).buyInStore()).toBeUndefined();
  });

  it('keeps a one-time notice for the next request only', () => {
    const first = sessions()(request(), US);
    first.setFlash('signedIn');
    expect(cookieMap(first.setCookieHeaders()).get('sb_flash')).toBe(
      'sb_flash=signedIn; Max-Age=60; Path=/; HttpOnly; SameSite=Lax',
    );
    const next = sessions()(request('/en-us', 'sb_flash=signedIn'), US);
    expect(next.takeFlash()).toBe('signedIn');
    expect(next.takeFlash()).toBeUndefined();
    expect(cookieMap(next.setCookieHeaders()).get('sb_flash')).toContain('Max-Age=0');
  });
});
