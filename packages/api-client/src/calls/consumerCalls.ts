import { fromRequestOptions, type QueryParams, type RequestOptions, type Transport } from '../createTransport';
import { path } from '../encodePath';
import { acknowledgementSchema, type Acknowledgement } from '../schemas/acknowledgementSchema';
import { savedAddressSchema, type SavedAddress } from '../schemas/addressSchema';
import { consumerProfileSchema, type ConsumerProfile } from '../schemas/consumerProfileSchema';
import { loyaltySchema, loyaltyTokenSchema, welcomePromoSchema, type Loyalty } from '../schemas/loyaltySchema';
import { orderSchema, purchaseHistorySchema, type Order, type PurchaseHistory } from '../schemas/orderSchema';
import {
  paymentInstrumentListSchema,
  paymentInstrumentSchema,
  type PaymentInstrument,
  type PaymentMethodId,
} from '../schemas/paymentInstrumentSchema';
import { subscriptionListSchema } from '../schemas/subscriptionSchema';
import { contactCategoriesSchema, supportCaseSchema } from '../schemas/supportCaseSchema';
import type { AddressInput } from './checkoutCalls';
import type * as z from 'zod/mini';

/**
 * Body of `PUT /consumers-v3/consumer`: `consumerProfile` with `consumerDetails` and `preferences` (spec §7).
 *
 * @example
 * const body: UpdateProfileRequest = { consumerProfile: { preferences: { interests: 'hiking|running' } } };
 */
export interface UpdateProfileRequest {
  consumerProfile: {
    consumerDetails?: {
      firstName?: string;
      lastName?: string;
      phone?: string;
      phoneCode?: string;
      postalCode?: string;
      birthDate?: string;
      gender?: string;
      country?: string;
    };
    /** Interests are pipe-separated (spec §9). */
    preferences?: { interests?: string; preferredShoeSize?: string | null };
    isEmployeeDiscountTCAccepted?: true;
  };
}

/**
 * One subscription change of `PUT`/`POST /consumers-v3/consumer/subscription`.
 *
 * @example
 * const change: SubscriptionChange = { type: 'Newsletter', channel: 'sms', optin: true, phone: '3035550142' };
 */
export interface SubscriptionChange {
  type: 'Newsletter' | 'LoyaltyNewsletter' | 'Loyalty';
  channel: 'email' | 'sms';
  optin: boolean;
  phone?: string;
  phoneCode?: string;
  category?: string;
  region?: string;
}

/**
 * Body of `POST /consumers-v3/consumer/payment_instruments`. Credit cards arrive tokenised by the provider's
 * hosted fields, with a `recaptcha_response` (spec §7).
 *
 * @example
 * const giftCard: SavePaymentInstrumentRequest = { payment_method_id: 'GIFT_CARD', card: { number: '6006490000000001' } };
 */
export interface SavePaymentInstrumentRequest {
  payment_method_id: PaymentMethodId;
  card?: Record<string, unknown>;
  code?: string;
  main?: boolean;
  recaptcha_response?: string;
}

/**
 * The registration payload of content-blocks §3, for `POST /consumers-v3/consumer/event-registration`.
 *
 * @example
 * const body: EventRegistrationRequest = { email, eventId: 'trail-day', eventTermsAccepted: true, firstName, lastName, registrationTimestamp: new Date().toISOString() };
 */
export interface EventRegistrationRequest {
  email: string;
  /** Comma-joined dates. */
  attendingDays?: string;
  eventId: string;
  eventTermsAccepted: boolean;
  firstName: string;
  lastName: string;
  gender?: string;
  phoneNumber?: string;
  plusOne?: string;
  /** ISO date-time. */
  registrationTimestamp: string;
}

/**
 * Body of the newsletter call of content-blocks §7 (optIn, campaignName; a guest adds email and acquisitionType).
 *
 * @example
 * const body: NewsletterRequest = { optIn: true, campaignName: '/en-us/', email, acquisitionType: 'Signup' };
 */
export interface NewsletterRequest {
  optIn: true;
  campaignName: string;
  email?: string;
  acquisitionType?: 'Signup';
}

