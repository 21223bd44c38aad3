import { defaultErrorCatalogue, errorMessageFor, errorPlacementFor, isApiError, QUOTED_MESSAGES } from '@switchback/api-client';
import { formatMoney } from '@switchback/cart';
import { applicableVoucher, athleteAmountOf, athletePayable, challengeOf, orderConfirmationSearch, rewardsAllowed, voucherChoices, type CheckoutAddress, type CheckoutBilling, type PaymentMethodId, type PlacedOrder, type VoucherChoice } from '@switchback/checkout';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/checkout';
import { AddressFields } from '../components/checkout/AddressFields';
import { ChallengeDialog } from '../components/checkout/ChallengeDialog';
import { HostedCardFields } from '../components/checkout/HostedCardFields';
import { PayLaterButton } from '../components/checkout/PayLaterButton';
import { StoreLink, useStoreHref } from '../components/StoreLink';
import {
  ADDRESS_FIELDS,
  cartBilling,
  cartBillingAddress,
  cartInstruments,
  cartShipping,
  cartShippingAddress,
  CHECKOUT_ORDER_COOKIE,
  checkAddress,
  checkoutCookie,
  CONTACT_COOKIE,
  countryOf,
  fulfilmentOf,
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
} from '../lib/checkout.server';
import { storeHref } from '../lib/carriedQuery';
import { sessionContext, storeContext } from '../lib/context.server';
import { pageMeta } from '../lib/pageMeta';
import { readCart } from '../lib/readCart.server';
import '../components/checkout/checkout.css';

const TEXT = {
  title: 'Checkout',
  steps: { shipping: 'Shipping', billing: 'Billing', summary: 'Summary' },
  empty: 'Your cart is empty, so there is nothing to check out.',
  backToCart: 'Back to cart',
  contact: 'Contact',
  deliveryAddress: 'Delivery address',
  deliveryMethod: 'Delivery method',
  pickup: 'Pick up in store',
  pickupAt: (store: string) => `Pick up at ${store}`,
  pickupStore: 'Store',
  pickupHere: 'Pick up at this store',
  deliverInstead: 'Deliver instead',
  continueToBilling: 'Continue to billing',
  billingAddress: 'Billing address',
  sameAsShipping: 'Same as the delivery address',
  payment: 'Payment',
  card: 'Card',
  savedCard: (card: string) => `Saved card: ${card}`,
  newCard: 'A new card',
  payLater: 'Pay later',
  paypal: 'PayPal (sandbox)',
  continueToSummary: 'Continue to summary',
  giftCard: 'Gift card',
  giftCardNumber: 'Gift card number',
  giftCardPin: 'PIN',
  applyGiftCard: 'Apply gift card',
  removeGiftCard: (lastFour: string) => `Remove gift card ending ${lastFour}`,
  giftCardApplied: (lastFour: string, amount: string) => `Gift card ending ${lastFour}: ${amount}`,
  giftCardsCover: 'Your gift cards cover the whole order.',
  remaining: 'Left to pay',
  summary: 'Order summary',
  edit: (step: string) => `Edit ${step.toLowerCase()}`,
  placeOrder: 'Place order',
  placing: 'Placing your order…',
  items: 'Items',
  itemSubtotal: 'Item subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Total',
  needCard: 'Enter your card in the secure card fields and choose "Use this card", or pick a saved card.',
  badRequest: 'Something went wrong. Please try again.',
  chooseStore: 'Choose a store.',
  emailRequired: 'This field is required',
  ordering: 'Delivery',
  home: 'Delivery to your address',
  express: 'Express checkout: we used your default address and saved card. Check them and place your order, or edit a step.',
  loyalty: 'Loyalty vouchers',
  loyaltyPoints: (points: string) => `You have ${points} points.`,
  applyVoucher: (amount: string, points: string) => `Apply ${amount} voucher (${points} points)`,
  voucherShort: (points: string) => `You need ${points} more points for this voucher.`,
  voucherNotMember: 'Vouchers are for loyalty members.',
  voucherApplied: (amount: string) => `Loyalty voucher applied: ${amount}`,
  removeVoucher: 'Remove loyalty voucher',
  voucherRefused: 'This voucher cannot be applied with your points.',
  athlete: 'Athlete credit',
  athleteRemaining: (amount: string) => `Athlete credit left this year: ${amount}`,
  athletePayable: (amount: string) => `Athlete credit can pay up to ${amount} of this order.`,
  athleteAmount: 'Amount to pay with athlete credit',
  athleteAmountHint: 'Leave empty to pay as much as your credit allows.',
  applyAthlete: 'Pay with athlete credit',
  athleteApplied: (amount: string) => `Athlete credit: ${amount}`,
  removeAthlete: 'Remove athlete credit',
  athleteInvalid: 'Enter an amount such as 25 or 25.50.',
  athleteOver: (amount: string) => `Athlete credit can pay at most ${amount} of this order.`,
  rewards: 'Reward codes',
  rewardCode: 'Reward code',
  applyReward: 'Apply reward code',
  rewardApplied: (code: string, amount: string) => `Reward ${code}: ${amount}`,
  removeReward: (code: string) => `Remove reward ${code}`,
  rewardsAfterAthlete: 'Reward codes can be used once your athlete credit is used up.',
} as const;

const BOT_RESPONSE = 'storefront-sandbox-ok';

interface ActionResult {
  ok: false;
  message: string | null;
  placement: 'top' | 'giftCard' | 'voucher' | 'athlete' | 'reward';
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  challenge?: { url: string; orderNumber: string } | null;
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
    return typeof value.email === 'string' ? { email: value.email, phone: typeof value.phone === 'string' ? value.phone : '' } : null;
  } catch {
    return null;
  }
}

type SessionOf = Parameters<typeof expressProfileOf>[0]['session'];
type ApiOf = ReturnType<SessionOf['api']>;

