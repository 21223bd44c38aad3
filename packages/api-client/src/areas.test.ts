import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@switchback/test-utils';
import { ApiError } from './ApiError';
import { createApiClient } from './createApiClient';
import {
  defaultErrorCatalogue,
  errorActionFor,
  errorPlacementFor,
  paymentSaveErrorMessage,
  QUOTED_MESSAGES,
} from './errorMessageFor';
import { ResponseShapeError } from './ResponseShapeError';
import { API, emptyCart } from './testFixtures';

const server = setupMswServer();
const identity = { siteId: 'sb-us', locale: 'en-us' };

describe('response validation option', () => {
  it("'report' hands the mismatch to onResponseShapeError and passes the body through", async () => {
    server.use(http.get(`${API}/cart/v1/cart/:id`, () => HttpResponse.json({ ...emptyCart, totalItems: 'two' })));
    const onResponseShapeError = vi.fn();
    const cart = await createApiClient({
      baseUrl: API,
      identity,
      responseValidation: 'report',
      onResponseShapeError,
    }).cart.getCart('cart-1');
    expect(cart.totalItems).toBe('two');
    expect(onResponseShapeError).toHaveBeenCalledExactlyOnceWith(expect.any(ResponseShapeError));
    expect((onResponseShapeError.mock.calls[0]?.[0] as ResponseShapeError).issues[0]?.path).toBe('totalItems');
  });

  it('throws by default', async () => {
    server.use(http.get(`${API}/cart/v1/cart/:id`, () => HttpResponse.json({ ...emptyCart, id: 7 })));
    await expect(createApiClient({ baseUrl: API, identity }).cart.getCart('cart-1')).rejects.toBeInstanceOf(
      ResponseShapeError,
    );
  });
});

