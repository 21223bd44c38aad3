import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { setupMswServer } from '@switchback/test-utils';
import { initialFlowState, returnAfterSignIn, runSignInAction, safeReturnTo, shopperStatus } from './authFlow.server';
import { createSessionFactory } from './session.server';
import type { Store } from './store';
import { API_URL, STORE_URL, apiError, authSession, cart } from '../testing/commerceApiStub';

const server = setupMswServer();
const STORE: Store = { locale: 'en-us', siteId: 'sb-us', preview: false, lang: 'en-US' };
const sessions = createSessionFactory({ apiBaseUrl: API_URL, sleep: () => Promise.resolve() });

function post(
  fields: Record<string, string>,
  cookie = 'sb_at=guest-at; sb_rt=guest-rt; sb_who=GUEST%3AC1; sb_cart_sb-us=guest-cart',
  path = '/en-us/sign-in',
) {
  const request = new Request(`${STORE_URL}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
  });
  const session = sessions(request, { siteId: 'sb-us', locale: 'en-us' });
  return { session, run: () => runSignInAction(request, session, STORE) };
}

async function outcome(run: () => Promise<unknown>) {
  try {
    const result = (await run()) as {
      data: { flow: { step: string; fieldErrors: Record<string, string>; topErrors: unknown[] } };
      init: { status?: number } | null;
    };
    return { redirect: null, status: result.init?.status ?? 200, flow: result.data.flow };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { redirect: thrown.headers.get('location'), status: thrown.status, flow: null };
    throw thrown;
  }
}

function wishlistsEmpty() {
  return [
    // No guest cart to hand over: the after-sign-in cart step has nothing to say.
    http.get(`${API_URL}/cart/v1/cart/:id`, ({ params }) => HttpResponse.json(cart(String(params['id'])))),
    http.post(`${API_URL}/cart/v1/cart`, () => HttpResponse.json(cart('member-cart'))),
    http.get(`${API_URL}/wishlists/v2/favorites`, () =>
      HttpResponse.json({ favoriteId: 'guest-fav', items: [], total: 0, start: 0, count: 1 }),
    ),
    http.get(`${API_URL}/wishlists/v2/saveForLater`, () =>
      HttpResponse.json({ saveForLaterId: null, items: [], total: 0, start: 0, count: 1 }),
    ),
  ];
}

describe('runSignInAction', () => {
  it('lookup: a known e-mail goes to the password step, a malformed one stays with the error at the field', async () => {
    server.use(
      http.get(`${API_URL}/consumers-v3/consumer/lookup`, ({ request }) =>
        HttpResponse.json({ email: new URL(request.url).searchParams.get('email'), exists: true }),
      ),
    );
    const known = await outcome(post({ intent: 'lookup', step: 'lookup', email: 'alex@example.com' }).run);
    expect(known.flow).toMatchObject({ step: 'signIn', email: 'alex@example.com' });
    const bad = await outcome(post({ intent: 'lookup', step: 'lookup', email: 'nope' }).run);
    expect(bad).toMatchObject({ status: 400, flow: { step: 'lookup', fieldErrors: { email: 'Email is not valid' } } });
  });

  it('sign in: PKCE with the verifier kept here, the guest objects handed over, tokens into cookies, redirect to returnTo', async () => {
    let challenge = '';
    let tokenBody: Record<string, unknown> = {};
    server.use(
      ...wishlistsEmpty(),
      http.post(`${API_URL}/consumers-v3/auth/signin`, async ({ request }) => {
        challenge = ((await request.json()) as { codeChallenge: string }).codeChallenge;
        return HttpResponse.json({ authorizationCode: 'code-1', expiresIn: 120 });
      }),
      http.post(`${API_URL}/token/v2/auth/token`, async ({ request }) => {
        tokenBody = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          authSession(9, { consumerType: 'REGISTERED', basketId: 'member-cart', isEmployeeDiscountTCAccepted: false }),
        );
      }),
    );
    const { session, run } = post({
      intent: 'signIn',
      step: 'signIn',
      email: 'alex@example.com',
      password: 'Trailhead26',
      returnTo: '/en-us/cart',
      via: 'dialog',
    });
    expect(await outcome(run)).toMatchObject({ redirect: '/en-us/cart', status: 302 });
    // From the dialog, the next page confirms the sign-in.
    expect(session.setCookieHeaders().join('\n')).toContain('sb_flash=signedIn;');
    expect(tokenBody).toMatchObject({
      type: 'Registered',
      authorizationCode: 'code-1',
      guestObjects: { basketId: 'guest-cart', favoriteId: 'guest-fav' },
    });
    expect(createHash('sha256').update(String(tokenBody.codeVerifier)).digest('base64url')).toBe(challenge);
    const cookies = session.setCookieHeaders().join('\n');
    expect(cookies).toContain('sb_at=access-9;');
    expect(cookies).toContain('sb_who=REGISTERED%3AC9;');
    expect(cookies).toContain('sb_cart_sb-us=member-cart;');
  });

  it('sign in: a wrong password stays on the step with the message at the password (400)', async () => {
    server.use(
      ...wishlistsEmpty(),
      http.post(`${API_URL}/consumers-v3/auth/signin`, () => apiError(401, 'AUT401', 'Invalid credentials')),
    );
    const { session, run } = post({
      intent: 'signIn',
      step: 'signIn',
      email: 'alex@example.com',
      password: 'wrong',
      via: 'dialog',
    });
    expect(await outcome(run)).toMatchObject({
      status: 400,
      flow: { step: 'signIn', fieldErrors: { password: 'The email or password is incorrect.' } },
    });
    expect(session.setCookieHeaders()).toEqual([]);
  });

  it('sign in: an employee without accepted terms is prompted instead of redirected', async () => {
    server.use(
      ...wishlistsEmpty(),
      http.post(`${API_URL}/consumers-v3/auth/signin`, () => HttpResponse.json({ authorizationCode: 'code-2' })),
      http.post(`${API_URL}/token/v2/auth/token`, () =>
        HttpResponse.json(authSession(3, { consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false })),
      ),
    );
    const { session, run } = post({
      intent: 'signIn',
      step: 'signIn',
      email: 'jordan@example.com',
      password: 'Trailhead26',
    });
    expect(await outcome(run)).toMatchObject({ flow: { step: 'employeeTerms' } });
    // Signed in from the page: no confirmation dialog on the next page.
    expect(session.setCookieHeaders().join('\n')).not.toContain('sb_flash');
  });

  it('sign up: the form is validated before any call', async () => {
    const result = await outcome(
      post({
        intent: 'signUp',
        step: 'signUp',
        email: 'new@example.com',
        firstName: 'R',
        lastName: 'Hale',
        password: 'short',
      }).run,
    );
    expect(result.status).toBe(400);
    expect(result.flow?.fieldErrors).toMatchObject({
      password: 'Password does not meet requirements.',
      firstName: expect.any(String),
      policy: expect.any(String),
    });
  });

  it('loyalty sign-up (?loyalty=1): a new account needs the programme terms and is enrolled with its sign-up', async () => {
    let signUpBody: Record<string, unknown> | null = null;
    server.use(
      ...wishlistsEmpty(),
      http.post(`${API_URL}/consumers-v3/auth/signup`, async ({ request }) => {
        signUpBody = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          { authorizationCode: 'code-3', consumerType: 'REGISTERED', isPartiallyEnrolled: true },
          { status: 201 },
        );
      }),
      http.post(`${API_URL}/token/v2/auth/token`, () =>
        HttpResponse.json(authSession(4, { consumerType: 'REGISTERED', memberId: 'M1' })),
      ),
    );
    const fields = {
      intent: 'signUp',
      step: 'signUp',
      email: 'new@example.com',
      firstName: 'Lee',
      lastName: 'Loyal',
      password: 'Switchback26',
      policy: 'on',
    };
    const path = '/en-us/sign-in?returnTo=%2Fen-us%2Fxplr-pass&loyalty=1';
    const refused = await outcome(post(fields, undefined, path).run);
    expect(refused).toMatchObject({
      status: 400,
      flow: { step: 'signUp', loyaltyEnrolment: true, fieldErrors: { loyaltyTerms: expect.any(String) } },
    });
    expect(signUpBody).toBeNull();

    const joined = await outcome(post({ ...fields, loyaltyTerms: 'on' }, undefined, path).run);
    expect(joined.flow).toMatchObject({ step: 'welcome' });
    expect(signUpBody).toMatchObject({ email: 'new@example.com', loyaltyTerms: true });

    // Without loyalty=1 no programme terms are asked for or sent.
    signUpBody = null;
    const plain = await outcome(post(fields).run);
    expect(plain.flow).toMatchObject({ step: 'welcome', loyaltyEnrolment: false });
    expect(signUpBody).not.toHaveProperty('loyaltyTerms');
  });

  it('on fr-ca: sign-up validation errors, a malformed e-mail and a wrong password are worded in French', async () => {
    const FR: Store = { locale: 'fr-ca', siteId: 'sb-ca', preview: false, lang: 'fr-CA' };
    const postFr = (fields: Record<string, string>) => {
      const request = new Request(`${STORE_URL}/fr-ca/sign-in`, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: {
          cookie: 'sb_at=guest-at; sb_rt=guest-rt; sb_who=GUEST%3AC1',
          'content-type': 'application/x-www-form-urlencoded',
        },
      });
      return () => runSignInAction(request, sessions(request, { siteId: FR.siteId, locale: FR.locale }), FR);
    };
    const signUp = await outcome(
      postFr({
        intent: 'signUp',
        step: 'signUp',
        email: 'new@example.com',
        firstName: 'R',
        lastName: 'Hale',
        password: 'short',
      }),
    );
    expect(signUp.flow?.fieldErrors).toMatchObject({
      password: 'Le mot de passe ne respecte pas les exigences.',
      firstName: 'Utilisez au moins 2 caractères.',
      policy: 'Cochez cette case pour continuer.',
    });
    const lookup = await outcome(postFr({ intent: 'lookup', step: 'lookup', email: 'nope' }));
    expect(lookup.flow?.fieldErrors).toEqual({ email: 'Le courriel n’est pas valide.' });
    server.use(
      ...wishlistsEmpty(),
      http.post(`${API_URL}/consumers-v3/auth/signin`, () => apiError(401, 'AUT401', 'Invalid credentials')),
    );
    const signIn = await outcome(
      postFr({ intent: 'signIn', step: 'signIn', email: 'alex@example.com', password: 'wrong' }),
    );
    expect(signIn.flow?.fieldErrors).toEqual({ password: 'Le courriel ou le mot de passe est incorrect.' });
  });

  it('a guest signing in during an order: the order of this browser is handed over and the flow ends at the account', async () => {
    const bodies: Record<string, unknown>[] = [];
    const bearers: (string | null)[] = [];
    server.use(
      ...wishlistsEmpty(),
      http.post(`${API_URL}/consumers-v3/auth/signin`, () => HttpResponse.json({ authorizationCode: 'code-7' })),
      http.post(`${API_URL}/token/v2/auth/token`, async ({ request }) => {
        bearers.push(request.headers.get('authorization'));
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(authSession(7, { consumerType: 'REGISTERED', isEmployeeDiscountTCAccepted: false }));
      }),
    );
    const guestWithOrder = 'sb_at=guest-at; sb_rt=guest-rt; sb_who=GUEST%3AC1; sb_last_order=SB40000001';
    const fromConfirmation = await outcome(
      post(
        {
          intent: 'signIn',
          step: 'signIn',
          email: 'alex@example.com',
          password: 'Trailhead26',
          returnTo: '/en-us/order-confirmation?order=SB40000001',
          via: 'dialog',
        },
        guestWithOrder,
      ).run,
    );
    expect(fromConfirmation).toMatchObject({ redirect: '/en-us/account', status: 302 });
    expect(bodies[0]).toMatchObject({ type: 'Registered', orderNo: 'SB40000001', action: 'postLogin' });
    // With the guest's token, which commerce-api checks placed the order.
    expect(bearers[0]).toBe('Bearer guest-at');

    const fromCheckout = await outcome(
      post({
        intent: 'signIn',
        step: 'signIn',
        email: 'alex@example.com',
        password: 'Trailhead26',
        returnTo: '/en-us/checkout',
      }).run,
    );
    expect(fromCheckout).toMatchObject({ redirect: '/en-us/account' });
    // No order placed in this browser: nothing to hand over.
    expect(bodies[1]).not.toHaveProperty('action');
    expect(bodies[1]).not.toHaveProperty('orderNo');
  });

  it('a guest signing up on the order confirmation hands the order over with the sign-up', async () => {
    let tokenBody: Record<string, unknown> = {};
    server.use(
      ...wishlistsEmpty(),
      http.post(`${API_URL}/consumers-v3/auth/signup`, () =>
        HttpResponse.json({ authorizationCode: 'code-8', consumerType: 'REGISTERED' }, { status: 201 }),
      ),
      http.post(`${API_URL}/token/v2/auth/token`, async ({ request }) => {
        tokenBody = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(authSession(8, { consumerType: 'REGISTERED' }));
      }),
    );
    const fields = {
      intent: 'signUp',
      step: 'signUp',
      email: 'new@example.com',
      firstName: 'Gus',
      lastName: 'Guest',
      password: 'Switchback26',
      policy: 'on',
      returnTo: '/en-us/order-confirmation',
    };
    const signedUp = await outcome(
      post(fields, 'sb_at=guest-at; sb_rt=guest-rt; sb_who=GUEST%3AC1; sb_last_order=SB40000002').run,
    );
    expect(signedUp.flow).toMatchObject({ step: 'welcome' });
    expect(tokenBody).toMatchObject({ type: 'Registered', orderNo: 'SB40000002', action: 'postLogin' });
  });

  it('sign out: revokes the refresh token, clears the stores, becomes a guest and goes home from the account', async () => {
    let signOutBody: unknown;
    server.use(
      http.post(`${API_URL}/consumers-v3/consumer/auth/signout`, async ({ request }) => {
        signOutBody = await request.json();
        return HttpResponse.json({ signedOut: true });
      }),
      http.post(`${API_URL}/token/v2/auth/token`, () => HttpResponse.json(authSession(4))),
    );
    const { session, run } = post(
      { intent: 'signOut', from: '/en-us/account/orders' },
      'sb_at=member-at; sb_rt=member-rt; sb_who=REGISTERED%3AC9; sb_cart_sb-us=member-cart',
    );
    expect(await outcome(run)).toMatchObject({ redirect: '/en-us', status: 302 });
    expect(signOutBody).toEqual({ refreshToken: 'member-rt' });
    const cookies = session.setCookieHeaders().join('\n');
    expect(cookies).toContain('sb_at=access-4;');
    expect(cookies).toContain('sb_who=GUEST%3AC4;');
    expect(cookies).toContain('sb_cart_sb-us=; Max-Age=0');
  });

  it('sign out elsewhere returns to the page it was pressed on', async () => {
    server.use(
      http.post(`${API_URL}/consumers-v3/consumer/auth/signout`, () => HttpResponse.json({ signedOut: true })),
      http.post(`${API_URL}/token/v2/auth/token`, () => HttpResponse.json(authSession(5))),
    );
    expect(await outcome(post({ intent: 'signOut', from: '/en-us/p/talus-SBHB10001' }).run)).toMatchObject({
      redirect: '/en-us/p/talus-SBHB10001',
    });
  });
});

describe('safeReturnTo', () => {
  it.each([
    ['/en-us/cart', '/en-us/cart'],
    ['//evil.test/x', '/en-us/account'],
    ['https://evil.test', '/en-us/account'],
    ['/\\evil.test', '/en-us/account'],
    [null, '/en-us/account'],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnTo(value, 'en-us')).toBe(expected);
  });

  it('stays in preview mode by default', () => {
    expect(safeReturnTo(undefined, 'fr-ca', true)).toBe('/pre/fr-ca/account');
  });
});

describe('returnAfterSignIn', () => {
  it.each([
    ['/en-us/order-confirmation?order=SB40000001', '/en-us/account'],
    ['/en-us/checkout', '/en-us/account'],
    ['/en-us/cart', '/en-us/cart'],
    ['/en-us/p/talus-SBHB10001', '/en-us/p/talus-SBHB10001'],
    ['/en-us/account/orders', '/en-us/account/orders'],
  ])('%s → %s', (value, expected) => {
    expect(returnAfterSignIn(value, 'en-us')).toBe(expected);
  });

  it('keeps the preview prefix', () => {
    expect(returnAfterSignIn('/pre/fr-ca/checkout', 'fr-ca', true)).toBe('/pre/fr-ca/account');
  });
});

describe('shopperStatus', () => {
  it('a guest needs no profile call', async () => {
    const session = sessions(new Request(`${STORE_URL}/en-us`, { headers: { cookie: 'sb_at=a; sb_who=GUEST%3AC1' } }), {
      siteId: 'sb-us',
      locale: 'en-us',
    });
    expect(await shopperStatus(session, STORE)).toMatchObject({ registered: false, spend: null, termsPending: false });
  });

  it('an athlete gets the credit banner; a failing profile call leaves the banner out', async () => {
    server.use(
      http.get(`${API_URL}/consumers-v3/consumer`, () =>
        HttpResponse.json({
          consumerType: 'REGISTERED',
          consumerDetails: {
            email: 'kai@example.com',
            athlete: { currentSpend: 650, annualCredit: 3000, currency: 'USD' },
          },
        }),
      ),
    );
    const cookie = 'sb_at=a; sb_who=REGISTERED%3AC5';
    const session = sessions(new Request(`${STORE_URL}/en-us`, { headers: { cookie } }), {
      siteId: 'sb-us',
      locale: 'en-us',
    });
    expect(await shopperStatus(session, STORE)).toMatchObject({
      registered: true,
      spend: { type: 'athlete', remaining: 2350 },
      currency: 'USD',
    });
    server.use(http.get(`${API_URL}/consumers-v3/consumer`, () => apiError(500, 'GEN500')));
    const again = sessions(new Request(`${STORE_URL}/en-us`, { headers: { cookie } }), {
      siteId: 'sb-us',
      locale: 'en-us',
    });
    expect(await shopperStatus(again, STORE)).toMatchObject({ registered: true, spend: null });
  });

  it('an employee gets employee pricing only once the terms are accepted and while cap is left', async () => {
    const employee = (accepted: boolean, currentSpend: number) =>
      http.get(`${API_URL}/consumers-v3/consumer`, () =>
        HttpResponse.json({
          consumerType: 'EMPLOYEE',
          isEmployeeDiscountTCAccepted: accepted,
          consumerDetails: {
            email: 'jordan@example.com',
            employee: { currentSpend, annualCap: 2000, currency: 'USD', discountPercent: 30 },
          },
        }),
      );
    const status = () =>
      shopperStatus(
        sessions(new Request(`${STORE_URL}/en-us`, { headers: { cookie: 'sb_at=a; sb_who=EMPLOYEE%3AC9' } }), {
          siteId: 'sb-us',
          locale: 'en-us',
        }),
        STORE,
      );
    server.use(employee(false, 420));
    expect(await status()).toMatchObject({ termsPending: true, employeePricing: null });
    server.use(employee(true, 420));
    expect(await status()).toMatchObject({
      termsPending: false,
      employeePricing: { percent: 30, remaining: 1580, currency: 'USD' },
    });
    server.use(employee(true, 2000));
    expect(await status()).toMatchObject({ employeePricing: null });
  });
});

describe('landing parameters in the sign-in flow (spec §2)', () => {
  const guest = 'sb_at=guest-at; sb_rt=guest-rt; sb_who=GUEST%3AC1';
  const start = (query: string) => {
    const request = new Request(`${STORE_URL}/en-us/sign-in${query}`, { headers: { cookie: guest } });
    return initialFlowState(sessions(request, { siteId: 'sb-us', locale: 'en-us' }), STORE, new URL(request.url));
  };

  it('consumerId and email that name the same account open its sign-in step with the e-mail; anything else only pre-fills the e-mail', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post(`${API_URL}/consumers-v3/consumer`, async ({ request }) => {
        const body = (await request.json()) as { consumerId: string; email: string };
        asked.push(body);
        if (body.consumerId === 'C100000003' && body.email === 'maya@example.com') {
          return HttpResponse.json({
            consumerId: 'C100000003',
            email: 'maya@example.com',
            firstName: 'Maya',
            lastName: 'Chen',
            postalCode: null,
            isPartiallyEnrolled: true,
          });
        }
        return HttpResponse.json({ errorId: 'PRO404', message: 'Profile not found' }, { status: 404 });
      }),
    );
    const matched = await start('?consumerId=C100000003&email=maya%40example.com');
    expect(matched).toMatchObject({ step: 'signIn', context: { email: 'maya@example.com' } });
    expect(asked).toEqual([{ consumerId: 'C100000003', email: 'maya@example.com' }]);

    const someoneElse = await start('?consumerId=C100000004&email=maya%40example.com');
    expect(someoneElse).toMatchObject({ step: 'lookup', context: { email: 'maya@example.com' } });
    // Only the e-mail: the flow's state holds nothing else of the account.
    expect(JSON.stringify(matched)).not.toContain('Maya');

    const emailOnly = await start('?email=new%40example.com');
    expect(emailOnly).toMatchObject({ step: 'lookup', context: { email: 'new@example.com' } });
    expect(asked).toHaveLength(2);
  });

  it('signing in from a consumerId + email link of a partially enrolled account goes on to its missing details', async () => {
    const profile = (consumerId: string, partial: boolean) => ({
      consumerId,
      consumerType: 'REGISTERED',
      isPartiallyEnrolled: partial,
      isLoyaltyMember: false,
      consumerDetails: { email: 'sam@example.com', firstName: 'Sam', lastName: 'Patel', phone: null, postalCode: null },
    });
    let answer = profile('C7', true);
    server.use(
      ...wishlistsEmpty(),
      http.post(`${API_URL}/consumers-v3/consumer`, () =>
        HttpResponse.json({ consumerId: 'C7', email: 'sam@example.com', isPartiallyEnrolled: true }),
      ),
      http.post(`${API_URL}/consumers-v3/auth/signin`, () => HttpResponse.json({ authorizationCode: 'code-7' })),
      http.post(`${API_URL}/token/v2/auth/token`, () =>
        HttpResponse.json(authSession(7, { consumerType: 'REGISTERED' })),
      ),
      http.get(`${API_URL}/consumers-v3/consumer`, () => HttpResponse.json(answer)),
    );
    const fields = { intent: 'signIn', step: 'signIn', email: 'sam@example.com', password: 'Trailhead26' };
    const link = '/en-us/sign-in?consumerId=C7&email=sam%40example.com&returnTo=%2Fen-us%2Fsearch';
    const partial = await outcome(post(fields, `${guest}; sb_cart_sb-us=guest-cart`, link).run);
    expect(partial).toMatchObject({ status: 200, flow: { step: 'mobile' } });

    // A fully enrolled account, or a plain sign-in, ends the flow as before.
    answer = profile('C7', false);
    expect(await outcome(post(fields, `${guest}; sb_cart_sb-us=guest-cart`, link).run)).toMatchObject({
      redirect: '/en-us/search',
    });
    answer = profile('C7', true);
    expect(
      await outcome(
        post(fields, `${guest}; sb_cart_sb-us=guest-cart`, '/en-us/sign-in?returnTo=%2Fen-us%2Fsearch').run,
      ),
    ).toMatchObject({ redirect: '/en-us/search' });
  });

  it('a loyalty sign-up sends the kept lead source as the account source and records the referral with its enrolment', async () => {
    let signUpBody: Record<string, unknown> | null = null;
    const tokens: { body: unknown; source: string | null }[] = [];
    server.use(
      ...wishlistsEmpty(),
      http.post(`${API_URL}/consumers-v3/auth/signup`, async ({ request }) => {
        signUpBody = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          { authorizationCode: 'code-9', consumerType: 'REGISTERED', isPartiallyEnrolled: true },
          { status: 201 },
        );
      }),
      http.post(`${API_URL}/token/v2/auth/token`, () =>
        HttpResponse.json(authSession(9, { consumerType: 'REGISTERED', memberId: 'M9' })),
      ),
      http.post(`${API_URL}/consumers-v3/consumer/loyalty/token`, async ({ request }) => {
        tokens.push({ body: await request.json(), source: request.headers.get('source') });
        return HttpResponse.json({ loyaltyToken: 't', memberId: 'M9', isLoyaltyMember: true });
      }),
    );
    const cookie = `${guest}; sb_cart_sb-us=guest-cart; sb_referral=leadSource%3Dinstagram%26referral_code%3DMAYA-5`;
    const fields = {
      intent: 'signUp',
      step: 'signUp',
      email: 'new@example.com',
      firstName: 'Lee',
      lastName: 'Loyal',
      password: 'Switchback26',
      policy: 'on',
      loyaltyTerms: 'on',
    };
    const joined = await outcome(post(fields, cookie, '/en-us/sign-in?returnTo=%2Fen-us%2Fxplr-pass&loyalty=1').run);
    expect(joined.flow).toMatchObject({ step: 'welcome' });
    expect(signUpBody).toMatchObject({
      loyaltyTerms: true,
      source: { acquisitionType: 'instagram', campaignName: 'MAYA-5' },
    });
    expect(tokens).toEqual([{ body: { referralCode: 'MAYA-5' }, source: 'instagram' }]);
  });

  it('a plain sign-up carries the kept referral code as its source campaign, and enrols nobody', async () => {
    const bodies: Record<string, unknown>[] = [];
    const tokens: unknown[] = [];
    server.use(
      ...wishlistsEmpty(),
      http.post(`${API_URL}/consumers-v3/auth/signup`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          { authorizationCode: 'code-10', consumerType: 'REGISTERED', isPartiallyEnrolled: true },
          { status: 201 },
        );
      }),
      http.post(`${API_URL}/token/v2/auth/token`, () =>
        HttpResponse.json(authSession(10, { consumerType: 'REGISTERED' })),
      ),
      http.post(`${API_URL}/consumers-v3/consumer/loyalty/token`, async ({ request }) => {
        tokens.push(await request.json());
        return HttpResponse.json({ loyaltyToken: 't', memberId: 'M10', isLoyaltyMember: true });
      }),
    );
    const fields = {
      intent: 'signUp',
      step: 'signUp',
      email: 'friend@example.com',
      firstName: 'Fran',
      lastName: 'Friend',
      password: 'Switchback26',
      policy: 'on',
    };
    const referred = `${guest}; sb_cart_sb-us=guest-cart; sb_referral=referral_code%3DXYZ`;
    expect((await outcome(post(fields, referred, '/en-us/sign-in').run)).flow).toMatchObject({ step: 'welcome' });
    expect(bodies[0]).toMatchObject({ source: { acquisitionType: 'Signup', campaignName: 'XYZ' } });
    expect(bodies[0]).not.toHaveProperty('loyaltyTerms');
    expect(tokens).toEqual([]);

    // Without a kept referral the campaign is the sign-in page, as before.
    await outcome(post(fields, `${guest}; sb_cart_sb-us=guest-cart`, '/en-us/sign-in').run);
    expect(bodies[1]).toMatchObject({ source: { acquisitionType: 'Signup', campaignName: '/en-us/sign-in' } });
  });
});
