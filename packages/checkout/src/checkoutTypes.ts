/**
 * The address fields the checkout steps need. Structural on purpose, so the api-client's address
 * entity fits without a conversion.
 *
 * @example
 * ```ts
 * const address: CheckoutAddress = {
 *   firstName: 'Ada', lastName: 'Lovelace', addressLine1: '1 Trail Way', city: 'Portland', postalCode: '97201', country: 'US',
 * };
 * ```
 */
export interface CheckoutAddress {
  readonly firstName: string;
  readonly lastName: string;
  readonly addressLine1: string;
  readonly addressLine2?: string | null;
  readonly city: string;
  readonly province?: string | null;
  readonly postalCode: string;
  readonly country: string;
  readonly phone?: string | null;
  readonly email?: string | null;
}

/**
 * Shipping method codes (commerce-core §3): `pickup` and `pudo` are pickups, `sts` ships to a store,
 * `standard` and `customs` go to an address, `digital` needs neither.
 *
 * @example
 * ```ts
 * const code: ShippingMethodCode = 'sts';
 * ```
 */
export type ShippingMethodCode = 'standard' | 'customs' | 'pickup' | 'pudo' | 'sts' | 'digital';

/**
 * One shipment of the cart: its method and where it goes.
 *
 * @example
 * ```ts
 * const shipment: CheckoutShipment = { shippingId: 'me', methodCode: 'pickup', storeId: '0042' };
 * ```
 */
export interface CheckoutShipment {
  readonly shippingId: string;
  readonly methodCode: ShippingMethodCode;
  readonly address?: CheckoutAddress | null;
  readonly storeId?: string | null;
}

/**
 * What the shipping step collects: one entry per shipment (a cart can mix pickup and home delivery).
 *
 * @example
 * ```ts
 * const shipping: CheckoutShipping = { shipments: [{ shippingId: 'me', methodCode: 'standard', address }] };
 * ```
 */
export interface CheckoutShipping {
  readonly shipments: readonly CheckoutShipment[];
}

/**
 * Payment method ids (commerce-core §3); `KLARNA` is the pay-later provider.
 *
 * @example
 * ```ts
 * const method: PaymentMethodId = 'CREDIT_CARD';
 * ```
 */
export type PaymentMethodId =
  | 'CREDIT_CARD'
  | 'PAYPAL'
  | 'KLARNA'
  | 'GIFT_CARD'
  | 'LOYALTY_POINTS'
  | 'REWARD_CODE'
  | 'REWARD_CARD'
  | 'ATHLETES_PAYMENT';

/**
 * What the billing step collects. `instrumentId` is the provider's token or a saved card's id; card numbers
 * never appear here (hosted card fields keep them with the provider).
 *
 * @example
 * ```ts
 * const billing: CheckoutBilling = { address, paymentMethodId: 'CREDIT_CARD', instrumentId: 'sandbox_tok_visa_4242' };
 * ```
 */
export interface CheckoutBilling {
  readonly address: CheckoutAddress;
  readonly paymentMethodId: PaymentMethodId;
  readonly instrumentId?: string | null;
}

/**
 * A `flash` entry of an order (spec §4): `PaymentNotAuthorized` with an `action` asks for 3-D Secure.
 *
 * @example
 * ```ts
 * const flash: OrderFlash = { type: 'PaymentNotAuthorized', action: { type: 'threeDS2', url } };
 * ```
 */
export interface OrderFlash {
  readonly type: string;
  readonly message?: string;
  readonly action?: { readonly url?: string; readonly [field: string]: unknown } | null;
}

/**
 * The order as the checkout keeps it (spec §4 "persisted locally: checkout order").
 *
 * @example
 * ```ts
 * const order: PlacedOrder = { orderNumber: 'SB40000123', status: 'confirmed' };
 * ```
 */
export interface PlacedOrder {
  readonly orderNumber: string;
  readonly status?: string;
  readonly flash?: readonly OrderFlash[] | null;
  /**
   * Set by the machine on an order placed through express checkout (`EXPRESS_PAY_STORE_CONTEXT`), and kept through
   * 3-D Secure and the persisted checkout order: the confirmation page is opened with it (spec §2).
   */
  readonly storeContext?: string | null;
}

/**
 * The buy-in-store session of an associate (spec §3); orders placed during it carry `inStoreSalesInfo`.
 *
 * @example
 * ```ts
 * const session: BuyInStoreSession = { storeId: '0042', storeName: 'Denver', storeEmployeeId: 'E7', storeEmployeeName: 'Taylor' };
 * ```
 */
export interface BuyInStoreSession {
  readonly storeId: string;
  readonly storeName?: string;
  readonly storeEmployeeId: string;
  readonly storeEmployeeName?: string;
}

/**
 * What the `placeOrder` actor receives: both steps, the idempotency key that makes a repeated placement answer
 * the same order, the bot-check token, the pay-later authorisation token and, in a store, `inStoreSalesInfo`.
 *
 * @example
 * ```ts
 * client.checkout.placeOrder({ cartId, paymentMethod: { code: input.billing.paymentMethodId }, botResponse: input.botToken }, { idempotencyKey: input.idempotencyKey });
 * ```
 */
