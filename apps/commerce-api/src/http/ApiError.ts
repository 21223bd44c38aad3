import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Error ids this API answers with (spec §8); every one of them is thrown somewhere. The ids of §8 it never sends, and
 * why, are listed in packages/api-client's README (Error catalogue on the demo stack). Clients map them to messages.
 */
export type ErrorId =
  | 'API400'
  | 'API404'
  | 'API405'
  | 'API415'
  | 'API429'
  | 'AUT432'
  | 'BSK404'
  | 'GEN500'
  // Auth and profile (src/auth, src/consumer, src/wishlists).
  | 'AUT401'
  | 'AUT402'
  | 'AUT403'
  | 'AUT404'
  | 'AUT409'
  | 'AUT423'
  | 'AUT426'
  | 'AUT439'
  | 'AUT444'
  | 'AUT450'
  | 'AUT451'
  | 'AUT453'
  | 'AUT498'
  | 'PRO404'
  | 'CCA400'
  | 'CCA401'
  | 'CCN404'
  // Catalogue, stores, cart, checkout, orders and payments (src/catalog, src/stores, src/cart, src/checkout, …).
  | 'STR404'
  | 'REV410'
  | 'ORD430'
  | 'ORD404'
  | 'ORD409'
  | 'ORD400'
  | 'ORD415'
  | 'ORD516'
  | 'ORD517'
  | 'ORD518'
  | 'OHS4004'
  | 'INV700'
  | 'INV406'
  | 'INV701'
  | 'INV405'
  | 'INV407'
  | 'INV408'
  | 'PRM130'
  | 'PRM135'
  | 'PRM140'
  | 'PRM150'
  | 'PRM155'
  | 'PRM160'
  | 'PRM175'
  | 'PRM416'
  | 'GFC400'
  | 'GFC410'
  | 'GFC700'
  | 'GFO404'
  | 'PYT300'
  | 'PYT400'
  | 'PYT402'
  | 'PYT404'
  | 'PYT405'
  | 'PAY400'
  | 'PAY401'
  | 'BIL400'
  | 'SHP404'
  | 'SHP410'
  | 'REW130'
  | 'REW135'
  | 'REW140'
  | 'REW401'
  | 'RTN500'
  // A record that does not exist where the catalogue names no id of its own (product, category, content page …):
  // the catalogue's generic not-found id, so a missing record is told apart from a missing route (API404).
  | '4044';

/**
 * The named cart and checkout error ids of spec §8 ("Named cart and checkout error ids and their handling"). Where a
 * condition has one, it is the first entry of `errorDetails` (clients read the first id) and the area code follows.
 */
export type NamedErrorId =
  | 'INVALID_CUSTOMER'
  | 'CART_NOT_FOUND'
  | 'ITEM_OOS'
  | 'ITEMS_OOS'
  | 'ADDED_MAX_QUANTITY'
  | 'GWP_PRODUCT'
  | 'ITEM_NOT_AVAILABLE'
  | 'NO_PRICE'
  | 'INVALID_PRICE'
  | 'PAYMENT_ERROR'
  | 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION'
  | 'CANT_SHIP_THERE'
  | 'GC_INVALID2'
  | 'GC_ALREADY_APPLIED'
  | 'GC_NOT_ALLOWED'
  | 'GC_ZERO_BALANCE'
  | 'ITEM_NO_LONGER_AVAILABLE'
  | 'CC_EXPIRY_DATE_INVALID'
  | 'PAYMENT_INSTRUMENT_NOT_FOUND'
  | 'ADDRESS_NOT_FOUND'
  | 'SHIPPING_POBOX_UNAVAILABLE'
  | 'SOME_PRODUCTS_NO_INVENTORY'
  | 'DUPLICATED_TOKEN'
  | 'LOGIN_IN_USE'
  | 'LOGIN_IN_USE2'
  | 'PHONE_NUMBER_ALREADY_IN_USE'
  | 'PHONE_NUMBER_ALREADY_IN_USE2'
  | 'MISSING_BIRTHDATE';

/**
 * A missing record whose resource has no not-found id of its own in the spec's catalogue: `404 4044`.
 * `API404` stays for a path no route serves.
 * @example
 * if (!product) throw recordNotFound('Product not found');
 */
export function recordNotFound(message: string): ApiError {
  return new ApiError(404, '4044', message);
}

/** One entry of `errorDetails`; clients read the first. */
export interface ErrorDetail {
  errorId: ErrorId | NamedErrorId;
  message: string;
  /**
   * A stock refusal of part of a quantity (INV406 online, INV701 at a store): how many there are, so the shop can
   * say it in the shopper's language ("Only 3 left in stock.") instead of the server's English message.
   */
  availableQuantity?: number;
}

/** The body of every error response (spec §3 "Error response"). */
export interface ErrorResponseBody {
  appId: 'commerce-api';
  correlationId: string;
  errorDetails: ErrorDetail[];
}

/**
 * A failure that should reach the client as-is, in the spec's error shape. Anything else thrown in a handler
 * becomes a 500 GEN500 without its details. With `named`, the situation's named id of spec §8 comes first in
 * `errorDetails` and the area code second (kept for logs and older clients): `[PAYMENT_ERROR, PYT300]`.
 * @example
 * throw new ApiError(404, 'BSK404', 'Cart not found', { named: 'CART_NOT_FOUND' });
 */
export class ApiError extends Error {
  /** The area code (e.g. `PYT300`); with a named id it is the second entry of `details`. */
  readonly errorId: ErrorId;
  readonly details: ErrorDetail[];
  /** Extra response headers, e.g. `Allow` on a 405. */
  readonly headers: Record<string, string>;

  constructor(
    readonly status: ContentfulStatusCode,
    errorId: ErrorId,
    message: string,
    options: { details?: ErrorDetail[]; headers?: Record<string, string>; named?: NamedErrorId } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.errorId = errorId;
    const details = options.details ?? [{ errorId, message }];
    this.details = options.named ? [{ errorId: options.named, message }, ...details] : details;
    this.headers = options.headers ?? {};
  }
}

/**
 * Builds the spec's error body.
 * @example
 * errorBody('4b1f…', [{ errorId: 'API404', message: 'Not found' }]);
 */
export function errorBody(correlationId: string, details: ErrorDetail[]): ErrorResponseBody {
  return { appId: 'commerce-api', correlationId, errorDetails: details };
}
