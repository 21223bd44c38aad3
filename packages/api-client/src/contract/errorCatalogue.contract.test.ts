// The error catalogue of spec §8 end to end, one case per id the live commerce-api produces on a plain request
// (the README's "Error catalogue" table says how to provoke each on the demo stack and where the shop shows it):
// the ids and the status they come with, and the message the client then gives the shopper. A situation with a
// named id of §8 answers it first and its area code second (`PAYMENT_ERROR`, `PYT300`); the client reads the
// first. Every sign-in, lockout, password change and saved card uses a fresh sign-up account each (`freshMember`), so
// the shared demo accounts stay usable and two runs at once never change each other's accounts. Stock changes go
// through the server's test call `PUT /testing/v1/inventory` (the contract server runs with `TEST_ROUTES=on`) on a
// variant no other contract file buys, and are undone afterwards. Missing records
// (missingRecords.contract.test.ts) and the promo/gift-card refusals (promoErrors.contract.test.ts) have suites of
// their own.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isApiError, type ApiError } from '../ApiError';
import { createApiClient } from '../createApiClient';
import { defaultErrorCatalogue, errorMessageFor } from '../errorMessageFor';
import { pkce, signUpFreshAccount } from './freshAccount';

const LIVE = inject('commerceApiUrl');
const TEST_ROUTES = inject('testRoutes');
const state = { token: '', cartId: '', productId: '', upc: '', maxQty: 0 };
const api = createApiClient({
  baseUrl: LIVE,
  identity: { siteId: 'sb-us', locale: 'en-us', clientApp: 'api-client-contract' },
  getAccessToken: () => state.token,
  sleep: () => Promise.resolve(),
});
const quiet = { report: () => undefined };

async function refusal(attempt: Promise<unknown>): Promise<ApiError> {
  const error = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an API error, got ${String(error)}`);
  return error;
}

/**
 * The ids (named id first where the situation has one, then the area code), status and shopper's message of a
 * refusal: the message is the catalogue's for the first id.
 */
async function expectId(attempt: Promise<unknown>, ids: string | readonly string[], status: number) {
  const error = await refusal(attempt);
  const expected = typeof ids === 'string' ? [ids] : ids;
  expect({ errorId: error.errorId, ids: error.details.map((detail) => detail.errorId), status: error.status }).toEqual({
    errorId: expected[0],
    ids: expected,
    status,
  });
  expect(errorMessageFor(error, undefined, quiet)).toBe(defaultErrorCatalogue[expected[0] as string]);
}

/** The sandbox's hosted card fields: the card number goes to the payment provider, the storefront gets a token. */
async function tokeniseCard(number: string): Promise<string> {
  const response = await fetch(`${LIVE}/payments/sandbox/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, expiryMonth: 12, expiryYear: 2030, cvc: '123', holder: 'Jamie Walker' }),
  });
  const { token } = (await response.json()) as { token: string };
  return token;
}

const shopper = { firstName: 'Jamie', lastName: 'Walker', email: 'jamie.walker@example.com', phone: '3035550199' };
const address = {
  ...shopper,
  addressLine1: '1601 Wazee St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  country: 'US',
};

/** A new cart holding one in-stock line. */
async function cartWithLine(): Promise<string> {
  const cart = await api.cart.createCart();
  await api.cart.addItem({ cartId: cart.id, productId: state.productId, upc: state.upc, qty: 1 });
  return cart.id;
}

/**
 * A cart ready to be ordered: one line (`line`, else the suite's in-stock jacket), a delivery address, standard
 * shipping, the billing address and `payment` (else a sandbox card that is approved without 3-D Secure).
 */
async function readyCart(
  line: { productId: string; upc: string } = { productId: state.productId, upc: state.upc },
  payment?: { payment_method_id: 'KLARNA'; payment_instrument_id: string },
): Promise<string> {
  const cart = await api.cart.createCart();
  await api.cart.addItem({ cartId: cart.id, ...line, qty: 1 });
  await api.checkout.setShippingAddress(cart.id, { list: [address] });
  await api.checkout.setShippingMethod({ cartId: cart.id, shippingId: 'me', code: 'standard', shopperAppliedSM: true });
  await api.checkout.addPaymentInstrument(
    cart.id,
    payment ?? { payment_method_id: 'CREDIT_CARD', payment_instrument_id: await tokeniseCard('4242424242424242') },
  );
  await api.checkout.setBillingAddress(cart.id, address);
  return cart.id;
}