/** A signed-in loyalty member's points and the vouchers they can or cannot apply (spec §3, §5); null otherwise. */
async function loyaltyOf(session: SessionOf, api: ApiOf, signal: AbortSignal): Promise<{ points: number; choices: VoucherChoice[] } | null> {
  const who = session.consumer();
  if (!who || who.consumerType === 'GUEST') return null;
  const loyalty = await api.consumer.getLoyaltyVouchers({ signal }).catch(() => null);
  if (!loyalty?.isLoyaltyMember) return null;
  const points = loyalty.currentLoyaltyPoints ?? 0;
  return { points, choices: voucherChoices(loyalty.applicableLoyaltyVouchers, { points, member: true }) };
}

/** The loyalty voucher applied to the cart and the amount it takes off, or null. */
function appliedVoucherOf(cart: Awaited<ReturnType<typeof readCart>>): { id: string; amount: number } | null {
  const rewards = (cart.totals as unknown as { appliedRewards?: { appliedLoyaltyVoucher?: string | null; amount?: number | null }[] | null }).appliedRewards ?? [];
  const first = rewards.find((entry) => entry.appliedLoyaltyVoucher);
  return first?.appliedLoyaltyVoucher ? { id: first.appliedLoyaltyVoucher, amount: first.amount ?? 0 } : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const session = context.get(sessionContext);
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  const url = new URL(request.url);
  const signal = request.signal;
  const cart = await readCart(session, store, signal);
  const contact = readContact(request);
  const { step, shippingDone, billingDone } = stepFor(cart, url.searchParams.get('step'), contact?.email ?? null);
  const country = countryOf(store);
  const { home, pickup, pickupOnly } = fulfilmentOf(cart);
  const shippingAddress = cartShippingAddress(cart);
  const pending = pendingOrderOf(request);

  // Express checkout (spec §4) when a registered shopper opens the checkout with nothing entered yet.
  if (!url.searchParams.has('step') && !shippingDone && !pending && cart.items.length > 0) {
    const run = { session, store, cart, signal };
    const express = await expressProfileOf(run);
    if (express) {
      const settled = await runExpressCheckout(run, express);
      if (settled.matches('summary') && settled.context.status === 'EXPRESS') {
        const here = storeHref('/checkout', { ...store, search: url.searchParams });
        throw redirect(`${here}${here.includes('?') ? '&' : '?'}step=summary&express=1`);
      }
    }
  }
  const challenge = challengeOf(pending);
  const origin = url.origin;

  const [provinces, methods, stores, cardSession, payLaterSession, savedCards, paymentMethods, loyalty] = await Promise.all([
    provincesOf(api, country),
    home.length > 0 && shippingAddress ? api.checkout.getShippingMethods(cart.id, 'me', { signal }).catch(() => null) : null,
    api.stores.search({ countryCode: country, limit: 10 }, { signal }).catch(() => null),
    step === 'billing' ? api.checkout.getPaymentSession({ paymentMethodId: 'CREDIT_CARD', referer: origin }, { signal }).catch(() => null) : null,
    step === 'billing' ? api.checkout.getPaymentSession({ paymentMethodId: 'KLARNA', referer: origin }, { signal }).catch(() => null) : null,
    step === 'billing' ? api.consumer.getPaymentInstruments({ method: 'CREDIT_CARD' }, { signal }).catch(() => null) : null,
    step === 'billing' ? api.checkout.getPaymentMethods(cart.id, { signal }).catch(() => null) : null,
    step === 'billing' ? loyaltyOf(session, api, signal) : null,
  ]);
  const methodIds = new Set(((paymentMethods as { paymentMethods?: { id?: string | null }[] } | null)?.paymentMethods ?? []).map((method) => method.id));
  const hostedFieldsUrl = (cardSession as { hostedFieldsUrl?: string } | null)?.hostedFieldsUrl ?? null;
  const payLater = payLaterSession as { clientToken?: string; scriptUrl?: string } | null;
  const cards = ((savedCards as { payment_instruments?: { payment_instrument_id?: string; card?: { cardType?: string; lastFour?: string; main?: boolean } }[] } | null)?.payment_instruments ?? [])
    .filter((entry) => entry.payment_instrument_id)
    .map((entry) => ({ id: entry.payment_instrument_id as string, label: `${entry.card?.cardType ?? 'Card'} ending ${entry.card?.lastFour ?? ''}`, main: !!entry.card?.main }));
  const storeList = ((stores as { stores?: { id: string; name?: string | null; services?: string[] | null }[] } | null)?.stores ?? [])
    .filter((entry) => (entry.services ?? []).includes('pickup'))
    .map((entry) => ({ id: entry.id, name: entry.name ?? entry.id }));
  const storeName = (id: string | null) => storeList.find((entry) => entry.id === id)?.name ?? id ?? '';
  // Each delivered line can be picked up instead, at a store that has its size in stock.
  const storeStock = step === 'shipping'
    ? await Promise.all(
        home.map(async ({ item }) => {
          const inventory = (await api.products.getInventory(item.productId, { signal }).catch(() => null)) as { variants?: Record<string, { stores?: Record<string, number> }> } | null;
          const stock = inventory?.variants?.[item.upc ?? '']?.stores ?? {};
          return [item.id, storeList.filter((entry) => (stock[entry.id] ?? 0) >= item.qty).map((entry) => ({ ...entry, name: `${entry.name} (${stock[entry.id]} in stock)` }))] as const;
        }),
      )
    : [];
  const pickupStores = Object.fromEntries(storeStock);
  const { giftCards, credits, payer } = cartInstruments(cart);
  const athletePayment = (cart as unknown as { athletePayment?: { remainingAmount?: number | null; payableAmount?: number | null; appliedAmount?: number | null } | null }).athletePayment ?? null;
  const email = (cart as unknown as { email?: string | null }).email ?? contact?.email ?? shippingAddress?.email ?? '';

  return {
    lang: store.lang,
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
        itemSubTotal: cart.totals.itemSubTotal ?? cart.totals.itemTotal,
        totalDiscount: cart.totals.totalDiscount ?? 0,
        shipping: cart.totals.shipping ?? 0,
        tax: cart.totals.tax ?? 0,
        total: cart.totals.total,
        remainingToPay: cart.totals.remainingToPay ?? cart.totals.total,
      },
      lines: cart.items.map((item) => {
        const raw = item as unknown as { fulfilment?: string; storeId?: string | null };
        return {
          id: item.id,
          name: item.name ?? '',
          qty: item.qty,
          rowTotal: item.price?.rowTotal ?? 0,
          pickupStore: raw.fulfilment === 'pickup' || raw.fulfilment === 'sts' ? storeName(raw.storeId ?? null) : null,
        };
      }),
    },
    pickupOnly,
    hasHome: home.length > 0,
    hasPickup: pickup.length > 0,
    shippingAddress,
    billingAddress: cartBillingAddress(cart),
    email,
    phone: contact?.phone ?? shippingAddress?.phone ?? '',
    methods: ((methods as { applicableShippingMethods?: { code?: string | null; label?: string | null; deliveryTime?: string | null; price?: { amount?: number | null } | null; selected?: boolean | null }[] } | null)?.applicableShippingMethods ?? [])
      // A collection point needs its own search; home delivery offers the methods that need none.
      .filter((method) => method.code && method.code !== 'pudo')
      .map((method) => ({ code: method.code as string, label: method.label ?? method.code ?? '', deliveryTime: method.deliveryTime ?? '', price: method.price?.amount ?? 0, selected: !!method.selected })),
    stores: storeList,
    pickupStores,
    giftCards: giftCards.map((card) => ({ id: card.id, lastFour: card.lastFour ?? '', amount: card.amount ?? 0 })),
    payer: payer ? { method: payer.method, label: payer.method === 'CREDIT_CARD' ? `${payer.cardType ?? 'Card'} ending ${payer.lastFour ?? ''}` : payer.method === 'KLARNA' ? TEXT.payLater : TEXT.paypal } : null,
    savedCards: cards,
    loyalty: loyalty ? { points: loyalty.points, vouchers: loyalty.choices, applied: appliedVoucherOf(cart) } : null,
    athlete: athletePayment ? { remaining: athletePayment.remainingAmount ?? 0, payable: athletePayable(athletePayment), applied: credits.find((entry) => entry.method === 'ATHLETES_PAYMENT') ?? null } : null,
    // Reward codes are for signed-in members, and only once athlete credit is used up (spec §5).
    rewards: loyalty || athletePayment ? { allowed: rewardsAllowed(athletePayment), applied: credits.filter((entry) => entry.method !== 'ATHLETES_PAYMENT') } : null,
    hostedFields: hostedFieldsUrl ? { src: `${hostedFieldsUrl}?origin=${encodeURIComponent(origin)}`, origin: new URL(hostedFieldsUrl).origin } : null,
    payLater: methodIds.has('KLARNA') && payLater?.clientToken && payLater.scriptUrl ? { clientToken: payLater.clientToken, scriptUrl: payLater.scriptUrl } : null,
    paypal: methodIds.has('PAYPAL'),
    // One key per rendering of the summary: a double submit of this form places one order.
    idempotencyKey: globalThis.crypto.randomUUID(),
    challenge: challenge ? { url: `${challenge.url}${challenge.url.includes('?') ? '&' : '?'}origin=${encodeURIComponent(origin)}`, origin: new URL(challenge.url).origin, orderNumber: pending?.orderNumber ?? '' } : null,
    payLaterFailure: defaultErrorCatalogue.PAY400 ?? 'PAY400',
    express: url.searchParams.get('express') === '1' && step === 'summary',
    notice: url.searchParams.get('payment') === 'failed' && step === 'billing' ? QUOTED_MESSAGES.paymentAuthenticationError : null,
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
  const session = context.get(sessionContext);
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  const signal = request.signal;
  const form = await request.formData();
  const intent = field(form, 'intent');
  const cart = await readCart(session, store, signal);
  const country = countryOf(store);
  const href = (path: string) => storeHref(path, { ...store, search: new URL(request.url).searchParams });
  const stepUrl = (step: CheckoutStep) => `${href('/checkout')}${href('/checkout').includes('?') ? '&' : '?'}step=${step}`;
  // `order=` and, after express checkout, the express-pay `storeContext` (spec §2).
  const confirmationUrl = (order: PlacedOrder) => `${href('/order-confirmation')}${href('/order-confirmation').includes('?') ? '&' : '?'}${orderConfirmationSearch(order)}`;
  const refuse = (message: string | null, extra: Partial<ActionResult> = {}, status = 400) =>
    data<ActionResult>({ ok: false, message, placement: 'top', ...extra }, { status });
  const apiProblem = (error: unknown, placement: ActionResult['placement'] = 'top') => {
    if (!isApiError(error)) throw error;
    return refuse(errorMessageFor(error), { placement }, 409);
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
        await api.cart.updateItem(cart.id, { cartId: cart.id, itemId: line.id, productId: line.productId, qty: line.qty, ...(line.upc ? { upc: line.upc } : {}), storeId: intent === 'pickup' ? storeId : null } as Parameters<typeof api.cart.updateItem>[1], { signal });
        return redirect(stepUrl('shipping'));
      }
      case 'shipping': {
        const { home } = fulfilmentOf(cart);
        const values: Record<string, string> = {};
        for (const name of [...ADDRESS_FIELDS, 'email'] as const) values[name] = field(form, `shipping.${name}`);
        const fieldErrors: Record<string, string> = {};
        if (home.length > 0) {
          const { errors } = await checkAddress(api, values, country, signal);
          Object.assign(fieldErrors, errors);
        } else {
          // A pickup-only cart needs no address: only who to tell.
          const { errors } = await checkAddress(api, { ...values, firstName: 'Pickup', lastName: 'Pickup', addressLine1: 'x', city: 'x', postalCode: '00000', province: '' }, country, signal);
          for (const name of ['email', 'phone'] as const) if (errors[name]) fieldErrors[name] = errors[name] as string;
        }
        if (!values.email) fieldErrors.email = TEXT.emailRequired;
        if (Object.keys(fieldErrors).length > 0) return refuse(null, { fieldErrors, values });
        let address: CheckoutAddress = { ...(values as unknown as CheckoutAddress), country };
        if (home.length > 0) {
          // The address validation call (spec §7): its problems go to their fields; its suggestion (the same
          // address in the carrier's form) is what gets saved.
          const checked = (await api.checkout.validateShippingAddress(cart.id, toAddressInput(address), { signal })) as {
            valid?: boolean;
            problems?: { field?: string; message?: string }[];
            suggestedAddress?: Record<string, string> | null;
          };
          if (checked.valid === false) {
            const problems = Object.fromEntries((checked.problems ?? []).filter((problem) => problem.field).map((problem) => [problem.field as string, problem.message ?? TEXT.badRequest]));
            return refuse(null, { fieldErrors: problems, values });
          }
          if (checked.suggestedAddress) address = { ...address, ...checked.suggestedAddress, country };
          await api.checkout.setShippingAddress(cart.id, { list: [{ ...toAddressInput(address), shippingId: 'me' }] }, { signal });
          const method = field(form, 'shippingMethod') || 'standard';
          await api.checkout.setShippingMethod({ cartId: cart.id, code: method, shippingId: 'me', shopperAppliedSM: true }, { signal });
        }
        const updated = await readCart(session, store, signal);
        const settled = await runCheckout({ ...run, cart: updated }, 'shipping', {}, { type: 'shipping.submit', shipping: cartShipping(updated) });
        const headers = new Headers({ 'Set-Cookie': checkoutCookie(request, CONTACT_COOKIE, JSON.stringify({ email: values.email, phone: values.phone })) });
        if (!settled.matches('billing')) return refuse(settled.context.error?.message ?? TEXT.chooseStore, { values }, 409);
        return redirect(stepUrl('billing'), { headers });
      }
      case 'giftcard': {
        const number = field(form, 'giftCardNumber').replace(/\s+/g, '');
        const pin = field(form, 'giftCardPin');
        if (!/^\d{16,19}$/.test(number) || !/^\d{4,8}$/.test(pin)) return refuse(defaultErrorCatalogue.GC_INVALID2 ?? TEXT.badRequest, { placement: 'giftCard' });
        try {
          await api.checkout.addPaymentInstrument(cart.id, { payment_method_id: 'GIFT_CARD', giftCard: { number, pin } } as Parameters<typeof api.checkout.addPaymentInstrument>[1], { signal });
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
        const payable = athletePayable((cart as unknown as { athletePayment?: { payableAmount?: number | null } | null }).athletePayment);
        const { amount, refusal } = athleteAmountOf(form.get('athleteAmount'), payable);
        if (refusal) {
          const money = formatMoney(payable, cart.currency, store.lang);
          return refuse(refusal === 'INVALID' ? TEXT.athleteInvalid : TEXT.athleteOver(money), { placement: 'athlete', values: { athleteAmount: field(form, 'athleteAmount') } });
        }
        try {
          await api.checkout.addPaymentInstrument(cart.id, { payment_method_id: 'ATHLETES_PAYMENT', amount } as unknown as Parameters<typeof api.checkout.addPaymentInstrument>[1], { signal });
        } catch (error) {
          return apiProblem(error, 'athlete');
        }
        return redirect(stepUrl('billing'));
      }
      case 'reward': {
        const code = field(form, 'rewardCode');
        if (!code) return refuse(TEXT.emailRequired, { placement: 'reward' });
        try {
          await api.checkout.addPaymentInstrument(cart.id, { payment_method_id: 'REWARD_CODE', code } as unknown as Parameters<typeof api.checkout.addPaymentInstrument>[1], { signal });
        } catch (error) {
          return apiProblem(error, 'reward');
        }
        return redirect(stepUrl('billing'));
      }
      case 'removeCredit': {
        const method = field(form, 'method') === 'ATHLETES_PAYMENT' ? 'ATHLETES_PAYMENT' : 'REWARD_CODE';
        await api.checkout.removePaymentInstrument(cart.id, { payment_method_id: method, payment_instrument_id: field(form, 'instrumentId') } as Parameters<typeof api.checkout.removePaymentInstrument>[1], { signal });
        return redirect(stepUrl('billing'));
      }
      case 'removeGiftcard': {
        await api.checkout.removePaymentInstrument(cart.id, { payment_method_id: 'GIFT_CARD', payment_instrument_id: field(form, 'instrumentId') }, { signal });
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
          values.email = field(form, 'billing.email') || contact?.email || shippingAddress?.email || '';
          const { errors } = await checkAddress(api, values, country, signal);
          if (Object.keys(errors).length > 0) return refuse(null, { fieldErrors: errors as Record<string, string>, values });
          address = { ...(values as unknown as CheckoutAddress), country };
        }
        if (!address.email && contact?.email) address = { ...address, email: contact.email };
        if (!address.phone && contact?.phone) address = { ...address, phone: contact.phone };
        const remaining = cart.totals.remainingToPay ?? cart.totals.total;
        const chosen = (field(form, 'paymentMethod') || (remaining <= 0 ? 'GIFT_CARD' : 'CREDIT_CARD')) as PaymentMethodId;
        const savedCard = field(form, 'savedCard');
        const instrumentId = chosen === 'CREDIT_CARD' ? (savedCard && savedCard !== 'new' ? savedCard : field(form, 'cardToken')) : null;
        if (chosen === 'CREDIT_CARD' && remaining > 0 && !instrumentId) return refuse(TEXT.needCard);
        const billing: CheckoutBilling = { address, paymentMethodId: remaining <= 0 ? 'GIFT_CARD' : chosen, instrumentId };
        const context = { shipping: cartShipping(cart) };
        const settled =
          billing.paymentMethodId === 'KLARNA'
            ? await runCheckout(run, 'billing', context, { type: 'payLater.authorize', billing }, { status: field(form, 'payLaterStatus'), token: field(form, 'payLaterToken') })
            : await runCheckout(run, 'billing', context, { type: 'billing.submit', billing });
        if (settled.matches('summary')) return redirect(stepUrl('summary'));
        return refuse(settled.context.error?.message ?? TEXT.badRequest, {}, 409);
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
          { shipping, billing, idempotencyKey: key, inStore: session.buyInStore() ?? null, status: new URL(request.url).searchParams.get('express') === '1' ? 'EXPRESS' : null },
          { type: 'order.place', botToken: BOT_RESPONSE },
        );
        if (settled.matches('challenge') && settled.context.order) {
          // Kept so that a reload during the challenge shows the dialog again (spec §4 persisted checkout order).
          headers.append('Set-Cookie', checkoutCookie(request, CHECKOUT_ORDER_COOKIE, JSON.stringify(settled.context.order)));
          return redirect(stepUrl('summary'), { headers });
        }
        if (settled.context.confirmedOrder) {
          return redirect(confirmationUrl(settled.context.confirmedOrder), { headers });
        }
        return refuse(settled.context.error?.message ?? TEXT.badRequest, {}, 409);
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
          { shipping: cartShipping(cart), billing: cartBilling(cart), order: pending, idempotencyKey: 'resumed-challenge' },
          { type: 'challenge.complete', challengeResult: result },
        );
        if (settled.matches('challenge')) return refuse(settled.context.error?.message ?? TEXT.badRequest, {}, 409);
        headers.append('Set-Cookie', checkoutCookie(request, CHECKOUT_ORDER_COOKIE, null));
        if (settled.context.confirmedOrder) {
          return redirect(confirmationUrl(settled.context.confirmedOrder), { headers });
        }
        // Failed authentication: the machine made a new cart with the same lines; the shopper pays again. A
        // redirect, so the page (and its loader) show the new cart and the message survives a reload.
        if (settled.context.error?.kind === 'paymentAuthentication') return redirect(`${stepUrl('billing')}&payment=failed`, { headers });
        return data<ActionResult>({ ok: false, message: settled.context.error?.message ?? TEXT.badRequest, placement: 'top' }, { headers });
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

