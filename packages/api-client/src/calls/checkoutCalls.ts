import * as z from 'zod/mini';
import { fromRequestOptions, type QueryParams, type RequestOptions, type Transport } from '../createTransport';
import { createId } from '../createId';
import { path } from '../encodePath';
import { acknowledgementSchema, type Acknowledgement } from '../schemas/acknowledgementSchema';
import type { Address } from '../schemas/addressSchema';
import { cartSchema, type Cart } from '../schemas/cartSchema';
import {
  addressValidationSchema,
  giftCardBalanceSchema,
  paymentMethodsSchema,
  paymentSessionSchema,
  preparedOrderSchema,
} from '../schemas/checkoutSchemas';
import { placedOrderSchema, type PlacedOrder } from '../schemas/orderSchema';
import type { PaymentMethodId } from '../schemas/paymentInstrumentSchema';
import { applicableShippingMethodsSchema } from '../schemas/shippingMethodSchema';

/**
 * An address as sent in checkout bodies (the fields of spec §3 "Address").
 *
 * @example
 * const shipTo: AddressInput = { firstName: 'Alex', lastName: 'Rivera', addressLine1: '1550 Wynkoop St', city: 'Denver', postalCode: '80202', countryCode: 'US', phone: '3035550142' };
 */
export type AddressInput = Partial<{ [Key in keyof Address]: Exclude<Address[Key], null> }>;

/**
 * Body of `POST /cart/v2/cart/{basketId}/shippingAddress` (spec §7: the list, an optional bot response, context, bid).
 *
 * @example
 * const body: ShippingAddressRequest = { list: [{ ...address, shippingId: 'me' }] };
 */
export interface ShippingAddressRequest {
  list: AddressInput[];
  botResponse?: string;
  context?: string;
  bid?: string;
}

/**
 * Body of `POST /cart/v1/shippingMethod`: `shopperAppliedSM` marks a method the shopper chose (not the default).
 *
 * @example
 * const body: ShippingMethodRequest = { cartId, code: 'standard', shippingId: 'me', shopperAppliedSM: true };
 */
export interface ShippingMethodRequest {
  cartId: string;
  code: string;
  shippingId: string;
  shopperAppliedSM?: boolean;
  /** The collection point (`pudo`) or the store (`pickup`, `sts`) the shipment goes to. */
  storeId?: string;
}

/**
 * Body of `POST /cart/v1/cart/{basketId}/paymentInstruments` and its `DELETE`.
 *
 * @example
 * const body: CartPaymentInstrumentRequest = { payment_method_id: 'GIFT_CARD', payment_instrument_id: 'pi_1' };
 */
export interface CartPaymentInstrumentRequest {
  payment_method_id: PaymentMethodId;
  payment_instrument_id?: string;
  amount?: number;
  card?: Record<string, unknown>;
  /** A gift card by its number and PIN (`GIFT_CARD`): it covers up to its balance; an empty one answers `GFC700`. */
  giftCard?: { number: string; pin: string };
}

/**
 * The payment method block of order placement (spec §7: code, id, additionalData, bin, type).
 *
 * @example
 * const paymentMethod: OrderPaymentMethod = { code: 'CREDIT_CARD', id: 'pi_1', type: 'VISA', bin: '411111' };
 */
export interface OrderPaymentMethod {
  code: PaymentMethodId;
  id?: string;
  additionalData?: Record<string, unknown>;
  bin?: string;
  type?: string;
}

/**
 * Body of `PUT /cart/v2/checkout/order`.
 *
 * @example
 * const body: PlaceOrderRequest = { cartId, billingAddress, paymentMethod: { code: 'CREDIT_CARD', id: 'pi_1' }, botResponse };
 */
export interface PlaceOrderRequest {
  cartId: string;
  botResponse?: string;
  billingAddress?: AddressInput;
  paymentMethod: OrderPaymentMethod;
  inStoreSalesInfo?: { storeId: string; storeEmployeeId: string };
}