/**
 * Consumer calls (spec §7 "Consumer"): profile, loyalty, subscriptions, payment instruments, orders, addresses,
 * support cases and contact us.
 *
 * @example
 * const profile = await client.consumer.getProfile({ includeLoyaltySummary: true });
 * await client.consumer.createAddress({ firstName: 'Alex', lastName: 'Rivera', addressLine1: '1 Main St', city: 'Denver', postalCode: '80202', countryCode: 'US', phone: '3035550142' });
 */
export interface ConsumerCalls {
  /** `GET /consumers-v3/consumer` (optional `includeLoyaltySummary`). */
  getProfile(query?: { includeLoyaltySummary?: boolean }, options?: RequestOptions): Promise<ConsumerProfile>;
  /** `PUT /consumers-v3/consumer` (consumerProfile with consumerDetails and preferences). */
  updateProfile(body: UpdateProfileRequest, options?: RequestOptions): Promise<ConsumerProfile>;
  /** `POST /consumers-v3/consumer`: retrieves a profile by consumerId and email. */
  retrieveProfile(body: { consumerId: string; email: string }, options?: RequestOptions): Promise<Acknowledgement>;
  /** `POST /consumers-v3/consumer/loyalty/token` (usid, referralCode; `leadSource` goes in the `source` header). */
  getLoyaltyToken(
    body?: { usid?: string; referralCode?: string },
    options?: RequestOptions & { leadSource?: string },
  ): Promise<z.infer<typeof loyaltyTokenSchema>>;
  /** `GET /consumers-v3/consumer/loyalty/promo/welcome`. */
  getWelcomePromo(options?: RequestOptions): Promise<z.infer<typeof welcomePromoSchema>>;
  /** `GET /consumers-v3/consumer/loyalty/vouchers`. */
  getLoyaltyVouchers(options?: RequestOptions): Promise<Loyalty>;
  /** `GET /consumers-v3/consumer/lookup` (email): whether an account exists. */
  lookup(query: { email: string }, options?: RequestOptions): Promise<Acknowledgement>;
  /** `GET /consumers-v3/consumer/subscription`. */
  getSubscriptions(options?: RequestOptions): Promise<z.infer<typeof subscriptionListSchema>>;
  /** `PUT /consumers-v3/consumer/subscription`. */
  updateSubscriptions(
    body: { subscriptions: SubscriptionChange[] },
    options?: RequestOptions,
  ): Promise<z.infer<typeof subscriptionListSchema>>;
  /** `POST /consumers-v3/consumer/subscription` (the SMS opt-in). */
  createSubscriptions(
    body: { subscriptions: SubscriptionChange[] },
    options?: RequestOptions,
  ): Promise<z.infer<typeof subscriptionListSchema>>;
  /** `GET /consumers-v3/consumer/payment_instruments`, optionally by method (REWARD_CODE, REWARD_CARD, CREDIT_CARD). */
  getPaymentInstruments(
    query?: { method?: PaymentMethodId },
    options?: RequestOptions,
  ): Promise<z.infer<typeof paymentInstrumentListSchema>>;
  /** `POST /consumers-v3/consumer/payment_instruments`: answers the instrument with `card.paymentInstrumentId`. */
  savePaymentInstrument(body: SavePaymentInstrumentRequest, options?: RequestOptions): Promise<PaymentInstrument>;
  /** `PATCH /consumers-v3/consumer/payment_instruments/{paymentInstrumentId}`. */
  updatePaymentInstrument(
    paymentInstrumentId: string,
    body: { main?: boolean; holder?: string; expirationMonth?: number; expirationYear?: number },
    options?: RequestOptions,
  ): Promise<PaymentInstrument>;
  /** `DELETE /consumers-v3/consumer/payment_instruments/{paymentInstrumentId}`. */
  removePaymentInstrument(paymentInstrumentId: string, options?: RequestOptions): Promise<Acknowledgement>;
  /** `GET /consumers-v3/consumer/purchase/{orderId}`. */
  getPurchase(orderId: string, options?: RequestOptions): Promise<Order>;
  /** `POST /consumers-v3/consumer/purchase/invoice/download`. */
  downloadInvoice(body: { orderNo: string }, options?: RequestOptions): Promise<Acknowledgement>;
  /** `POST /consumers-v3/consumer/purchasehistory`. */
  getPurchaseHistory(body?: { start?: number; count?: number }, options?: RequestOptions): Promise<PurchaseHistory>;
  /** `POST /consumers-v3/consumer/return/{orderId}/returnLabel`. */
  createReturnLabel(
    orderId: string,
    body: { items: { lineNo: number; qty?: number; reason?: string }[]; [field: string]: unknown },
    options?: RequestOptions,
  ): Promise<Acknowledgement>;
  /** `POST /consumers-v3/consumer/TrackOrder`. */
  trackOrder(body: { orderNo: string; email?: string; st?: string }, options?: RequestOptions): Promise<Order>;
  /** `POST /consumers-v3/consumer/CancelOrder`. */
  cancelOrder(
    body: { orderNo: string; reason?: string; [field: string]: unknown },
    options?: RequestOptions,
  ): Promise<Acknowledgement>;
  /** `POST /consumers-v3/consumer/resendGiftCardEmail`. */
  resendGiftCardEmail(
    body: { orderNo: string; [field: string]: unknown },
    options?: RequestOptions,
  ): Promise<Acknowledgement>;
  /** `POST /consumers-v3/consumer/address`: answers `addressId`. */
  createAddress(body: AddressInput, options?: RequestOptions): Promise<SavedAddress>;
  /** `PUT /consumers-v3/consumer/address/{addressId}`. */
  updateAddress(addressId: string, body: AddressInput, options?: RequestOptions): Promise<SavedAddress>;
  /** `DELETE /consumers-v3/consumer/address/{addressId}`. */
  removeAddress(addressId: string, options?: RequestOptions): Promise<Acknowledgement>;
  /** `POST /consumers-v3/consumer/retrieveUserData`. */
  retrieveUserData(body?: { email?: string }, options?: RequestOptions): Promise<Acknowledgement>;
  /** `PUT /consumers-v3/consumer/notification`: notification preferences. */
  updateNotifications(
    body: { email?: boolean; sms?: boolean; push?: boolean },
    options?: RequestOptions,
  ): Promise<Acknowledgement>;
  /** `POST /consumers-v3/consumer/event-registration` (content-blocks §3 registration payload). */
  registerForEvent(
    body: EventRegistrationRequest,
    options?: RequestOptions,
  ): Promise<z.infer<typeof supportCaseSchema>>;
  /**
   * `POST /consumers-v3/consumer/warranty`: creates a support case. A `FormData` body is sent as multipart form data
   * (the same fields, plus up to three `photos` files).
   */
  createWarrantyCase(
    body: Record<string, unknown> | FormData,
    options?: RequestOptions,
  ): Promise<z.infer<typeof supportCaseSchema>>;
  /** `POST /consumers-v3/contactus`. */
  contactUs(body: Record<string, unknown>, options?: RequestOptions): Promise<z.infer<typeof supportCaseSchema>>;
  /** `GET /consumers-v3/contactus/categorySubject`. Public. */
  getContactCategories(options?: RequestOptions): Promise<z.infer<typeof contactCategoriesSchema>>;
  /**
   * The newsletter call of content-blocks §7, whose method and path the spec does not show: `POST
   * /consumers-v3/consumer/newsletter`, as commerce-api serves it.
   */
  subscribeNewsletter(body: NewsletterRequest, options?: RequestOptions): Promise<Acknowledgement>;
}

