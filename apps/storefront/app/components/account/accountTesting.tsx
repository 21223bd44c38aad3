// Test support for the account pages (not part of the app): an in-memory commerce-api behind msw for the calls
// the account, favourites and XPLR Pass pages make, and a renderer that runs a route module's real loader and
// action with the router context the middleware would set.
import { createApiClient, type ApiClient } from '@switchback/api-client';
import { renderWithUser } from '@switchback/test-utils';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ComponentType } from 'react';
import { createRoutesStub, Outlet, RouterContextProvider } from 'react-router';
import { accountContext } from '../../lib/accountSession.server';
import { sessionContext, storeContext } from '../../lib/context.server';
import type { RequestSession } from '../../lib/session.server';

export const API_URL = 'http://commerce.test';
/** The sandbox payment provider's origin (its hosted card fields live there). */
export const PAYMENTS_URL = 'http://pay.test';
const TOKEN = 'member-token';

/** Every request the fake API received, with its parsed JSON body. */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Json = Record<string, unknown>;

/** An error answer; several ids give one `errorDetails` entry each, in order (a named id of §8, then its area code). */
function error(status: number, errorId: string | readonly string[], message = String(errorId)) {
  const ids = typeof errorId === 'string' ? [errorId] : errorId;
  return HttpResponse.json(
    { appId: 'commerce-api', correlationId: 'corr-test', errorDetails: ids.map((id) => ({ errorId: id, message })) },
    { status },
  );
}

/**
 * An in-memory commerce-api with one signed-in member. `state` can be read and changed by tests; `failNext`
 * makes the next call of a path answer an error.
 */
/** What commerce-api's country table says of the shop's countries' postal codes, provinces and phone numbers. */
const ADDRESS_RULES: Record<string, Record<string, unknown>> = {
  US: {
    postalCode: { required: true, pattern: '^\\d{5}(-\\d{4})?$', maxLength: 10 },
    province: {
      required: true,
      options: [
        { code: 'CO', name: 'Colorado' },
        { code: 'NY', name: 'New York' },
      ],
    },
    phone: { required: true, pattern: '^[2-9]\\d{9}$' },
  },
  CA: {
    postalCode: { required: true, pattern: '^[A-Za-z]\\d[A-Za-z] ?\\d[A-Za-z]\\d$', capitalize: true, maxLength: 7 },
    province: {
      required: true,
      options: [
        { code: 'ON', name: 'Ontario' },
        { code: 'QC', name: 'Québec' },
      ],
    },
    phone: { required: true, pattern: '^[2-9]\\d{9}$' },
  },
  GB: {
    postalCode: { required: true, pattern: '^[A-Za-z]{1,2}\\d[A-Za-z\\d]? ?\\d[A-Za-z]{2}$', capitalize: true },
    province: { required: false },
    phone: { required: true, pattern: '^0?\\d{9,10}$' },
  },
};