/** A ready cart (see {@link readyCart}) paid by the sandbox card token `cardToken`. */
const readyCartPaidWith = async (cardToken: string) => {
  const cartId = await readyCart();
  await api.checkout.addPaymentInstrument(cartId, {
    payment_method_id: 'CREDIT_CARD',
    payment_instrument_id: cardToken,
  });
  return cartId;
};

/** The gift-card product (an amount from 10 to 500 is chosen when it is added). */
async function giftCardProduct() {
  const results = await api.products.search({ q: 'gift card', count: 5 });
  return api.products.getDetails(results.products.find((product) => /gift card/i.test(product.name ?? ''))?.id ?? '');
}

/** Places the order of a ready cart paying by `code`. */
const placeOrder = (cartId: string, code: 'CREDIT_CARD' | 'KLARNA' = 'CREDIT_CARD') =>
  api.checkout.placeOrder({ cartId, botResponse: 'ok', paymentMethod: { code } }, { idempotencyKey: randomUUID() });

// The variant whose stock the inventory cases change: kids' softshell gloves in Berry, which no other contract file
// buys (they buy jackets, boots and the gift card).
const GLOVES = { productId: 'SBAC10006', upc: '840070020009' };
let glovesStock: number | undefined;
// A store that stocks them and offers pickup and ship to store (every demo store does), and its stock of them.
const STORE = '1002';
let storeStock: number | undefined;

/** Sets a variant's stock online (or at the store `locationId`) through the server's test call (`TEST_ROUTES=on`). */
async function setStock(upc: string, quantity: number, locationId?: string): Promise<void> {
  const response = await fetch(`${LIVE}/testing/v1/inventory`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ upc, quantity, ...(locationId ? { locationId } : {}) }),
  });
  expect(response.status).toBe(200);
}

/** A sign-up body for a new account; `overrides` make it clash with an existing one. */
const signUpBody = (overrides: { email?: string; phone?: string; phoneCode?: string } = {}) => ({
  email: `contract.${randomBytes(6).toString('hex')}@example.com`,
  password: 'Summit2026',
  firstName: 'Nina',
  lastName: 'Hara',
  isTermsConfirmed: true,
  codeChallenge: pkce().codeChallenge,
  ...overrides,
});

// Sign-in and code exchange without a guest session (exchanging a code ends the guest session it came from).
const anonymous = createApiClient({
  baseUrl: LIVE,
  identity: { siteId: 'sb-us', locale: 'en-us', clientApp: 'api-client-contract' },
  getAccessToken: () => undefined,
  sleep: () => Promise.resolve(),
});

/**
 * A guest of its own to sign in from: exchanging a sign-in code ends the guest session it comes from, so the
 * suite's shared guest never signs in.
 */
async function guestToSignInFrom() {
  const { accessToken } = await anonymous.auth.getToken({ type: 'Guest' });
  return createApiClient({
    baseUrl: LIVE,
    identity: { siteId: 'sb-us', locale: 'en-us', clientApp: 'api-client-contract' },
    getAccessToken: () => accessToken,
    sleep: () => Promise.resolve(),
  });
}

/**
 * A new account of its own (lockouts and password changes never touch the shared demo accounts), signed in: its
 * e-mail, password and a client with its session.
 */
const freshMember = () =>
  signUpFreshAccount(LIVE, { siteId: 'sb-us', locale: 'en-us', clientApp: 'api-client-contract' });

/** A sign-in attempt with a wrong password, from a guest of its own. */
async function wrongSignIn(email: string) {
  const signer = await guestToSignInFrom();
  return signer.auth.signIn({
    type: 'Registered',
    username: email,
    password: 'Wrong-password-1',
    codeChallenge: pkce().codeChallenge,
    codeChallengeMethod: 'S256',
  });
}

/** A raw request, for the ids about the request itself (method, content type), which the typed client never sends. */
async function raw(method: string, path: string, init: { body?: string; contentType?: string } = {}) {
  const response = await fetch(`${LIVE}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${state.token}`,
      ...(init.contentType ? { 'content-type': init.contentType } : {}),
    },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  const body = (await response.json()) as { errorDetails?: { errorId: string }[] };
  return { status: response.status, errorId: body.errorDetails?.[0]?.errorId };
}

beforeAll(async () => {
  state.token = (await api.auth.getToken({ type: 'Guest' })).accessToken;
  state.cartId = (await api.cart.createCart()).id;
  const results = await api.products.search({ q: 'jacket', count: 10 });
  for (const product of results.products) {
    const details = await api.products.getDetails(product.id);
    const variant = details.variants?.find((entry) => (entry.quantity ?? 0) >= 2);
    if (variant?.upc) {
      state.productId = details.id;
      state.upc = variant.upc;
      state.maxQty = variant.quantity ?? 0;
      break;
    }
  }
});