const CONSUMER = '/consumers-v3/consumer';

/**
 * Creates the `consumer` area on a transport; tree-shakes with its schemas when unused.
 *
 * @example
 * const consumer = createConsumerCalls(createApiTransport(options));
 * const { payment_instruments } = await consumer.getPaymentInstruments({ method: 'CREDIT_CARD' });
 */
export function createConsumerCalls(send: Transport): ConsumerCalls {
  return {
    getProfile(query, options) {
      return send({
        call: 'consumer.getProfile',
        method: 'GET',
        path: CONSUMER,
        query: { ...query },
        schema: consumerProfileSchema,
        ...fromRequestOptions(options),
      });
    },
    updateProfile(body, options) {
      return send({
        call: 'consumer.updateProfile',
        method: 'PUT',
        path: CONSUMER,
        body,
        schema: consumerProfileSchema,
        ...fromRequestOptions(options),
      });
    },
    retrieveProfile(body, options) {
      return send({
        call: 'consumer.retrieveProfile',
        method: 'POST',
        path: CONSUMER,
        body,
        schema: acknowledgementSchema,
        ...fromRequestOptions(options),
      });
    },
    getLoyaltyToken(body, options) {
      return send({
        call: 'consumer.getLoyaltyToken',
        method: 'POST',
        path: `${CONSUMER}/loyalty/token`,
        body: body ?? {},
        schema: loyaltyTokenSchema,
        headers: options?.leadSource ? { source: options.leadSource } : undefined,
        ...fromRequestOptions(options),
      });
    },
    getWelcomePromo(options) {
      return send({
        call: 'consumer.getWelcomePromo',
        method: 'GET',
        path: `${CONSUMER}/loyalty/promo/welcome`,
        schema: welcomePromoSchema,
        ...fromRequestOptions(options),
      });
    },
    getLoyaltyVouchers(options) {
      return send({
        call: 'consumer.getLoyaltyVouchers',
        method: 'GET',
        path: `${CONSUMER}/loyalty/vouchers`,
        schema: loyaltySchema,
        ...fromRequestOptions(options),
      });
    },
    lookup(query, options) {
      return send({
        call: 'consumer.lookup',
        method: 'GET',
        path: `${CONSUMER}/lookup`,
        query,
        schema: acknowledgementSchema,
        ...fromRequestOptions(options),
      });
    },
    getSubscriptions(options) {
      return send({
        call: 'consumer.getSubscriptions',
        method: 'GET',
        path: `${CONSUMER}/subscription`,
        schema: subscriptionListSchema,
        ...fromRequestOptions(options),
      });
    },
    updateSubscriptions(body, options) {
      return send({
        call: 'consumer.updateSubscriptions',
        method: 'PUT',
        path: `${CONSUMER}/subscription`,
        body,
        schema: subscriptionListSchema,
        ...fromRequestOptions(options),
      });
    },
    createSubscriptions(body, options) {
      return send({
        call: 'consumer.createSubscriptions',
        method: 'POST',
        path: `${CONSUMER}/subscription`,
        body,
        schema: subscriptionListSchema,
        ...fromRequestOptions(options),
      });
    },
    getPaymentInstruments(query, options) {
      return send({
        call: 'consumer.getPaymentInstruments',
        method: 'GET',
        path: `${CONSUMER}/payment_instruments`,
        query: { ...query } as QueryParams,
        schema: paymentInstrumentListSchema,
        ...fromRequestOptions(options),
      });
    },
    savePaymentInstrument(body, options) {
      return send({
        call: 'consumer.savePaymentInstrument',
        method: 'POST',
        path: `${CONSUMER}/payment_instruments`,
        body,
        schema: paymentInstrumentSchema,
        ...fromRequestOptions(options),
      });
    },
    updatePaymentInstrument(paymentInstrumentId, body, options) {
      return send({
        call: 'consumer.updatePaymentInstrument',
        method: 'PATCH',
        path: path`/consumers-v3/consumer/payment_instruments/${paymentInstrumentId}`,
        body,
        schema: paymentInstrumentSchema,
        ...fromRequestOptions(options),
      });
    },
    removePaymentInstrument(paymentInstrumentId, options) {
      return send({
        call: 'consumer.removePaymentInstrument',
        method: 'DELETE',
        path: path`/consumers-v3/consumer/payment_instruments/${paymentInstrumentId}`,
        schema: acknowledgementSchema,
        ...fromRequestOptions(options),
      });
    },
    getPurchase(orderId, options) {
      return send({
        call: 'consumer.getPurchase',
        method: 'GET',
        path: path`/consumers-v3/consumer/purchase/${orderId}`,
        schema: orderSchema,
        ...fromRequestOptions(options),
      });
    },
    downloadInvoice(body, options) {
      return send({
        call: 'consumer.downloadInvoice',
        method: 'POST',
        path: `${CONSUMER}/purchase/invoice/download`,
        body,
        schema: acknowledgementSchema,
        ...fromRequestOptions(options),
      });
    },
    getPurchaseHistory(body, options) {
      return send({
        call: 'consumer.getPurchaseHistory',
        method: 'POST',
        path: `${CONSUMER}/purchasehistory`,
        body: body ?? {},
        schema: purchaseHistorySchema,
        ...fromRequestOptions(options),
      });
    },
    createReturnLabel(orderId, body, options) {
      return send({
        call: 'consumer.createReturnLabel',
        method: 'POST',
        path: path`/consumers-v3/consumer/return/${orderId}/returnLabel`,
        body,
        schema: acknowledgementSchema,
        ...fromRequestOptions(options),
      });
    },
    trackOrder(body, options) {
      return send({
        call: 'consumer.trackOrder',
        method: 'POST',
        path: `${CONSUMER}/TrackOrder`,
        body,
        schema: orderSchema,
        ...fromRequestOptions(options),
      });
    },
    cancelOrder(body, options) {
      return send({
        call: 'consumer.cancelOrder',
        method: 'POST',
        path: `${CONSUMER}/CancelOrder`,
        body,
        schema: acknowledgementSchema,
        ...fromRequestOptions(options),
      });
    },
    resendGiftCardEmail(body, options) {
      return send({
        call: 'consumer.resendGiftCardEmail',
        method: 'POST',
        path: `${CONSUMER}/resendGiftCardEmail`,
        body,
        schema: acknowledgementSchema,
        ...fromRequestOptions(options),
      });
    },
    createAddress(body, options) {
      return send({
        call: 'consumer.createAddress',
        method: 'POST',
        path: `${CONSUMER}/address`,
        body,
        schema: savedAddressSchema,
        ...fromRequestOptions(options),
      });
    },
    updateAddress(addressId, body, options) {
      return send({
        call: 'consumer.updateAddress',
        method: 'PUT',
        path: path`/consumers-v3/consumer/address/${addressId}`,
        body,
        schema: savedAddressSchema,
        ...fromRequestOptions(options),
      });
    },
    removeAddress(addressId, options) {
      return send({
        call: 'consumer.removeAddress',
        method: 'DELETE',
        path: path`/consumers-v3/consumer/address/${addressId}`,
        schema: acknowledgementSchema,
        ...fromRequestOptions(options),
      });
    },
    retrieveUserData(body, options) {
      return send({
        call: 'consumer.retrieveUserData',
        method: 'POST',
        path: `${CONSUMER}/retrieveUserData`,
        body: body ?? {},
        schema: acknowledgementSchema,
        ...fromRequestOptions(options),
      });
    },
    updateNotifications(body, options) {
      return send({
        call: 'consumer.updateNotifications',
        method: 'PUT',
        path: `${CONSUMER}/notification`,
        body,
        schema: acknowledgementSchema,
        ...fromRequestOptions(options),
      });
    },
    registerForEvent(body, options) {
      return send({
        call: 'consumer.registerForEvent',
        method: 'POST',
        path: `${CONSUMER}/event-registration`,
        body,
        schema: supportCaseSchema,
        ...fromRequestOptions(options),
      });
    },
    createWarrantyCase(body, options) {
      return send({
        call: 'consumer.createWarrantyCase',
        method: 'POST',
        path: `${CONSUMER}/warranty`,
        body,
        schema: supportCaseSchema,
        ...fromRequestOptions(options),
      });
    },
    contactUs(body, options) {
      return send({
        call: 'consumer.contactUs',
        method: 'POST',
        path: '/consumers-v3/contactus',
        body,
        schema: supportCaseSchema,
        ...fromRequestOptions(options),
      });
    },
    getContactCategories(options) {
      return send({
        call: 'consumer.getContactCategories',
        method: 'GET',
        path: '/consumers-v3/contactus/categorySubject',
        schema: contactCategoriesSchema,
        authenticated: false,
        ...fromRequestOptions(options),
      });
    },
    subscribeNewsletter(body, options) {
      return send({
        call: 'consumer.subscribeNewsletter',
        method: 'POST',
        path: `${CONSUMER}/newsletter`,
        body,
        schema: acknowledgementSchema,
        ...fromRequestOptions(options),
      });
    },
  };
}