export function fakeCommerceApi() {
  const calls: RecordedCall[] = [];
  let nextId = 1;
  const state = {
    guest: false,
    /** The member's password (commerce-api's AUT450/AUT451 checks of a password change). */
    password: 'Trailhead26',
    profile: {
      consumerNo: 'C100000001',
      consumerType: 'REGISTERED',
      isLoyaltyMember: true,
      memberId: 'M60000001',
      loyaltyOptInDate: '2025-04-01T00:00:00.000Z',
      currentLoyaltyPoints: 1200,
      loyaltySummary: { points: { balance: 1200 } },
      isPartiallyEnrolled: false,
      consumerDetails: {
        firstName: 'Alex',
        lastName: 'Rivera',
        email: 'alex.rivera@example.com',
        phone: '3035550142',
        phoneCode: '+1',
        postalCode: '80202',
        birthDate: '1990-02-01',
        gender: 'F',
        country: 'US',
        address: [] as Json[],
      },
      preferences: { interests: 'hiking|camping', preferredShoeSize: '9.5' },
      subscriptions: [{ type: 'Newsletter', channel: 'email', optin: true }] as Json[],
    },
    instruments: [] as Json[],
    favorites: { favoriteId: null as string | null, items: [] as { id: string; itemId: string }[], shared: false },
    orders: [] as Json[],
  };
  const failures = new Map<string, Response>();

  const authorised = (request: Request) => request.headers.get('authorization') === `Bearer ${TOKEN}`;
  async function record(request: Request) {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
    calls.push({ method: request.method, path: url.pathname, body: text ? (JSON.parse(text) as unknown) : undefined });
  }
  /** Wraps a handler: records the call, answers a queued failure, refuses guests like commerce-api (403 AUT404). */
  const guard =
    (
      answer: (request: Request, params: Record<string, string>, body: Json) => Response | Promise<Response>,
      registeredOnly = true,
      needsToken = true,
    ) =>
    async ({
      request,
      params,
    }: {
      request: Request;
      params: Record<string, string | readonly string[] | undefined>;
    }) => {
      await record(request);
      if (needsToken && !authorised(request)) return error(401, 'AUT432');
      if (registeredOnly && state.guest) return error(403, 'AUT404', 'Sign in to use this');
      const key = `${request.method} ${new URL(request.url).pathname}`;
      const failure = failures.get(key);
      if (failure) {
        failures.delete(key);
        return failure;
      }
      const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
      return answer(request, params as Record<string, string>, text ? (JSON.parse(text) as Json) : {});
    };
  const json = (value: unknown, status = 200) => HttpResponse.json(value as JsonBodyType, { status });
  const addresses = () => state.profile.consumerDetails.address;
  const favorites = () => ({
    favoriteId: state.favorites.favoriteId,
    items: state.favorites.items,
    total: state.favorites.items.length,
  });

  const handlers = [
    // The countries' address rules, as commerce-api's country table answers them (province lists shortened).
    http.get(`${API_URL}/consumers-v3/utilities/addressRules/:country`, ({ params }) => {
      const rules = ADDRESS_RULES[String(params.country)];
      return rules ? json({ country: params.country, fields: rules }) : error(404, 'API404', 'Unknown country');
    }),
    http.get(
      `${API_URL}/consumers-v3/consumer`,
      guard(() => json(state.profile)),
    ),
    http.post(
      `${API_URL}/consumers-v3/consumer/changepassword`,
      guard((_request, _params, body) => {
        if (body.currentPassword !== state.password) return error(400, 'AUT450', 'The current password is not correct');
        if (body.newPassword === state.password)
          return error(400, 'AUT451', 'The new password must differ from the previous one');
        state.password = String(body.newPassword);
        // Like commerce-api: every older session ends and a new one is answered.
        return json({
          accessToken: TOKEN,
          refreshToken: 'member-refresh',
          expiresIn: 1800,
          consumerNo: state.profile.consumerNo,
          consumerType: 'REGISTERED',
        });
      }),
    ),
    http.put(
      `${API_URL}/consumers-v3/consumer`,
      guard((_request, _params, body) => {
        const update = body.consumerProfile as { consumerDetails?: Json; preferences?: Json };
        Object.assign(state.profile.consumerDetails, update.consumerDetails ?? {});
        Object.assign(state.profile.preferences, update.preferences ?? {});
        return json(state.profile);
      }),
    ),
    http.post(
      `${API_URL}/consumers-v3/consumer/address`,
      guard((_request, _params, body) => {
        const id = `addr-${nextId++}`;
        const type = body.approachType ?? 'S';
        const first = !addresses().some((entry) => entry.approachType === type);
        const main = body.main === true || first;
        if (main) for (const entry of addresses()) if (entry.approachType === type) entry.main = false;
        addresses().push({ ...body, id, addressId: id, approachType: type, main });
        return json({ addressId: id }, 201);
      }),
    ),
    http.put(
      `${API_URL}/consumers-v3/consumer/address/:addressId`,
      guard((_request, params, body) => {
        const address = addresses().find((entry) => entry.addressId === params.addressId);
        if (!address) return error(404, ['ADDRESS_NOT_FOUND', 'PRO404'], 'Address not found');
        if (body.main === true)
          for (const entry of addresses()) if (entry.approachType === address.approachType) entry.main = false;
        Object.assign(address, body);
        return json({ addressId: address.addressId });
      }),
    ),
    http.delete(
      `${API_URL}/consumers-v3/consumer/address/:addressId`,
      guard((_request, params) => {
        state.profile.consumerDetails.address = addresses().filter((entry) => entry.addressId !== params.addressId);
        return json({ deleted: true });
      }),
    ),
    http.get(
      `${API_URL}/consumers-v3/consumer/subscription`,
      guard(() => json({ subscriptions: state.profile.subscriptions })),
    ),
    http.put(
      `${API_URL}/consumers-v3/consumer/subscription`,
      guard((_request, _params, body) => {
        for (const change of body.subscriptions as Json[]) {
          state.profile.subscriptions = state.profile.subscriptions.filter(
            (entry) => !(entry.type === change.type && entry.channel === change.channel),
          );
          state.profile.subscriptions.push({ type: change.type, channel: change.channel, optin: change.optin });
        }
        return json({ subscriptions: state.profile.subscriptions });
      }),
    ),
    http.get(
      `${API_URL}/cart/v1/paymentSession`,
      guard(
        () =>
          json({
            paymentMethodId: 'CREDIT_CARD',
            hostedFieldsUrl: `${PAYMENTS_URL}/payments/sandbox/v1/hosted-fields`,
          }),
        false,
      ),
    ),
    http.get(
      `${API_URL}/consumers-v3/consumer/payment_instruments`,
      guard(() => json({ payment_instruments: state.instruments })),
    ),
    http.post(
      `${API_URL}/consumers-v3/consumer/payment_instruments`,
      guard((_request, _params, body) => {
        const id = `pi-${nextId++}`;
        const card = body.card as Json;
        const lastFour =
          body.payment_method_id === 'CREDIT_CARD' ? String(card.lastFour) : String(card.number).slice(-4);
        const extra =
          body.payment_method_id === 'CREDIT_CARD'
            ? {
                cardType: card.cardType,
                expirationMonth: card.expirationMonth,
                expirationYear: card.expirationYear,
                holder: card.holder,
              }
            : {};
        // Like commerce-api: the first instrument of a method becomes its main one.
        const first = !state.instruments.some((entry) => entry.payment_method_id === body.payment_method_id);
        const instrument = {
          payment_method_id: body.payment_method_id,
          payment_instrument_id: id,
          card: { paymentInstrumentId: id, main: first, lastFour, ...extra },
        };
        state.instruments.push(instrument);
        return json(instrument, 201);
      }),
    ),
    http.patch(
      `${API_URL}/consumers-v3/consumer/payment_instruments/:id`,
      guard((_request, params) => {
        // Making one main takes the flag from the previous main instrument of the same method.
        const target = state.instruments.find((entry) => entry.payment_instrument_id === params.id);
        if (!target) return error(404, ['PAYMENT_INSTRUMENT_NOT_FOUND', 'CCN404'], 'Payment instrument not found');
        for (const entry of state.instruments)
          if (entry.payment_method_id === target.payment_method_id) (entry.card as Json).main = entry === target;
        return json(target);
      }),
    ),
    http.delete(
      `${API_URL}/consumers-v3/consumer/payment_instruments/:id`,
      guard((_request, params) => {
        const target = state.instruments.find((entry) => entry.payment_instrument_id === params.id);
        if (!target) return error(404, ['PAYMENT_INSTRUMENT_NOT_FOUND', 'CCN404'], 'Payment instrument not found');
        state.instruments = state.instruments.filter((entry) => entry !== target);
        // Deleting the main one hands the flag to the oldest remaining instrument of its method.
        const heir = state.instruments.find((entry) => entry.payment_method_id === target.payment_method_id);
        if ((target.card as Json).main && heir) (heir.card as Json).main = true;
        return json({ paymentInstrumentId: params.id, deleted: true });
      }),
    ),
    http.get(
      `${API_URL}/consumers-v3/consumer/loyalty/vouchers`,
      guard(() =>
        json({
          currentLoyaltyPoints: state.profile.currentLoyaltyPoints,
          applicableLoyaltyVouchers: [500, 1000, 2000].map((points) => ({
            id: `LV${points}`,
            points,
            amountInCurrency: points / 100,
            currency: 'USD',
            available: true,
            eligible: state.profile.currentLoyaltyPoints >= points,
          })),
        }),
      ),
    ),
    http.post(
      `${API_URL}/consumers-v3/consumer/loyalty/token`,
      guard(() => {
        state.profile.isLoyaltyMember = true;
        return json({ loyaltyToken: 'lt', memberId: state.profile.memberId, isLoyaltyMember: true });
      }),
    ),
    http.post(
      `${API_URL}/consumers-v3/consumer/purchasehistory`,
      guard((_request, _params, body) =>
        json({
          // One page of the history, as commerce-api answers it (`start`, `count`).
          orders: state.orders
            .slice(Number(body.start ?? 0), Number(body.start ?? 0) + Number(body.count ?? state.orders.length))
            .map((order) => ({
              orderNumber: order.orderNumber,
              status: order.status,
              createdAt: order.createdAt,
              currency: 'USD',
              total: (order.totals as Json).total,
              totalUnits: 2,
            })),
          total: state.orders.length,
        }),
      ),
    ),
    http.get(
      `${API_URL}/consumers-v3/consumer/purchase/:orderNo`,
      guard((_request, params) => {
        const order = state.orders.find((entry) => entry.orderNumber === params.orderNo);
        return order ? json(order) : error(404, 'ORD404', 'Order not found');
      }),
    ),
    http.post(
      `${API_URL}/consumers-v3/consumer/TrackOrder`,
      guard((_request, _params, body) => {
        const order = state.orders.find((entry) => entry.orderNumber === body.orderNo);
        return order
          ? json({ orderNumber: order.orderNumber, status: order.status, events: order.events })
          : error(404, 'OHS4004', 'Order not found');
      }),
    ),
    http.post(
      `${API_URL}/consumers-v3/consumer/CancelOrder`,
      guard((_request, _params, body) => {
        const order = state.orders.find((entry) => entry.orderNumber === body.orderNo);
        if (!order) return error(404, 'ORD404');
        if (order.status !== 'confirmed')
          return error(409, 'ORD409', `A ${String(order.status)} order cannot be cancelled`);
        order.status = 'cancelled';
        (order.events as Json[]).push({
          status: 'cancelled',
          description: 'Cancelled by the shopper',
          date: '2026-11-03T10:00:00.000Z',
        });
        return json(order);
      }),
    ),
    http.post(
      `${API_URL}/consumers-v3/consumer/return/:orderNo/returnLabel`,
      guard((_request, params, body) => {
        const order = state.orders.find((entry) => entry.orderNumber === params.orderNo);
        if (!order) return error(404, 'ORD404');
        for (const wanted of body.items as { lineNo: number; qty: number }[]) {
          const line = (order.items as Json[]).find((item) => item.lineNo === wanted.lineNo);
          if (line) line.returnedQty = Number(line.returnedQty ?? 0) + wanted.qty;
        }
        return json({ orderNumber: order.orderNumber, trackingNumber: '1ZSBTEST0001', items: body.items }, 201);
      }),
    ),
    http.post(
      `${API_URL}/consumers-v3/consumer/purchase/invoice/download`,
      guard((_request, _params, body) =>
        json({
          orderNumber: body.orderNo,
          fileName: `invoice-${String(body.orderNo)}.txt`,
          contentType: 'text/plain; charset=utf-8',
          content: `Switchback invoice ${String(body.orderNo)}\n`,
        }),
      ),
    ),
    http.get(
      `${API_URL}/wishlists/v2/favorites`,
      guard(() => json(favorites()), false),
    ),
    http.post(
      `${API_URL}/wishlists/v2/favorites`,
      guard((_request, _params, body) => {
        state.favorites.favoriteId ??= '0b6f1e9a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
        if (!state.favorites.items.some((entry) => entry.itemId === body.id))
          state.favorites.items.unshift({ id: `fav-${nextId++}`, itemId: String(body.id) });
        return json(favorites());
      }, false),
    ),
    http.delete(
      `${API_URL}/wishlists/v2/favorites/:favoriteId/items/:itemId`,
      guard((_request, params) => {
        const before = state.favorites.items.length;
        state.favorites.items = state.favorites.items.filter((entry) => entry.itemId !== params.itemId);
        return state.favorites.items.length === before
          ? error(404, 'API404', 'Item is not on the favourites list')
          : json(favorites());
      }, false),
    ),
    http.post(
      `${API_URL}/wishlists/v2/favorites/:favoriteId/share`,
      guard((_request, params) => {
        state.favorites.shared = true;
        return json({ favoriteId: params.favoriteId, shareUrl: `/favorites?shared=${params.favoriteId}` });
      }, false),
    ),
    http.get(
      `${API_URL}/wishlists/v2/favorites/:favoriteId/share`,
      guard(
        (_request, params) =>
          state.favorites.shared && params.favoriteId === state.favorites.favoriteId
            ? json(favorites())
            : error(404, 'API404'),
        false,
      ),
    ),
    http.get(
      `${API_URL}/products/v2/products/:productId/details`,
      guard(
        (_request, params) =>
          json({
            id: params.productId,
            name: `Product ${params.productId}`,
            pdpUrl: `/en-us/p/product-${params.productId}`,
            price: { current: 120, currency: 'USD' },
            images: [],
          }),
        false,
        false,
      ),
    ),
  ];

  return {
    handlers,
    state,
    calls,
    /** The calls of one method and path, in order. */
    callsTo(method: string, path: string) {
      return calls.filter((call) => call.method === method && call.path === path);
    },
    /** Makes the next `method path` call answer this error. */
    failNext(
      method: string,
      path: string,
      status: number,
      errorId: string | readonly string[],
      message = String(errorId),
    ) {
      failures.set(`${method} ${path}`, error(status, errorId, message));
    },
    /** A placed order the member can read, track, cancel and return. */
    addOrder(orderNumber: string, status = 'confirmed', extraItems: Record<string, unknown>[] = []) {
      state.orders.unshift({
        orderNumber,
        status,
        createdAt: '2026-11-02T10:00:00.000Z',
        currency: 'USD',
        totals: { itemSubTotal: 200, shipping: 0, tax: 16, total: 216 },
        paymentMethod: [
          { code: 'GIFT_CARD', label: 'Gift card ending 0002', amount: 25, additionalData: { lastFour: '0002' } },
          { code: 'REWARD_CARD', label: 'Reward card RC-1234', amount: 10, additionalData: { code: 'RC-1234' } },
          {
            code: 'CREDIT_CARD',
            label: 'VISA ending 4242',
            amount: 181,
            additionalData: { cardType: 'VISA', lastFour: '4242' },
          },
        ],
        shippingAddress: {
          firstName: 'Alex',
          lastName: 'Rivera',
          addressLine1: '1601 Wazee St',
          city: 'Denver',
          postalCode: '80202',
          countryCode: 'US',
        },
        items: [
          {
            lineNo: 1,
            name: 'Alpenglow Parka',
            color: 'Forest',
            size: 'M',
            qty: 1,
            returnedQty: 0,
            fulfilment: 'home',
            price: { rowTotal: 150 },
          },
          {
            lineNo: 2,
            name: 'Ridge Beanie',
            color: 'Ember',
            size: null,
            qty: 2,
            returnedQty: 0,
            fulfilment: 'home',
            price: { rowTotal: 50 },
          },
          ...extraItems,
        ],
        events: [
          { status: 'placed', description: 'Order placed', date: '2026-11-02T10:00:00.000Z' },
          { status: 'confirmed', description: 'Payment authorised', date: '2026-11-02T10:00:01.000Z' },
        ],
      });
    },
  };
}

