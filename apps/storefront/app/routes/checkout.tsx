import {
  errorCatalogueFor,
  errorMessageFor,
  errorPlacementFor,
  isApiError,
  quotedMessagesFor,
} from '@switchback/api-client';
import { formatMoney, shippingCostWithPromotion, summaryRows } from '@switchback/cart';
import {
  applicableVoucher,
  athleteAmountOf,
  athletePayable,
  challengeOf,
  orderConfirmationSearch,
  rewardsAllowed,
  voucherChoices,
  type CheckoutAddress,
  type CheckoutBilling,
  type PaymentMethodId,
  type PlacedOrder,
  type VoucherChoice,
} from '@switchback/checkout';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/checkout';
import { ADDRESS_FIELDS } from '../lib/addressFields';
import { toCustomsLine } from '../lib/customsLine';
import { CustomsSummary } from '../components/customs/CustomsSummary';
import { Button, Checkbox, Radio, RadioGroup, Select, TextField } from '@switchback/ui';
import { AddressFields } from '../components/checkout/AddressFields';
import { CollectionPoints } from '../components/checkout/CollectionPoints';
import { AddressSuggestionPart, ChallengeDialogPart, CheckoutGiftDialogPart } from '../lib/checkoutIslands';
import { HostedCardFields } from '../components/checkout/HostedCardFields';
import { PayLaterButton } from '../components/checkout/PayLaterButton';
import { StoreLink, useStoreHref } from '../components/StoreLink';
import { TermsLinks } from '../components/TermsLinks';
import {
  compactPhone,
  cartBilling,
  cartBillingAddress,
  cartInstruments,
  cartShipping,
  cartShippingAddress,
  CHECKOUT_ORDER_COOKIE,
  checkAddress,
  checkoutErrorText,
  checkoutCookie,
  CONTACT_COOKIE,
  countryOf,
  fulfilmentOf,
  homeShipmentOf,
  collectionPointQuery,
  addressSuggestion,
  storeDeliverable,
  LAST_ORDER_COOKIE,
  expressProfileOf,
  pendingOrderOf,
  provincesOf,
  runExpressCheckout,
  readCookie,
  runCheckout,
  stepFor,
  toAddressInput,
  type CheckoutStep,
  profileContactOf,
} from '../lib/checkout.server';
import { storeHref } from '../lib/carriedQuery';
import { sessionContext, storeContext } from '../lib/context.server';
import { taxRow } from '../lib/taxRow';
import { pageMeta } from '../lib/pageMeta';
import { readCart } from '../lib/readCart.server';
import { isSupportedLocale } from '../lib/locales';
import '../components/checkout/checkout.css';
import { PageContent } from '../components/PageContent';
import { loadContentSlot } from '../lib/servicePages.server';
import { useTrackOnce } from '../components/AnalyticsProvider';
import { useFocusFirstInvalid } from '../lib/focusFirstInvalid';
import { pickupStoresForLine } from '../lib/lineStores.server';
import { useCheckoutText, checkoutMessagesFor, checkoutMessagesFirst } from '../lib/checkoutText';

// A client navigation here draws the page once its strings are there (checkoutText.ts).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [checkoutMessagesFirst];

const BOT_RESPONSE = 'storefront-sandbox-ok';

interface ActionResult {
  ok: false;
  message: string | null;
  placement: 'top' | 'giftCard' | 'voucher' | 'athlete' | 'reward' | 'pudo' | 'gift';
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  challenge?: { url: string; orderNumber: string } | null;
  /** The address as typed and the carrier's suggestion, for the shopper to choose (spec §7 address validation). */
  suggestion?: { entered: CheckoutAddress; suggested: CheckoutAddress; method: string };
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

function readContact(request: Request): { email: string; phone: string } | null {
  const raw = readCookie(request, CONTACT_COOKIE);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { email?: unknown; phone?: unknown };
    return typeof value.email === 'string'
      ? { email: value.email, phone: typeof value.phone === 'string' ? value.phone : '' }
      : null;
  } catch {
    return null;
  }
}

type StoreList = {
  stores?: {
    id: string;
    name?: string | null;
    address?: Record<string, unknown> | null;
    distanceKm?: number | null;
    openingHours?: Record<string, string> | null;
  }[];
};

