import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { call, errorOf, guestSession } from '../testing/api';
import { createTestDatabase } from '../testing/testDatabase';
import type { CartJson } from './toCartJson';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db });
});
afterAll(() => database?.close());

async function postCart(
  token: string,
  options: { query?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  return call(app, 'POST', `/cart/v1/cart${options.query ?? ''}`, { token, ...options });
}

describe('POST /cart/v1/cart', () => {
  it("creates the consumer's cart on first call, empty, in the spec's shape", async () => {
    const { accessToken } = await guestSession(app);
    const res = await postCart(accessToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      currency: 'USD',
      totalItems: 0,
      totals: {
        itemTotal: 0,
        totalDiscount: 0,
        total: 0,
        totalWithoutTax: 0,
        shipping: 0,
        tax: 0,
        // A US cart without an address: no tax yet, and it will be added to the prices.
        taxIncluded: false,
        taxKnown: false,
        totalDiscountPercentage: 0,
        remainingToPay: 0,
        totalUnits: 0,
        itemSubTotal: 0,
        netAmount: 0,
        taxAmount: 0,
        appliedRewards: [],
        // What employee pricing takes off (cart/employeeDiscount): nothing on an empty cart.
        employeeDiscount: 0,
      },
      items: [],
      payment_instruments: [],
      shippingMethods: [],
      shipments: [],
      couponItems: [],
      orderPromotions: [],
      promoSummary: [],
      bonusItems: [],
      saveForLaterItems: [],
      flash: [],
      paymentMethods: ['CREDIT_CARD', 'GIFT_CARD', 'PAYPAL', 'KLARNA'].map((id) => expect.objectContaining({ id })),
      notificationList: [],
      approachingPromotions: [],
      email: null,
      billingAddress: null,
      shippingAddress: null,
      hasHomeDelivery: false,
      athletePayment: null,
    });
  });

  it('returns the same cart on later calls, and different carts to different consumers', async () => {
    const a = await guestSession(app);
    const b = await guestSession(app);
    const first = (await (await postCart(a.accessToken)).json()) as CartJson;
    const again = (await (await postCart(a.accessToken)).json()) as CartJson;
    const other = (await (await postCart(b.accessToken)).json()) as CartJson;
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });

  it('never gives one consumer two carts, even when the first calls race', async () => {
    const { accessToken } = await guestSession(app);
    const carts = await Promise.all(
      [1, 2, 3].map(async () => ((await (await postCart(accessToken)).json()) as CartJson).id),
    );
    expect(new Set(carts).size).toBe(1);
  });

  it('takes the currency from the site, by x-site-id header or siteId query', async () => {
    const { accessToken } = await guestSession(app);
    const currency = async (options: Parameters<typeof postCart>[1]) =>
      ((await (await postCart(accessToken, options)).json()) as CartJson).currency;
    expect(await currency({ headers: { 'x-site-id': 'sb-gb' } })).toBe('GBP');
    expect(await currency({ query: '?siteId=sb-ca' })).toBe('CAD');
    expect(await currency({})).toBe('USD');
    // The header wins over the query, as the storefront sends both when switching sites.
    expect(await currency({ query: '?siteId=sb-ca', headers: { 'x-site-id': 'sb-gb' } })).toBe('GBP');
  });

  it('keeps one cart per site, so switching sites never changes a cart currency', async () => {
    const { accessToken } = await guestSession(app);
    const us = (await (await postCart(accessToken)).json()) as CartJson;
    const gb = (await (await postCart(accessToken, { headers: { 'x-site-id': 'sb-gb' } })).json()) as CartJson;
    expect(gb.id).not.toBe(us.id);
    expect(((await (await postCart(accessToken)).json()) as CartJson).id).toBe(us.id);
  });

  it('answers an unknown site with 400 API400 naming where it came from', async () => {
    const { accessToken } = await guestSession(app);
    const header = await errorOf(await postCart(accessToken, { headers: { 'x-site-id': 'sb-fr' } }));
    expect(header).toMatchObject({ status: 400, errorId: 'API400' });
    expect(header.body.errorDetails[0]?.message).toMatch(/x-site-id.*sb-fr/);
    const query = await errorOf(await postCart(accessToken, { query: '?siteId=nope' }));
    expect(query.body.errorDetails[0]?.message).toMatch(/siteId.*nope/);
  });

  it('accepts no body or an empty object, and refuses unknown fields or a non-JSON body', async () => {
    const { accessToken } = await guestSession(app);
    expect((await postCart(accessToken, { body: {} })).status).toBe(200);
    const unknown = await errorOf(await postCart(accessToken, { body: { basketId: 'x' } }));
    expect(unknown).toMatchObject({ status: 400, errorId: 'API400' });
    expect(unknown.body.errorDetails[0]?.message).toBe('Unknown field "basketId"');
    const text = await postCart(accessToken, { body: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(await errorOf(text)).toMatchObject({ status: 415, errorId: 'API415' });
  });

  it('needs a bearer token', async () => {
    expect(await errorOf(await call(app, 'POST', '/cart/v1/cart'))).toMatchObject({ status: 401, errorId: 'AUT432' });
  });
});

describe('GET /cart/v1/cart/{basketId}', () => {
  it("returns the consumer's cart, accepting the spec's query parameters", async () => {
    const { accessToken } = await guestSession(app);
    const created = (await (await postCart(accessToken, { headers: { 'x-site-id': 'sb-ca' } })).json()) as CartJson;
    const res = await call(
      app,
      'GET',
      `/cart/v1/cart/${created.id}?favStoreId=store-0042&isPatchRequired=true&inventorySupplyCheck=FALSE&cms=x&siteId=sb-ca`,
      { token: accessToken },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(created);
  });

  it("answers someone else's cart, an unknown id or a malformed id with 404 BSK404", async () => {
    const owner = await guestSession(app);
    const stranger = await guestSession(app);
    const cart = (await (await postCart(owner.accessToken)).json()) as CartJson;
    for (const [id, token] of [
      [cart.id, stranger.accessToken],
      ['6f1c1d7e-2b1a-4c59-9d8e-0a1b2c3d4e5f', owner.accessToken],
      ["1' or '1'='1", owner.accessToken],
    ] as const) {
      const res = await call(app, 'GET', `/cart/v1/cart/${encodeURIComponent(id)}`, { token });
      expect(await errorOf(res)).toMatchObject({ status: 404, errorIds: ['CART_NOT_FOUND', 'BSK404'] });
    }
  });

  it('answers a query flag that is not a boolean with 400 API400 naming it', async () => {
    const { accessToken } = await guestSession(app);
    const cart = (await (await postCart(accessToken)).json()) as CartJson;
    const error = await errorOf(
      await call(app, 'GET', `/cart/v1/cart/${cart.id}?isPatchRequired=maybe`, { token: accessToken }),
    );
    expect(error).toMatchObject({ status: 400, errorId: 'API400' });
    expect(error.body.errorDetails[0]?.message).toMatch(/Query parameter "isPatchRequired"/);
  });

  it('needs a bearer token, checked before the cart is looked up', async () => {
    const { accessToken } = await guestSession(app);
    const cart = (await (await postCart(accessToken)).json()) as CartJson;
    expect(await errorOf(await call(app, 'GET', `/cart/v1/cart/${cart.id}`))).toMatchObject({
      status: 401,
      errorId: 'AUT432',
    });
  });
});
