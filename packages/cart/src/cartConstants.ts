/**
 * Business constants of the cart (spec §9).
 *
 * @example
 * const qty = request.qty ?? DEFAULT_ADD_QUANTITY;
 */
/** A line without its own limit may hold up to this many (spec §9). */
export const DEFAULT_MAX_QUANTITY = 999999;
/** Quantity of an add when none is given (spec §9). */
export const DEFAULT_ADD_QUANTITY = 1;
/** After an invalid-customer reset the page reloads after this many milliseconds (spec §4, §9). */
export const INVALID_CUSTOMER_RELOAD_MS = 4000;
/** The toast timer ticks every this many milliseconds (spec §9). */
export const TOAST_TICK_MS = 200;
