// A missing record answers its resource's not-found id from the spec's catalogue (§8), never the route-level
// API404 (which means "no such path"): the cart BSK404, an order ORD404 / OHS4004, a store STR404, and 4044 for a
// record whose resource the catalogue gives no id of its own (product, product set, category, content page, site,
// country, datafile, review, wishlist, saved item). Each case is provoked over HTTP against the live commerce-api,
// on reads, updates and deletes alike.
import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { isApiError, type ApiError } from '../ApiError';
import { createApiClient } from '../createApiClient';

const baseUrl = inject('commerceApiUrl');
const state = { token: '', memberToken: '' };
const api = createApiClient({
  baseUrl,
  identity: { siteId: 'sb-us', locale: 'en-us' },
  getAccessToken: () => state.token,
  sleep: () => Promise.resolve(),
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

// A new account of its own, for the member's records (addresses, cards, orders, favourites).
const member = createApiClient({
  baseUrl,
  identity: { siteId: 'sb-us', locale: 'en-us' },
  getAccessToken: () => state.memberToken,
  sleep: () => Promise.resolve(),
});
const UNKNOWN_CART = '00000000-0000-0000-0000-000000000000';
const notFound = (errorId: string, status = 404) => ({ status, errorId });

beforeAll(async () => {
  state.token = (await api.auth.getToken({ type: 'Guest' })).accessToken;
  const codeVerifier = randomBytes(32).toString('base64url');
  const grant = await api.auth.signUp({
    email: `missing.${randomBytes(6).toString('hex')}@example.com`,
    password: 'Summit2026',
    firstName: 'Ines',
    lastName: 'Moreau',
    isTermsConfirmed: true,
    codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
  });
  const signedOut = createApiClient({ baseUrl, identity: { siteId: 'sb-us', locale: 'en-us' } });
  state.memberToken = (
    await signedOut.auth.getToken({ type: 'Registered', authorizationCode: grant.authorizationCode, codeVerifier })
  ).accessToken;
});

describe('missing records (live)', () => {
  it('an unknown path is the route-level 404 API404', async () => {
    const response = await fetch(`${baseUrl}/products/v2/no-such-area`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId).toBe(
      'API404',
    );
  });

  it('product details, reviews and product sets of an unknown product: 4044', async () => {
    expect(await failure(api.products.getDetails('SBXX99999'))).toMatchObject({ status: 404, errorId: '4044' });
    expect(await failure(api.products.getReviews('SBXX99999'))).toMatchObject({ status: 404, errorId: '4044' });
    expect(await failure(api.products.getProductSet('SBXX99999'))).toMatchObject({ status: 404, errorId: '4044' });
    expect(await failure(api.products.getQuestions('SBXX99999'))).toMatchObject(notFound('4044'));
    expect(await failure(api.products.getProductSets('SBXX99999'))).toMatchObject(notFound('4044'));
    expect(await failure(api.products.getInventory('SBXX99999'))).toMatchObject(notFound('4044'));
    expect(await failure(api.products.translateReview('no-such-review', { targetLocale: 'fr-ca' }))).toMatchObject(
      notFound('4044'),
    );
  });

  it('content of an unknown category or product: 4044', async () => {
    expect(await failure(api.content.getCategory({ siteId: 'sb-us', categoryId: '99999' }))).toMatchObject(
      notFound('4044'),
    );
    expect(await failure(api.content.getProductContent({ siteId: 'sb-us', productId: 'SBXX99999' }))).toMatchObject(
      notFound('4044'),
    );
  });

  it("a member's unknown address: ADDRESS_NOT_FOUND, PRO404 on update and delete", async () => {
    const expected = {
      status: 404,
      errorId: 'ADDRESS_NOT_FOUND',
      details: [{ errorId: 'ADDRESS_NOT_FOUND' }, { errorId: 'PRO404' }],
    };
    expect(await failure(member.consumer.updateAddress('no-such-address', { city: 'Boulder' }))).toMatchObject(
      expected,
    );
    expect(await failure(member.consumer.removeAddress('no-such-address'))).toMatchObject(expected);
  });

  it("a member's unknown payment instrument: PAYMENT_INSTRUMENT_NOT_FOUND, CCN404 on update and delete", async () => {
    const expected = {
      status: 404,
      errorId: 'PAYMENT_INSTRUMENT_NOT_FOUND',
      details: [{ errorId: 'PAYMENT_INSTRUMENT_NOT_FOUND' }, { errorId: 'CCN404' }],
    };
    expect(await failure(member.consumer.updatePaymentInstrument('no-such-card', { main: true }))).toMatchObject(
      expected,
    );
    expect(await failure(member.consumer.removePaymentInstrument('no-such-card'))).toMatchObject(expected);
  });

  it("a member's unknown favourites list or item: 4044", async () => {
    expect(await failure(member.wishlists.getSharedFavorites('no-such-list'))).toMatchObject(notFound('4044'));
    expect(await failure(member.wishlists.removeFavorite('no-such-list', 'no-such-item'))).toMatchObject(
      notFound('4044'),
    );
  });

  it('a search in an unknown category: 4044', async () => {
    expect(await failure(api.products.search({ categoryId: '99999' }))).toMatchObject({ status: 404, errorId: '4044' });
  });

  it('content: an unknown page, fragment or site: 4044', async () => {
    expect(await failure(api.content.getPage({ siteId: 'sb-us', page: 'no-such-page' }))).toMatchObject({
      status: 404,
      errorId: '4044',
    });
    expect(await failure(api.content.getFragment({ siteId: 'sb-us', fragmentId: 'no-such-fragment' }))).toMatchObject({
      status: 404,
      errorId: '4044',
    });
    expect(await failure(api.content.getPage({ siteId: 'sb-zz', page: 'home' }))).toMatchObject({
      status: 404,
      errorId: '4044',
    });
  });

  it('address rules of an unknown country: 4044', async () => {
    expect(await failure(api.utilities.getAddressRules('ZZ'))).toMatchObject({ status: 404, errorId: '4044' });
  });

  it('an unknown experimentation datafile: 4044', async () => {
    expect(await failure(api.experiments.getDatafile('other-site'))).toMatchObject({ status: 404, errorId: '4044' });
  });

  it('stores: an unknown store or place: STR404', async () => {
    expect(await failure(api.utilities.getStoreEmployees('4242'))).toMatchObject({ status: 404, errorId: 'STR404' });
    expect(await failure(api.stores.search({ postalCode: '00000' }))).toMatchObject({ status: 404, errorId: 'STR404' });
  });

  it('an unknown cart: CART_NOT_FOUND, BSK404 when read, changed or emptied', async () => {
    const expected = {
      status: 404,
      errorId: 'CART_NOT_FOUND',
      details: [{ errorId: 'CART_NOT_FOUND' }, { errorId: 'BSK404' }],
    };
    expect(await failure(api.cart.getCart(UNKNOWN_CART))).toMatchObject(expected);
    expect(
      await failure(api.cart.updateItem(UNKNOWN_CART, { cartId: UNKNOWN_CART, itemId: 'no-such-line', qty: 2 })),
    ).toMatchObject(expected);
    expect(await failure(api.cart.removeItem({ cartId: UNKNOWN_CART, itemId: 'no-such-line' }))).toMatchObject(
      expected,
    );
    expect(await failure(api.checkout.removeShippingAddress(UNKNOWN_CART))).toMatchObject(expected);
  });

  it('an unknown order: ORD404 when read, OHS4004 when tracked', async () => {
    expect(await failure(api.consumer.getPurchase('SB99999999'))).toMatchObject({ status: 404, errorId: 'ORD404' });
    expect(
      await failure(api.consumer.trackOrder({ orderNo: 'SB99999999', email: 'nobody@example.com' })),
    ).toMatchObject({ status: 404, errorId: 'OHS4004' });
  });

  it("a member's unknown order: ORD404 on invoice, return label and cancel", async () => {
    expect(await failure(member.consumer.downloadInvoice({ orderNo: 'SB99999999' }))).toMatchObject(notFound('ORD404'));
    expect(
      await failure(member.consumer.createReturnLabel('SB99999999', { items: [{ lineNo: 1, qty: 1 }] })),
    ).toMatchObject(notFound('ORD404'));
    expect(await failure(member.consumer.cancelOrder({ orderNo: 'SB99999999' }))).toMatchObject(notFound('ORD404'));
  });
});
