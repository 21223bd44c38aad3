import { isApiError, type ApiError } from './ApiError';

/**
 * User messages by error id (spec §8). Apps translate it or extend it: `{ ...defaultErrorCatalogue, … }`.
 *
 * @example
 * const catalogue: ErrorCatalogue = { BSK404: 'Votre panier a expiré.' };
 */
export type ErrorCatalogue = Readonly<Record<string, string>>;

/**
 * Receives the warning that `errorMessageFor` reports for every handled error.
 *
 * @example
 * const report: ErrorReporter = ({ errorId, correlationId }) => logger.warn('api error', { errorId, correlationId });
 */
export type ErrorReporter = (warning: { errorId: string; correlationId: string | undefined; status: number; call: string | undefined; message: string }) => void;

const INVALID_CREDENTIALS = 'The email or password is incorrect.';
const LOCKED = 'Your account is locked. Reset your password to unlock it.';
const LOGIN_IN_USE = 'An account with this email already exists.';
const PHONE_IN_USE = 'This phone number is already in use.';
const SYSTEM = 'Something went wrong on our side. Please try again.';

/**
 * The starter catalogue of English messages for the error ids of spec §8 that the first screens meet.
 *
 * @example
 * defaultErrorCatalogue.BSK404; // 'We could not find your cart. Please try again.'
 */
export const defaultErrorCatalogue: ErrorCatalogue = Object.freeze({
  AUT401: INVALID_CREDENTIALS,
  AUT418: INVALID_CREDENTIALS,
  AUT437: INVALID_CREDENTIALS,
  AUT438: INVALID_CREDENTIALS,
  AUT423: LOCKED,
  AUT441: LOCKED,
  AUT426: 'One more failed attempt will lock your account.',
  AUT439: LOGIN_IN_USE,
  PRO400: LOGIN_IN_USE,
  AUT442: PHONE_IN_USE,
  AUT444: PHONE_IN_USE,
  AUT402: 'This reset link has expired. Please request a new one.',
  AUT403: 'We could not verify that you are not a robot. Please try again.',
  AUT432: 'Your session has expired. Please try again.',
  AUT500: SYSTEM,
  AUT453: 'Email is not valid',
  BSK404: 'We could not find your cart. Please try again.',
  ORD430: 'This item is no longer available.',
  INV408: 'You have reached the maximum quantity for this item.',
  REV410: 'Your review is too long.',
  GEN500: SYSTEM,
});

const consoleReporter: ErrorReporter = (warning) => {
  console.warn(`[api] ${warning.errorId} (correlation id ${warning.correlationId ?? 'none'}): ${warning.message}`);
};

/**
 * The message to show for a failed call (spec §8): the catalogue's message for the error id, else the server's
 * message. Every handled error is reported as a warning with its id and correlation id. Anything that is not an
 * {@link ApiError} (a network failure, a bug, a `ResponseShapeError`) is re-thrown for an error boundary.
 *
 * @example
 * try {
 *   await client.cart.getCart(id);
 * } catch (error) {
 *   setMessage(errorMessageFor(error)); // re-throws unless it is an ApiError
 * }
 */
export function errorMessageFor(
  error: unknown,
  catalogue: ErrorCatalogue = defaultErrorCatalogue,
  options: { report?: ErrorReporter } = {},
): string {
  if (!isApiError(error)) throw error;
  const apiError: ApiError = error;
  const report = options.report ?? consoleReporter;
  report({
    errorId: apiError.errorId,
    correlationId: apiError.correlationId,
    status: apiError.status,
    call: apiError.call,
    message: apiError.message,
  });
  return Object.hasOwn(catalogue, apiError.errorId) ? (catalogue[apiError.errorId] as string) : apiError.message;
}