export const meta: Route.MetaFunction = () => pageMeta('Checkout', 'Check out your Switchback order: shipping, billing and summary.', { noindex: true });

type LoaderData = Route.ComponentProps['loaderData'];

function StepNav({ step, shippingDone, billingDone }: Pick<LoaderData, 'step' | 'shippingDone' | 'billingDone'>) {
  const href = useStoreHref('/checkout');
  const order: CheckoutStep[] = ['shipping', 'billing', 'summary'];
  const reachable = { shipping: true, billing: shippingDone, summary: billingDone };
  return (
    <nav aria-label="Checkout steps" className="checkout-steps">
      <ol>
        {order.map((entry, index) => (
          <li key={entry}>
            {entry === step ? (
              <span aria-current="step">
                {index + 1}. {TEXT.steps[entry]}
              </span>
            ) : reachable[entry] ? (
              <a href={`${href}${href.includes('?') ? '&' : '?'}step=${entry}`}>
                {index + 1}. {TEXT.steps[entry]}
              </a>
            ) : (
              <span>
                {index + 1}. {TEXT.steps[entry]}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function ShippingStep({ loaderData, result }: { loaderData: LoaderData; result: ActionResult | undefined }) {
  const values = { ...(loaderData.shippingAddress ?? {}), email: loaderData.email, phone: loaderData.phone, ...(result?.values ?? {}) };
  const errors = result?.fieldErrors ?? {};
  const selected = loaderData.methods.find((method) => method.selected)?.code ?? loaderData.methods[0]?.code ?? 'standard';
  return (
    <section aria-labelledby="shipping-title" className="checkout-step">
      <h2 id="shipping-title">{TEXT.steps.shipping}</h2>
      <section aria-labelledby="pickup-title" className="checkout-pickup">
        <h3 id="pickup-title">{TEXT.ordering}</h3>
        <ul>
          {loaderData.cart.lines.map((line) => (
            <li key={line.id}>
              <p>
                <strong>{line.name}</strong> × {line.qty}: {line.pickupStore ? TEXT.pickupAt(line.pickupStore) : TEXT.home}
              </p>
              {line.pickupStore ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="deliver" />
                  <input type="hidden" name="itemId" value={line.id} />
                  <button type="submit">
                    {TEXT.deliverInstead}
                    <span className="sb-visually-hidden"> {line.name}</span>
                  </button>
                </Form>
              ) : (loaderData.pickupStores[line.id] ?? []).length > 0 ? (
                <Form method="post" className="checkout-inline">
                  <input type="hidden" name="intent" value="pickup" />
                  <input type="hidden" name="itemId" value={line.id} />
                  <label htmlFor={`store-${line.id}`}>
                    {TEXT.pickupStore}
                    <span className="sb-visually-hidden"> for {line.name}</span>
                  </label>
                  <select id={`store-${line.id}`} name="storeId" defaultValue="">
                    <option value="">Choose a store…</option>
                    {(loaderData.pickupStores[line.id] ?? []).map((entry) => (
                      <option key={entry.id} value={entry.id}>
                        {entry.name}
                      </option>
                    ))}
                  </select>
                  <button type="submit">
                    {TEXT.pickupHere}
                    <span className="sb-visually-hidden"> for {line.name}</span>
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <Form method="post" noValidate className="checkout-form">
        <input type="hidden" name="intent" value="shipping" />
        <fieldset>
          <legend>{TEXT.contact}</legend>
          <AddressFields prefix="shipping" fields={['email', 'phone']} values={values} errors={errors} provinces={[]} />
        </fieldset>
        {loaderData.hasHome ? (
          <>
            <fieldset>
              <legend>{TEXT.deliveryAddress}</legend>
              <AddressFields
                prefix="shipping"
                fields={['firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'province', 'postalCode']}
                values={values}
                errors={errors}
                provinces={loaderData.provinces}
              />
            </fieldset>
            <fieldset>
              <legend>{TEXT.deliveryMethod}</legend>
              {(loaderData.methods.length > 0 ? loaderData.methods : [{ code: 'standard', label: 'Standard delivery', deliveryTime: '', price: 0, selected: true }]).map((method) => (
                <div key={method.code} className="checkout-radio">
                  <input type="radio" id={`method-${method.code}`} name="shippingMethod" value={method.code} defaultChecked={method.code === selected} />
                  <label htmlFor={`method-${method.code}`}>
                    {method.label}
                    {method.deliveryTime ? ` (${method.deliveryTime})` : ''}
                    {loaderData.methods.length > 0 ? ` · ${formatMoney(method.price, loaderData.cart.currency, loaderData.lang)}` : ''}
                  </label>
                </div>
              ))}
            </fieldset>
          </>
        ) : null}
        <button type="submit" className="checkout-primary">
          {TEXT.continueToBilling}
        </button>
      </Form>
    </section>
  );
}

/** The member's loyalty vouchers: each applies with a button, or is shown disabled with the points it still needs. */
function LoyaltyVouchers({ loyalty, money, lang, problem }: { loyalty: NonNullable<LoaderData['loyalty']>; money: (amount: number) => string; lang: string; problem: string | null }) {
  const count = (value: number) => new Intl.NumberFormat(lang).format(value);
  return (
    <section aria-labelledby="loyalty-title" className="checkout-gift">
      <h3 id="loyalty-title">{TEXT.loyalty}</h3>
      <p>{TEXT.loyaltyPoints(count(loyalty.points))}</p>
      {loyalty.applied ? (
        <div>
          <span data-testid="voucher-applied">{TEXT.voucherApplied(money(loyalty.applied.amount))}</span>{' '}
          <Form method="post" className="checkout-inline">
            <input type="hidden" name="intent" value="removeVoucher" />
            <button type="submit">{TEXT.removeVoucher}</button>
          </Form>
        </div>
      ) : (
        <ul>
          {loyalty.vouchers.map((voucher) => (
            <li key={voucher.id}>
              <Form method="post" className="checkout-inline">
                <input type="hidden" name="intent" value="voucher" />
                <input type="hidden" name="voucherId" value={voucher.id} />
                <button type="submit" disabled={!voucher.applicable} aria-describedby={voucher.applicable ? undefined : `voucher-why-${voucher.id}`}>
                  {TEXT.applyVoucher(money(voucher.amount), count(voucher.points))}
                </button>
                {voucher.applicable ? null : (
                  <span id={`voucher-why-${voucher.id}`}>{voucher.refusal === 'NOT_ENOUGH_POINTS' ? TEXT.voucherShort(count(voucher.pointsShort)) : TEXT.voucherNotMember}</span>
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
function AthleteCredit({ athlete, money, result }: { athlete: NonNullable<LoaderData['athlete']>; money: (amount: number) => string; result: ActionResult | undefined }) {
  const problem = result && !result.ok && result.placement === 'athlete' ? result.message : null;
  return (
    <section aria-labelledby="athlete-title" className="checkout-gift">
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
            <button type="submit">{TEXT.removeAthlete}</button>
          </Form>
        </div>
      ) : null}
      {athlete.payable > 0 ? (
        <Form method="post" noValidate className="checkout-inline">
          <input type="hidden" name="intent" value="athlete" />
          <div className="checkout-field">
            <label htmlFor="athlete-amount">{TEXT.athleteAmount}</label>
            <input
              id="athlete-amount"
              name="athleteAmount"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={result?.values?.athleteAmount ?? ''}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'athlete-hint athlete-problem' : 'athlete-hint'}
            />
            <span id="athlete-hint">{TEXT.athleteAmountHint}</span>
          </div>
          <button type="submit">{TEXT.applyAthlete}</button>
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
function RewardCodes({ rewards, money, result }: { rewards: NonNullable<LoaderData['rewards']>; money: (amount: number) => string; result: ActionResult | undefined }) {
  const problem = result && !result.ok && result.placement === 'reward' ? result.message : null;
  return (
    <section aria-labelledby="rewards-title" className="checkout-gift">
      <h3 id="rewards-title">{TEXT.rewards}</h3>
      {rewards.applied.length > 0 ? (
        <ul>
          {rewards.applied.map((reward) => (
            <li key={reward.id}>
              <span data-testid="reward-applied">{TEXT.rewardApplied(reward.code ?? '', money(reward.amount ?? 0))}</span>{' '}
              <Form method="post" className="checkout-inline">
                <input type="hidden" name="intent" value="removeCredit" />
                <input type="hidden" name="instrumentId" value={reward.id} />
                <button type="submit">{TEXT.removeReward(reward.code ?? '')}</button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      {rewards.allowed ? (
        <Form method="post" noValidate className="checkout-inline">
          <input type="hidden" name="intent" value="reward" />
          <div className="checkout-field">
            <label htmlFor="reward-code">{TEXT.rewardCode}</label>
            <input id="reward-code" name="rewardCode" autoComplete="off" aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'reward-problem' : undefined} />
          </div>
          <button type="submit">{TEXT.applyReward}</button>
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
  const errors = result?.fieldErrors ?? {};
  const values = { ...(loaderData.billingAddress ?? {}), ...(result?.values ?? {}) };
  const remaining = loaderData.cart.totals.remainingToPay;
  const money = (amount: number) => formatMoney(amount, loaderData.cart.currency, loaderData.lang);
  const giftProblem = result && !result.ok && result.placement === 'giftCard' ? result.message : null;
  const defaultMethod = loaderData.payer?.method ?? 'CREDIT_CARD';
  return (
    <section aria-labelledby="billing-title" className="checkout-step">
      <h2 id="billing-title">{TEXT.steps.billing}</h2>
      <section aria-labelledby="gift-title" className="checkout-gift">
        <h3 id="gift-title">{TEXT.giftCard}</h3>
        {loaderData.giftCards.length > 0 ? (
          <ul>
            {loaderData.giftCards.map((card) => (
              <li key={card.id}>
                {TEXT.giftCardApplied(card.lastFour, money(card.amount))}{' '}
                <Form method="post" className="checkout-inline">
                  <input type="hidden" name="intent" value="removeGiftcard" />
                  <input type="hidden" name="instrumentId" value={card.id} />
                  <button type="submit">{TEXT.removeGiftCard(card.lastFour)}</button>
                </Form>
              </li>
            ))}
          </ul>
        ) : null}
        <Form method="post" noValidate className="checkout-inline">
          <input type="hidden" name="intent" value="giftcard" />
          <div className="checkout-field">
            <label htmlFor="gift-number">{TEXT.giftCardNumber}</label>
            <input id="gift-number" name="giftCardNumber" inputMode="numeric" autoComplete="off" aria-invalid={giftProblem ? true : undefined} aria-describedby={giftProblem ? 'gift-problem' : undefined} />
          </div>
          <div className="checkout-field">
            <label htmlFor="gift-pin">{TEXT.giftCardPin}</label>
            <input id="gift-pin" name="giftCardPin" inputMode="numeric" autoComplete="off" />
          </div>
          <button type="submit">{TEXT.applyGiftCard}</button>
          {giftProblem ? (
            <p id="gift-problem" role="alert" className="checkout-problem">
              {giftProblem}
            </p>
          ) : null}
        </Form>
      </section>
      {loaderData.athlete ? <AthleteCredit athlete={loaderData.athlete} money={money} result={result} /> : null}
      {loaderData.rewards ? <RewardCodes rewards={loaderData.rewards} money={money} result={result} /> : null}
      {loaderData.loyalty ? <LoyaltyVouchers loyalty={loaderData.loyalty} money={money} lang={loaderData.lang} problem={result && !result.ok && result.placement === 'voucher' ? result.message : null} /> : null}
      <Form method="post" noValidate className="checkout-form" id="billing-form">
        <input type="hidden" name="intent" value="billing" />
        <fieldset>
          <legend>{TEXT.billingAddress}</legend>
          {loaderData.shippingAddress ? (
            <div className="checkout-checkbox">
              <input type="checkbox" id="same-as-shipping" name="sameAsShipping" defaultChecked={!loaderData.billingAddress || !result?.fieldErrors} />
              <label htmlFor="same-as-shipping">{TEXT.sameAsShipping}</label>
            </div>
          ) : null}
          <details open={!loaderData.shippingAddress || !!result?.fieldErrors}>
            <summary>{loaderData.shippingAddress ? 'Another billing address' : TEXT.billingAddress}</summary>
            <AddressFields
              prefix="billing"
              fields={['firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'province', 'postalCode', 'phone']}
              values={values}
              errors={errors}
              provinces={loaderData.provinces}
            />
          </details>
        </fieldset>
        <fieldset>
          <legend>{TEXT.payment}</legend>
          <p>
            {TEXT.remaining}: <strong data-testid="remaining-to-pay">{money(remaining)}</strong>
          </p>
          {remaining <= 0 ? (
            <p>{TEXT.giftCardsCover}</p>
          ) : (
            <>
              <div className="checkout-radio">
                <input type="radio" id="pay-card" name="paymentMethod" value="CREDIT_CARD" defaultChecked={defaultMethod === 'CREDIT_CARD'} />
                <label htmlFor="pay-card">{TEXT.card}</label>
              </div>
              {loaderData.savedCards.length > 0 ? (
                <fieldset className="checkout-saved-cards">
                  <legend>Which card</legend>
                  {loaderData.savedCards.map((card) => (
                    <div key={card.id} className="checkout-radio">
                      <input type="radio" id={`saved-${card.id}`} name="savedCard" value={card.id} defaultChecked={card.main} />
                      <label htmlFor={`saved-${card.id}`}>{TEXT.savedCard(card.label)}</label>
                    </div>
                  ))}
                  <div className="checkout-radio">
                    <input type="radio" id="saved-new" name="savedCard" value="new" defaultChecked={!loaderData.savedCards.some((card) => card.main)} />
                    <label htmlFor="saved-new">{TEXT.newCard}</label>
                  </div>
                </fieldset>
              ) : null}
              {loaderData.hostedFields ? <HostedCardFields src={loaderData.hostedFields.src} providerOrigin={loaderData.hostedFields.origin} /> : null}
              {loaderData.paypal ? (
                <div className="checkout-radio">
                  <input type="radio" id="pay-paypal" name="paymentMethod" value="PAYPAL" defaultChecked={defaultMethod === 'PAYPAL'} />
                  <label htmlFor="pay-paypal">{TEXT.paypal}</label>
                </div>
              ) : null}
            </>
          )}
        </fieldset>
        <button type="submit" className="checkout-primary">
          {TEXT.continueToSummary}
        </button>
        {remaining > 0 && loaderData.payLater ? (
          <fieldset>
            <legend>{TEXT.payLater}</legend>
            <PayLaterButton scriptUrl={loaderData.payLater.scriptUrl} clientToken={loaderData.payLater.clientToken} email={loaderData.email} failureMessage={loaderData.payLaterFailure} />
          </fieldset>
        ) : null}
      </Form>
    </section>
  );
}

function AddressLines({ address }: { address: { firstName?: string | null; lastName?: string | null; addressLine1?: string | null; addressLine2?: string | null; city?: string | null; province?: string | null; postalCode?: string | null } }) {
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
  const navigation = useNavigation();
  const placing = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'place';
  const money = (amount: number) => formatMoney(amount, loaderData.cart.currency, loaderData.lang);
  const href = useStoreHref('/checkout');
  const stepHref = (step: CheckoutStep) => `${href}${href.includes('?') ? '&' : '?'}step=${step}`;
  return (
    <section aria-labelledby="summary-title" className="checkout-step">
      <h2 id="summary-title">{TEXT.steps.summary}</h2>
      {loaderData.express ? <p className="checkout-notice" data-testid="express-notice">{TEXT.express}</p> : null}
      <div className="checkout-review">
        <section aria-labelledby="review-shipping">
          <h3 id="review-shipping">{TEXT.steps.shipping}</h3>
          {loaderData.shippingAddress ? <AddressLines address={loaderData.shippingAddress} /> : null}
          {loaderData.hasPickup ? <p>{loaderData.cart.lines.filter((line) => line.pickupStore).map((line) => `${line.name}: ${TEXT.pickupAt(line.pickupStore ?? '')}`).join('; ')}</p> : null}
          <p>{loaderData.email}</p>
          <a href={stepHref('shipping')}>{TEXT.edit(TEXT.steps.shipping)}</a>
        </section>
        <section aria-labelledby="review-billing">
          <h3 id="review-billing">{TEXT.steps.billing}</h3>
          {loaderData.billingAddress ? <AddressLines address={loaderData.billingAddress} /> : null}
          <ul>
            {loaderData.giftCards.map((card) => (
              <li key={card.id}>{TEXT.giftCardApplied(card.lastFour, money(card.amount))}</li>
            ))}
            {[...(loaderData.athlete?.applied ? [{ ...loaderData.athlete.applied, label: TEXT.athlete }] : []), ...(loaderData.rewards?.applied ?? []).map((reward) => ({ ...reward, label: `${TEXT.rewardCode} ${reward.code ?? ''}` }))].map((credit) => (
              <li key={credit.id}>
                {credit.label}: {money(credit.amount ?? 0)}
              </li>
            ))}
            {loaderData.payer ? (
              <li>
                {loaderData.payer.label}: {money(loaderData.cart.totals.remainingToPay)}
              </li>
            ) : null}
          </ul>
          <a href={stepHref('billing')}>{TEXT.edit(TEXT.steps.billing)}</a>
        </section>
      </div>
      <Form method="post" className="checkout-form">
        <input type="hidden" name="intent" value="place" />
        <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
        <button type="submit" className="checkout-primary" aria-describedby="placing-status">
          {TEXT.placeOrder}
        </button>
        <p id="placing-status" role="status">
          {placing ? TEXT.placing : ''}
        </p>
      </Form>
    </section>
  );
}

function OrderTotals({ loaderData }: { loaderData: LoaderData }) {
  const { cart, lang } = loaderData;
  const money = (amount: number) => formatMoney(amount, cart.currency, lang);
  return (
    <section aria-labelledby="checkout-summary-title" className="checkout-totals">
      <h2 id="checkout-summary-title">{TEXT.summary}</h2>
      <ul className="checkout-totals__lines">
        {cart.lines.map((line) => (
          <li key={line.id} data-testid="checkout-line">
            {line.name} × {line.qty} <span>{money(line.rowTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-totals">
        <div>
          <dt>{TEXT.itemSubtotal}</dt>
          <dd>{money(cart.totals.itemSubTotal)}</dd>
        </div>
        <div>
          <dt>{TEXT.discount}</dt>
          <dd>{cart.totals.totalDiscount > 0 ? `−${money(cart.totals.totalDiscount)}` : money(0)}</dd>
        </div>
        <div>
          <dt>{TEXT.shipping}</dt>
          <dd>{money(cart.totals.shipping)}</dd>
        </div>
        <div>
          <dt>{TEXT.tax}</dt>
          <dd>{money(cart.totals.tax)}</dd>
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
  const result = actionData as ActionResult | undefined;
  const topProblem = (result && !result.ok && result.placement === 'top' ? result.message : null) ?? loaderData.notice;
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
    <section className="page checkout-page" aria-labelledby="page-title">
      <h1 id="page-title">{TEXT.title}</h1>
      <StepNav step={loaderData.step} shippingDone={loaderData.shippingDone} billingDone={loaderData.billingDone} />
      {topProblem ? (
        <p role="alert" className="checkout-problem checkout-problem--top">
          {topProblem}
        </p>
      ) : null}
      <div className="checkout-layout">
        <div>
          {loaderData.step === 'shipping' ? <ShippingStep loaderData={loaderData} result={result} /> : null}
          {loaderData.step === 'billing' ? <BillingStep loaderData={loaderData} result={result} /> : null}
          {loaderData.step === 'summary' ? <SummaryStep loaderData={loaderData} /> : null}
        </div>
        <OrderTotals loaderData={loaderData} />
      </div>
      {loaderData.challenge ? <ChallengeDialog src={loaderData.challenge.url} providerOrigin={loaderData.challenge.origin} orderNumber={loaderData.challenge.orderNumber} /> : null}
    </section>
  );
}
