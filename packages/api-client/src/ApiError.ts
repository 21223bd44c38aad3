import type { ErrorResponse } from './schemas/errorResponseSchema';

// A registered symbol rather than `instanceof` alone: the storefront bundles one copy of this class for the server
// and one for the browser, and a package can end up installed twice; the brand still recognises every copy.
const API_ERROR_BRAND = Symbol.for('@switchback/api-client/ApiError');

/**
 * What an {@link ApiError} is built from.
 *
 * @example
 * const init: ApiErrorInit = { status: 404, errorId: 'BSK404', message: 'Cart not found', call: 'cart.getCart' };
 */
export interface ApiErrorInit {
  status: number;
  errorId: string;
  message: string;
  correlationId?: string | undefined;
  appId?: string | undefined;
  /** The call that failed, e.g. `cart.getCart`. */
  call?: string | undefined;
  /** Every entry of `errorDetails`, for callers that handle more than the first one. */
  details?: ErrorResponse['errorDetails'] | undefined;
}

/**
 * A non-2xx answer of the commerce API. `errorId` is the first `errorDetails` entry (spec §8); when the body is
 * not the API's error shape it is `GEN500` for a 5xx status and `API{status}` otherwise.
 *
 * @example
 * try {
 *   await client.cart.getCart('missing');
 * } catch (error) {
 *   if (isApiError(error) && error.errorId === 'BSK404') await client.cart.createCart();
 *   else throw error;
 * }
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errorId: string;
  readonly correlationId: string | undefined;
  readonly appId: string | undefined;
  readonly call: string | undefined;
  readonly details: NonNullable<ApiErrorInit['details']>;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.errorId = init.errorId;
    this.correlationId = init.correlationId;
    this.appId = init.appId;
    this.call = init.call;
    this.details = init.details ?? [];
    Object.defineProperty(this, API_ERROR_BRAND, { value: true });
  }
}

/**
 * True for an {@link ApiError}, including one thrown by another copy of this package.
 *
 * @example
 * if (isApiError(error) && error.status === 401) await refreshSession();
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (typeof error === 'object' && error !== null && API_ERROR_BRAND in error);
}

/**
 * True for an {@link ApiError} carrying any of `ids` in any `errorDetails` entry. commerce-api answers a situation
 * that has a named id of spec §8 with the named id first and its area code second (`PAYMENT_ERROR`, then `PYT300`),
 * so a check written for either form keeps working.
 *
 * @example
 * if (hasErrorId(error, 'CART_NOT_FOUND', 'BSK404')) await client.cart.createCart();
 */
export function hasErrorId(error: unknown, ...ids: readonly string[]): boolean {
  if (!isApiError(error)) return false;
  return ids.includes(error.errorId) || error.details.some((detail) => ids.includes(detail.errorId));
}

/**
 * The error id used when a failed response does not carry the API's error shape.
 *
 * @example
 * fallbackErrorId(502); // 'GEN500'
 * fallbackErrorId(405); // 'API405'
 */
export function fallbackErrorId(status: number): string {
  return status >= 500 ? 'GEN500' : `API${status}`;
}