/**
 * Body of `PATCH /cart/v2/checkout/order/{orderNumber}`: the 3-D Secure outcome (card type, instrument id,
 * session id, challenge result).
 *
 * @example
 * const body: UpdateOrderRequest = { paymentMethod: { cardType: 'VISA', paymentInstrumentId: 'pi_1', sessionId, challengeResult: 'Y' } };
 */
export interface UpdateOrderRequest {
  paymentMethod: {
    cardType?: string;
    paymentInstrumentId?: string;
    sessionId?: string;
    challengeResult?: string;
    [field: string]: unknown;
  };
}

/**
 * Checkout calls (spec §7 "Cart and checkout", the checkout half): shipping, billing, payment, order placement.
 *
 * @example
 * await client.checkout.setShippingAddress(cart.id, { list: [address] });
 * await client.checkout.setShippingMethod({ cartId: cart.id, code: 'standard', shippingId: 'me', shopperAppliedSM: true });
 * const order = await client.checkout.placeOrder({ cartId: cart.id, paymentMethod: { code: 'CREDIT_CARD', id } });
 */
export interface CheckoutCalls {
  /** `POST /cart/v1/shippingMethod` (cartId, code, shippingId, shopperAppliedSM). */
  setShippingMethod(body: ShippingMethodRequest, options?: RequestOptions): Promise<Cart>;
  /** `GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId}`: the applicable methods of a shipment. */
  getShippingMethods(
    basketId: string,
    shippingId: string,
    options?: RequestOptions,
  ): Promise<z.infer<typeof applicableShippingMethodsSchema>>;
  /** `POST /cart/v2/cart/{basketId}/shippingAddress`. */
  setShippingAddress(basketId: string, body: ShippingAddressRequest, options?: RequestOptions): Promise<Cart>;
  /** `DELETE /cart/v2/cart/{basketId}/shippingAddress`. */
  removeShippingAddress(basketId: string, body?: { shippingIds?: string[] }, options?: RequestOptions): Promise<Cart>;
  /** `POST /cart/v1/cart/{basketId}/shippingAddress/validation`. */
  validateShippingAddress(
    basketId: string,
    body: AddressInput,
    options?: RequestOptions,
  ): Promise<z.infer<typeof addressValidationSchema>>;
  /** `POST /cart/v1/cart/{basketId}/billingAddress`. */
  setBillingAddress(basketId: string, body: AddressInput, options?: RequestOptions): Promise<Cart>;
  /** `DELETE /cart/v1/cart/{basketId}/billingAddress`. */
  removeBillingAddress(basketId: string, options?: RequestOptions): Promise<Cart>;
  /** `GET /cart/v1/cart/{basketId}/paymentMethods`. */
  getPaymentMethods(basketId: string, options?: RequestOptions): Promise<z.infer<typeof paymentMethodsSchema>>;
  /** `POST /cart/v1/cart/{basketId}/paymentInstruments` (payment_method_id, payment_instrument_id). */
  addPaymentInstrument(basketId: string, body: CartPaymentInstrumentRequest, options?: RequestOptions): Promise<Cart>;
  /** `DELETE /cart/v1/cart/{basketId}/paymentInstruments` (payment_method_id, payment_instrument_id). */
  removePaymentInstrument(
    basketId: string,
    body: CartPaymentInstrumentRequest,
    options?: RequestOptions,
  ): Promise<Cart>;
  /** `PUT /cart/v1/cart/{basketId}/reward` (appliedLoyaltyVoucher). */
  applyLoyaltyReward(
    basketId: string,
    body: { appliedLoyaltyVoucher: string | number | Record<string, unknown> | null },
    options?: RequestOptions,
  ): Promise<Cart>;
  /** `POST /cart/v1/giftcard/balance`. */
  getGiftCardBalance(
    body: { cardNumber: string; pin?: string },
    options?: RequestOptions,
  ): Promise<z.infer<typeof giftCardBalanceSchema>>;
  /** `GET /cart/v1/paymentSession` (referer, paymentMethodId, paymentMethod; `basketId` binds a PayPal session to a cart). */
  getPaymentSession(
    query: { referer?: string; paymentMethodId?: string; paymentMethod?: string; basketId?: string },
    options?: RequestOptions,
  ): Promise<z.infer<typeof paymentSessionSchema>>;
  /** `POST /cart/v1/cart/prepareOrder` (basketId). */
  prepareOrder(body: { basketId: string }, options?: RequestOptions): Promise<z.infer<typeof preparedOrderSchema>>;
  /** `PUT /cart/v2/checkout/order`: places the order, with an `idempotency-key` header (given, or a fresh UUID). */
  placeOrder(body: PlaceOrderRequest, options?: RequestOptions & { idempotencyKey?: string }): Promise<PlacedOrder>;
  /** `PATCH /cart/v2/checkout/order/{orderNumber}`: completes a 3-D Secure payment. */
  updateOrder(orderNumber: string, body: UpdateOrderRequest, options?: RequestOptions): Promise<PlacedOrder>;
  /** `POST /cart/v1/deviceFingerPrint`. */
  sendDeviceFingerprint(
    body: { cartId: string; deviceFingerPrint: string },
    options?: RequestOptions,
  ): Promise<Acknowledgement>;
  /** `POST /cart/v1/reserveWithItem`. */
  reserveWithItem(body: Record<string, unknown>, options?: RequestOptions): Promise<Acknowledgement>;
  /** `POST /cart/v1/cart/{basketId}/price_adjustments`. */
  addPriceAdjustment(basketId: string, body: Record<string, unknown>, options?: RequestOptions): Promise<Cart>;
  /** `PATCH /cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}`. */
  updatePriceAdjustment(
    basketId: string,
    adjustmentId: string,
    body: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<Cart>;
  /** `DELETE /cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}`. */
  removePriceAdjustment(basketId: string, adjustmentId: string, options?: RequestOptions): Promise<Cart>;
}

/**
 * Creates the `checkout` area on a transport; tree-shakes with its schemas when unused.
 *
 * @example
 * const checkout = createCheckoutCalls(createApiTransport(options));
 * const methods = await checkout.getPaymentMethods(basketId);
 */
export function createCheckoutCalls(send: Transport): CheckoutCalls {
  const basket = (basketId: string) => path`/cart/v1/cart/${basketId}`;
  return {
    setShippingMethod(body, options) {
      return send({
        call: 'checkout.setShippingMethod',
        method: 'POST',
        path: '/cart/v1/shippingMethod',
        body,
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
    getShippingMethods(basketId, shippingId, options) {
      return send({
        call: 'checkout.getShippingMethods',
        method: 'GET',
        path: `${basket(basketId)}${path`/shippingMethod/${shippingId}`}`,
        schema: applicableShippingMethodsSchema,
        ...fromRequestOptions(options),
      });
    },
    setShippingAddress(basketId, body, options) {
      return send({
        call: 'checkout.setShippingAddress',
        method: 'POST',
        path: path`/cart/v2/cart/${basketId}/shippingAddress`,
        body,
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
    removeShippingAddress(basketId, body, options) {
      return send({
        call: 'checkout.removeShippingAddress',
        method: 'DELETE',
        path: path`/cart/v2/cart/${basketId}/shippingAddress`,
        body,
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
    validateShippingAddress(basketId, body, options) {
      return send({
        call: 'checkout.validateShippingAddress',
        method: 'POST',
        path: `${basket(basketId)}/shippingAddress/validation`,
        body,
        schema: addressValidationSchema,
        ...fromRequestOptions(options),
      });
    },
    setBillingAddress(basketId, body, options) {
      return send({
        call: 'checkout.setBillingAddress',
        method: 'POST',
        path: `${basket(basketId)}/billingAddress`,
        body,
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
    removeBillingAddress(basketId, options) {
      return send({
        call: 'checkout.removeBillingAddress',
        method: 'DELETE',
        path: `${basket(basketId)}/billingAddress`,
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
    getPaymentMethods(basketId, options) {
      return send({
        call: 'checkout.getPaymentMethods',
        method: 'GET',
        path: `${basket(basketId)}/paymentMethods`,
        schema: paymentMethodsSchema,
        ...fromRequestOptions(options),
      });
    },
    addPaymentInstrument(basketId, body, options) {
      return send({
        call: 'checkout.addPaymentInstrument',
        method: 'POST',
        path: `${basket(basketId)}/paymentInstruments`,
        body,
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
    removePaymentInstrument(basketId, body, options) {
      return send({
        call: 'checkout.removePaymentInstrument',
        method: 'DELETE',
        path: `${basket(basketId)}/paymentInstruments`,
        body,
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
    applyLoyaltyReward(basketId, body, options) {
      return send({
        call: 'checkout.applyLoyaltyReward',
        method: 'PUT',
        path: `${basket(basketId)}/reward`,
        body,
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
    getGiftCardBalance(body, options) {
      return send({
        call: 'checkout.getGiftCardBalance',
        method: 'POST',
        path: '/cart/v1/giftcard/balance',
        body,
        schema: giftCardBalanceSchema,
        ...fromRequestOptions(options),
      });
    },
    getPaymentSession(query, options) {
      return send({
        call: 'checkout.getPaymentSession',
        method: 'GET',
        path: '/cart/v1/paymentSession',
        query: query as QueryParams,
        schema: paymentSessionSchema,
        ...fromRequestOptions(options),
      });
    },
    prepareOrder(body, options) {
      return send({
        call: 'checkout.prepareOrder',
        method: 'POST',
        path: '/cart/v1/cart/prepareOrder',
        body,
        schema: preparedOrderSchema,
        ...fromRequestOptions(options),
      });
    },
    placeOrder(body, options) {
      return send({
        call: 'checkout.placeOrder',
        method: 'PUT',
        path: '/cart/v2/checkout/order',
        body,
        schema: placedOrderSchema,
        // A retried placement must not place a second order (DESIGN.md "order placement takes an idempotency key"):
        // pass the same key when retrying; without one, each call gets a fresh key.
        headers: { 'idempotency-key': options?.idempotencyKey ?? createId() },
        ...fromRequestOptions(options),
      });
    },
    updateOrder(orderNumber, body, options) {
      return send({
        call: 'checkout.updateOrder',
        method: 'PATCH',
        path: path`/cart/v2/checkout/order/${orderNumber}`,
        body,
        schema: placedOrderSchema,
        ...fromRequestOptions(options),
      });
    },
    sendDeviceFingerprint(body, options) {
      return send({
        call: 'checkout.sendDeviceFingerprint',
        method: 'POST',
        path: '/cart/v1/deviceFingerPrint',
        body,
        schema: acknowledgementSchema,
        ...fromRequestOptions(options),
      });
    },
    reserveWithItem(body, options) {
      return send({
        call: 'checkout.reserveWithItem',
        method: 'POST',
        path: '/cart/v1/reserveWithItem',
        body,
        schema: acknowledgementSchema,
        ...fromRequestOptions(options),
      });
    },
    addPriceAdjustment(basketId, body, options) {
      return send({
        call: 'checkout.addPriceAdjustment',
        method: 'POST',
        path: `${basket(basketId)}/price_adjustments`,
        body,
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
    updatePriceAdjustment(basketId, adjustmentId, body, options) {
      return send({
        call: 'checkout.updatePriceAdjustment',
        method: 'PATCH',
        path: `${basket(basketId)}${path`/price_adjustments/${adjustmentId}`}`,
        body,
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
    removePriceAdjustment(basketId, adjustmentId, options) {
      return send({
        call: 'checkout.removePriceAdjustment',
        method: 'DELETE',
        path: `${basket(basketId)}${path`/price_adjustments/${adjustmentId}`}`,
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
  };
}
