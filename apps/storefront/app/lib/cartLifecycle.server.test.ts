import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '@switchback/test-utils';
import { runCartAction } from './cartActions.server';
import { cartLifecycleFor } from './cartLifecycle.server';
import { CART_NOTICE_COOKIE, cartNoticesOf } from './cartNotice.server';
import { readCart } from './readCart.server';
import { createSessionFactory, type RequestSession } from './session.server';
import type { Store } from './store';
import { API_URL, STORE_URL, apiError, authSession, cart } from '../testing/commerceApiStub';

// Spec §4 / §8: an invalid customer (AUT498) resets the session and makes a new cart with the kept items; on the
// server the redirect to the cart page, which shows the notice once, is the page reload.

const server = setupMswServer();
const sessions = createSessionFactory({ apiBaseUrl: API_URL, sleep: () => Promise.resolve() });
const US: Store = { locale: 'en-us', siteId: 'sb-us', preview: false, lang: 'en-US' };
const CA_FR: Store = { locale: 'fr-ca', siteId: 'sb-ca', preview: false, lang: 'fr-CA' };
const LINE = { id: 'line-1', productId: 'SBJK10026', upc: '194000000001', qty: 2, maxQty: 5 };

/**
 * commerce-api for a shopper whose token is `member-at` and whose cart cookie names `stale-cart`. `staleRead` is how
 * reading that cart answers; changes to it answer AUT498. Records sign-outs, token requests and the new cart's adds.
 */
function commerceApi({ staleRead }: { staleRead: 'invalidCustomer' | 'ok' }) {
  const calls = { signOuts: [] as unknown[], tokens: [] as unknown[], created: [] as string[], added: [] as unknown[] };
  let fresh = { ...cart('fresh-cart'), items: [] as unknown[] };
  const bearer = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer /, '');
  server.use(
    http.get(`${API_URL}/cart/v1/cart/stale-cart`, () =>
      staleRead === 'ok'
        ? HttpResponse.json({ ...cart('stale-cart'), totalItems: 2, items: [LINE] })
        : apiError(403, 'AUT498', 'This cart belongs to another customer'),
    ),
    http.put(`${API_URL}/cart/v1/cart/stale-cart/item`, () =>
      apiError(403, 'AUT498', 'This cart belongs to another customer'),
    ),
    http.post(`${API_URL}/consumers-v3/consumer/auth/signout`, async ({ request }) => {
      calls.signOuts.push({ token: bearer(request), body: await request.json() });
      return HttpResponse.json({});
    }),
    http.post(`${API_URL}/token/v2/auth/token`, async ({ request }) => {
      calls.tokens.push(await request.json());
      return HttpResponse.json(authSession(5));
    }),
    http.post(`${API_URL}/cart/v1/cart`, ({ request }) => {
      calls.created.push(bearer(request) ?? '');
      return HttpResponse.json(fresh);
    }),
    http.post(`${API_URL}/cart/v1/item`, async ({ request }) => {
      const body = (await request.json()) as { cartId: string; productId: string; upc: string; qty: number };
      calls.added.push({ ...body, token: bearer(request) });
      fresh = { ...fresh, items: [...fresh.items, { ...LINE, id: 'line-new', qty: body.qty }] };
      return HttpResponse.json(fresh);
    }),
  );
  return calls;
}

function sessionOf(
  store: Store,
  method = 'GET',
  body?: URLSearchParams,
): { session: RequestSession; request: Request } {
  const request = new Request(`${STORE_URL}/${store.locale}/cart`, {
    method,
    ...(body ? { body } : {}),
    headers: { cookie: `sb_at=member-at; sb_rt=member-rt; sb_who=REGISTERED%3AC7; sb_cart_${store.siteId}=stale-cart` },
  });
  return { session: sessions(request, store), request };
}

async function thrownBy(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error('nothing was thrown');
}

