import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { call, errorOf, guestSession } from '../testing/api';
import { createTestDatabase } from '../testing/testDatabase';
import { validPayLaterToken } from './payLaterTokens';
import { createPaymentApp, PAYMENT_MESSAGE_SOURCE } from './paymentRoutes';
import { tokeniseCard } from './sandboxCards';

let database: DatabaseHandle;
let api: ReturnType<typeof createApp>;
let payments: ReturnType<typeof createPaymentApp>;
const PAY = 'http://pay.test';
const SHOP = 'http://shop.example';

beforeAll(async () => {
  database = await createTestDatabase();
  api = createApp({ db: database.db, publicUrl: 'http://api.test', paymentsUrl: PAY });
  payments = createPaymentApp(database.db, () => new Date());
});
afterAll(() => database?.close());

const address = {
  firstName: 'Jamie',
  lastName: 'Walker',
  addressLine1: '1601 Wazee St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  country: 'US',
  phone: '3035550199',
  email: 'jamie@example.com',
};
let serial = 0;

async function cartWith(method: { payment_method_id: string; payment_instrument_id?: string }) {
  const { accessToken: token } = await guestSession(api);
  serial += 1;
  const [variant] = await queryRows<{ productId: string; upc: string }>(
    database.db,
    sql`select v.product_id as "productId", v.upc from product_variants v join products p on p.id = v.product_id
         join inventory i on i.upc = v.upc and i.location_id = 'online'
        where i.quantity >= 20 and p.max_qty is null and p.is_digital = false order by v.upc offset ${serial * 3} limit 1`,
  );
  const cart = (await (
    await call(api, 'POST', '/cart/v1/cartWithItem', {
      token,
      body: { productId: variant?.productId, upc: variant?.upc },
    })
  ).json()) as { id: string };
  await call(api, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, { token, body: { list: [address] } });
  await call(api, 'POST', `/cart/v1/cart/${cart.id}/billingAddress`, { token, body: address });
  const added = await call(api, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, { token, body: method });
  if (added.status !== 200) throw new Error(await added.text());
  return { token, cartId: cart.id };
}

const place = (token: string, cartId: string, code: string) =>
  call(api, 'PUT', '/cart/v2/checkout/order', {
    token,
    headers: { 'idempotency-key': `pay-test-${process.pid}-${(serial += 1)}` },
    body: { cartId, botResponse: 'ok', paymentMethod: { code } },
  });

describe('hosted card fields', () => {
  it('are served only for an http(s) embedding origin, may be framed only by it, and post the token only to it', async () => {
    expect((await payments.request('/payments/sandbox/v1/hosted-fields')).status).toBe(400);
    expect((await payments.request('/payments/sandbox/v1/hosted-fields?origin=javascript:alert(1)')).status).toBe(400);
    const res = await payments.request(`/payments/sandbox/v1/hosted-fields?origin=${encodeURIComponent(SHOP)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors ${SHOP}`);
    const html = await res.text();
    expect(html).toContain('<label for="number">Card number</label>');
    expect(html).toContain(`const origin = "${SHOP}";`);
    expect(html).toContain(PAYMENT_MESSAGE_SOURCE);
    expect(html).toContain('<html lang="en">');
  });

  it('speak French for a French page (?locale=fr-ca): labels, button and messages', async () => {
    const res = await payments.request(
      `/payments/sandbox/v1/hosted-fields?origin=${encodeURIComponent(SHOP)}&locale=fr-ca`,
    );
    const html = await res.text();
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('<label for="number">Numéro de carte</label>');
    expect(html).toContain('<button type="submit">Utiliser cette carte</button>');
    expect(html).toContain('se terminant par {last4}');
    expect(html).not.toContain('Card number');
  });

  it('tokenise a test card into a token without the number', async () => {
    const res = await payments.request('/payments/sandbox/v1/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        number: '4242 4242 4242 4242',
        expiryMonth: 12,
        expiryYear: new Date().getUTCFullYear() + 2,
        cvc: '123',
      }),
    });
    const body = (await res.json()) as { token: string; lastFour: string };
    expect(body.lastFour).toBe('4242');
    expect(body.token).not.toContain('4242424242424242');
  });

  it('the payment session names the provider origin, not the API', async () => {
    const { accessToken: token } = await guestSession(api);
    const card = (await (
      await call(api, 'GET', '/cart/v1/paymentSession?paymentMethodId=CREDIT_CARD', { token })
    ).json()) as { hostedFieldsUrl: string };
    expect(card.hostedFieldsUrl).toBe(`${PAY}/payments/sandbox/v1/hosted-fields`);
    const payLater = (await (
      await call(api, 'GET', '/cart/v1/paymentSession?paymentMethodId=KLARNA', { token })
    ).json()) as { scriptUrl: string; clientToken: string };
    expect(payLater.scriptUrl).toBe(`${PAY}/payments/sandbox/v1/paylater.js`);
    expect(payLater.clientToken).toMatch(/^plsess_/);
  });
});