describe('areas', () => {
  it('shipping methods carry price.amount (spec §3), on the cart entries and on the applicable-methods call', async () => {
    const method = {
      code: 'standard',
      label: 'Standard delivery',
      deliveryTime: '3-5 business days',
      price: { amount: 8.95 },
      selected: true,
    };
    server.use(
      http.get(`${API}/cart/v1/cart/:id`, () =>
        HttpResponse.json({
          ...emptyCart,
          shippingMethods: [{ shippingId: 'me', code: 'standard', applicableShippingMethods: [method] }],
          shipments: [
            {
              shipmentId: 'me',
              shippingMethod: { code: 'standard', deliveryTime: '3-5 business days', price: { amount: 8.95 } },
            },
          ],
        }),
      ),
      http.get(`${API}/cart/v1/cart/:id/shippingMethod/:shippingId`, () =>
        HttpResponse.json({ shippingId: 'me', applicableShippingMethods: [method] }),
      ),
    );
    const client = createApiClient({ baseUrl: API, identity });
    const cart = await client.cart.getCart('cart-1');
    expect(cart.shippingMethods?.[0]?.applicableShippingMethods?.[0]?.price?.amount).toBe(8.95);
    expect(cart.shipments?.[0]?.shippingMethod?.code).toBe('standard');
    expect((await client.checkout.getShippingMethods('cart-1', 'me')).applicableShippingMethods[0]?.price?.amount).toBe(
      8.95,
    );
  });

  it('wishlist calls send the JSON content type even without a body', async () => {
    let contentType: string | null = null;
    server.use(
      http.get(`${API}/wishlists/v2/favorites`, ({ request }) => {
        contentType = request.headers.get('content-type');
        return HttpResponse.json({ favoriteId: null, items: [], total: 0 });
      }),
    );
    await createApiClient({ baseUrl: API, identity }).wishlists.getFavorites({ start: 0, count: 10 });
    expect(contentType).toBe('application/json');
  });

  it('social calls go to the social host without a bearer token', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('https://social.test/customers/:id/media/recent', ({ request }) => {
        seen = request;
        return HttpResponse.json({ media: [{ id: 'm1' }] });
      }),
    );
    const api = createApiClient({
      baseUrl: API,
      identity,
      socialBaseUrl: 'https://social.test',
      getAccessToken: () => 'secret',
    });
    const page = await api.social.getCustomerMedia('switchback', { limit: 3 });
    expect(page.media[0]?.id).toBe('m1');
    expect(seen?.headers.has('authorization')).toBe(false);
    expect(new URL(seen?.url ?? '').searchParams.get('limit')).toBe('3');
  });

  it('content calls use the mode prefix, the preview header and the preview date', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${API}/preview/caas/v1/canvas/footer/sb-us`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ id: 'footer', blocks: [] });
      }),
    );
    await createApiClient({ baseUrl: API, identity, previewAccessKey: 'pk' }).content.getFooter({
      siteId: 'sb-us',
      preview: true,
      previewDateTime: '2030-01-01T00:00:00Z',
    });
    expect(seen?.headers.get('x-preview-access-key')).toBe('pk');
    expect(new URL(seen?.url ?? '').searchParams.get('previewDateTime')).toBe('2030-01-01T00:00:00Z');
  });

  it('searchArticles sends the initial query, paging and comma-joined tags without a token, and checks the answer', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${API}/publish/caas/v1/canvas/articles/sb-us`, ({ request }) => {
        seen = request;
        return HttpResponse.json({
          result: [{ id: 'journal/a', url: '/en-us/journal/a', title: 'A' }],
          facets: [{ id: 'hiking', label: 'Hiking' }],
          numFound: 4,
        });
      }),
    );
    const api = createApiClient({ baseUrl: API, identity, getAccessToken: () => 'secret' });
    const answer = await api.content.searchArticles({
      siteId: 'sb-us',
      query: { parent: 'journal', offset: 99 },
      offset: 3,
      limit: 3,
      tagId: ['hiking', 'camping'],
    });
    expect(answer).toMatchObject({ result: [{ id: 'journal/a' }], numFound: 4 });
    const query = new URL(seen?.url ?? '').searchParams;
    expect(Object.fromEntries(query)).toEqual({ parent: 'journal', offset: '3', limit: '3', tagId: 'hiking,camping' });
    expect(seen?.headers.has('authorization')).toBe(false);

    server.use(
      http.get(`${API}/publish/caas/v1/canvas/articles/sb-us`, () => HttpResponse.json({ result: [], facets: [] })),
    );
    await expect(api.content.searchArticles({ siteId: 'sb-us', offset: 0, limit: 3 })).rejects.toBeInstanceOf(
      ResponseShapeError,
    );
  });

  it('placeOrder always sends an idempotency key, the given one when retrying', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.put(`${API}/cart/v2/checkout/order`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ orderNumber: 'SB1' });
      }),
    );
    const api = createApiClient({ baseUrl: API, identity });
    await api.checkout.placeOrder({ cartId: 'c', paymentMethod: { code: 'CREDIT_CARD' } });
    await api.checkout.placeOrder(
      { cartId: 'c', paymentMethod: { code: 'CREDIT_CARD' } },
      { idempotencyKey: 'order-key-1' },
    );
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe('order-key-1');
  });

  it('writeReview posts the review with the shopper token and answers the written review; too long is REV410', async () => {
    let seen: { body: unknown; authorization: string | null } | undefined;
    server.use(
      http.post(`${API}/products/v1/products/:productId/reviews`, async ({ request, params }) => {
        seen = { body: await request.json(), authorization: request.headers.get('authorization') };
        if (params.productId === 'SBLONG0001') {
          return HttpResponse.json(
            {
              appId: 'commerce-api',
              correlationId: 'c1',
              errorDetails: [{ errorId: 'REV410', message: 'Review is too long' }],
            },
            { status: 400 },
          );
        }
        return HttpResponse.json(
          { id: 'RSBJK10001W1', productId: params.productId, status: 'published', rating: 5 },
          { status: 201 },
        );
      }),
    );
    const api = createApiClient({ baseUrl: API, identity, getAccessToken: () => 'guest-token' });
    const review = {
      rating: 5,
      title: 'Warm',
      text: 'Kept me warm on a windy ridge all day.',
      nickname: 'sam',
      fit: 'trueToSize' as const,
    };
    await expect(api.products.writeReview('SBJK10001', review)).resolves.toMatchObject({
      id: 'RSBJK10001W1',
      status: 'published',
    });
    expect(seen).toEqual({ body: review, authorization: 'Bearer guest-token' });
    const failure = await api.products.writeReview('SBLONG0001', review).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).errorId).toBe('REV410');
  });

  it('path parameters are encoded and cannot add segments', async () => {
    const fetchSpy = vi.fn(async () => HttpResponse.json({ addressId: 'a/b' }));
    await createApiClient({ baseUrl: API, identity, fetch: fetchSpy }).consumer.updateAddress('a/b?x', {
      city: 'Denver',
    });
    expect(fetchSpy).toHaveBeenCalledWith(
      `${API}/consumers-v3/consumer/address/a%2Fb%3Fx`,
      expect.objectContaining({ method: 'PUT' }),
    );
  });
});

