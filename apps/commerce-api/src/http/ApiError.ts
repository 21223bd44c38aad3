import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Error ids this API answers with so far (spec §8). Grows with the contract; clients map them to messages.
 */
export type ErrorId =
  | 'API400' | 'API404' | 'API405' | 'API415' | 'API429' | 'AUT432' | 'BSK404' | 'GEN500'
  // Auth and profile (src/auth, src/consumer, src/wishlists).
  | 'AUT401' | 'AUT402' | 'AUT403' | 'AUT404' | 'AUT423' | 'AUT426' | 'AUT439' | 'AUT444' | 'AUT450' | 'AUT451'
  | 'AUT453' | 'AUT498' | 'PRO404' | 'CCA400' | 'CCA401' | 'CCN404'
  // Catalogue, stores, cart, checkout, orders and payments (src/catalog, src/stores, src/cart, src/checkout, …).
  | 'API406' | 'STR404' | 'PLP400' | 'REV410' | 'ORD430' | 'ORD404' | 'ORD409' | 'ORD400' | 'ORD415' | 'ORD516' | 'ORD517'
  | 'ORD518' | 'OHS4004' | 'INV700' | 'INV406' | 'INV701' | 'INV702' | 'INV405' | 'INV407' | 'INV408' | 'INV409'
  | 'PRM130' | 'PRM135' | 'PRM140' | 'PRM150' | 'PRM155' | 'PRM160' | 'PRM175' | 'PRM416' | 'GFC400' | 'GFC410'
  | 'GFC700' | 'GFO404' | 'PYT300' | 'PYT400' | 'PYT402' | 'PYT404' | 'PYT405' | 'PYT406' | 'PAY400' | 'PAY401'
  | 'BIL400' | 'BILL410' | 'CHK320' | 'CHK380' | 'SHP404' | 'SHP410' | 'SHP500' | 'REW130' | 'REW135' | 'REW140' | 'REW401'
  | 'RTN500'
  // A record that does not exist where the catalogue names no id of its own (product, category, content page …):
  // the catalogue's generic not-found id, so a missing record is told apart from a missing route (API404).
  | '4044';

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
  errorId: ErrorId;
  message: string;
}

/** The body of every error response (spec §3 "Error response"). */
export interface ErrorResponseBody {
  appId: 'commerce-api';
  correlationId: string;
  errorDetails: ErrorDetail[];
}

/**
 * A failure that should reach the client as-is, in the spec's error shape. Anything else thrown in a handler
 * becomes a 500 GEN500 without its details.
 * @example
 * throw new ApiError(404, 'BSK404', 'Cart not found');
 */
export class ApiError extends Error {
  readonly details: ErrorDetail[];
  /** Extra response headers, e.g. `Allow` on a 405. */
  readonly headers: Record<string, string>;

  constructor(
    readonly status: ContentfulStatusCode,
    errorId: ErrorId,
    message: string,
    options: { details?: ErrorDetail[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.details = options.details ?? [{ errorId, message }];
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