export interface PlaceOrderInput {
  readonly shipping: CheckoutShipping;
  readonly billing: CheckoutBilling;
  readonly idempotencyKey: string;
  readonly botToken: string;
  readonly payLaterToken: string | null;
  readonly inStoreSalesInfo: { readonly storeId: string; readonly storeEmployeeId: string } | null;
}

/**
 * What the express checkout knows about the shopper (spec §4): express is taken when it is enabled, the shopper
 * is logged in, has a saved default card, and has a default shipping address or a pickup-only cart.
 *
 * @example
 * ```ts
 * const express: ExpressProfile = { enabled: true, loggedIn: true, defaultCardId: 'pi_1', defaultShippingAddress: address, pickupOnly: false };
 * ```
 */
export interface ExpressProfile {
  readonly enabled: boolean;
  readonly loggedIn: boolean;
  readonly defaultCardId: string | null;
  readonly defaultShippingAddress: CheckoutAddress | null;
  readonly pickupOnly: boolean;
  /** The pickup shipments of a pickup-only cart, taken over as the shipping step. */
  readonly pickupShipments?: readonly CheckoutShipment[];
}

/**
 * What the `expressCheckout` actor must produce after adding the address and preparing the order.
 *
 * @example
 * ```ts
 * const done: ExpressCheckoutOutput = { shipping, billing };
 * ```
 */
export interface ExpressCheckoutOutput {
  readonly shipping: CheckoutShipping;
  readonly billing: CheckoutBilling;
}

/**
 * The pay-later provider's answer to an authorisation (spec §4).
 *
 * @example
 * ```ts
 * const result: PayLaterResult = { status: 'approved', token: 'pl_auth_…' };
 * ```
 */
export interface PayLaterResult {
  /** `approved` (with `token`), `show_form` (the provider shows its own form: not an error), or anything else (PAY400). */
  readonly status: 'approved' | 'show_form' | (string & {});
  readonly token?: string;
}

/**
 * A failure the checkout shows: an API error (its id and catalogue message), a network failure, the 3-D Secure
 * failure ('payment authentication error') or a pay-later refusal (PAY400).
 *
 * @example
 * ```ts
 * if (snapshot.context.error?.kind === 'network') showRetry();
 * ```
 */
export interface CheckoutError {
  readonly kind: 'api' | 'network' | 'paymentAuthentication' | 'payLater';
  /** The step or call that failed. */
  readonly during: 'express' | 'shipping' | 'billing' | 'payLater' | 'placement' | 'challenge' | 'finalise';
  readonly errorId: string | null;
  readonly message: string;
}

/**
 * The machine's context.
 *
 * @example
 * ```ts
 * const { shipping, billing, order, error } = actor.getSnapshot().context;
 * ```
 */
export interface CheckoutContext {
  readonly shipping: CheckoutShipping | null;
  readonly billing: CheckoutBilling | null;
  /** The order being placed or waiting for 3-D Secure; cleared when it is finalised or fails. */
  readonly order: PlacedOrder | null;
  /** The last order that was finalised: what the confirmation page shows. */
  readonly confirmedOrder: PlacedOrder | null;
  /** `EXPRESS` when express checkout took the shopper straight to the summary. */
  readonly status: 'EXPRESS' | null;
  /** One key per placement attempt of one cart: a double submit or a retry answers the same order. */
  readonly idempotencyKey: string | null;
  readonly payLaterToken: string | null;
  readonly express: ExpressProfile | null;
  readonly inStore: BuyInStoreSession | null;
  readonly error: CheckoutError | null;
}

/**
 * Data to start from: a checkout restored from storage, the express profile, an associate's session.
 *
 * @example
 * ```ts
 * createActor(checkoutMachine, { input: { express: profile, inStore: associateSession } });
 * ```
 */
export interface CheckoutInput {
  readonly shipping?: CheckoutShipping | null;
  readonly billing?: CheckoutBilling | null;
  readonly express?: ExpressProfile | null;
  readonly inStore?: BuyInStoreSession | null;
}

/**
 * Steps a shopper can jump back to with `step.edit`.
 *
 * @example
 * ```ts
 * actor.send({ type: 'step.edit', step: 'shipping' });
 * ```
 */
export type EditableCheckoutStep = 'shipping' | 'billing';

/**
 * Everything the checkout machine reacts to. Use `snapshot.can(event)` to learn whether an event would be
 * accepted before sending it.
 *
 * @example
 * ```ts
 * actor.send({ type: 'billing.submit', billing: { address, paymentMethodId: 'CREDIT_CARD', instrumentId } });
 * ```
 */
export type CheckoutEvent =
  | { readonly type: 'shipping.submit'; readonly shipping: CheckoutShipping }
  | { readonly type: 'billing.submit'; readonly billing: CheckoutBilling }
  | { readonly type: 'payLater.authorize'; readonly billing: CheckoutBilling }
  | { readonly type: 'step.back' }
  | { readonly type: 'step.edit'; readonly step: EditableCheckoutStep }
  | { readonly type: 'order.place'; readonly botToken: string }
  | { readonly type: 'challenge.complete'; readonly challengeResult: string }
  | { readonly type: 'error.dismiss' };
