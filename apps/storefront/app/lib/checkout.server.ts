import {
  errorCatalogueFor,
  isApiError,
  quotedMessagesFor,
  type ApiClient,
  type Cart,
  type Order,
} from '@switchback/api-client';
import {
  checkoutMachine,
  type CheckoutAddress,
  type CheckoutBilling,
  type CheckoutContext,
  type CheckoutError,
  type CheckoutEvent,
  type CheckoutShipping,
  type ExpressProfile,
  type PlacedOrder,
  type PaymentMethodId,
} from '@switchback/checkout';
import {
  addressFieldRules,
  messagesForLocale,
  resolveAddressRules,
  validateAddress,
  validateField,
  type AddressField,
  type AddressRules,
} from '@switchback/validation';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { parseCookies, serializeCookie } from './cookies.server';
import type { Locale } from './locales';
import { languageOf } from './messages';
import type { RequestSession } from './session.server';
import type { Store } from './store';

/** The order being placed (its pending 3-D Secure challenge): spec §4 "persisted locally: checkout order". */
export const CHECKOUT_ORDER_COOKIE = 'sb_checkout_order';
/** The last order placed in this browser, which the confirmation page shows (and shows again after a reload). */
export const LAST_ORDER_COOKIE = 'sb_last_order';
/** E-mail and phone given on the shipping step of a pickup-only cart (the API keeps them with the billing address). */
export const CONTACT_COOKIE = 'sb_checkout_contact';

const DAY_S = 60 * 60 * 24;

/** The checkout steps of spec §2. */
export type CheckoutStep = 'shipping' | 'billing' | 'summary';

/**
 * A phone number as typed, without the spaces, brackets, dashes and dots people write between its digits, so the
 * country's pattern judges the number itself (the address book and sign-up keep digits too): `(303) 555-0199` is
 * `3035550199`. Anything else is left for the pattern to refuse.
 *
 * @example
 * compactPhone('303 555-0199'); // '3035550199'
 */
export function compactPhone(typed: string): string {
  return typed.replace(/[\s().-]/g, '');
}

/** The country each store ships to. */
export function countryOf(store: Store): string {
  if (store.locale.endsWith('-ca')) return 'CA';
  if (store.locale === 'en-gb') return 'GB';
  return 'US';
}

/**
 * Where the cart's lines go: home lines need an address or a collection point, pickup and ship-to-store lines a store,
 * digital lines (gift cards) nothing. `pickupOnly`: nothing goes to an address.
 */
export function fulfilmentOf(cart: Cart) {
  const lines = cart.items.map((item) => {
    const raw = item as unknown as { fulfilment?: string | null; storeId?: string | null };
    return { item, fulfilment: raw.fulfilment ?? 'home', storeId: raw.storeId ?? null };
  });
  const home = lines.filter((line) => line.fulfilment === 'home' || line.fulfilment === 'customs');
  const pickup = lines.filter((line) => line.fulfilment === 'pickup' || line.fulfilment === 'sts');
  // Gift cards are e-mailed: no address, no store (spec §3 method code digital).
  const digital = lines.filter((line) => line.fulfilment === 'digital');
  return { lines, home, pickup, digital, pickupOnly: lines.length > 0 && home.length === 0 };
}

/** The one shipment of a cart's e-mailed lines, which needs neither address nor store. */
const DIGITAL_SHIPMENT = { shippingId: 'digital', methodCode: 'digital' } as const;

/**
 * How the cart's home lines travel (its `me` shipment, spec §3 shipping method entry): `standard` to the delivery
 * address, or `pudo` to the collection point `storeId`.
 */
export function homeShipmentOf(cart: Cart): { code: 'standard' | 'pudo'; pointId: string | null } {
  const methods =
    (
      cart as unknown as {
        shippingMethods?: { shippingId?: string | null; code?: string | null; storeId?: string | null }[] | null;
      }
    ).shippingMethods ?? [];
  const home = methods.find((method) => method.shippingId === 'me');
  return home?.code === 'pudo' ? { code: 'pudo', pointId: home.storeId ?? null } : { code: 'standard', pointId: null };
}