afterAll(async () => {
  if (glovesStock !== undefined) await setStock(GLOVES.upc, glovesStock);
});

describe('spec §8 error ids from the live commerce-api', () => {
  it('AUT401: a wrong password (401)', async () => {
    // An account of this run's own: a failed sign-in counts towards its lockout.
    const { email } = await freshMember();
    const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
    await expectId(
      api.auth.signIn({
        type: 'Registered',
        username: email,
        password: 'Wrong-password-1',
        codeChallenge: challenge,
        codeChallengeMethod: 'S256',
      }),
      'AUT401',
      401,
    );
  });

  it('AUT453: an e-mail lookup with a malformed address (400)', async () => {
    await expectId(api.consumer.lookup({ email: 'not-an-email' }), 'AUT453', 400);
  });

  it("AUT404: a guest token on a registered shopper's call (403)", async () => {
    await expectId(api.consumer.getProfile(), 'AUT404', 403);
  });

  it('CART_NOT_FOUND, BSK404: a cart that does not exist (404)', async () => {
    await expectId(api.cart.getCart('00000000-0000-0000-0000-000000000000'), ['CART_NOT_FOUND', 'BSK404'], 404);
  });

  it('INV406: more than is in stock (409)', async () => {
    await expectId(
      api.cart.addItem({
        cartId: state.cartId,
        productId: state.productId,
        upc: state.upc,
        qty: state.maxQty + 1,
        maxQty: 999_999,
      }),
      'INV406',
      409,
    );
  });

  it("ADDED_MAX_QUANTITY, INV408: more than the line's maximum quantity (409)", async () => {
    await expectId(
      api.cart.addItem({ cartId: state.cartId, productId: state.productId, upc: state.upc, qty: 2, maxQty: 1 }),
      ['ADDED_MAX_QUANTITY', 'INV408'],
      409,
    );
  });

  it('ITEM_NOT_AVAILABLE, ORD430: a variant that is not for sale (404)', async () => {
    await expectId(
      api.cart.addItem({ cartId: state.cartId, productId: state.productId, upc: '000000000000', qty: 1 }),
      ['ITEM_NOT_AVAILABLE', 'ORD430'],
      404,
    );
  });

  it('PRM130: an unknown promo code (404)', async () => {
    await expectId(api.cart.applyCoupon({ cartId: state.cartId, code: 'NOSUCHCODE' }), 'PRM130', 404);
  });

  it('GC_INVALID2, GFC400: a gift card number and PIN that do not match a card (404)', async () => {
    await expectId(
      api.checkout.getGiftCardBalance({ cardNumber: '6035000000000000', pin: '0000' }),
      ['GC_INVALID2', 'GFC400'],
      404,
    );
  });

  it('GC_ZERO_BALANCE, GFC700: a spent gift card as payment (409)', async () => {
    await expectId(
      api.checkout.addPaymentInstrument(state.cartId, {
        payment_method_id: 'GIFT_CARD',
        giftCard: { number: '6035550000000003', pin: '1234' },
      }),
      ['GC_ZERO_BALANCE', 'GFC700'],
      409,
    );
  });

  it('GC_ALREADY_APPLIED, GFC400: the same gift card twice on one cart (409)', async () => {
    // A guest of its own: the suite's shopper keeps one cart, and a gift card left on it would pay part of the orders
    // later cases place (draining the demo card for a second suite running against the same database).
    const newcomer = await guestToSignInFrom();
    const cart = await newcomer.cart.createCart();
    await newcomer.cart.addItem({ cartId: cart.id, productId: state.productId, upc: state.upc, qty: 1 });
    const giftCard = { number: '6035550000000002', pin: '1234' };
    await newcomer.checkout.addPaymentInstrument(cart.id, { payment_method_id: 'GIFT_CARD', giftCard });
    await expectId(
      newcomer.checkout.addPaymentInstrument(cart.id, { payment_method_id: 'GIFT_CARD', giftCard }),
      ['GC_ALREADY_APPLIED', 'GFC400'],
      409,
    );
  });

  it('PAYMENT_INSTRUMENT_NOT_FOUND, PYT404: a card token the payment provider never issued (404)', async () => {
    await expectId(
      api.checkout.addPaymentInstrument(state.cartId, {
        payment_method_id: 'CREDIT_CARD',
        payment_instrument_id: 'tok_unknown',
      }),
      ['PAYMENT_INSTRUMENT_NOT_FOUND', 'PYT404'],
      404,
    );
  });

  it('ADDRESS_NOT_FOUND, SHP404: preparing the order of a cart without a delivery address (400)', async () => {
    await expectId(api.checkout.prepareOrder({ basketId: await cartWithLine() }), ['ADDRESS_NOT_FOUND', 'SHP404'], 400);
  });

  it('SHIPPING_POBOX_UNAVAILABLE, SHP410: a PO box as delivery address (400)', async () => {
    await expectId(
      api.checkout.setShippingAddress(state.cartId, { list: [{ ...address, addressLine1: 'PO Box 1601' }] }),
      ['SHIPPING_POBOX_UNAVAILABLE', 'SHP410'],
      400,
    );
  });

  it('CANT_SHIP_THERE, SHP410: a delivery address in a country the shop does not deliver to (400)', async () => {
    await expectId(
      api.checkout.setShippingAddress(state.cartId, {
        list: [{ ...address, country: 'DE', province: '', postalCode: '10115', city: 'Berlin' }],
      }),
      ['CANT_SHIP_THERE', 'SHP410'],
      400,
    );
  });

  it('PAYMENT_ERROR, PYT300: placing an order with the sandbox card that is always declined, 4000 0000 0000 0002 (402)', async () => {
    const cartId = await cartWithLine();
    await api.checkout.setShippingAddress(cartId, { list: [address] });
    await api.checkout.setShippingMethod({ cartId, shippingId: 'me', code: 'standard', shopperAppliedSM: true });
    await api.checkout.addPaymentInstrument(cartId, {
      payment_method_id: 'CREDIT_CARD',
      payment_instrument_id: await tokeniseCard('4000000000000002'),
    });
    await api.checkout.setBillingAddress(cartId, address);
    await expectId(
      api.checkout.placeOrder(
        { cartId, botResponse: 'ok', paymentMethod: { code: 'CREDIT_CARD' } },
        { idempotencyKey: randomUUID() },
      ),
      ['PAYMENT_ERROR', 'PYT300'],
      402,
    );
  });

  it('LOGIN_IN_USE, AUT439: signing up with the e-mail of an existing account (409)', async () => {
    await expectId(api.auth.signUp(signUpBody({ email: 'maya.chen@example.com' })), ['LOGIN_IN_USE', 'AUT439'], 409);
  });

  it('PHONE_NUMBER_ALREADY_IN_USE, AUT444: signing up with the phone number of an existing account (409)', async () => {
    await expectId(
      api.auth.signUp(signUpBody({ phone: '3035550142', phoneCode: '+1' })),
      ['PHONE_NUMBER_ALREADY_IN_USE', 'AUT444'],
      409,
    );
  });

  it('DUPLICATED_TOKEN, AUT409: exchanging one sign-in code twice (400)', async () => {
    const account = await freshMember();
    const { codeVerifier, codeChallenge } = pkce();
    const grant = await anonymous.auth.signIn({
      type: 'Registered',
      username: account.email,
      password: account.password,
      codeChallenge,
      codeChallengeMethod: 'S256',
    });
    await anonymous.auth.getToken({ type: 'Registered', authorizationCode: grant.authorizationCode, codeVerifier });
    await expectId(
      anonymous.auth.getToken({ type: 'Registered', authorizationCode: grant.authorizationCode, codeVerifier }),
      ['DUPLICATED_TOKEN', 'AUT409'],
      400,
    );
  });

  it('AUT432: a bearer token that is not valid (401), a sign-in code never issued (400)', async () => {
    const stranger = createApiClient({
      baseUrl: LIVE,
      identity: { siteId: 'sb-us', locale: 'en-us', clientApp: 'api-client-contract' },
      getAccessToken: () => 'not-a-token',
      sleep: () => Promise.resolve(),
    });
    await expectId(stranger.cart.createCart(), 'AUT432', 401);
    await expectId(
      anonymous.auth.getToken({
        type: 'Registered',
        authorizationCode: 'never-issued',
        codeVerifier: pkce().codeVerifier,
      }),
      'AUT432',
      400,
    );
  });

  it('INVALID_CUSTOMER, AUT498: a guest session reading the cart of a registered customer (403)', async () => {
    const account = await freshMember();
    const { codeVerifier, codeChallenge } = pkce();
    const grant = await anonymous.auth.signIn({
      type: 'Registered',
      username: account.email,
      password: account.password,
      codeChallenge,
      codeChallengeMethod: 'S256',
    });
    const session = await anonymous.auth.getToken({
      type: 'Registered',
      authorizationCode: grant.authorizationCode,
      codeVerifier,
    });
    const member = createApiClient({
      baseUrl: LIVE,
      identity: { siteId: 'sb-us', locale: 'en-us', clientApp: 'api-client-contract' },
      getAccessToken: () => session.accessToken,
      sleep: () => Promise.resolve(),
    });
    const memberCart = await member.cart.createCart();
    await expectId(api.cart.getCart(memberCart.id), ['INVALID_CUSTOMER', 'AUT498'], 403);
  });

  it('AUT426 then AUT423: the wrong password that leaves one attempt (401), then the one that locks the account (423)', async () => {
    const { email } = await freshMember();
    for (let attempt = 1; attempt <= 3; attempt += 1) await expectId(wrongSignIn(email), 'AUT401', 401);
    await expectId(wrongSignIn(email), 'AUT426', 401);
    await expectId(wrongSignIn(email), 'AUT423', 423);
  });

  it('AUT450: changing the password with a wrong current one (400)', async () => {
    const { client } = await freshMember();
    await expectId(
      client.auth.changePassword({ currentPassword: 'Not-my-password-9', newPassword: 'Ridgeline2027' }),
      'AUT450',
      400,
    );
  });

  it('AUT451: a new password that is the current one (400)', async () => {
    const { client, password } = await freshMember();
    await expectId(client.auth.changePassword({ currentPassword: password, newPassword: password }), 'AUT451', 400);
  });

  it('AUT402: a reset code that was never sent or is no longer valid (400)', async () => {
    const { email } = await freshMember();
    await expectId(
      anonymous.auth.confirmForgotPassword({ email, code: 'not-the-code', newPassword: 'Ridgeline2027' }),
      'AUT402',
      400,
    );
  });

  it('PHONE_NUMBER_ALREADY_IN_USE2, AUT444: a profile update to the phone number of another account (409)', async () => {
    const { client } = await freshMember();
    await expectId(
      client.consumer.updateProfile({ consumerProfile: { consumerDetails: { phone: '8015550119', phoneCode: '+1' } } }),
      ['PHONE_NUMBER_ALREADY_IN_USE2', 'AUT444'],
      409,
    );
  });

  it('CCA400: saving the same card twice in the account (409)', async () => {
    const { client } = await freshMember();
    const card = async () => ({
      payment_method_id: 'CREDIT_CARD' as const,
      card: {
        cardToken: await tokeniseCard('4111111111111111'),
        cardType: 'VISA',
        lastFour: '1111',
        holder: 'Nina Hara',
        expirationMonth: 12,
        expirationYear: 2030,
      },
    });
    await client.consumer.savePaymentInstrument(await card());
    await expectId(client.consumer.savePaymentInstrument(await card()), 'CCA400', 409);
  });

  it('INV407: a gift card amount outside 10–500 (400)', async () => {
    const giftCard = await giftCardProduct();
    const variant = giftCard.variants?.[0];
    await expectId(
      api.cart.addItem({
        cartId: state.cartId,
        productId: giftCard.id,
        upc: variant?.upc ?? '',
        qty: 1,
        customAmount: 5,
      }),
      'INV407',
      400,
    );
  });

  it('ORD430: getting the order of an empty cart ready (409)', async () => {
    // A guest of its own: the suite's guest already has an active cart with lines, and createCart answers it.
    const newcomer = await guestToSignInFrom();
    const cart = await newcomer.cart.createCart();
    await expectId(newcomer.checkout.prepareOrder({ basketId: cart.id }), 'ORD430', 409);
  });

  it('GC_NOT_ALLOWED, GFC410: a gift card in another currency (409)', async () => {
    await expectId(
      api.checkout.addPaymentInstrument(await cartWithLine(), {
        payment_method_id: 'GIFT_CARD',
        giftCard: { number: '6035550000000004', pin: '1234' },
      }),
      ['GC_NOT_ALLOWED', 'GFC410'],
      409,
    );
  });

  it("BIL400: a billing address that breaks the country's rules (400)", async () => {
    const error = await refusal(
      api.checkout.setBillingAddress(await cartWithLine(), { ...address, postalCode: 'ABC' }),
    );
    expect({ errorId: error.errorId, status: error.status, message: error.message }).toMatchObject({
      errorId: 'BIL400',
      status: 400,
      message: expect.stringContaining('postalCode'),
    });
  });

  it('REW130: a reward code the shopper does not own (404)', async () => {
    const { client } = await freshMember();
    const cart = await client.cart.createCart();
    await client.cart.addItem({ cartId: cart.id, productId: state.productId, upc: state.upc, qty: 1 });
    await expectId(
      client.checkout.addPaymentInstrument(cart.id, {
        payment_method_id: 'REWARD_CODE',
        payment_instrument_id: 'RWD-NOT-MINE',
      }),
      'REW130',
      404,
    );
  });

  it('REV410: a review over 5,000 characters (400)', async () => {
    await expectId(
      api.products.writeReview(state.productId, {
        rating: 4,
        title: 'Long story',
        text: 'Warm and dry on every ridge. '.repeat(200),
        nickname: 'contract',
      }),
      'REV410',
      400,
    );
  });

  it('ORD409, RTN500: a cancelled order can be neither cancelled again nor returned (409)', async () => {
    const { orderNumber } = await placeOrder(await readyCart());
    await api.consumer.cancelOrder({ orderNo: orderNumber });
    await expectId(api.consumer.cancelOrder({ orderNo: orderNumber }), 'ORD409', 409);
    await expectId(api.consumer.createReturnLabel(orderNumber, { items: [{ lineNo: 1, qty: 1 }] }), 'RTN500', 409);
  });

  it('PAY401: a 3-D Secure challenge the bank rejects, card 4000 0000 0000 3063 (402)', async () => {
    const pending = await placeOrder(await readyCartPaidWith(await tokeniseCard('4000000000003063')));
    const action = (pending.flash?.[0] as { action?: { authorisationId?: string } } | undefined)?.action;
    const response = await fetch(`${LIVE}/payments/sandbox/v1/challenge/${action?.authorisationId ?? ''}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'authenticate' }),
    });
    const { challengeResult } = (await response.json()) as { challengeResult: string };
    await expectId(
      api.checkout.updateOrder(pending.orderNumber, { paymentMethod: { cardType: 'VISA', challengeResult } }),
      'PAY401',
      402,
    );
  });

  it('ORD400: getting an order ready whose addresses carry no e-mail for the confirmation (400)', async () => {
    // A guest of its own, so no e-mail given earlier on the suite's cart counts.
    const newcomer = await guestToSignInFrom();
    const { email: _email, ...withoutEmail } = address;
    const cart = await newcomer.cart.createCart();
    await newcomer.cart.addItem({ cartId: cart.id, productId: state.productId, upc: state.upc, qty: 1 });
    await newcomer.checkout.setShippingAddress(cart.id, { list: [withoutEmail] });
    await newcomer.checkout.setBillingAddress(cart.id, withoutEmail);
    await expectId(newcomer.checkout.prepareOrder({ basketId: cart.id }), 'ORD400', 400);
  });

  it('PYT405: placing the order with another payment method than the one on the cart (400)', async () => {
    await expectId(placeOrder(await readyCart(), 'KLARNA'), 'PYT405', 400);
  });

  it('PYT400: a card number that fails the check digit in the hosted card fields (400)', async () => {
    const response = await fetch(`${LIVE}/payments/sandbox/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: '4242424242424241', expiryMonth: 12, expiryYear: 2030, cvc: '123' }),
    });
    const body = (await response.json()) as { errorDetails?: { errorId: string }[] };
    expect({ status: response.status, ids: body.errorDetails?.map((detail) => detail.errorId) }).toEqual({
      status: 400,
      ids: ['PYT400'],
    });
  });

  it('AUT403: a sign-in whose bot check failed (403)', async () => {
    const signer = await guestToSignInFrom();
    await expectId(
      signer.auth.signIn({
        type: 'Registered',
        username: 'maya.chen@example.com',
        password: 'Trailhead26',
        codeChallenge: pkce().codeChallenge,
        codeChallengeMethod: 'S256',
        botResponse: 'fail-contract',
      }),
      'AUT403',
      403,
    );
  });

  it('CCA401: saving the same gift card twice in the account (409)', async () => {
    const { client } = await freshMember();
    const giftCard = { payment_method_id: 'GIFT_CARD' as const, card: { number: '6035550000000001' } };
    await client.consumer.savePaymentInstrument(giftCard);
    await expectId(client.consumer.savePaymentInstrument(giftCard), 'CCA401', 409);
  });

  it('REW401: a reward voucher on the cart of a shopper who is not a loyalty member (403)', async () => {
    const { client } = await freshMember();
    const cart = await client.cart.createCart();
    await expectId(client.checkout.applyLoyaltyReward(cart.id, { appliedLoyaltyVoucher: 'LV500' }), 'REW401', 403);
  });

  it('PRM135, PRM150, PRM416: an expired code, a code applied twice, removing a code that is not applied', async () => {
    const cartId = await cartWithLine();
    await expectId(api.cart.applyCoupon({ cartId, code: 'SUMMER25' }), 'PRM135', 400);
    await api.cart.applyCoupon({ cartId, code: 'AUTUMN10' });
    await expectId(api.cart.applyCoupon({ cartId, code: 'AUTUMN10' }), 'PRM150', 409);
    await expectId(api.cart.removeCoupon({ cartId, code: 'WELCOME15' }), 'PRM416', 404);
  });

  it('INV405: the gift card without an amount (400)', async () => {
    const giftCard = await giftCardProduct();
    await expectId(
      api.cart.addItem({
        cartId: await cartWithLine(),
        productId: giftCard.id,
        upc: giftCard.variants?.[0]?.upc ?? '',
        qty: 1,
      }),
      'INV405',
      400,
    );
  });

  it('PAY400: placing an order with a pay-later authorisation the provider never gave (402)', async () => {
    // What the shop sends when the shopper's pay-later approval is not (or no longer) valid at the provider.
    const cartId = await readyCart(undefined, { payment_method_id: 'KLARNA', payment_instrument_id: 'plauth_forged' });
    await expectId(placeOrder(cartId, 'KLARNA'), 'PAY400', 402);
  });

  it('SHP410: a delivery address that breaks the country rules names the field (400)', async () => {
    const error = await refusal(
      api.checkout.setShippingAddress(await cartWithLine(), { list: [{ ...address, postalCode: 'ABC' }] }),
    );
    expect({ errorId: error.errorId, status: error.status, message: error.message }).toMatchObject({
      errorId: 'SHP410',
      status: 400,
      message: expect.stringMatching(/^postalCode: /),
    });
    expect(errorMessageFor(error, undefined, quiet)).toBe(defaultErrorCatalogue.SHP410);
  });

  it('CC_EXPIRY_DATE_INVALID, PYT402: an expired card in the hosted card fields (400)', async () => {
    const response = await fetch(`${LIVE}/payments/sandbox/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: '4242424242424242', expiryMonth: 1, expiryYear: 2020, cvc: '123' }),
    });
    const body = (await response.json()) as { errorDetails?: { errorId: string }[] };
    expect({ status: response.status, ids: body.errorDetails?.map((detail) => detail.errorId) }).toEqual({
      status: 400,
      ids: ['CC_EXPIRY_DATE_INVALID', 'PYT402'],
    });
  });

  it('CC_EXPIRY_DATE_INVALID, API400: saving an expired card in the account (400)', async () => {
    const { client } = await freshMember();
    await expectId(
      client.consumer.savePaymentInstrument({
        payment_method_id: 'CREDIT_CARD',
        card: {
          cardToken: await tokeniseCard('4111111111111111'),
          cardType: 'VISA',
          lastFour: '1111',
          holder: 'Nina Hara',
          expirationMonth: 1,
          expirationYear: 2020,
        },
      }),
      ['CC_EXPIRY_DATE_INVALID', 'API400'],
      400,
    );
  });

  it('GFC410: an expired gift card as payment (409)', async () => {
    await expectId(
      api.checkout.addPaymentInstrument(await cartWithLine(), {
        payment_method_id: 'GIFT_CARD',
        giftCard: { number: '6035550000000006', pin: '1234' },
      }),
      'GFC410',
      409,
    );
  });

  describe.runIf(TEST_ROUTES)('stock that runs out (TEST_ROUTES=on)', () => {
    beforeAll(async () => {
      const details = await api.products.getDetails(GLOVES.productId);
      glovesStock = details.variants?.find((variant) => variant.upc === GLOVES.upc)?.quantity ?? undefined;
      expect(glovesStock).toBeGreaterThan(0);
      const inventory = (await api.products.getInventory(GLOVES.productId)) as unknown as {
        variants: Record<string, { stores: Record<string, number> }>;
      };
      storeStock = inventory.variants[GLOVES.upc]?.stores[STORE];
      expect(storeStock).toBeGreaterThan(0);
    });

    it('INV700: adding a size that is sold out (409)', async () => {
      await setStock(GLOVES.upc, 0);
      try {
        await expectId(api.cart.addItem({ cartId: await cartWithLine(), ...GLOVES, qty: 1 }), 'INV700', 409);
      } finally {
        await setStock(GLOVES.upc, glovesStock ?? 1);
      }
    });

    it('ITEM_OOS, INV700: moving a saved item that sold out meanwhile to the cart (409)', async () => {
      const newcomer = await guestToSignInFrom();
      const cart = await newcomer.cart.createCart();
      const added = await newcomer.cart.addItem({ cartId: cart.id, ...GLOVES, qty: 1 });
      const saved = await newcomer.cart.saveForLater({ cartId: cart.id, itemId: added.items[0]?.id ?? '' });
      const itemId = String((saved.saveForLaterItems?.[0] as { itemId?: string } | undefined)?.itemId ?? '');
      await setStock(GLOVES.upc, 0);
      try {
        await expectId(newcomer.cart.moveSavedItemToCart(cart.id, { itemId }), ['ITEM_OOS', 'INV700'], 409);
      } finally {
        await setStock(GLOVES.upc, glovesStock ?? 1);
      }
      // Still saved, to move once the size is back.
      expect((await newcomer.cart.moveSavedItemToCart(cart.id, { itemId })).items).toHaveLength(1);
    });

    it('INV701: pickup in a store that has none of the size left (409)', async () => {
      await setStock(GLOVES.upc, 0, STORE);
      try {
        await expectId(
          api.cart.addItem({ cartId: await cartWithLine(), ...GLOVES, qty: 1, storeId: STORE }, { action: 'pickup' }),
          'INV701',
          409,
        );
      } finally {
        await setStock(GLOVES.upc, storeStock ?? 1, STORE);
      }
    });

    it('ORD518: a pickup line the store ran out of while the warehouse has it, at placement (409)', async () => {
      const cart = await api.cart.createCart();
      await api.cart.addItem({ cartId: cart.id, ...GLOVES, qty: 1, storeId: STORE }, { action: 'pickup' });
      await setStock(GLOVES.upc, 0, STORE);
      try {
        await expectId(api.checkout.prepareOrder({ basketId: cart.id }), 'ORD518', 409);
      } finally {
        await setStock(GLOVES.upc, storeStock ?? 1, STORE);
      }
    });

    it('ProductLineItemInventoryMissing, ProductLineItemFullInventoryMissing: the supply check trims a line the stock no longer covers, then removes it once sold out, and says so', async () => {
      const newcomer = await guestToSignInFrom();
      const cart = await newcomer.cart.createCart();
      await setStock(GLOVES.upc, 5);
      try {
        await newcomer.cart.addItem({ cartId: cart.id, ...GLOVES, qty: 2 });
        // One left: the line is trimmed to it, with the item code on the line (spec §8: partial out of stock).
        await setStock(GLOVES.upc, 1);
        const trimmed = await newcomer.cart.getCart(cart.id, { inventorySupplyCheck: true });
        const line = trimmed.items[0] as { qty?: number; customerNotifications?: { code: string }[] } | undefined;
        expect(line?.qty).toBe(1);
        expect(line?.customerNotifications?.map((notification) => notification.code)).toEqual([
          'ProductLineItemInventoryMissing',
        ]);
        // None left: the line goes, and the cart's flash names the item code (the client reloads on it).
        await setStock(GLOVES.upc, 0);
        const emptied = await newcomer.cart.getCart(cart.id, { inventorySupplyCheck: true });
        expect(emptied.items).toEqual([]);
        expect(emptied.flash?.map((flash) => flash.type)).toContain('ProductLineItemFullInventoryMissing');
        for (const code of ['ProductLineItemInventoryMissing', 'ProductLineItemFullInventoryMissing'])
          expect(defaultErrorCatalogue[code], code).toBeTruthy();
      } finally {
        await setStock(GLOVES.upc, glovesStock ?? 1);
      }
    });

    it('SOME_PRODUCTS_NO_INVENTORY, INV700: a line that sold out between adding it and placing the order (409)', async () => {
      const cartId = await readyCart(GLOVES);
      await setStock(GLOVES.upc, 0);
      try {
        await expectId(api.checkout.prepareOrder({ basketId: cartId }), ['SOME_PRODUCTS_NO_INVENTORY', 'INV700'], 409);
        await expectId(placeOrder(cartId), ['SOME_PRODUCTS_NO_INVENTORY', 'INV700'], 409);
      } finally {
        await setStock(GLOVES.upc, glovesStock ?? 1);
      }
    });
  });

  it('API400: a body that breaks its rules (400)', async () => {
    expect(
      await raw('POST', '/cart/v1/item', {
        body: JSON.stringify({ cartId: state.cartId, qty: 'many' }),
        contentType: 'application/json',
      }),
    ).toEqual({ status: 400, errorId: 'API400' });
  });

  it('API404: a path no route serves (404)', async () => {
    expect(await raw('GET', '/cart/v1/no-such-area')).toEqual({ status: 404, errorId: 'API404' });
  });

  it('API405: a method the path does not serve (405)', async () => {
    expect(await raw('PATCH', '/cart/v1/coupon', { body: '{}', contentType: 'application/json' })).toEqual({
      status: 405,
      errorId: 'API405',
    });
  });

  it('API415: a body that is not JSON (415)', async () => {
    expect(
      await raw('POST', '/cart/v1/item', { body: 'qty=1', contentType: 'application/x-www-form-urlencoded' }),
    ).toEqual({ status: 415, errorId: 'API415' });
  });
});