describe('3-D Secure', () => {
  async function challenged(card: string) {
    const { token, cartId } = await cartWith({
      payment_method_id: 'CREDIT_CARD',
      payment_instrument_id: tokeniseCard(card) as string,
    });
    const order = (await (await place(token, cartId, 'CREDIT_CARD')).json()) as {
      orderNumber: string;
      status: string;
      flash: { action: { url: string; authorisationId: string } }[];
    };
    expect(order.status).toBe('pending_payment');
    return { token, order, action: order.flash[0]!.action };
  }

  it('card 3220: the challenge URL is on the provider origin; authenticating posts a result the order accepts', async () => {
    const { token, order, action } = await challenged('4000000000003220');
    expect(action.url.startsWith(`${PAY}/payments/sandbox/v1/challenge/`)).toBe(true);
    const path = `/payments/sandbox/v1/challenge/${action.authorisationId}?origin=${encodeURIComponent(SHOP)}`;
    const pageRes = await payments.request(path);
    expect(await pageRes.text()).toContain('Fail authentication');
    const done = await payments.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=authenticate',
    });
    const html = await done.text();
    const result = /challengeResult: <code>([^<]+)<\/code>/.exec(html)?.[1] ?? '';
    expect(html).toContain(`type: 'challenge.completed', challengeResult: "${result}"`);
    const patched = await call(api, 'PATCH', `/cart/v2/checkout/order/${order.orderNumber}`, {
      token,
      body: { paymentMethod: { challengeResult: result } },
    });
    expect(((await patched.json()) as { status: string }).status).toBe('confirmed');
  });

  it('card 3063: authentication fails even when the shopper authenticates; the order answers PAY401', async () => {
    const { token, order, action } = await challenged('4000000000003063');
    const done = await payments.request(`/payments/sandbox/v1/challenge/${action.authorisationId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'authenticate' }),
    });
    const { challengeResult } = (await done.json()) as { challengeResult: string };
    expect(challengeResult).toBe('failed');
    const patched = await call(api, 'PATCH', `/cart/v2/checkout/order/${order.orderNumber}`, {
      token,
      body: { paymentMethod: { challengeResult } },
    });
    expect(await errorOf(patched)).toMatchObject({ status: 402, errorId: 'PAY401' });
  });
});

describe('pay-later provider', () => {
  async function authorise(email: string) {
    const { accessToken: token } = await guestSession(api);
    const session = (await (
      await call(api, 'GET', '/cart/v1/paymentSession?paymentMethodId=KLARNA', { token })
    ).json()) as { clientToken: string };
    const res = await payments.request('/payments/sandbox/v1/paylater/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SHOP },
      body: JSON.stringify({ sessionId: session.clientToken, email }),
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    return (await res.json()) as { status: string; authorization_token?: string };
  }

  it('approves with a token, shows its form, or refuses, by e-mail', async () => {
    const approved = await authorise('jamie@example.com');
    expect(approved.status).toBe('approved');
    expect(validPayLaterToken(approved.authorization_token ?? '')).toBe(true);
    expect(await authorise('jamie+paylater-form@example.com')).toEqual({ status: 'show_form' });
    expect(await authorise('jamie+paylater-denied@example.com')).toEqual({ status: 'error' });
  });

  it('after show_form, its form is framed only by the shop, approves an adult with a token and declines a minor', async () => {
    const { accessToken: token } = await guestSession(api);
    const { clientToken: sessionId } = (await (
      await call(api, 'GET', '/cart/v1/paymentSession?paymentMethodId=KLARNA', { token })
    ).json()) as { clientToken: string };
    const page = await payments.request(
      `/payments/sandbox/v1/paylater/form?session=${encodeURIComponent(sessionId)}&origin=${encodeURIComponent(SHOP)}`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${SHOP}`);
    const html = await page.text();
    expect(html).toContain('<label for="birthDate">Date of birth</label>');
    expect(html).toContain(JSON.stringify(SHOP));
    expect(html).toContain(JSON.stringify(PAYMENT_MESSAGE_SOURCE));
    expect(
      (
        await payments.request(
          `/payments/sandbox/v1/paylater/form?session=plsess_made_up&origin=${encodeURIComponent(SHOP)}`,
        )
      ).status,
    ).toBe(404);
    expect(
      (await payments.request(`/payments/sandbox/v1/paylater/form?session=${encodeURIComponent(sessionId)}`)).status,
    ).toBe(400);

    const submit = async (birthDate: string, agreed = true) =>
      (await (
        await payments.request('/payments/sandbox/v1/paylater/form', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ sessionId, birthDate, agreed }),
        })
      ).json()) as { status: string; authorization_token?: string; message?: string };
    const approved = await submit('1990-04-12');
    expect(approved.status).toBe('approved');
    expect(validPayLaterToken(approved.authorization_token ?? '')).toBe(true);
    expect(await submit('1990-04-12', false)).toEqual({
      status: 'invalid',
      message: 'Agree to the instalments to continue.',
    });
    expect(await submit('')).toEqual({ status: 'invalid', message: 'Enter your date of birth.' });
    const minor = `${new Date().getUTCFullYear() - 10}-01-01`;
    expect(await submit(minor)).toEqual({ status: 'error', error: 'declined' });
  });

  it('serves a script that defines SandboxPayLater once', async () => {
    const res = await payments.request('http://pay.test/payments/sandbox/v1/paylater.js');
    expect(res.headers.get('content-type')).toContain('javascript');
    const script = await res.text();
    expect(script).toContain('"http://pay.test/payments/sandbox/v1"');
    expect(script).toContain('window.SandboxPayLater');
    expect(script).toContain('showForm');
    expect(script).toContain(JSON.stringify(PAYMENT_MESSAGE_SOURCE));
  });

  it('an order paid later needs the token the provider gave; anything else is PAY400', async () => {
    const { authorization_token: good } = await authorise('jamie@example.com');
    const paid = await cartWith({ payment_method_id: 'KLARNA', payment_instrument_id: good as string });
    const placed = await place(paid.token, paid.cartId, 'KLARNA');
    expect(placed.status).toBe(201);
    expect(((await placed.json()) as { status: string }).status).toBe('confirmed');
    const forged = await cartWith({ payment_method_id: 'KLARNA', payment_instrument_id: 'plauth_forged' });
    expect(await errorOf(await place(forged.token, forged.cartId, 'KLARNA'))).toMatchObject({
      status: 402,
      errorId: 'PAY400',
    });
  });
});