/** Lines that may go to a store (pickup or ship to store): not e-mailed, not made to order. */
export function storeDeliverable(item: Cart['items'][number]): boolean {
  const options =
    (item as unknown as { shippingOptions?: { shippingMethod?: { code?: string | null } | null }[] | null })
      .shippingOptions ?? [];
  const raw = item as unknown as { fulfilment?: string | null };
  return (
    raw.fulfilment !== 'customs' &&
    !options.some((option) => option.shippingMethod?.code === 'digital' || option.shippingMethod?.code === 'customs')
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The cart's shipping address as the checkout machine sees it, or null. */
export function cartShippingAddress(cart: Cart): CheckoutAddress | null {
  const raw = (cart as unknown as { shippingAddress?: Record<string, unknown> | null }).shippingAddress;
  return raw ? toCheckoutAddress(raw) : null;
}

/** The cart's billing address as the checkout machine sees it, or null. */
export function cartBillingAddress(cart: Cart): CheckoutAddress | null {
  const raw = cart.billingAddress as Record<string, unknown> | null | undefined;
  return raw ? toCheckoutAddress(raw) : null;
}

function toCheckoutAddress(raw: Record<string, unknown>): CheckoutAddress {
  return {
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    addressLine1: text(raw.addressLine1),
    addressLine2: text(raw.addressLine2) || null,
    city: text(raw.city),
    province: text(raw.province) || null,
    postalCode: text(raw.postalCode),
    country: text(raw.country) || text(raw.countryCode),
    phone: text(raw.phone) || null,
    email: text(raw.email) || null,
  };
}

/** The shipping step as the machine needs it, from the cart. */
export function cartShipping(cart: Cart): CheckoutShipping {
  const { home, pickup, digital } = fulfilmentOf(cart);
  const address = cartShippingAddress(cart);
  const shipments: CheckoutShipping['shipments'][number][] = [];
  if (home.length > 0) {
    const { code, pointId } = homeShipmentOf(cart);
    shipments.push(
      code === 'pudo'
        ? { shippingId: 'me', methodCode: 'pudo', storeId: pointId }
        : { shippingId: 'me', methodCode: 'standard', address },
    );
  }
  for (const line of pickup) {
    shipments.push({
      shippingId: `${line.fulfilment}-${line.item.id}`,
      methodCode: line.fulfilment === 'sts' ? 'sts' : 'pickup',
      storeId: line.storeId,
    });
  }
  if (digital.length > 0) shipments.push(DIGITAL_SHIPMENT);
  return { shipments };
}

interface CartInstrument {
  payment_method_id?: string | null;
  payment_instrument_id?: string | null;
  amount?: number | null;
  lastFour?: string | null;
  cardType?: string | null;
  id?: string | null;
  /** A reward's code. */
  code?: string | null;
}

/** Athlete credit and rewards: fixed amounts, like gift cards (spec §3 payment instrument). */
const CREDIT_METHODS: ReadonlySet<string> = new Set(['ATHLETES_PAYMENT', 'REWARD_CODE', 'REWARD_CARD']);

/** The cart's payment instruments: gift cards, athlete credit and rewards, and the one that pays the rest. */
export function cartInstruments(cart: Cart) {
  const all = ((cart.payment_instruments ?? []) as unknown as CartInstrument[]).map((entry) => ({
    id: entry.id ?? entry.payment_instrument_id ?? '',
    method: (entry.payment_method_id ?? '') as PaymentMethodId,
    instrumentId: entry.payment_instrument_id ?? null,
    amount: entry.amount ?? null,
    lastFour: entry.lastFour ?? null,
    cardType: entry.cardType ?? null,
    code: entry.code ?? null,
  }));
  // Gift cards, athlete credit and rewards pay fixed amounts; the payer is the one instrument charged the rest.
  const fixed = (method: string) => method === 'GIFT_CARD' || CREDIT_METHODS.has(method);
  return {
    giftCards: all.filter((entry) => entry.method === 'GIFT_CARD'),
    credits: all.filter((entry) => CREDIT_METHODS.has(entry.method)),
    payer: all.find((entry) => !fixed(entry.method)) ?? null,
  };
}

/** The billing step as the machine needs it, from the cart, or null when it is not done. */
export function cartBilling(cart: Cart): CheckoutBilling | null {
  const address = cartBillingAddress(cart);
  const { payer } = cartInstruments(cart);
  const remaining = cart.totals.remainingToPay ?? cart.totals.total;
  if (!address) return null;
  if (payer) return { address, paymentMethodId: payer.method, instrumentId: payer.instrumentId };
  return remaining <= 0 ? { address, paymentMethodId: 'GIFT_CARD' } : null;
}

const STORE_DELIVERY: ReadonlySet<string> = new Set(['pickup', 'pudo', 'sts']);

/**
 * A signed-in shopper's contact for the shipping step (spec §3 profile: e-mail and phone), read from the profile so
 * the step opens pre-filled; `null` for a guest or when the profile cannot be read (the step then asks for them).
 *
 * @example
 * const contact = await profileContactOf(session, store, request.signal); // { email: 'maya.chen@example.com', phone: '7205550188' }
 */
export async function profileContactOf(
  session: RequestSession,
  store: Pick<Store, 'siteId' | 'locale'>,
  signal?: AbortSignal,
): Promise<{ email: string; phone: string } | null> {
  const who = session.consumer();
  if (!who || who.consumerType === 'GUEST') return null;
  try {
    const profile = await session
      .api({ siteId: store.siteId, locale: store.locale })
      .consumer.getProfile(undefined, signal ? { signal } : {});
    const details = profile.consumerDetails;
    return { email: text(details.email), phone: text(details.phone).replace(/\D/g, '') };
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}

/** The furthest step the cart allows, and the one shown for `requested`. */
export function stepFor(
  cart: Cart,
  requested: string | null,
  contactEmail: string | null,
): { step: CheckoutStep; shippingDone: boolean; billingDone: boolean } {
  const shipping = cartShipping(cart);
  const email = text((cart as unknown as { email?: string | null }).email) || contactEmail;
  const shippingDone =
    cart.items.length > 0 &&
    shipping.shipments.every(
      (shipment) =>
        shipment.methodCode === 'digital' ||
        (STORE_DELIVERY.has(shipment.methodCode) ? !!shipment.storeId : !!shipment.address),
    ) &&
    !!email;
  const billingDone = shippingDone && cartBilling(cart) !== null;
  const furthest: CheckoutStep = billingDone ? 'summary' : shippingDone ? 'billing' : 'shipping';
  const order: CheckoutStep[] = ['shipping', 'billing', 'summary'];
  const wanted = order.includes(requested as CheckoutStep) ? (requested as CheckoutStep) : furthest;
  return { step: order.indexOf(wanted) <= order.indexOf(furthest) ? wanted : furthest, shippingDone, billingDone };
}

/** A country's address rules as the API answers them (commerce-api's country table); `undefined` when unknown. */
async function countryAddressRules(
  api: ApiClient,
  country: string,
  signal?: AbortSignal,
): Promise<AddressRules | undefined> {
  try {
    const answer = (await api.utilities.getAddressRules(country, signal ? { signal } : {})) as {
      fields?: Record<string, Record<string, unknown>>;
    };
    return Object.fromEntries(
      Object.entries(answer.fields ?? {}).map(([field, rule]) => [
        field,
        {
          ...(typeof rule.required === 'boolean' ? { required: rule.required } : {}),
          ...(typeof rule.pattern === 'string' ? { pattern: rule.pattern } : {}),
          ...(typeof rule.message === 'string' ? { message: rule.message } : {}),
          ...(typeof rule.minLength === 'number' ? { minLength: rule.minLength } : {}),
          ...(typeof rule.maxLength === 'number' ? { maxLength: rule.maxLength } : {}),
          ...(Array.isArray(rule.options) ? { provinces: rule.options as { code: string; name: string }[] } : {}),
          ...(rule.capitalize === 'uppercase' || rule.capitalize === 'words' || typeof rule.capitalize === 'boolean'
            ? { capitalize: rule.capitalize }
            : {}),
        },
      ]),
    ) as AddressRules;
  } catch (error) {
    // Without the country's rules the defaults of §5 still apply.
    if (!isApiError(error)) throw error;
    return undefined;
  }
}

/**
 * A postal code checked against its country's rule (sign-up asks for one without an address): the message of §5
 * ('Enter a 5-digit ZIP code.', 'Enter a UK postcode…') in the language of `locale`, or `undefined` when it fits.
 *
 * @example
 * await checkPostalCode(api, '12345', 'GB', 'en-gb'); // 'Enter a UK postcode, for example SW1A 1AA.'
 */
export async function checkPostalCode(
  api: ApiClient,
  postalCode: string,
  country: string,
  locale: string,
): Promise<string | undefined> {
  const rules = await countryAddressRules(api, country);
  const rule = addressFieldRules({ country, postalCode }, rules ? { rules } : {}).postalCode ?? [];
  return validateField(postalCode, rule, { messages: messagesForLocale(locale) })?.message;
}

/**
 * Field → message for a form's address (the country's rules from the API over the defaults of §5), in the language
 * of `locale` (English without it).
 */
export async function checkAddress(
  api: ApiClient,
  values: Record<string, string>,
  country: string,
  signal?: AbortSignal,
  locale?: string,
) {
  const rules = await countryAddressRules(api, country, signal);
  const messages = messagesForLocale(locale);
  const errors = validateAddress(
    { ...values, country },
    { ...(rules ? { rules } : {}), ...(messages ? { messages } : {}) },
  );
  return {
    errors: errors as Partial<Record<AddressField, string>>,
    rules: rules ? resolveAddressRules(rules) : undefined,
  };
}

/** The parts of an address a carrier may rewrite when it suggests a form of it (spec §7 address validation). */
const SUGGESTED_FIELDS = ['addressLine1', 'addressLine2', 'city', 'province', 'postalCode'] as const;

/**
 * The address validation call's suggestion when it really differs from what the shopper typed (so the shopper
 * must choose between the two), else null: the same address back needs no question.
 */
export function addressSuggestion(
  entered: CheckoutAddress,
  suggested: Record<string, unknown> | null | undefined,
): CheckoutAddress | null {
  if (!suggested) return null;
  const next = { ...entered };
  let differs = false;
  for (const name of SUGGESTED_FIELDS) {
    const value = text(suggested[name]).trim();
    if (!value && name !== 'addressLine2' && name !== 'province') continue;
    if (value !== (entered[name] ?? '').trim()) differs = true;
    (next as Record<string, unknown>)[name] = value || null;
  }
  return differs ? next : null;
}

/**
 * The body of a collection-point search for what the shopper typed: a postal code when it has a digit, else a
 * city; null when it is too short or too long to search for.
 */
export function collectionPointQuery(near: string): { postalCode: string } | { city: string } | null {
  const value = near.trim().replace(/\s+/g, ' ');
  if (value.length < 2 || value.length > 60) return null;
  return /\d/.test(value) && value.length <= 10 ? { postalCode: value } : { city: value };
}

/** Province options of a country, for the select. */
export async function provincesOf(api: ApiClient, country: string): Promise<{ code: string; name: string }[]> {
  try {
    const answer = (await api.utilities.getAddressRules(country)) as {
      fields?: { province?: { options?: { code: string; name: string }[] } };
    };
    return answer.fields?.province?.options ?? [];
  } catch (error) {
    if (!isApiError(error)) throw error;
    return [];
  }
}

// ---- cookies -----------------------------------------------------------------------------------------------

/** Reads one of the checkout cookies of this request. */
export function readCookie(request: Request, name: string): string | null {
  return parseCookies(request.headers.get('cookie')).get(name) ?? null;
}

/** The order waiting for 3-D Secure, from its cookie. */
export function pendingOrderOf(request: Request): PlacedOrder | null {
  const raw = readCookie(request, CHECKOUT_ORDER_COOKIE);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as PlacedOrder;
    return typeof value.orderNumber === 'string' && value.orderNumber ? value : null;
  } catch {
    return null;
  }
}

/** Set-Cookie for a checkout cookie (HttpOnly like every cookie of this server); `null` removes it. */
export function checkoutCookie(request: Request, name: string, value: string | null): string {
  const secure = new URL(request.url).protocol === 'https:';
  return serializeCookie(name, value ?? '', { maxAge: value === null ? 0 : DAY_S, secure });
}

// ---- the machine, run on the server ------------------------------------------------------------------------

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

/** What an action needs to drive the checkout machine for one request. */
export interface MachineRun {
  session: RequestSession;
  store: Store;
  cart: Cart;
  signal: AbortSignal;
  /** Called when an order is finalised (cart reset, confirmation cookie). */
  onFinalised?: (order: PlacedOrder) => void;
}

/**
 * Runs the checkout machine from `value` with `context` for one event and returns where it settled: the
 * storefront's pages are server-rendered, so each form post resumes the machine at the step the cart is at, sends
 * the shopper's event and answers with the state it reached.
 */
export async function runCheckout(
  run: MachineRun,
  value: Snapshot['value'],
  context: Partial<CheckoutContext>,
  event: CheckoutEvent,
  payLaterAnswer: { status: string; token?: string } = { status: 'error' },
): Promise<Snapshot> {
  const api = run.session.api({ siteId: run.store.siteId, locale: run.store.locale });
  const options = { signal: run.signal };
  const cartId = run.cart.id;
  const machine = checkoutMachine.provide({
    actors: {
      saveShipping: fromPromise(async ({ input }) => input.shipping),
      saveBilling: fromPromise(async ({ input }) => {
        const { billing } = input;
        await api.checkout.setBillingAddress(cartId, toAddressInput(billing.address), options);
        if (billing.paymentMethodId === 'CREDIT_CARD' || billing.paymentMethodId === 'PAYPAL') {
          await api.checkout.addPaymentInstrument(
            cartId,
            {
              payment_method_id: billing.paymentMethodId,
              ...(billing.instrumentId ? { payment_instrument_id: billing.instrumentId } : {}),
            },
            options,
          );
        } else if (billing.paymentMethodId === 'KLARNA') {
          await api.checkout.addPaymentInstrument(
            cartId,
            { payment_method_id: 'KLARNA', payment_instrument_id: input.payLaterToken ?? '' },
            options,
          );
        }
        return billing;
      }),
      // The provider's script ran in the shopper's browser; its answer came with the form.
      authorizePayLater: fromPromise(async () => payLaterAnswer),
      placeOrder: fromPromise(async ({ input }) => {
        await api.checkout.prepareOrder({ basketId: cartId }, options);
        const order = await api.checkout.placeOrder(
          {
            cartId,
            botResponse: input.botToken,
            paymentMethod: {
              code: input.billing.paymentMethodId === 'GIFT_CARD' ? 'GIFT_CARD' : input.billing.paymentMethodId,
            },
            ...(input.inStoreSalesInfo ? { inStoreSalesInfo: input.inStoreSalesInfo } : {}),
          },
          { ...options, idempotencyKey: input.idempotencyKey },
        );
        return toPlaced(order);
      }),
      patchOrder: fromPromise(async ({ input }) =>
        toPlaced(
          await api.checkout.updateOrder(
            input.order.orderNumber,
            { paymentMethod: { challengeResult: input.challengeResult } },
            options,
          ),
        ),
      ),
      finaliseOrder: fromPromise(async ({ input }) => {
        run.onFinalised?.(input.order);
        // Session rotation (issue 15): the tokens the order was placed with end here; the same shopper goes on with a
        // new pair (and still reads the order), so a token that leaked before the order no longer reaches it.
        await run.session.rotate();
        // Spec §4: the cart resets when an order is placed.
        const fresh = await api.cart.createCart(options);
        run.session.setCartId(run.store.siteId, fresh.id);
      }),
      resetCart: fromPromise(async ({ input }) => {
        if (input.order) await rebuildCart(run, api, input.order.orderNumber);
      }),
    },
  });
  const base = createActor(checkoutMachine).getSnapshot().context;
  const snapshot = machine.resolveState({ value, context: { ...base, ...context } });
  const actor = createActor(machine, { snapshot }).start();
  actor.send(event);
  const settled = await waitFor(
    actor,
    (state) =>
      state.matches('shipping') || state.matches('billing') || state.matches('summary') || state.matches('challenge'),
    { timeout: 60_000 },
  );
  actor.stop();
  return settled;
}

function toPlaced(order: Order | (Order & { flash?: unknown })): PlacedOrder {
  const flash = (
    (order.flash ?? []) as { type?: string | null; message?: string | null; action?: Record<string, unknown> | null }[]
  ).map((entry) => ({
    type: entry.type ?? '',
    ...(entry.action ? { action: entry.action as { url?: string } } : {}),
  }));
  return { orderNumber: order.orderNumber, ...(order.status ? { status: order.status } : {}), flash };
}

/** The API's address input from the machine's address. */
export function toAddressInput(address: CheckoutAddress) {
  const entries = Object.entries(address).filter(([, value]) => typeof value === 'string' && value !== '');
  return Object.fromEntries(entries) as Record<string, string>;
}

/**
 * After a failed 3-D Secure authentication the order is released and the cart is closed: spec §4 makes a new
 * cart. It gets the order's lines, delivery address and billing address back, so the shopper returns to the
 * billing step with their cart intact and only the payment to choose again.
 */
async function rebuildCart(run: MachineRun, api: ApiClient, orderNumber: string) {
  const options = { signal: run.signal };
  const order = (await api.consumer.getPurchase(orderNumber, options)) as Order & {
    items?: {
      productId?: string | null;
      upc?: string | null;
      qty?: number | null;
      fulfilment?: string | null;
      storeId?: string | null;
    }[];
    shippingAddress?: Record<string, unknown> | null;
    shippingMethod?: string | null;
  };
  const cart = await api.cart.createCart(options);
  run.session.setCartId(run.store.siteId, cart.id);
  for (const item of order.items ?? []) {
    if (!item.productId) continue;
    // Pickup and ship-to-store lines go back to their store.
    const toStore =
      (item.fulfilment === 'pickup' || item.fulfilment === 'sts') && item.storeId
        ? (item.fulfilment as 'pickup' | 'sts')
        : null;
    await api.cart.addItem(
      {
        cartId: cart.id,
        productId: item.productId,
        ...(item.upc ? { upc: item.upc } : {}),
        qty: item.qty ?? 1,
        ...(toStore ? { storeId: item.storeId as string } : {}),
      },
      toStore ? { action: toStore, favStoreId: item.storeId as string } : undefined,
      options,
    );
  }
  if (order.shippingAddress) {
    await api.checkout.setShippingAddress(
      cart.id,
      { list: [{ ...toAddressInput(toCheckoutAddress(order.shippingAddress)), shippingId: 'me' }] },
      options,
    );
    if (order.shippingMethod === 'standard') {
      await api.checkout
        .setShippingMethod(
          { cartId: cart.id, code: order.shippingMethod, shippingId: 'me', shopperAppliedSM: true },
          options,
        )
        .catch(() => undefined);
    }
  }
  // The collection point the failed order was going to (the order does not name it; the closed cart does).
  const { pointId } = homeShipmentOf(run.cart);
  if (order.shippingMethod === 'pudo' && pointId) {
    await api.checkout
      .setShippingMethod(
        { cartId: cart.id, code: 'pudo', shippingId: 'me', storeId: pointId, shopperAppliedSM: true },
        options,
      )
      .catch(() => undefined);
  }
  if (order.billingAddress)
    await api.checkout.setBillingAddress(
      cart.id,
      toAddressInput(toCheckoutAddress(order.billingAddress as Record<string, unknown>)),
      options,
    );
}

const FRENCH_NETWORK_ERROR = 'Impossible de joindre nos serveurs. Vérifiez votre connexion et réessayez.';

/**
 * The checkout machine's error in the page's language: the machine words it in English (spec §8 catalogue); an API
 * error is named again from the locale's catalogue by its id, a 3-D Secure refusal and a network failure too.
 * @example
 * checkoutErrorText({ kind: 'api', during: 'placement', errorId: 'PYT300', message: '…' }, 'fr-ca'); // 'Votre paiement …'
 */
export function checkoutErrorText(error: CheckoutError | null | undefined, locale: Locale): string | null {
  if (!error) return null;
  if (error.kind === 'paymentAuthentication') return quotedMessagesFor(locale).paymentAuthenticationError;
  if (error.kind === 'network') return languageOf(locale) === 'fr' ? FRENCH_NETWORK_ERROR : error.message;
  const catalogue = errorCatalogueFor(locale);
  return error.errorId && Object.hasOwn(catalogue, error.errorId)
    ? (catalogue[error.errorId] ?? error.message)
    : error.message;
}

// ---- express checkout (spec §4) ---------------------------------------------------------------------------

/** Express checkout is on unless `EXPRESS_CHECKOUT=false` in the storefront server's environment. */
export const expressCheckoutEnabled = () => process.env.EXPRESS_CHECKOUT !== 'false';

/**
 * What express checkout needs to know about the shopper: logged in (not a guest), the saved default card, the
 * default shipping and billing addresses from the profile. `null` for a guest.
 */
export async function expressProfileOf(
  run: MachineRun,
): Promise<{ profile: ExpressProfile; billingAddress: CheckoutAddress | null } | null> {
  const who = run.session.consumer();
  if (!who || who.consumerType === 'GUEST') return null;
  const api = run.session.api({ siteId: run.store.siteId, locale: run.store.locale });
  const options = { signal: run.signal };
  const [profile, instruments] = await Promise.all([
    api.consumer.getProfile(undefined, options).catch(() => null),
    api.consumer.getPaymentInstruments({ method: 'CREDIT_CARD' }, options).catch(() => null),
  ]);
  if (!profile) return null;
  const email = profile.consumerDetails.email ?? null;
  const addresses = (profile.consumerDetails.address ?? []) as Record<string, unknown>[];
  const mainOf = (type: 'S' | 'B') =>
    addresses.find((entry) => (entry.approachType ?? 'S') === type && entry.main === true) ?? null;
  const withEmail = (entry: Record<string, unknown> | null) =>
    entry ? { ...toCheckoutAddress(entry), email: text(entry.email) || email } : null;
  const cards =
    (instruments as { payment_instruments?: { payment_instrument_id?: string; card?: { main?: boolean } }[] } | null)
      ?.payment_instruments ?? [];
  const card = cards.find((entry) => entry.card?.main) ?? null;
  const { pickupOnly, pickup, digital } = fulfilmentOf(run.cart);
  const shipping = withEmail(mainOf('S'));
  return {
    profile: {
      enabled: expressCheckoutEnabled(),
      loggedIn: true,
      defaultCardId: card?.payment_instrument_id ?? null,
      defaultShippingAddress: shipping,
      pickupOnly,
      pickupShipments: [
        ...pickup.map((line) => ({
          shippingId: `${line.fulfilment}-${line.item.id}`,
          methodCode: line.fulfilment === 'sts' ? ('sts' as const) : ('pickup' as const),
          storeId: line.storeId,
        })),
        ...(digital.length > 0 ? [DIGITAL_SHIPMENT] : []),
      ],
    },
    billingAddress: withEmail(mainOf('B')) ?? shipping,
  };
}

/**
 * Runs express checkout for a registered shopper: the machine decides (enabled, logged in, saved default card,
 * default shipping address or pickup-only cart) and, when it goes express, adds the address, the card and the
 * billing address, prepares the order and lands on the summary with status EXPRESS.
 */
export async function runExpressCheckout(
  run: MachineRun,
  express: { profile: ExpressProfile; billingAddress: CheckoutAddress | null },
): Promise<Snapshot> {
  const api = run.session.api({ siteId: run.store.siteId, locale: run.store.locale });
  const options = { signal: run.signal };
  const cartId = run.cart.id;
  const machine = checkoutMachine.provide({
    actors: {
      expressCheckout: fromPromise(async ({ input }) => {
        if (!input.pickupOnly && input.defaultShippingAddress) {
          await api.checkout.setShippingAddress(
            cartId,
            { list: [{ ...toAddressInput(input.defaultShippingAddress), shippingId: 'me' }] },
            options,
          );
          await api.checkout.setShippingMethod(
            { cartId, code: 'standard', shippingId: 'me', shopperAppliedSM: false },
            options,
          );
        }
        const billingAddress = express.billingAddress ?? input.defaultShippingAddress;
        if (!billingAddress || !input.defaultCardId)
          throw new Error('express checkout without a billing address or card');
        await api.checkout.setBillingAddress(cartId, toAddressInput(billingAddress), options);
        await api.checkout.addPaymentInstrument(
          cartId,
          { payment_method_id: 'CREDIT_CARD', payment_instrument_id: input.defaultCardId },
          options,
        );
        const prepared = (await api.checkout.prepareOrder({ basketId: cartId }, options)) as unknown as Cart;
        return {
          shipping: prepared.items ? cartShipping(prepared) : cartShipping(run.cart),
          billing: {
            address: billingAddress,
            paymentMethodId: 'CREDIT_CARD' as const,
            instrumentId: input.defaultCardId,
          },
        };
      }),
    },
  });
  const actor = createActor(machine, { input: { express: express.profile } }).start();
  const settled = await waitFor(actor, (state) => !state.matches('express') && !state.matches('starting'), {
    timeout: 60_000,
  });
  actor.stop();
  return settled;
}
