import { errorMessageFor, isApiError, QUOTED_MESSAGES } from '@switchback/api-client';
import type { CheckoutError } from './checkoutTypes';

/** Shown when a call never got an answer (offline, DNS, a reset connection). */
export const NETWORK_ERROR_MESSAGE = 'We could not reach our servers. Check your connection and try again.';

/** The spec's pay-later failure message (§8: "Pay-later failure shows message PAY400"). */
export const PAY_LATER_ERROR_ID = 'PAY400';

/**
 * Turns whatever an actor threw into what the checkout shows: an API error keeps its id and gets the catalogue
 * message (spec §8); anything else is a network failure. A 3-D Secure refusal (`PAY401`) during the challenge is
 * the spec's 'payment authentication error'.
 *
 * @example
 * ```ts
 * toCheckoutError(new TypeError('fetch failed'), 'shipping'); // { kind: 'network', during: 'shipping', … }
 * ```
 */
export function toCheckoutError(error: unknown, during: CheckoutError['during']): CheckoutError {
  if (isApiError(error)) {
    if (during === 'challenge' && error.errorId === 'PAY401') {
      return {
        kind: 'paymentAuthentication',
        during,
        errorId: error.errorId,
        message: QUOTED_MESSAGES.paymentAuthenticationError,
      };
    }
    return {
      kind: 'api',
      during,
      errorId: error.errorId,
      message: errorMessageFor(error, undefined, { report: () => {} }),
    };
  }
  return { kind: 'network', during, errorId: null, message: NETWORK_ERROR_MESSAGE };
}