describe('error catalogue of spec §8', () => {
  const ids = [
    'AUT401 AUT418 AUT437 AUT438 AUT423 AUT441 AUT426 AUT439 PRO400 AUT444 AUT442 AUT402 AUT403 AUT409 AUT404 AUT432 AUT500 AUT450 AUT451 AUT452 AUT453 AUT498 AUT440',
    'ORD430 BSK404 ORD516 ORD517 ORD518 INV700 INV406 INV701 INV702 INV405 INV407 INV409 INV408 ORD404 ORD409 OHS4004 ORD400 ORD415 TAX309 TAX310',
    'PRM130 PRM135 PRM140 PRM150 PRM155 PRM160 PRM175 PRM416',
    'GFS800 GFO404 GFO405 GFC400 GFC410 GFC700 GFC725 GFC740 GFC755 GFC760 GFC799 GFC800 GFC812',
    'PYT300 PYT400 PYT402 PYT404 PYT405 PYT406 PAY400 PAY401 BIL400 BILL410 CHK320 CHK380 SHP404 SHP410 SHP500 FE309',
    'REW130 REW135 REW140 REW401 PRO404 PRO410 PRO411 PRO412 PRO414 PRO415 PRO418 FE340 FE872 CCA400 CCA401 CCN404 4044',
    'GEN500 API400 API404 API405 API406 API415 STR404 RTN500 ATTR100 ATTR200 ATTR300 PLP400 GWP403 REV410',
    'INVALID_CUSTOMER CART_NOT_FOUND ITEM_OOS ITEMS_OOS ADDED_MAX_QUANTITY GWP_PRODUCT ITEM_NOT_AVAILABLE NO_PRICE INVALID_PRICE PAYMENT_ERROR',
    'PAYMENT_FRAUD_VERIFICATION_EXCEPTION CANT_SHIP_THERE GC_INVALID2 GC_ALREADY_APPLIED GC_NOT_ALLOWED GC_ZERO_BALANCE ITEM_NO_LONGER_AVAILABLE',
    'CC_EXPIRY_DATE_INVALID PAYMENT_INSTRUMENT_NOT_FOUND ADDRESS_NOT_FOUND SHIPPING_POBOX_UNAVAILABLE SOME_PRODUCTS_NO_INVENTORY DUPLICATED_TOKEN',
    'LOGIN_IN_USE LOGIN_IN_USE2 PHONE_NUMBER_ALREADY_IN_USE PHONE_NUMBER_ALREADY_IN_USE2 MISSING_BIRTHDATE ProductLineItemInventoryMissing',
    'ProductItemNotAvailable ProductLineItemFullInventoryMissing InvalidShippingAddress ProductItemMaxQuantity ProductItemRequired',
  ]
    .join(' ')
    .split(' ');

  it.each(ids)('has a message for %s', (id) => {
    expect(defaultErrorCatalogue[id]).toMatch(/\S/);
  });

  it('uses the quoted wording of the spec', () => {
    expect(defaultErrorCatalogue.ITEM_OOS).toBe('this item could not be moved to cart');
    expect(QUOTED_MESSAGES.removeItemFailed).toBe('Unable to remove item from cart. Please try again later');
    expect(QUOTED_MESSAGES.profileNotLoaded).toBe('Profile not loaded');
    expect(QUOTED_MESSAGES.paymentAuthenticationError).toBe('payment authentication error');
  });

  it.each([
    ['ITEM_NOT_AVAILABLE', 'item'],
    ['NO_PRICE', 'item'],
    ['INVALID_PRICE', 'item'],
    ['PAYMENT_ERROR', 'top'],
    ['PAYMENT_FRAUD_VERIFICATION_EXCEPTION', 'top'],
    ['CANT_SHIP_THERE', 'top'],
    ['BSK404', 'top'],
    ['GC_INVALID2', 'giftCardInput'],
    ['GC_ZERO_BALANCE', 'giftCardInput'],
    ['CC_EXPIRY_DATE_INVALID', 'topNotification'],
    ['SOME_PRODUCTS_NO_INVENTORY', 'topNotification'],
    ['LOGIN_IN_USE', 'field'],
    ['MISSING_BIRTHDATE', 'field'],
    ['toString', 'top'],
  ] as const)('places %s at %s', (id, placement) => {
    expect(errorPlacementFor(id)).toBe(placement);
  });

  it('names the follow-up actions', () => {
    expect(errorActionFor('INVALID_CUSTOMER')).toBe('resetSession');
    expect(errorActionFor('CART_NOT_FOUND')).toBe('recreateCart');
    expect(errorActionFor('ITEM_NO_LONGER_AVAILABLE')).toBe('reloadCartAndReviewShipping');
    expect(errorActionFor('PRM130')).toBeUndefined();
  });

  it('words payment-instrument save failures as the spec quotes them', () => {
    const exists = new ApiError({
      status: 409,
      errorId: 'CCA400',
      message: 'This card is already saved in your account',
    });
    const other = new ApiError({ status: 500, errorId: 'GEN500', message: 'boom' });
    const report = () => {};
    expect(paymentSaveErrorMessage(exists, 'CREDIT_CARD', { report })).toBe(
      'This card is already saved in your account',
    );
    expect(paymentSaveErrorMessage(other, 'CREDIT_CARD', { report })).toBe('credit card save failed');
    expect(paymentSaveErrorMessage(exists, 'GIFT_CARD', { report })).toBe('gift card already exists');
    expect(paymentSaveErrorMessage(other, 'GIFT_CARD', { report })).toBe('gift card save failed');
    expect(() => paymentSaveErrorMessage(new Error('x'), 'GIFT_CARD')).toThrow('x');
  });
});