describe('PayPal sandbox', () => {
  const returnUrl = `${SHOP}/en-us/checkout?step=billing`;

  async function paypalCart() {
    const { token, cartId } = await cartWith({
      payment_method_id: 'CREDIT_CARD',
      payment_instrument_id: tokeniseCard('4242424242424242') as string,
    });
    const res = await call(
      api,
      'GET',
      `/cart/v1/paymentSession?paymentMethodId=PAYPAL&basketId=${cartId}&referer=${encodeURIComponent(returnUrl)}`,
      { token },
    );
    expect(res.status).toBe(200);
    const session = (await res.json()) as { sessionId: string; approvalUrl: string; amount: number; currency: string };
    return { token, cartId, session };
  }

  const decide = (sessionId: string, decision: 'approve' | 'cancel') =>
    payments.request('/payments/sandbox/v1/paypal', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session: sessionId, decision }).toString(),
    });

  const usePayPal = (token: string, cartId: string, approval: string) =>
    call(api, 'POST', `/cart/v1/cart/${cartId}/paymentInstruments`, {
      token,
      body: { payment_method_id: 'PAYPAL', payment_instrument_id: approval },
    });

  it('shows the amount on its approval page and, once approved, the order is placed with the approval token', async () => {
    const { token, cartId, session } = await paypalCart();
    expect(session.approvalUrl.startsWith(`${PAY}/payments/sandbox/v1/paypal?session=`)).toBe(true);
    const page = await payments.request(session.approvalUrl.slice(PAY.length));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${SHOP}`);
    const html = await page.text();
    expect(html).toContain(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: session.currency }).format(session.amount),
    );
    expect(html).toContain('Approve payment');

    const approved = await decide(session.sessionId, 'approve');
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${SHOP}/en-us/checkout`);
    expect(back.searchParams.get('step')).toBe('billing');
    expect(back.searchParams.get('paypal')).toBe('approved');
    const approval = back.searchParams.get('paypalToken') ?? '';
    expect(approval.length).toBeLessThanOrEqual(200);
    expect((await usePayPal(token, cartId, approval)).status).toBe(200);
    const res = await place(token, cartId, 'PAYPAL');
    expect(res.status).toBe(201);
  });

  it('cancelling returns to the shop with paypal=cancelled and no token', async () => {
    const { session } = await paypalCart();
    const cancelled = await decide(session.sessionId, 'cancel');
    const back = new URL(cancelled.headers.get('location') ?? '');
    expect(back.searchParams.get('paypal')).toBe('cancelled');
    expect(back.searchParams.has('paypalToken')).toBe(false);
  });

  it("refuses a made-up token or another cart's approval on the cart, and an order whose amount changed since approval", async () => {
    const first = await paypalCart();
    expect(
      await errorOf(await usePayPal(first.token, first.cartId, 'ppapr_made-up-token-from-the-query-string')),
    ).toMatchObject({ status: 402, errorIds: ['PAYMENT_ERROR', 'PYT300'] });

    const second = await paypalCart();
    const otherApproval =
      new URL((await decide(second.session.sessionId, 'approve')).headers.get('location') ?? '').searchParams.get(
        'paypalToken',
      ) ?? '';
    expect(await errorOf(await usePayPal(first.token, first.cartId, otherApproval))).toMatchObject({
      status: 402,
      errorIds: ['PAYMENT_ERROR', 'PYT300'],
    });

    // Approved for one amount, then the cart grows: the approval no longer covers it.
    const ownApproval =
      new URL((await decide(first.session.sessionId, 'approve')).headers.get('location') ?? '').searchParams.get(
        'paypalToken',
      ) ?? '';
    expect((await usePayPal(first.token, first.cartId, ownApproval)).status).toBe(200);
    const cart = (await (await call(api, 'GET', `/cart/v1/cart/${first.cartId}`, { token: first.token })).json()) as {
      items: { id: string; productId: string; qty: number }[];
    };
    const line = cart.items[0];
    await call(api, 'PUT', `/cart/v1/cart/${first.cartId}/item`, {
      token: first.token,
      body: { itemId: line?.id, qty: (line?.qty ?? 1) + 1 },
    });
    expect(await errorOf(await place(first.token, first.cartId, 'PAYPAL'))).toMatchObject({
      status: 402,
      errorIds: ['PAYMENT_ERROR', 'PYT300'],
    });
  });

  it('needs the cart and a return page to start, and its pages refuse unknown sessions', async () => {
    const { accessToken: token } = await guestSession(api);
    expect(
      await errorOf(await call(api, 'GET', '/cart/v1/paymentSession?paymentMethodId=PAYPAL', { token })),
    ).toMatchObject({ status: 400, errorId: 'API400' });
    expect(
      (await payments.request('/payments/sandbox/v1/paypal?session=ppsess_forged.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'))
        .status,
    ).toBe(404);
    expect((await decide('ppsess_forged.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'approve')).status).toBe(404);
  });
});