/** An api-client on the member's session, pointed at the fake API. */
export function memberApi(): ApiClient {
  return createApiClient({
    baseUrl: API_URL,
    identity: { siteId: 'sb-us', locale: 'en-us' },
    getAccessToken: () => TOKEN,
  });
}

/** A route module as the tests render it. */
export interface RouteModuleUnderTest {
  default: ComponentType<never>;
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
}

/**
 * Renders a route module at `url` (pattern `path`) with its real loader and action, the context the account
 * middleware and the store middleware would set (session, store, account), and a user-event session.
 */
export function renderAccountRoute(
  module: RouteModuleUnderTest,
  options: { path: string; url: string; api?: ApiClient; consumerType?: string; root?: Record<string, unknown> },
) {
  const api = options.api ?? memberApi();
  const context = new RouterContextProvider();
  // The store of the URL's locale: fr-ca pages are rendered (and answered by their actions) in French.
  const french = options.url.startsWith('/fr-ca/');
  context.set(
    storeContext,
    french
      ? { locale: 'fr-ca', siteId: 'sb-ca', preview: false, lang: 'fr-CA' }
      : { locale: 'en-us', siteId: 'sb-us', preview: false, lang: 'en-US' },
  );
  // Pages outside the account (favourites, XPLR Pass) reach commerce-api through the request session.
  const consumer = { consumerNo: 'C100000001', consumerType: options.consumerType ?? 'REGISTERED' };
  context.set(sessionContext, {
    api: () => api,
    consumer: () => consumer,
    adopt: () => undefined,
  } as unknown as RequestSession);
  let reading: ReturnType<ApiClient['consumer']['getProfile']> | undefined;
  context.set(accountContext, {
    api,
    profile: () => (reading ??= api.consumer.getProfile({ includeLoyaltySummary: true })),
    changed: () => {
      reading = undefined;
    },
  });
  const route = {
    id: 'under-test',
    path: options.path,
    Component: module.default as ComponentType,
    HydrateFallback: () => null,
    ...(module.loader ? { loader: module.loader as never } : {}),
    ...(module.action ? { action: module.action as never } : {}),
  };
  // `root`: what the root loader would answer (the shopper status that `useEmployeePricing` reads, for example).
  const root = options.root;
  const Stub = createRoutesStub(
    root
      ? [
          {
            id: 'root',
            path: '/',
            loader: () => root,
            HydrateFallback: () => null,
            Component: Outlet,
            children: [route],
          },
        ]
      : [route],
    context,
  );
  return renderWithUser(<Stub initialEntries={[options.url]} future={{ v8_middleware: true }} />);
}
