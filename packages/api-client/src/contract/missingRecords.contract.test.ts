// A missing record answers its resource's not-found id from the spec's catalogue (§8), never the route-level
// API404 (which means "no such path"): the cart BSK404, an order ORD404 / OHS4004, a store STR404, and 4044 for a
// record whose resource the catalogue gives no id of its own (product, product set, category, content page, site,
// country, datafile). Each case is provoked over HTTP against the live commerce-api.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { isApiError, type ApiError } from '../ApiError';
import { createApiClient } from '../createApiClient';

const baseUrl = inject('commerceApiUrl');
const state = { token: '' };
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

beforeAll(async () => {
  state.token = (await api.auth.getToken({ type: 'Guest' })).accessToken;
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

  it('an unknown cart: BSK404', async () => {
    expect(await failure(api.cart.getCart('00000000-0000-0000-0000-000000000000'))).toMatchObject({
      status: 404,
      errorId: 'CART_NOT_FOUND',
      details: [{ errorId: 'CART_NOT_FOUND' }, { errorId: 'BSK404' }],
    });
  });

  it('an unknown order: ORD404 when read, OHS4004 when tracked', async () => {
    expect(await failure(api.consumer.getPurchase('SB99999999'))).toMatchObject({ status: 404, errorId: 'ORD404' });
    expect(
      await failure(api.consumer.trackOrder({ orderNo: 'SB99999999', email: 'nobody@example.com' })),
    ).toMatchObject({ status: 404, errorId: 'OHS4004' });
  });
});
