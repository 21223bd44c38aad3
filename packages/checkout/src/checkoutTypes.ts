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
 * What the billing step collects.
 *
 * @example
 * ```ts
 * const billing: CheckoutBilling = { address, paymentMethodId: 'PAYPAL' };
 * ```
 */
export interface CheckoutBilling {
  readonly address: CheckoutAddress;
  readonly paymentMethodId: PaymentMethodId;
}

/**
 * What the app's `placeOrder` actor returns; at least the order number for the confirmation page.
 *
 * @example
 * ```ts
 * const order: PlacedOrder = { orderNumber: 'SB-000123' };
 * ```
 */
export interface PlacedOrder {
  readonly orderNumber: string;
}

/**
 * What the `placeOrder` actor receives: both completed steps.
 *
 * @example
 * ```ts
 * const input: PlaceOrderInput = { shipping, billing };
 * ```
 */
export interface PlaceOrderInput {
  readonly shipping: CheckoutShipping;
  readonly billing: CheckoutBilling;
}

/**
 * The machine's context: what each step has accepted so far, the placed order, the last failure.
 *
 * @example
 * ```ts
 * const { shipping, billing } = actor.getSnapshot().context;
 * ```
 */
export interface CheckoutContext {
  readonly shipping: CheckoutShipping | null;
  readonly billing: CheckoutBilling | null;
  readonly order: PlacedOrder | null;
  /** Why the last order placement failed; cleared on the next attempt. */
  readonly error: unknown;
}

/**
 * Optional data to start from, e.g. a checkout restored from storage; the flow still starts at shipping.
 *
 * @example
 * ```ts
 * createActor(checkoutMachine, { input: { shipping: savedShipping } });
 * ```
 */
export interface CheckoutInput {
  readonly shipping?: CheckoutShipping | null;
  readonly billing?: CheckoutBilling | null;
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
 * Everything the checkout machine reacts to. Use `snapshot.can(event)` to learn whether a submit
 * would be accepted before sending it.
 *
 * @example
 * ```ts
 * actor.send({ type: 'billing.submit', billing: { address, paymentMethodId: 'CREDIT_CARD' } });
 * ```
 */
export type CheckoutEvent =
  | { readonly type: 'shipping.submit'; readonly shipping: CheckoutShipping }
  | { readonly type: 'billing.submit'; readonly billing: CheckoutBilling }
  | { readonly type: 'step.back' }
  | { readonly type: 'step.edit'; readonly step: EditableCheckoutStep }
  | { readonly type: 'order.place' };