/** A collection point as the shipping step lists it: name, one-line address, distance from the search. */
function pointView(entry: NonNullable<StoreList['stores']>[number]) {
  const address = (entry.address ?? {}) as {
    addressLine1?: string;
    city?: string;
    province?: string | null;
    postalCode?: string;
  };
  const line = [address.addressLine1, address.city, [address.province, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    id: entry.id,
    name: entry.name ?? entry.id,
    address: line,
    distanceKm: typeof entry.distanceKm === 'number' ? entry.distanceKm : null,
  };
}

type SessionOf = Parameters<typeof expressProfileOf>[0]['session'];
type ApiOf = ReturnType<SessionOf['api']>;

/** A signed-in loyalty member's points and the vouchers they can or cannot apply (spec §3, §5); null otherwise. */
async function loyaltyOf(
  session: SessionOf,
  api: ApiOf,
  signal: AbortSignal,
): Promise<{ points: number; choices: VoucherChoice[] } | null> {
  const who = session.consumer();
  if (!who || who.consumerType === 'GUEST') return null;
  const loyalty = await api.consumer.getLoyaltyVouchers({ signal }).catch(() => null);
  if (!loyalty?.isLoyaltyMember) return null;
  const points = loyalty.currentLoyaltyPoints ?? 0;
  return { points, choices: voucherChoices(loyalty.applicableLoyaltyVouchers, { points, member: true }) };
}

/** The loyalty voucher applied to the cart and the amount it takes off, or null. */
function appliedVoucherOf(cart: Awaited<ReturnType<typeof readCart>>): { id: string; amount: number } | null {
  const rewards =
    (
      cart.totals as unknown as {
        appliedRewards?: { appliedLoyaltyVoucher?: string | null; amount?: number | null }[] | null;
      }
    ).appliedRewards ?? [];
  const first = rewards.find((entry) => entry.appliedLoyaltyVoucher);
  return first?.appliedLoyaltyVoucher ? { id: first.appliedLoyaltyVoucher, amount: first.amount ?? 0 } : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const TEXT = checkoutMessagesFor(store.locale).checkout;
  const session = context.get(sessionContext);
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  const url = new URL(request.url);
  const signal = request.signal;
  const here = storeHref('/checkout', { ...store, search: url.searchParams });
  const stepHref = (to: CheckoutStep, extra = '') => `${here}${here.includes('?') ? '&' : '?'}step=${to}${extra}`;
  const cart = await readCart(session, store, signal);
  // The fixed-name CMS page `checkout` (commerce-core §7 content by name), fetched while the steps are prepared.
  const content = loadContentSlot(context, request, 'checkout');
  // Back from the PayPal sandbox's approval page (a redirect, so a GET): the approval token becomes the cart's
  // payment instrument. commerce-api checks the token was issued for this cart and amount when the order is placed.
  const paypal = url.searchParams.get('paypal');
  if (paypal === 'approved') {
    const token = url.searchParams.get('paypalToken') ?? '';
    const added = /^[A-Za-z0-9._-]{16,200}$/.test(token)
      ? await api.checkout
          .addPaymentInstrument(cart.id, { payment_method_id: 'PAYPAL', payment_instrument_id: token }, { signal })
          .then(
            () => true,
            (error: unknown) => {
              if (!isApiError(error)) throw error;
              return false;
            },
          )
      : false;
    throw redirect(added ? stepHref('summary') : stepHref('billing', '&paypal=refused'));
  }
  const contact = readContact(request);
  const { step, shippingDone, billingDone } = stepFor(cart, url.searchParams.get('step'), contact?.email ?? null);
  const country = countryOf(store);
  const { home, pickup, pickupOnly } = fulfilmentOf(cart);
  const homeShipment = homeShipmentOf(cart);
  const near = step === 'shipping' && home.length > 0 ? url.searchParams.get('near') : null;
  const pointQuery = near === null ? null : collectionPointQuery(near);
  const shippingAddress = cartShippingAddress(cart);
  const pending = pendingOrderOf(request);

  // Express checkout (spec §4) when a registered shopper opens the checkout with nothing entered yet.
  if (!url.searchParams.has('step') && !shippingDone && !pending && cart.items.length > 0) {
    const run = { session, store, cart, signal };
    const express = await expressProfileOf(run);
    if (express) {
      const settled = await runExpressCheckout(run, express);
      if (settled.matches('summary') && settled.context.status === 'EXPRESS') {
        throw redirect(stepHref('summary', '&express=1'));
      }
    }
  }
  const challenge = challengeOf(pending);
  const origin = url.origin;

  const [
    provinces,
    methods,
    stores,
    cardSession,
    payLaterSession,
    savedCards,
    paymentMethods,
    loyalty,
    foundPoints,
    allPoints,
  ] = await Promise.all([
    provincesOf(api, country),
    home.length > 0 ? api.checkout.getShippingMethods(cart.id, 'me', { signal }).catch(() => null) : null,
    api.stores.search({ countryCode: country, limit: 10 }, { signal }).catch(() => null),
    step === 'billing'
      ? api.checkout
          .getPaymentSession({ paymentMethodId: 'CREDIT_CARD', referer: origin }, { signal })
          .catch(() => null)
      : null,
    step === 'billing'
      ? api.checkout.getPaymentSession({ paymentMethodId: 'KLARNA', referer: origin }, { signal }).catch(() => null)
      : null,
    step === 'billing'
      ? api.consumer.getPaymentInstruments({ method: 'CREDIT_CARD' }, { signal }).catch(() => null)
      : null,
    step === 'billing' ? api.checkout.getPaymentMethods(cart.id, { signal }).catch(() => null) : null,
    step === 'billing' ? loyaltyOf(session, api, signal) : null,
    // Collection points near what the shopper searched for (STR404: none near that place).
    pointQuery
      ? api.stores
          .getCollectionPoints({ ...pointQuery, countryCode: country, service: 'pudo', limit: 5 }, { signal })
          .catch(() => null)
      : null,
    // The chosen collection point, for its name and address.
    homeShipment.pointId
      ? api.stores
          .getCollectionPoints({ countryCode: country, service: 'pudo', limit: 50 }, { signal })
          .catch(() => null)
      : null,
  ]);
  const methodIds = new Set(
    ((paymentMethods as { paymentMethods?: { id?: string | null }[] } | null)?.paymentMethods ?? []).map(
      (method) => method.id,
    ),
  );
  const hostedFieldsUrl = (cardSession as { hostedFieldsUrl?: string } | null)?.hostedFieldsUrl ?? null;
  const payLater = payLaterSession as { clientToken?: string; scriptUrl?: string } | null;
  const cards = (
    (
      savedCards as {
        payment_instruments?: {
          payment_instrument_id?: string;
          card?: { cardType?: string; lastFour?: string; main?: boolean };
        }[];
      } | null
    )?.payment_instruments ?? []
  )
    .filter((entry) => entry.payment_instrument_id)
    .map((entry) => ({
      id: entry.payment_instrument_id as string,
      label: TEXT.cardEnding(entry.card?.cardType ?? TEXT.cardFallback, entry.card?.lastFour ?? ''),
      main: !!entry.card?.main,
    }));
  const countryStores =
    (stores as { stores?: { id: string; name?: string | null; services?: string[] | null }[] } | null)?.stores ?? [];
  const storeList = countryStores
    .filter((entry) => (entry.services ?? []).includes('pickup'))
    .map((entry) => ({ id: entry.id, name: entry.name ?? entry.id }));
  // Ship to store (spec §3 code sts): any store offering it takes a line that is in stock online.
  const stsStores = countryStores
    .filter((entry) => (entry.services ?? []).includes('sts'))
    .map((entry) => ({ id: entry.id, name: entry.name ?? entry.id }));
  const storeName = (id: string | null) => countryStores.find((entry) => entry.id === id)?.name ?? id ?? '';
  const methodList = (methods?.applicableShippingMethods ?? [])
    .filter((method) => method.code)
    .map((method) => {
      const price = method.price?.amount ?? 0;
      // Spec §5: a shipping promotion's discount is added back (as an absolute value) to show the price before it.
      const promotion = (method.shippingPromotions ?? []).reduce(
        (sum, entry) => sum + Math.abs(entry.appliedDiscount ?? 0),
        0,
      );
      return {
        code: method.code,
        label: method.label ?? method.code,
        deliveryTime: method.deliveryTime ?? '',
        price,
        priceBefore: promotion > 0 ? shippingCostWithPromotion(price, promotion) : null,
        selected: !!method.selected,
      };
    });
  const pudoMethod = methodList.find((method) => method.code === 'pudo') ?? null;
  // Each delivered line can be picked up instead, at a store that holds its quantity: the same stores and stock as
  // the cart's change-delivery dialog (lib/lineStores.server.ts).
  const storeStock =
    step === 'shipping'
      ? await Promise.all(
          home.map(async ({ item }) => {
            const stores = await pickupStoresForLine(api, country, { upc: item.upc ?? null, qty: item.qty }, signal);
            return [
              item.id,
              stores
                .filter((entry) => entry.available)
                .map((entry) => ({ id: entry.id, name: TEXT.inStock(entry.name, entry.quantity) })),
            ] as const;
          }),
        )
      : [];
  const pickupStores = Object.fromEntries(storeStock);
  const { giftCards, credits, payer } = cartInstruments(cart);
  const athletePayment =
    (
      cart as unknown as {
        athletePayment?: {
          remainingAmount?: number | null;
          payableAmount?: number | null;
          appliedAmount?: number | null;
        } | null;
      }
    ).athletePayment ?? null;
  // Spec §3: a signed-in shopper's e-mail and phone come from the profile until the shipping step has its own.
  const entered =
    (cart as unknown as { email?: string | null }).email || contact?.email || shippingAddress?.email || '';
  const enteredPhone = contact?.phone || shippingAddress?.phone || '';
  const fromProfile =
    step === 'shipping' && (!entered || !enteredPhone) ? await profileContactOf(session, store, signal) : null;
  const email = entered || fromProfile?.email || '';

  return {
    lang: store.lang,
    content: await content,
    step,
    shippingDone,
    billingDone,
    country,
    provinces,
    cart: {
      id: cart.id,
      currency: cart.currency,
      totalItems: cart.totalItems,
      totals: {
        // The sale saving is in the subtotal already; the discount row is what promotions take off on top.
        itemSubTotal: summaryRows(cart.totals).subtotal,
        totalDiscount: summaryRows(cart.totals).discount,
        shipping: cart.totals.shipping ?? 0,
        tax: cart.totals.tax ?? 0,
        taxIncluded: cart.totals.taxIncluded ?? false,
        taxKnown: cart.totals.taxKnown ?? true,
        total: cart.totals.total,
        remainingToPay: cart.totals.remainingToPay ?? cart.totals.total,
      },
      lines: cart.items.map((item) => {
        const raw = item as unknown as { fulfilment?: string; storeId?: string | null };
        const gift = item.giftOption;
        const customs = toCustomsLine(item.customs);
        return {
          id: item.id,
          name: item.name ?? '',
          qty: item.qty,
          rowTotal: item.price?.rowTotal ?? 0,
          pickupStore: raw.fulfilment === 'pickup' || raw.fulfilment === 'sts' ? storeName(raw.storeId ?? null) : null,
          shipToStore: raw.fulfilment === 'sts',
          toStore: storeDeliverable(item),
          // A gift card is e-mailed: no address, no store.
          digital: raw.fulfilment === 'digital',
          // A customised boot: its design, made to order (issue 16 customs).
          ...(customs ? { customs } : {}),
          giftOption:
            gift && (gift.to || gift.email || gift.message)
              ? { to: gift.to ?? '', email: gift.email ?? '', message: gift.message ?? '' }
              : null,
        };
      }),
    },
    pickupOnly,
    hasHome: home.length > 0,
    hasPickup: pickup.length > 0,
    shippingAddress,
    billingAddress: cartBillingAddress(cart),
    email,
    phone: enteredPhone || fromProfile?.phone || '',
    // A collection point needs its own search; home delivery offers the methods that need none.
    methods: methodList.filter((method) => method.code !== 'pudo'),
    collectionPoints:
      home.length > 0 && pudoMethod
        ? {
            method: pudoMethod,
            chosen:
              homeShipment.code === 'pudo'
                ? pointView(
                    ((allPoints as StoreList | null)?.stores ?? []).find(
                      (entry) => entry.id === homeShipment.pointId,
                    ) ?? { id: homeShipment.pointId ?? '', name: homeShipment.pointId },
                  )
                : null,
            near: near ?? shippingAddress?.postalCode ?? '',
            searched: near !== null,
            nearProblem: near !== null && !pointQuery ? TEXT.collectionPointNear : null,
            found: ((foundPoints as StoreList | null)?.stores ?? []).map(pointView),
          }
        : null,
    stsStores,
    gift:
      step === 'shipping'
        ? cart.items.some((item) => item.id === url.searchParams.get('gift'))
          ? url.searchParams.get('gift')
          : null
        : null,
    stores: storeList,
    pickupStores,
    giftCards: giftCards.map((card) => ({ id: card.id, lastFour: card.lastFour ?? '', amount: card.amount ?? 0 })),
    payer: payer
      ? {
          method: payer.method,
          label:
            payer.method === 'CREDIT_CARD'
              ? TEXT.cardEnding(payer.cardType ?? TEXT.cardFallback, payer.lastFour ?? '')
              : payer.method === 'KLARNA'
                ? TEXT.payLater
                : TEXT.paypal,
        }
      : null,
    savedCards: cards,
    loyalty: loyalty ? { points: loyalty.points, vouchers: loyalty.choices, applied: appliedVoucherOf(cart) } : null,
    athlete: athletePayment
      ? {
          remaining: athletePayment.remainingAmount ?? 0,
          payable: athletePayable(athletePayment),
          applied: credits.find((entry) => entry.method === 'ATHLETES_PAYMENT') ?? null,
        }
      : null,
    // Reward codes are for signed-in members, and only once athlete credit is used up (spec §5).
    rewards:
      loyalty || athletePayment
        ? {
            allowed: rewardsAllowed(athletePayment),
            applied: credits.filter((entry) => entry.method !== 'ATHLETES_PAYMENT'),
          }
        : null,
    hostedFields: hostedFieldsUrl
      ? {
          src: `${hostedFieldsUrl}?origin=${encodeURIComponent(origin)}&locale=${store.locale}`,
          origin: new URL(hostedFieldsUrl).origin,
        }
      : null,
    payLater:
      methodIds.has('KLARNA') && payLater?.clientToken && payLater.scriptUrl
        ? { clientToken: payLater.clientToken, scriptUrl: payLater.scriptUrl }
        : null,
    paypal: methodIds.has('PAYPAL'),
    // One key per rendering of the summary: a double submit of this form places one order.
    idempotencyKey: globalThis.crypto.randomUUID(),
    challenge: challenge
      ? {
          url: `${challenge.url}${challenge.url.includes('?') ? '&' : '?'}origin=${encodeURIComponent(origin)}`,
          origin: new URL(challenge.url).origin,
          orderNumber: pending?.orderNumber ?? '',
        }
      : null,
    payLaterFailure: errorCatalogueFor(store.locale).PAY400 ?? 'PAY400',
    express: url.searchParams.get('express') === '1' && step === 'summary',
    notice:
      step !== 'billing'
        ? null
        : url.searchParams.get('payment') === 'failed'
          ? quotedMessagesFor(store.locale).paymentAuthenticationError
          : paypal === 'cancelled'
            ? TEXT.paypalCancelled
            : paypal === 'refused'
              ? TEXT.paypalRefused
              : null,
  };
}

/**
 * The checkout's forms, each driving the checkout machine (@switchback/checkout) from the step the cart is at:
 * `shipping` (address validated with the country's rules, method, e-mail and phone), `pickup`/`deliver` (a line's
 * store), `billing` (address, card token from the hosted fields, saved card, pay-later answer, PayPal),
 * `giftcard`/`removeGiftcard`, `place` (bot token, idempotency key) and `challenge` (the 3-D Secure result).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const store = context.get(storeContext);
  const TEXT = checkoutMessagesFor(store.locale).checkout;
  const session = context.get(sessionContext);
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  const signal = request.signal;
  const form = await request.formData();
  const intent = field(form, 'intent');
  const cart = await readCart(session, store, signal);
  const country = countryOf(store);
  const href = (path: string) => storeHref(path, { ...store, search: new URL(request.url).searchParams });
  const stepUrl = (step: CheckoutStep) =>
    `${href('/checkout')}${href('/checkout').includes('?') ? '&' : '?'}step=${step}`;
  // `order=` and, after express checkout, the express-pay `storeContext` (spec §2).
  const confirmationUrl = (order: PlacedOrder) =>
    `${href('/order-confirmation')}${href('/order-confirmation').includes('?') ? '&' : '?'}${orderConfirmationSearch(order)}`;
  const refuse = (message: string | null, extra: Partial<ActionResult> = {}, status = 400) =>
    data<ActionResult>({ ok: false, message, placement: 'top', ...extra }, { status });
  const apiProblem = (error: unknown, placement: ActionResult['placement'] = 'top') => {
    if (!isApiError(error)) throw error;
    return refuse(errorMessageFor(error, errorCatalogueFor(store.locale)), { placement }, 409);
  };
  const run = { session, store, cart, signal };

  try {
    switch (intent) {
      case 'pickup':
      case 'deliver': {
        const line = cart.items.find((item) => item.id === field(form, 'itemId'));
        const storeId = field(form, 'storeId');
        if (!line) return refuse(TEXT.badRequest);
        if (intent === 'pickup' && !storeId) return refuse(TEXT.chooseStore);
        await api.cart.updateItem(
          cart.id,
          {
            cartId: cart.id,
            itemId: line.id,
            productId: line.productId,
            qty: line.qty,
            ...(line.upc ? { upc: line.upc } : {}),
            storeId: intent === 'pickup' ? storeId : null,
          } as Parameters<typeof api.cart.updateItem>[1],
          { signal },
        );
        return redirect(stepUrl('shipping'));
      }
      case 'shipping':
      case 'confirmAddress': {
        const { home } = fulfilmentOf(cart);
        const toPoint = homeShipmentOf(cart).code === 'pudo';
        const needsAddress = home.length > 0 && !toPoint;
        // The suggestion form sends both addresses; the shopper's choice says which one to save.
        const confirming = intent === 'confirmAddress';
        const prefix = confirming ? (field(form, 'addressChoice') === 'entered' ? 'entered' : 'suggested') : 'shipping';
        const values: Record<string, string> = {};
        for (const name of ADDRESS_FIELDS)
          values[name] = field(form, name === 'phone' ? 'shipping.phone' : `${prefix}.${name}`);
        values.phone = compactPhone(values.phone ?? '');
        values.email = field(form, 'shipping.email');
        const method = field(form, 'shippingMethod') || 'standard';
        const fieldErrors: Record<string, string> = {};
        if (needsAddress) {
          const { errors } = await checkAddress(api, values, country, signal, store.locale);
          Object.assign(fieldErrors, errors);
        } else {
          // A pickup-only cart or a collection point needs no address: only who to tell.
          const { errors } = await checkAddress(
            api,
            {
              ...values,
              firstName: 'Pickup',
              lastName: 'Pickup',
              addressLine1: 'x',
              city: 'x',
              postalCode: '00000',
              province: '',
            },
            country,
            signal,
            store.locale,
          );
          for (const name of ['email', 'phone'] as const) if (errors[name]) fieldErrors[name] = errors[name] as string;
        }
        if (!values.email) fieldErrors.email = TEXT.required;
        if (Object.keys(fieldErrors).length > 0) return refuse(null, { fieldErrors, values });
        const address: CheckoutAddress = { ...(values as unknown as CheckoutAddress), country };
        if (needsAddress) {
          if (!confirming) {
            // The address validation call (spec §7): its problems go to their fields; a suggestion that differs
            // from what was typed is shown next to it, and the shopper chooses which one to keep.
            const checked = (await api.checkout.validateShippingAddress(cart.id, toAddressInput(address), {
              signal,
            })) as {
              valid?: boolean;
              problems?: { field?: string; message?: string }[];
              suggestedAddress?: Record<string, unknown> | null;
            };
            if (checked.valid === false) {
              const problems = Object.fromEntries(
                (checked.problems ?? [])
                  .filter((problem) => problem.field)
                  .map((problem) => [problem.field as string, problem.message ?? TEXT.badRequest]),
              );
              return refuse(null, { fieldErrors: problems, values });
            }
            const suggested = addressSuggestion(address, checked.suggestedAddress);
            if (suggested)
              return data<ActionResult>({
                ok: false,
                message: null,
                placement: 'top',
                values,
                suggestion: { entered: address, suggested, method },
              });
          }
          await api.checkout.setShippingAddress(
            cart.id,
            { list: [{ ...toAddressInput(address), shippingId: 'me' }] },
            { signal },
          );
          await api.checkout.setShippingMethod(
            {
              cartId: cart.id,
              code: method === 'pudo' ? 'standard' : method,
              shippingId: 'me',
              shopperAppliedSM: true,
            },
            { signal },
          );
        }
        const updated = await readCart(session, store, signal);
        const settled = await runCheckout(
          { ...run, cart: updated },
          'shipping',
          {},
          { type: 'shipping.submit', shipping: cartShipping(updated) },
        );
        const headers = new Headers({
          'Set-Cookie': checkoutCookie(
            request,
            CONTACT_COOKIE,
            JSON.stringify({ email: values.email, phone: values.phone }),
          ),
        });
        if (!settled.matches('billing'))
          return refuse(
            checkoutErrorText(settled.context.error, store.locale) ??
              (toPoint ? TEXT.collectionPointChoose : TEXT.chooseStore),
            { values },
            409,
          );
        return redirect(stepUrl('billing'), { headers });
      }
      case 'pudo': {
        // A collection point (spec §3 code pudo) for the home lines: the API checks it is one.
        const pointId = field(form, 'pointId');
        if (!pointId) return refuse(TEXT.collectionPointChoose, { placement: 'pudo' });
        try {
          await api.checkout.setShippingMethod(
            { cartId: cart.id, code: 'pudo', shippingId: 'me', storeId: pointId, shopperAppliedSM: true },
            { signal },
          );
        } catch (error) {
          return apiProblem(error, 'pudo');
        }
        return redirect(stepUrl('shipping'));
      }
      case 'homeDelivery': {
        await api.checkout.setShippingMethod(
          { cartId: cart.id, code: 'standard', shippingId: 'me', shopperAppliedSM: true },
          { signal },
        );
        return redirect(stepUrl('shipping'));
      }
      case 'sts': {
        // Ship to store (spec §3 code sts): the line travels from the warehouse to the store the shopper picks.
        const line = cart.items.find((item) => item.id === field(form, 'itemId'));
        const storeId = field(form, 'storeId');
        if (!line) return refuse(TEXT.badRequest);
        if (!storeId) return refuse(TEXT.chooseStore);
        await api.checkout.setShippingMethod(
          { cartId: cart.id, code: 'sts', shippingId: line.id, storeId, shopperAppliedSM: true },
          { signal },
        );
        return redirect(stepUrl('shipping'));
      }
      case 'gift':
      case 'removeGift': {
        // Spec §2 add gift option, §3 gift option (to, email, message), from the shipping step.
        const line = cart.items.find((item) => item.id === field(form, 'itemId'));
        if (!line) return refuse(TEXT.badRequest);
        const gift =
          intent === 'removeGift'
            ? null
            : { to: field(form, 'giftTo'), email: field(form, 'giftEmail'), message: field(form, 'giftMessage') };
        const values: Record<string, string> = gift
          ? { giftTo: gift.to, giftEmail: gift.email, giftMessage: gift.message }
          : {};
        if (gift?.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(gift.email))
          return refuse(TEXT.giftEmailInvalid, {
            placement: 'gift',
            values,
            fieldErrors: { giftEmail: TEXT.giftEmailInvalid },
          });
        if (gift && gift.message.length > 250)
          return refuse(TEXT.giftTooLong, {
            placement: 'gift',
            values,
            fieldErrors: { giftMessage: TEXT.giftTooLong },
          });
        const kept = gift ? Object.fromEntries(Object.entries(gift).filter(([, value]) => value !== '')) : null;
        // commerce-api takes a line's gift option on the item update; the client's body type leaves it out.
        await api.cart.updateItem(
          cart.id,
          {
            cartId: cart.id,
            itemId: line.id,
            productId: line.productId,
            qty: line.qty,
            giftOption: kept && Object.keys(kept).length > 0 ? kept : null,
          } as Parameters<typeof api.cart.updateItem>[1],
          { signal },
        );
        return redirect(stepUrl('shipping'));
      }
      case 'giftcard': {
        const number = field(form, 'giftCardNumber').replace(/\s+/g, '');
        const pin = field(form, 'giftCardPin');
        if (!/^\d{16,19}$/.test(number) || !/^\d{4,8}$/.test(pin))
          return refuse(errorCatalogueFor(store.locale).GC_INVALID2 ?? TEXT.badRequest, { placement: 'giftCard' });
        try {
          await api.checkout.addPaymentInstrument(
            cart.id,
            { payment_method_id: 'GIFT_CARD', giftCard: { number, pin } } as Parameters<
              typeof api.checkout.addPaymentInstrument
            >[1],
            { signal },
          );
        } catch (error) {
          return apiProblem(error, 'giftCard');
        }
        return redirect(stepUrl('billing'));
      }
      case 'voucher': {
        // Checked against the member's points here as well, so a tampered form never applies a voucher (spec §5).
        const loyalty = await loyaltyOf(session, api, signal);
        const chosen = loyalty ? applicableVoucher(loyalty.choices, field(form, 'voucherId')) : null;
        if (!chosen) return refuse(loyalty ? TEXT.voucherRefused : TEXT.voucherNotMember, { placement: 'voucher' });
        try {
          await api.checkout.applyLoyaltyReward(cart.id, { appliedLoyaltyVoucher: chosen.id }, { signal });
        } catch (error) {
          return apiProblem(error, 'voucher');
        }
        return redirect(stepUrl('billing'));
      }
      case 'removeVoucher': {
        await api.checkout.applyLoyaltyReward(cart.id, { appliedLoyaltyVoucher: null }, { signal });
        return redirect(stepUrl('billing'));
      }
      case 'athlete': {
        const payable = athletePayable(
          (cart as unknown as { athletePayment?: { payableAmount?: number | null } | null }).athletePayment,
        );
        const { amount, refusal } = athleteAmountOf(form.get('athleteAmount'), payable);
        if (refusal) {
          const money = formatMoney(payable, cart.currency, store.lang);
          return refuse(refusal === 'INVALID' ? TEXT.athleteInvalid : TEXT.athleteOver(money), {
            placement: 'athlete',
            values: { athleteAmount: field(form, 'athleteAmount') },
          });
        }
        try {
          await api.checkout.addPaymentInstrument(
            cart.id,
            { payment_method_id: 'ATHLETES_PAYMENT', amount } as unknown as Parameters<
              typeof api.checkout.addPaymentInstrument
            >[1],
            { signal },
          );
        } catch (error) {
          return apiProblem(error, 'athlete');
        }
        return redirect(stepUrl('billing'));
      }
      case 'reward': {
        const code = field(form, 'rewardCode');
        if (!code) return refuse(TEXT.required, { placement: 'reward' });
        try {
          await api.checkout.addPaymentInstrument(
            cart.id,
            { payment_method_id: 'REWARD_CODE', code } as unknown as Parameters<
              typeof api.checkout.addPaymentInstrument
            >[1],
            { signal },
          );
        } catch (error) {
          return apiProblem(error, 'reward');
        }
        return redirect(stepUrl('billing'));
      }
      case 'removeCredit': {
        const method = field(form, 'method') === 'ATHLETES_PAYMENT' ? 'ATHLETES_PAYMENT' : 'REWARD_CODE';
        await api.checkout.removePaymentInstrument(
          cart.id,
          { payment_method_id: method, payment_instrument_id: field(form, 'instrumentId') } as Parameters<
            typeof api.checkout.removePaymentInstrument
          >[1],
          { signal },
        );
        return redirect(stepUrl('billing'));
      }
      case 'removeGiftcard': {
        await api.checkout.removePaymentInstrument(
          cart.id,
          { payment_method_id: 'GIFT_CARD', payment_instrument_id: field(form, 'instrumentId') },
          { signal },
        );
        return redirect(stepUrl('billing'));
      }
      case 'billing': {
        const contact = readContact(request);
        const shippingAddress = cartShippingAddress(cart);
        let address: CheckoutAddress;
        if (field(form, 'sameAsShipping') === 'on' && shippingAddress) {
          address = shippingAddress;
        } else {
          const values: Record<string, string> = {};
          for (const name of ADDRESS_FIELDS) values[name] = field(form, `billing.${name}`);
          values.phone = compactPhone(values.phone ?? '');
          values.email = field(form, 'billing.email') || contact?.email || shippingAddress?.email || '';
          const { errors } = await checkAddress(api, values, country, signal, store.locale);
          if (Object.keys(errors).length > 0)
            return refuse(null, { fieldErrors: errors as Record<string, string>, values });
          address = { ...(values as unknown as CheckoutAddress), country };
        }
        if (!address.email && contact?.email) address = { ...address, email: contact.email };
        if (!address.phone && contact?.phone) address = { ...address, phone: contact.phone };
        const remaining = cart.totals.remainingToPay ?? cart.totals.total;
        const chosen = (field(form, 'paymentMethod') ||
          (remaining <= 0 ? 'GIFT_CARD' : 'CREDIT_CARD')) as PaymentMethodId;
        const savedCard = field(form, 'savedCard');
        const instrumentId =
          chosen === 'CREDIT_CARD' ? (savedCard && savedCard !== 'new' ? savedCard : field(form, 'cardToken')) : null;
        if (chosen === 'CREDIT_CARD' && remaining > 0 && !instrumentId) return refuse(TEXT.needCard);
        if (chosen === 'PAYPAL' && remaining > 0) {
          // PayPal (sandbox): the billing address is kept, then the shopper approves the payment on the provider's
          // page, which sends them back here with an approval token (see the loader) or with paypal=cancelled.
          await api.checkout.setBillingAddress(cart.id, toAddressInput(address), { signal });
          const back = new URL(stepUrl('billing'), request.url).toString();
          const paypalSession = (await api.checkout.getPaymentSession(
            { paymentMethodId: 'PAYPAL', basketId: cart.id, referer: back },
            { signal },
          )) as { approvalUrl?: string | null };
          if (!paypalSession.approvalUrl) return refuse(TEXT.paypalRefused);
          return redirect(paypalSession.approvalUrl);
        }
        const billing: CheckoutBilling = {
          address,
          paymentMethodId: remaining <= 0 ? 'GIFT_CARD' : chosen,
          instrumentId,
        };
        const context = { shipping: cartShipping(cart) };
        const settled =
          billing.paymentMethodId === 'KLARNA'
            ? await runCheckout(
                run,
                'billing',
                context,
                { type: 'payLater.authorize', billing },
                { status: field(form, 'payLaterStatus'), token: field(form, 'payLaterToken') },
              )
            : await runCheckout(run, 'billing', context, { type: 'billing.submit', billing });
        if (settled.matches('summary')) return redirect(stepUrl('summary'));
        return refuse(checkoutErrorText(settled.context.error, store.locale) ?? TEXT.badRequest, {}, 409);
      }
      case 'place': {
        const shipping = cartShipping(cart);
        const billing = cartBilling(cart);
        const key = field(form, 'idempotencyKey');
        if (!billing || !/^[A-Za-z0-9._:-]{8,128}$/.test(key)) return refuse(TEXT.badRequest);
        const headers = new Headers();
        const settled = await runCheckout(
          {
            ...run,
            onFinalised: (order) => {
              headers.append('Set-Cookie', checkoutCookie(request, LAST_ORDER_COOKIE, order.orderNumber));
              headers.append('Set-Cookie', checkoutCookie(request, CHECKOUT_ORDER_COOKIE, null));
              headers.append('Set-Cookie', checkoutCookie(request, CONTACT_COOKIE, null));
            },
          },
          'summary',
          // Buy-in-store (spec §6): while an associate's session is active the order carries inStoreSalesInfo.
          // A summary reached by express checkout (`express=1`) places an express order.
          {
            shipping,
            billing,
            idempotencyKey: key,
            inStore: session.buyInStore() ?? null,
            status: new URL(request.url).searchParams.get('express') === '1' ? 'EXPRESS' : null,
          },
          { type: 'order.place', botToken: BOT_RESPONSE },
        );
        if (settled.matches('challenge') && settled.context.order) {
          // Kept so that a reload during the challenge shows the dialog again (spec §4 persisted checkout order).
          headers.append(
            'Set-Cookie',
            checkoutCookie(request, CHECKOUT_ORDER_COOKIE, JSON.stringify(settled.context.order)),
          );
          return redirect(stepUrl('summary'), { headers });
        }
        if (settled.context.confirmedOrder) {
          return redirect(confirmationUrl(settled.context.confirmedOrder), { headers });
        }
        return refuse(checkoutErrorText(settled.context.error, store.locale) ?? TEXT.badRequest, {}, 409);
      }
      case 'challenge': {
        const pending = pendingOrderOf(request);
        const result = field(form, 'challengeResult');
        if (!pending || pending.orderNumber !== field(form, 'orderNumber') || !result) return refuse(TEXT.badRequest);
        const headers = new Headers();
        const settled = await runCheckout(
          {
            ...run,
            onFinalised: (order) => {
              headers.append('Set-Cookie', checkoutCookie(request, LAST_ORDER_COOKIE, order.orderNumber));
              headers.append('Set-Cookie', checkoutCookie(request, CONTACT_COOKIE, null));
            },
          },
          'challenge',
          {
            shipping: cartShipping(cart),
            billing: cartBilling(cart),
            order: pending,
            idempotencyKey: 'resumed-challenge',
          },
          { type: 'challenge.complete', challengeResult: result },
        );
        if (settled.matches('challenge'))
          return refuse(checkoutErrorText(settled.context.error, store.locale) ?? TEXT.badRequest, {}, 409);
        headers.append('Set-Cookie', checkoutCookie(request, CHECKOUT_ORDER_COOKIE, null));
        if (settled.context.confirmedOrder) {
          return redirect(confirmationUrl(settled.context.confirmedOrder), { headers });
        }
        // Failed authentication: the machine made a new cart with the same lines; the shopper pays again. A
        // redirect, so the page (and its loader) show the new cart and the message survives a reload.
        if (settled.context.error?.kind === 'paymentAuthentication')
          return redirect(`${stepUrl('billing')}&payment=failed`, { headers });
        return data<ActionResult>(
          {
            ok: false,
            message: checkoutErrorText(settled.context.error, store.locale) ?? TEXT.badRequest,
            placement: 'top',
          },
          { headers },
        );
      }
      default:
        return refuse(TEXT.badRequest);
    }
  } catch (error) {
    if (isApiError(error)) {
      const placement = errorPlacementFor(error.errorId) === 'giftCardInput' ? 'giftCard' : 'top';
      return apiProblem(error, placement);
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ params }) => {
  const TEXT = checkoutMessagesFor(isSupportedLocale(params['locale']) ? params['locale'] : 'en-us').checkout;
  return pageMeta(TEXT.title, TEXT.description, { noindex: true });
};

type LoaderData = Route.ComponentProps['loaderData'];

function StepNav({ step, shippingDone, billingDone }: Pick<LoaderData, 'step' | 'shippingDone' | 'billingDone'>) {
  const TEXT = useCheckoutText().checkout;
  const href = useStoreHref('/checkout');
  const order: CheckoutStep[] = ['shipping', 'billing', 'summary'];
  const reachable = { shipping: true, billing: shippingDone, summary: billingDone };
  const current = order.indexOf(step);
  // The number sits in a circle; its full stop is for screen readers and text search ("1. Shipping").
  const label = (entry: CheckoutStep, index: number) => (
    <>
      <span className="checkout-steps__number">
        {index + 1}
        <span className="sb-visually-hidden">.</span>
      </span>{' '}
      <span className="checkout-steps__label">{TEXT.steps[entry]}</span>
    </>
  );
  return (
    <nav aria-label={TEXT.stepsNav} className="checkout-steps">
      <ol>
        {order.map((entry, index) => (
          <li
            key={entry}
            className={`checkout-steps__step checkout-steps__step--${index < current ? 'done' : index === current ? 'current' : 'next'}`}
          >
            {entry === step ? (
              <span aria-current="step" className="checkout-steps__item">
                {label(entry, index)}
              </span>
            ) : reachable[entry] ? (
              <a className="checkout-steps__item" href={`${href}${href.includes('?') ? '&' : '?'}step=${entry}`}>
                {label(entry, index)}
              </a>
            ) : (
              <span className="checkout-steps__item">{label(entry, index)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function ShippingStep({ loaderData, result }: { loaderData: LoaderData; result: ActionResult | undefined }) {
  const { checkout: TEXT, colon } = useCheckoutText();
  const values = {
    ...(loaderData.shippingAddress ?? {}),
    email: loaderData.email,
    phone: loaderData.phone,
    ...(result?.values ?? {}),
  };
  const errors = result?.fieldErrors ?? {};
  const selected =
    loaderData.methods.find((method) => method.selected)?.code ?? loaderData.methods[0]?.code ?? 'standard';
  const href = useStoreHref('/checkout');
  const shippingHref = `${href}${href.includes('?') ? '&' : '?'}step=shipping`;
  const money = (amount: number) => formatMoney(amount, loaderData.cart.currency, loaderData.lang);
  // A method a shipping promotion makes free says so, with the price it would have cost.
  const methodPrice = (method: { price: number; priceBefore: number | null }) =>
    method.priceBefore !== null && method.price === 0 ? TEXT.freeWas(money(method.priceBefore)) : money(method.price);
  const points = loaderData.collectionPoints;
  // commerce-api words delivery times in English ("3-5 business days"): said again in the page's language.
  const deliveryTime = (time: string) => {
    const range = /^(\d+)-(\d+) business days$/.exec(time);
    return range ? TEXT.businessDays(range[1] ?? '', range[2] ?? '') : time;
  };
  const toPoint = !!points?.chosen;
  const giftLine = loaderData.cart.lines.find((line) => line.id === loaderData.gift) ?? null;
  const giftProblem = result && !result.ok && result.placement === 'gift';
  return (
    <section aria-labelledby="shipping-title" className="checkout-step">
      <h2 id="shipping-title">{TEXT.steps.shipping}</h2>
      {giftLine ? (
        <CheckoutGiftDialogPart
          line={giftLine}
          values={giftProblem ? (result?.values ?? {}) : {}}
          errors={giftProblem ? (result?.fieldErrors ?? {}) : {}}
          closeHref={shippingHref}
        />
      ) : null}
      {result?.suggestion ? (
        <AddressSuggestionPart
          entered={result.suggestion.entered}
          suggested={result.suggestion.suggested}
          email={values.email ?? ''}
          phone={values.phone ?? ''}
          method={result.suggestion.method}
        />
      ) : null}
      <section aria-labelledby="pickup-title" className="checkout-pickup checkout-card">
        <h3 id="pickup-title">{TEXT.ordering}</h3>
        <ul>
          {loaderData.cart.lines.map((line) => (
            <li key={line.id} className="checkout-pickup__line">
              <p>
                <strong>{line.name}</strong> × {line.qty}
                {colon}
                {line.digital
                  ? TEXT.emailed
                  : line.pickupStore
                    ? line.shipToStore
                      ? TEXT.shipToStoreAt(line.pickupStore)
                      : TEXT.pickupAt(line.pickupStore)
                    : points?.chosen
                      ? TEXT.collectionPointChosen(points.chosen.name)
                      : TEXT.home}
                {line.customs ? (
                  <>
                    <br />
                    <CustomsSummary customs={line.customs} currency={loaderData.cart.currency} lang={loaderData.lang} />
                  </>
                ) : null}
                {line.giftOption ? (
                  <>
                    <br />
                    <span data-testid="gift-summary">
                      {TEXT.giftFor(line.giftOption.to || line.giftOption.email || '…')}
                    </span>
                  </>
                ) : null}
              </p>
              <p>
                <a href={`${shippingHref}&gift=${encodeURIComponent(line.id)}`}>
                  {line.giftOption ? TEXT.editGift : TEXT.addGift}{' '}
                  <span className="sb-visually-hidden">{TEXT.forItem(line.name)}</span>
                </a>
              </p>
              {line.pickupStore ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="deliver" />
                  <input type="hidden" name="itemId" value={line.id} />
                  <Button type="submit" variant="secondary" size="sm">
                    {TEXT.deliverInstead} <span className="sb-visually-hidden">{TEXT.forItem(line.name)}</span>
                  </Button>
                </Form>
              ) : line.toStore ? (
                <>
                  {(loaderData.pickupStores[line.id] ?? []).length > 0 ? (
                    <Form method="post" className="checkout-inline">
                      <input type="hidden" name="intent" value="pickup" />
                      <input type="hidden" name="itemId" value={line.id} />
                      <Select
                        id={`store-${line.id}`}
                        name="storeId"
                        defaultValue=""
                        label={
                          <>
                            {TEXT.pickupStore} <span className="sb-visually-hidden">{TEXT.forItem(line.name)}</span>
                          </>
                        }
                      >
                        <option value="">{TEXT.chooseStoreOption}</option>
                        {(loaderData.pickupStores[line.id] ?? []).map((entry) => (
                          <option key={entry.id} value={entry.id}>
                            {entry.name}
                          </option>
                        ))}
                      </Select>
                      <Button type="submit" variant="secondary">
                        {TEXT.pickupHere} <span className="sb-visually-hidden">{TEXT.forItem(line.name)}</span>
                      </Button>
                    </Form>
                  ) : null}
                  {loaderData.stsStores.length > 0 ? (
                    <Form method="post" className="checkout-inline">
                      <input type="hidden" name="intent" value="sts" />
                      <input type="hidden" name="itemId" value={line.id} />
                      <Select
                        id={`sts-${line.id}`}
                        name="storeId"
                        defaultValue=""
                        label={
                          <>
                            {TEXT.shipToStore} <span className="sb-visually-hidden">{TEXT.forItem(line.name)}</span>
                          </>
                        }
                      >
                        <option value="">{TEXT.chooseStoreOption}</option>
                        {loaderData.stsStores.map((entry) => (
                          <option key={entry.id} value={entry.id}>
                            {entry.name}
                          </option>
                        ))}
                      </Select>
                      <Button type="submit" variant="secondary">
                        {TEXT.shipToStoreHere} <span className="sb-visually-hidden">{TEXT.forItem(line.name)}</span>
                      </Button>
                    </Form>
                  ) : null}
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {points ? (
        <CollectionPoints
          price={methodPrice(points.method)}
          deliveryTime={deliveryTime(points.method.deliveryTime)}
          chosen={points.chosen}
          near={points.near}
          searched={points.searched}
          found={points.found}
          problem={(result && !result.ok && result.placement === 'pudo' ? result.message : null) ?? points.nearProblem}
          action={href}
        />
      ) : null}
      <Form method="post" noValidate className="checkout-form">
        <input type="hidden" name="intent" value="shipping" />
        <fieldset className="checkout-card">
          <legend>{TEXT.contact}</legend>
          <AddressFields
            prefix="shipping"
            fields={['email', 'phone']}
            values={values}
            errors={errors}
            provinces={[]}
            focusFirstError
          />
        </fieldset>
        {loaderData.hasHome && !toPoint ? (
          <>
            <fieldset className="checkout-card">
              <legend>{TEXT.deliveryAddress}</legend>
              <AddressFields
                prefix="shipping"
                fields={['firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'province', 'postalCode']}
                values={values}
                errors={errors}
                provinces={loaderData.provinces}
                focusFirstError={!errors.email && !errors.phone}
              />
            </fieldset>
            <RadioGroup legend={TEXT.deliveryMethod} name="shippingMethod" className="checkout-card">
              {(loaderData.methods.length > 0
                ? loaderData.methods
                : [
                    {
                      code: 'standard',
                      label: TEXT.standardDelivery,
                      deliveryTime: '',
                      price: 0,
                      priceBefore: null,
                      selected: true,
                    },
                  ]
              ).map((method) => (
                <Radio
                  key={method.code}
                  id={`method-${method.code}`}
                  value={method.code}
                  defaultChecked={method.code === selected}
                  label={`${method.code === 'standard' ? TEXT.standardDelivery : method.code === 'pudo' ? TEXT.collectionPoint : method.label}${method.deliveryTime ? ` (${deliveryTime(method.deliveryTime)})` : ''}${loaderData.methods.length > 0 ? ` · ${methodPrice(method)}` : ''}`}
                />
              ))}
            </RadioGroup>
          </>
        ) : null}
        <Button type="submit" size="lg" className="checkout-submit">
          {TEXT.continueToBilling}
        </Button>
      </Form>
    </section>
  );
}

/** The member's loyalty vouchers: each applies with a button, or is shown disabled with the points it still needs. */
function LoyaltyVouchers({
  loyalty,
  money,
  lang,
  problem,
}: {
  loyalty: NonNullable<LoaderData['loyalty']>;
  money: (amount: number) => string;
  lang: string;
  problem: string | null;
}) {
  const TEXT = useCheckoutText().checkout;
  const count = (value: number) => new Intl.NumberFormat(lang).format(value);
  return (
    <section aria-labelledby="loyalty-title" className="checkout-gift checkout-card">
      <h3 id="loyalty-title">{TEXT.loyalty}</h3>
      <p>{TEXT.loyaltyPoints(count(loyalty.points))}</p>
      {loyalty.applied ? (
        <div>
          <span data-testid="voucher-applied">{TEXT.voucherApplied(money(loyalty.applied.amount))}</span>{' '}
          <Form method="post" className="checkout-inline">
            <input type="hidden" name="intent" value="removeVoucher" />
            <Button type="submit" variant="ghost" size="sm">
              {TEXT.removeVoucher}
            </Button>
          </Form>
        </div>
      ) : (
        <ul>
          {loyalty.vouchers.map((voucher) => (
            <li key={voucher.id}>
              <Form method="post" className="checkout-inline">
                <input type="hidden" name="intent" value="voucher" />
                <input type="hidden" name="voucherId" value={voucher.id} />
                <Button
                  type="submit"
                  variant="secondary"
                  size="sm"
                  disabled={!voucher.applicable}
                  aria-describedby={voucher.applicable ? undefined : `voucher-why-${voucher.id}`}
                >
                  {TEXT.applyVoucher(money(voucher.amount), count(voucher.points))}
                </Button>
                {voucher.applicable ? null : (
                  <span id={`voucher-why-${voucher.id}`}>
                    {voucher.refusal === 'NOT_ENOUGH_POINTS'
                      ? TEXT.voucherShort(count(voucher.pointsShort))
                      : TEXT.voucherNotMember}
                  </span>
                )}
              </Form>
            </li>
          ))}
        </ul>
      )}
      {problem ? (
        <p role="alert" className="checkout-problem">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

/** Athlete credit (spec §3 "Athlete payment"): what is left this year, what it may pay here, and an amount to apply. */
function AthleteCredit({
  athlete,
  money,
  result,
}: {
  athlete: NonNullable<LoaderData['athlete']>;
  money: (amount: number) => string;
  result: ActionResult | undefined;
}) {
  const TEXT = useCheckoutText().checkout;
  const problem = result && !result.ok && result.placement === 'athlete' ? result.message : null;
  return (
    <section aria-labelledby="athlete-title" className="checkout-gift checkout-card">
      <h3 id="athlete-title">{TEXT.athlete}</h3>
      <p data-testid="athlete-remaining">{TEXT.athleteRemaining(money(athlete.remaining))}</p>
      <p data-testid="athlete-payable">{TEXT.athletePayable(money(athlete.payable))}</p>
      {athlete.applied ? (
        <div>
          <span data-testid="athlete-applied">{TEXT.athleteApplied(money(athlete.applied.amount ?? 0))}</span>{' '}
          <Form method="post" className="checkout-inline">
            <input type="hidden" name="intent" value="removeCredit" />
            <input type="hidden" name="instrumentId" value={athlete.applied.id} />
            <input type="hidden" name="method" value="ATHLETES_PAYMENT" />
            <Button type="submit" variant="ghost" size="sm">
              {TEXT.removeAthlete}
            </Button>
          </Form>
        </div>
      ) : null}
      {athlete.payable > 0 ? (
        <Form method="post" noValidate className="checkout-inline">
          <input type="hidden" name="intent" value="athlete" />
          <TextField
            id="athlete-amount"
            name="athleteAmount"
            label={TEXT.athleteAmount}
            hint={TEXT.athleteAmountHint}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={result?.values?.athleteAmount ?? ''}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'athlete-problem' : undefined}
          />
          <Button type="submit" variant="secondary">
            {TEXT.applyAthlete}
          </Button>
          {problem ? (
            <p id="athlete-problem" role="alert" className="checkout-problem">
              {problem}
            </p>
          ) : null}
        </Form>
      ) : null}
    </section>
  );
}

/** Reward codes of a signed-in shopper: the ones applied, and an entry for another while rewards are allowed (spec §5). */
function RewardCodes({
  rewards,
  money,
  result,
}: {
  rewards: NonNullable<LoaderData['rewards']>;
  money: (amount: number) => string;
  result: ActionResult | undefined;
}) {
  const TEXT = useCheckoutText().checkout;
  const problem = result && !result.ok && result.placement === 'reward' ? result.message : null;
  return (
    <section aria-labelledby="rewards-title" className="checkout-gift checkout-card">
      <h3 id="rewards-title">{TEXT.rewards}</h3>
      {rewards.applied.length > 0 ? (
        <ul>
          {rewards.applied.map((reward) => (
            <li key={reward.id}>
              <span data-testid="reward-applied">
                {TEXT.rewardApplied(reward.code ?? '', money(reward.amount ?? 0))}
              </span>{' '}
              <Form method="post" className="checkout-inline">
                <input type="hidden" name="intent" value="removeCredit" />
                <input type="hidden" name="instrumentId" value={reward.id} />
                <Button type="submit" variant="ghost" size="sm">
                  {TEXT.removeReward(reward.code ?? '')}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      {rewards.allowed ? (
        <Form method="post" noValidate className="checkout-inline">
          <input type="hidden" name="intent" value="reward" />
          <TextField
            id="reward-code"
            name="rewardCode"
            label={TEXT.rewardCode}
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'reward-problem' : undefined}
          />
          <Button type="submit" variant="secondary">
            {TEXT.applyReward}
          </Button>
          {problem ? (
            <p id="reward-problem" role="alert" className="checkout-problem">
              {problem}
            </p>
          ) : null}
        </Form>
      ) : (
        <p>{TEXT.rewardsAfterAthlete}</p>
      )}
    </section>
  );
}

function BillingStep({ loaderData, result }: { loaderData: LoaderData; result: ActionResult | undefined }) {
  const { checkout: TEXT, colon } = useCheckoutText();
  const errors = result?.fieldErrors ?? {};
  const values = { ...(loaderData.billingAddress ?? {}), ...(result?.values ?? {}) };
  const remaining = loaderData.cart.totals.remainingToPay;
  const money = (amount: number) => formatMoney(amount, loaderData.cart.currency, loaderData.lang);
  const giftProblem = result && !result.ok && result.placement === 'giftCard' ? result.message : null;
  const defaultMethod = loaderData.payer?.method ?? 'CREDIT_CARD';
  return (
    <section aria-labelledby="billing-title" className="checkout-step">
      <h2 id="billing-title">{TEXT.steps.billing}</h2>
      <section aria-labelledby="gift-title" className="checkout-gift checkout-card">
        <h3 id="gift-title">{TEXT.giftCard}</h3>
        {loaderData.giftCards.length > 0 ? (
          <ul>
            {loaderData.giftCards.map((card) => (
              <li key={card.id}>
                {TEXT.giftCardApplied(card.lastFour, money(card.amount))}{' '}
                <Form method="post" className="checkout-inline">
                  <input type="hidden" name="intent" value="removeGiftcard" />
                  <input type="hidden" name="instrumentId" value={card.id} />
                  <Button type="submit" variant="ghost" size="sm">
                    {TEXT.removeGiftCard(card.lastFour)}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        ) : null}
        <Form method="post" noValidate className="checkout-inline">
          <input type="hidden" name="intent" value="giftcard" />
          <TextField
            id="gift-number"
            name="giftCardNumber"
            label={TEXT.giftCardNumber}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={giftProblem ? true : undefined}
            aria-describedby={giftProblem ? 'gift-problem' : undefined}
          />
          <TextField
            id="gift-pin"
            name="giftCardPin"
            label={TEXT.giftCardPin}
            inputMode="numeric"
            autoComplete="off"
            className="checkout-inline__short"
          />
          <Button type="submit" variant="secondary">
            {TEXT.applyGiftCard}
          </Button>
          {giftProblem ? (
            <p id="gift-problem" role="alert" className="checkout-problem">
              {giftProblem}
            </p>
          ) : null}
        </Form>
      </section>
      {loaderData.athlete ? <AthleteCredit athlete={loaderData.athlete} money={money} result={result} /> : null}
      {loaderData.rewards ? <RewardCodes rewards={loaderData.rewards} money={money} result={result} /> : null}
      {loaderData.loyalty ? (
        <LoyaltyVouchers
          loyalty={loaderData.loyalty}
          money={money}
          lang={loaderData.lang}
          problem={result && !result.ok && result.placement === 'voucher' ? result.message : null}
        />
      ) : null}
      <Form method="post" noValidate className="checkout-form" id="billing-form">
        <input type="hidden" name="intent" value="billing" />
        <fieldset className="checkout-card">
          <legend>{TEXT.billingAddress}</legend>
          {loaderData.shippingAddress ? (
            <Checkbox
              id="same-as-shipping"
              name="sameAsShipping"
              label={TEXT.sameAsShipping}
              defaultChecked={!loaderData.billingAddress || !result?.fieldErrors}
            />
          ) : null}
          <details className="checkout-disclosure" open={!loaderData.shippingAddress || !!result?.fieldErrors}>
            <summary>{loaderData.shippingAddress ? TEXT.anotherBillingAddress : TEXT.billingAddress}</summary>
            <AddressFields
              prefix="billing"
              fields={ADDRESS_FIELDS}
              values={values}
              errors={errors}
              provinces={loaderData.provinces}
              focusFirstError
            />
          </details>
        </fieldset>
        <fieldset className="checkout-card">
          <legend>{TEXT.payment}</legend>
          <p>
            {TEXT.remaining}
            {colon}
            <strong data-testid="remaining-to-pay">{money(remaining)}</strong>
          </p>
          {remaining <= 0 ? (
            <p>{TEXT.giftCardsCover}</p>
          ) : (
            <>
              <Radio
                id="pay-card"
                name="paymentMethod"
                value="CREDIT_CARD"
                label={TEXT.card}
                defaultChecked={defaultMethod === 'CREDIT_CARD'}
              />
              {loaderData.savedCards.length > 0 ? (
                <RadioGroup legend={TEXT.whichCard} name="savedCard" className="checkout-saved-cards">
                  {loaderData.savedCards.map((card) => (
                    <Radio
                      key={card.id}
                      id={`saved-${card.id}`}
                      value={card.id}
                      label={TEXT.savedCard(card.label)}
                      defaultChecked={card.main}
                    />
                  ))}
                  <Radio
                    id="saved-new"
                    value="new"
                    label={TEXT.newCard}
                    defaultChecked={!loaderData.savedCards.some((card) => card.main)}
                  />
                </RadioGroup>
              ) : null}
              {loaderData.hostedFields ? (
                <HostedCardFields src={loaderData.hostedFields.src} providerOrigin={loaderData.hostedFields.origin} />
              ) : null}
              {loaderData.paypal ? (
                <Radio
                  id="pay-paypal"
                  name="paymentMethod"
                  value="PAYPAL"
                  label={TEXT.paypal}
                  hint={TEXT.paypalHint}
                  defaultChecked={defaultMethod === 'PAYPAL'}
                />
              ) : null}
            </>
          )}
        </fieldset>
        <Button type="submit" size="lg" className="checkout-submit">
          {TEXT.continueToSummary}
        </Button>
        {remaining > 0 && loaderData.payLater ? (
          <fieldset className="checkout-card">
            <legend>{TEXT.payLater}</legend>
            <PayLaterButton
              scriptUrl={loaderData.payLater.scriptUrl}
              clientToken={loaderData.payLater.clientToken}
              email={loaderData.email}
              failureMessage={loaderData.payLaterFailure}
            />
          </fieldset>
        ) : null}
      </Form>
    </section>
  );
}

function AddressLines({
  address,
}: {
  address: {
    firstName?: string | null;
    lastName?: string | null;
    addressLine1?: string | null;
    addressLine2?: string | null;
    city?: string | null;
    province?: string | null;
    postalCode?: string | null;
  };
}) {
  return (
    <address>
      {address.firstName} {address.lastName}
      <br />
      {address.addressLine1}
      {address.addressLine2 ? `, ${address.addressLine2}` : ''}
      <br />
      {address.city} {address.province} {address.postalCode}
    </address>
  );
}

function SummaryStep({ loaderData }: { loaderData: LoaderData }) {
  const { checkout: TEXT, colon } = useCheckoutText();
  const navigation = useNavigation();
  const placing = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'place';
  const money = (amount: number) => formatMoney(amount, loaderData.cart.currency, loaderData.lang);
  const href = useStoreHref('/checkout');
  const stepHref = (step: CheckoutStep) => `${href}${href.includes('?') ? '&' : '?'}step=${step}`;
  return (
    <section aria-labelledby="summary-title" className="checkout-step">
      <h2 id="summary-title">{TEXT.steps.summary}</h2>
      {loaderData.express ? (
        <p className="checkout-notice" data-testid="express-notice">
          {TEXT.express}
        </p>
      ) : null}
      <div className="checkout-review">
        <section aria-labelledby="review-shipping" className="checkout-card">
          <h3 id="review-shipping">{TEXT.steps.shipping}</h3>
          {loaderData.collectionPoints?.chosen ? (
            <p data-testid="summary-collection-point">
              {TEXT.collectionPointChosen(loaderData.collectionPoints.chosen.name)}
              <br />
              {loaderData.collectionPoints.chosen.address}
            </p>
          ) : loaderData.shippingAddress && loaderData.hasHome ? (
            <AddressLines address={loaderData.shippingAddress} />
          ) : null}
          {loaderData.hasPickup ? (
            <p>
              {loaderData.cart.lines
                .filter((line) => line.pickupStore)
                .map(
                  (line) =>
                    `${line.name}${colon}${line.shipToStore ? TEXT.shipToStoreAt(line.pickupStore ?? '') : TEXT.pickupAt(line.pickupStore ?? '')}`,
                )
                .join('; ')}
            </p>
          ) : null}
          {loaderData.cart.lines
            .filter((line) => line.giftOption)
            .map((line) => (
              <p key={line.id}>
                {line.name}
                {colon}
                {TEXT.giftFor(line.giftOption?.to || line.giftOption?.email || '…')}
              </p>
            ))}
          <p>{loaderData.email}</p>
          <a href={stepHref('shipping')}>{TEXT.edit(TEXT.steps.shipping)}</a>
        </section>
        <section aria-labelledby="review-billing" className="checkout-card">
          <h3 id="review-billing">{TEXT.steps.billing}</h3>
          {loaderData.billingAddress ? <AddressLines address={loaderData.billingAddress} /> : null}
          <ul>
            {loaderData.giftCards.map((card) => (
              <li key={card.id}>{TEXT.giftCardApplied(card.lastFour, money(card.amount))}</li>
            ))}
            {[
              ...(loaderData.athlete?.applied ? [{ ...loaderData.athlete.applied, label: TEXT.athlete }] : []),
              ...(loaderData.rewards?.applied ?? []).map((reward) => ({
                ...reward,
                label: `${TEXT.rewardCode} ${reward.code ?? ''}`,
              })),
            ].map((credit) => (
              <li key={credit.id}>
                {credit.label}
                {colon}
                {money(credit.amount ?? 0)}
              </li>
            ))}
            {loaderData.payer ? (
              <li>
                {loaderData.payer.label}
                {colon}
                {money(loaderData.cart.totals.remainingToPay)}
              </li>
            ) : null}
          </ul>
          <a href={stepHref('billing')}>{TEXT.edit(TEXT.steps.billing)}</a>
        </section>
      </div>
      <Form method="post" className="checkout-form">
        <input type="hidden" name="intent" value="place" />
        <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
        <p className="checkout-terms">
          <TermsLinks terms={['sale', 'privacy']} lead="placeOrder" />
        </p>
        <Button type="submit" size="lg" className="checkout-submit" aria-describedby="placing-status">
          {TEXT.placeOrder}
        </Button>
        <p id="placing-status" role="status">
          {placing ? TEXT.placing : ''}
        </p>
      </Form>
    </section>
  );
}

function OrderTotals({ loaderData }: { loaderData: LoaderData }) {
  const TEXT = useCheckoutText().checkout;
  const { cart, lang } = loaderData;
  const money = (amount: number) => formatMoney(amount, cart.currency, lang);
  const tax = taxRow(cart.totals, TEXT, money);
  return (
    <section aria-labelledby="checkout-summary-title" className="checkout-totals">
      <h2 id="checkout-summary-title">{TEXT.summary}</h2>
      {/* Folded on phones so the step comes first; always shown in the desktop sidebar (checkout.css). */}
      <details className="checkout-totals__items">
        <summary>{TEXT.showItems(cart.lines.reduce((sum, line) => sum + line.qty, 0))}</summary>
        <ul className="checkout-totals__lines">
          {cart.lines.map((line) => (
            <li key={line.id} data-testid="checkout-line">
              {line.name} × {line.qty} <span>{money(line.rowTotal)}</span>
              {line.customs ? (
                <>
                  <br />
                  <CustomsSummary customs={line.customs} currency={cart.currency} lang={lang} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </details>
      <dl className="cart-totals">
        <div>
          <dt>{TEXT.itemSubtotal}</dt>
          <dd>{money(cart.totals.itemSubTotal)}</dd>
        </div>
        {/* No discount, no row: "Discount $0.00" reads like a promotion that failed to apply. */}
        {cart.totals.totalDiscount > 0 ? (
          <div>
            <dt>{TEXT.discount}</dt>
            <dd>−{money(cart.totals.totalDiscount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{TEXT.shipping}</dt>
          <dd>{money(cart.totals.shipping)}</dd>
        </div>
        <div>
          <dt>{tax.label}</dt>
          <dd data-testid="checkout-tax">{tax.value}</dd>
        </div>
        <div className="cart-totals__total">
          <dt>{TEXT.total}</dt>
          <dd data-testid="checkout-total">{money(cart.totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const TEXT = useCheckoutText().checkout;
  const result = actionData as ActionResult | undefined;
  // Checkout funnel analytics: begin_checkout once per cart, then each step reached once.
  const { cart, step } = loaderData;
  const funnel = () => ({
    currency: cart.currency,
    value: cart.totals.total,
    items: cart.lines.map((line) => ({
      item_id: line.id,
      item_name: line.name,
      quantity: line.qty,
      price: line.qty > 0 ? line.rowTotal / line.qty : line.rowTotal,
    })),
  });
  useTrackOnce('begin_checkout', cart.lines.length > 0 ? cart.id : null, funnel);
  useTrackOnce('add_shipping_info', step === 'billing' || step === 'summary' ? `${cart.id}:shipping` : null, funnel);
  useTrackOnce('add_payment_info', step === 'summary' ? `${cart.id}:payment` : null, funnel);
  const topProblem = (result && !result.ok && result.placement === 'top' ? result.message : null) ?? loaderData.notice;
  // A refused form (any step's, the gift dialog's, a code's) puts focus on its first field to correct.
  const pageRef = useFocusFirstInvalid<HTMLElement>(result);
  if (loaderData.cart.lines.length === 0 && !loaderData.challenge) {
    return (
      <section className="page checkout-page" aria-labelledby="page-title">
        <h1 id="page-title">{TEXT.title}</h1>
        {topProblem ? (
          <p role="alert" className="checkout-problem">
            {topProblem}
          </p>
        ) : null}
        <p>{TEXT.empty}</p>
        <p>
          <StoreLink to="/cart">{TEXT.backToCart}</StoreLink>
        </p>
      </section>
    );
  }
  return (
    <section ref={pageRef} className="page checkout-page" aria-labelledby="page-title">
      <h1 id="page-title">{TEXT.title}</h1>
      <StepNav step={loaderData.step} shippingDone={loaderData.shippingDone} billingDone={loaderData.billingDone} />
      {topProblem ? (
        <p role="alert" className="checkout-problem checkout-problem--top">
          {topProblem}
        </p>
      ) : null}
      <div className="checkout-layout">
        <div className="checkout-layout__main">
          {loaderData.step === 'shipping' ? <ShippingStep loaderData={loaderData} result={result} /> : null}
          {loaderData.step === 'billing' ? <BillingStep loaderData={loaderData} result={result} /> : null}
          {loaderData.step === 'summary' ? <SummaryStep loaderData={loaderData} /> : null}
        </div>
        <OrderTotals loaderData={loaderData} />
      </div>
      <PageContent page={loaderData.content} />
      {loaderData.challenge ? (
        <ChallengeDialogPart
          src={loaderData.challenge.url}
          providerOrigin={loaderData.challenge.origin}
          orderNumber={loaderData.challenge.orderNumber}
        />
      ) : null}
    </section>
  );
}