function cookiesOf(session: RequestSession): Map<string, string> {
  return new Map(
    session
      .setCookieHeaders()
      .map((value) => [value.slice(0, value.indexOf('=')), value.slice(value.indexOf('=') + 1, value.indexOf(';'))]),
  );
}

describe('readCart on an invalid customer', () => {
  it('signs the session out, starts a guest session with a new empty cart and redirects to the cart page with the notice', async () => {
    const calls = commerceApi({ staleRead: 'invalidCustomer' });
    const { session } = sessionOf(US);

    const answer = await thrownBy(() => readCart(session, US));

    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/en-us/cart');
    expect(answer.headers.get('set-cookie')).toMatch(
      new RegExp(`^${CART_NOTICE_COOKIE}=invalidCustomer; Max-Age=600; Path=/; HttpOnly; SameSite=Lax$`),
    );
    // Spec §8 INVALID_CUSTOMER: log out (the refresh token is revoked) and reset the session.
    expect(calls.signOuts).toEqual([{ token: 'member-at', body: { refreshToken: 'member-rt' } }]);
    expect(calls.tokens).toEqual([{ type: 'Guest' }]);
    const cookies = cookiesOf(session);
    expect(cookies.get('sb_at')).toBe('access-5');
    expect(cookies.get('sb_rt')).toBe('refresh-5');
    expect(cookies.get('sb_who')).toBe('GUEST%3AC5');
    expect(cookies.get('sb_cart_sb-us')).toBe('fresh-cart');
    // The refused cart could not be read: nothing to keep.
    expect(calls.created).toEqual(['access-5']);
    expect(calls.added).toEqual([]);
  });

  it('shows the notice once on the cart page it redirects to, in English and in Canadian French', async () => {
    commerceApi({ staleRead: 'invalidCustomer' });
    const { session } = sessionOf(CA_FR);
    const answer = await thrownBy(() => readCart(session, CA_FR));
    expect(answer.headers.get('location')).toBe('/fr-ca/cart');
    const notice = answer.headers.get('set-cookie')!.split(';')[0]!;
    const next = (locale: string) => new Request(`${STORE_URL}/${locale}/cart`, { headers: { cookie: notice } });

    expect(cartNoticesOf(next('fr-ca'), 'fr-ca')).toEqual([
      { type: 'invalidCustomer', tone: 'error', message: expect.stringMatching(/^Votre session n’était plus valide/) },
    ]);
    expect(cartNoticesOf(next('en-us'), 'en-us')).toEqual([
      {
        type: 'invalidCustomer',
        tone: 'error',
        message:
          'Your session was no longer valid, so we started a new one. Your new cart holds the items we could keep.',
      },
    ]);
  });
});

describe('a cart change on an invalid customer', () => {
  it('keeps the items of the cart the request read in the new cart, then redirects to the cart page', async () => {
    const calls = commerceApi({ staleRead: 'ok' });
    const { session } = sessionOf(US, 'POST');
    const read = await readCart(session, US);
    const { lifecycle } = cartLifecycleFor(session, US);
    const form = new FormData();
    for (const [name, value] of Object.entries({ intent: 'update', itemId: 'line-1', qty: '3' })) form.set(name, value);

    const answer = await thrownBy(() => runCartAction(form, { session, store: US, lifecycle, cart: read }));

    expect(answer.headers.get('location')).toBe('/en-us/cart');
    expect(answer.headers.get('set-cookie')).toMatch(/^sb_cart_notice=invalidCustomer;/);
    expect(calls.signOuts).toHaveLength(1);
    expect(calls.created).toEqual(['access-5']);
    expect(calls.added).toEqual([
      { cartId: 'fresh-cart', productId: 'SBJK10026', upc: '194000000001', qty: 2, maxQty: 5, token: 'access-5' },
    ]);
    expect(cookiesOf(session).get('sb_cart_sb-us')).toBe('fresh-cart');
  });
});
