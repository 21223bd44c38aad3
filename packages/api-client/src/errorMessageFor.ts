import { isApiError, type ApiError } from './ApiError';

/**
 * User messages by error id (spec §8). Apps translate it or extend it: `{ ...defaultErrorCatalogue, … }`; the
 * package ships `frenchErrorCatalogue` (and `errorCatalogueFor(locale)`).
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
export type ErrorReporter = (warning: {
  errorId: string;
  correlationId: string | undefined;
  status: number;
  call: string | undefined;
  message: string;
}) => void;

const INVALID_CREDENTIALS = 'The email or password is incorrect.';
const LOCKED = 'Your account is locked. Reset your password to unlock it.';
const LOGIN_IN_USE = 'An account with this email already exists.';
const PHONE_IN_USE = 'This phone number is already in use.';
const SYSTEM = 'Something went wrong on our side. Please try again.';
const SAME_PASSWORD = 'Your new password must be different from your previous password.';
const ORDER_NOT_FOUND = 'We could not find this order. Check the order number and try again.';
const FULFILMENT_CHANGED = 'The delivery options of your order have changed. Please review your order.';
const STOCK = 'Some items in your cart are no longer available in the quantity you chose.';
const PRICE_CHANGED = 'The price of an item in your cart has changed. Please review your cart.';
const TAX = 'We could not calculate the tax for this address. Please check the address.';
const COUPON_INVALID = 'This promo code is not valid.';
const GIFT_CARD_INVALID = 'This gift card number or PIN is not valid.';
const GIFT_CARD_EMPTY = 'This gift card has no balance left.';
const GIFT_CARD_FAILED = 'We could not apply this gift card. Please try again.';
const PAYMENT_FAILED = 'Your payment could not be processed. Please check your details or use another payment method.';
const ADDRESS_INVALID = 'This address is not valid. Please check it and try again.';
const SHIPPING = 'We cannot ship to this address with the chosen delivery method.';
const REWARD = 'This reward cannot be applied to your order.';
const PROFILE = 'We could not update your profile. Please try again.';
const REQUEST = 'Your request could not be processed. Please check it and try again.';
const ATTRIBUTE = 'Please select a colour and size.';

/**
 * Messages the spec quotes word for word (§8), for the situations that have no error id of their own.
 *
 * @example
 * toast(QUOTED_MESSAGES.removeItemFailed); // 'Unable to remove item from cart. Please try again later'
 */
export const QUOTED_MESSAGES = Object.freeze({
  itemNotMovedToCart: 'this item could not be moved to cart',
  removeItemFailed: 'Unable to remove item from cart. Please try again later',
  creditCardSaveFailed: 'credit card save failed',
  giftCardAlreadyExists: 'gift card already exists',
  giftCardSaveFailed: 'gift card save failed',
  profileNotLoaded: 'Profile not loaded',
  paymentAuthenticationError: 'payment authentication error',
  orderCannotBeCompleted: 'order can not be completed',
  docTypeRequired: 'Doc type is required',
  noResults: 'No results.',
});

/**
 * The shape of {@link QUOTED_MESSAGES}, for a translation of them (`frenchQuotedMessages`, or your own).
 *
 * @example
 * const de: QuotedMessages = { ...QUOTED_MESSAGES, removeItemFailed: 'Artikel konnte nicht entfernt werden' };
 */
export type QuotedMessages = Readonly<Record<keyof typeof QUOTED_MESSAGES, string>>;

/**
 * The English messages for every error id of spec §8 (the codes by area and the named cart and checkout ids).
 * Where the spec quotes a message it is used as written; the other wording is ours.
 *
 * @example
 * defaultErrorCatalogue.BSK404; // 'We could not find your cart. Please try again.'
 */
export const defaultErrorCatalogue: ErrorCatalogue = Object.freeze({
  // Auth
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
  AUT409: 'Your sign-in is already being processed. Please try again in a moment.',
  AUT404: 'We could not sign you in. Please try again.',
  AUT432: 'Your session has expired. Please try again.',
  AUT500: SYSTEM,
  AUT450: 'Your current password is incorrect.',
  AUT451: SAME_PASSWORD,
  AUT452: SAME_PASSWORD,
  AUT453: 'Email is not valid',
  AUT498: 'Your session is no longer valid. Please sign in again.',
  AUT440: 'We could not find your account. Please sign up or try again.',
  // Cart and order
  ORD430: 'This item is no longer available.',
  BSK404: 'We could not find your cart. Please try again.',
  ORD516: 'This store does not offer this delivery option. Please choose another store or delivery method.',
  ORD517: FULFILMENT_CHANGED,
  ORD518: FULFILMENT_CHANGED,
  INV700: STOCK,
  INV406: STOCK,
  INV701: STOCK,
  INV702: PRICE_CHANGED,
  INV405: STOCK,
  INV407: PRICE_CHANGED,
  INV409: STOCK,
  INV408: 'You have reached the maximum quantity for this item.',
  ORD404: ORDER_NOT_FOUND,
  ORD409: ORDER_NOT_FOUND,
  OHS4004: ORDER_NOT_FOUND,
  ORD400: 'Email is not valid',
  ORD415: 'We could not calculate your order total. Please try again.',
  TAX309: TAX,
  TAX310: TAX,
  // Promotions
  PRM130: COUPON_INVALID,
  PRM135: 'This promo code has expired.',
  PRM140: 'This promo code is not active.',
  PRM150: 'This promo code has already been applied.',
  PRM155: 'This promo code has reached its usage limit.',
  PRM160: 'No item in your cart qualifies for this promo code.',
  PRM175: 'This promo code cannot be combined with the codes already applied.',
  PRM416: COUPON_INVALID,
  // Gift cards
  GFS800: 'Gift cards are not available right now. Please try again later.',
  GFO404: 'We could not find this gift card order.',
  GFO405: GIFT_CARD_FAILED,
  GFC400: GIFT_CARD_INVALID,
  GFC410: 'This gift card has expired.',
  GFC700: GIFT_CARD_EMPTY,
  GFC725: GIFT_CARD_EMPTY,
  GFC740: 'This gift card is already applied to your order.',
  GFC755: 'Gift cards cannot be used for this order.',
  GFC760: 'This gift card is blocked. Please contact customer service.',
  GFC799: GIFT_CARD_FAILED,
  GFC800: GIFT_CARD_FAILED,
  GFC812: 'Too many attempts. Please try again later.',
  // Payment and address
  PYT300: PAYMENT_FAILED,
  PYT400: PAYMENT_FAILED,
  PYT402: 'Your payment was declined. Please use another payment method.',
  PYT404: 'We could not find this payment method. Please add it again.',
  PYT405: 'This payment method is not available for your order.',
  PYT406: 'Your payment could not be verified. Please try again.',
  PAY400: 'The pay-later payment could not be completed. Please choose another payment method.',
  PAY401: 'Your payment was not authorised. Please try again or use another payment method.',
  BIL400: ADDRESS_INVALID,
  BILL410: 'Please check your billing address.',
  CHK320: 'Your order could not be placed. Please review your details and try again.',
  CHK380: 'Your cart changed during checkout. Please review it and try again.',
  SHP404: 'We could not find this shipping address. Please add it again.',
  SHP410: SHIPPING,
  SHP500: 'We could not calculate shipping. Please try again.',
  FE309: ADDRESS_INVALID,
  // Rewards
  REW130: 'This reward is not valid.',
  REW135: 'This reward has expired.',
  REW140: 'This reward has already been used.',
  REW401: REWARD,
  // Profile
  PRO404: 'We could not find your profile.',
  PRO410: PROFILE,
  PRO411: PROFILE,
  PRO412: PROFILE,
  PRO414: PROFILE,
  PRO415: PROFILE,
  PRO418: PROFILE,
  FE340: PROFILE,
  FE872: PROFILE,
  CCA400: 'This card is already saved in your account.',
  CCA401: 'This card is already saved in your account.',
  CCN404: 'We could not find this card in your account.',
  '4044': 'We could not find what you were looking for.',
  // Generic
  GEN500: SYSTEM,
  API400: REQUEST,
  API404: 'We could not find what you were looking for.',
  API405: REQUEST,
  API406: REQUEST,
  API415: REQUEST,
  STR404: 'We could not find this store.',
  RTN500: 'We could not create your return. Please try again later.',
  ATTR100: ATTRIBUTE,
  ATTR200: ATTRIBUTE,
  ATTR300: ATTRIBUTE,
  PLP400: 'We could not load these products. Please try again.',
  GWP403: 'A gift product cannot be added or changed.',
  REV410: 'Your review is too long.',
  // Named cart and checkout ids
  INVALID_CUSTOMER: 'Your session is no longer valid. Please sign in again.',
  CART_NOT_FOUND: 'We could not find your cart. Please try again.',
  ITEM_OOS: QUOTED_MESSAGES.itemNotMovedToCart,
  ITEMS_OOS: 'Some items could not be moved to cart because they are out of stock.',
  ADDED_MAX_QUANTITY: 'You have reached the maximum quantity for this item.',
  GWP_PRODUCT: 'A gift product cannot be added or changed.',
  ITEM_NOT_AVAILABLE: 'This item is no longer available.',
  NO_PRICE: 'This item has no price right now and cannot be bought.',
  INVALID_PRICE: 'The price of this item has changed.',
  PAYMENT_ERROR: PAYMENT_FAILED,
  PAYMENT_FRAUD_VERIFICATION_EXCEPTION: 'We could not verify your payment. Please use another payment method.',
  CANT_SHIP_THERE: 'We cannot ship to this address.',
  GC_INVALID2: GIFT_CARD_INVALID,
  GC_ALREADY_APPLIED: 'This gift card is already applied to your order.',
  GC_NOT_ALLOWED: 'Gift cards cannot be used for this order.',
  GC_ZERO_BALANCE: GIFT_CARD_EMPTY,
  ITEM_NO_LONGER_AVAILABLE: 'Some items in your cart are no longer available. Your cart has been updated.',
  CC_EXPIRY_DATE_INVALID: 'The expiry date of this card is not valid.',
  PAYMENT_INSTRUMENT_NOT_FOUND: 'We could not find this payment method. Please add it again.',
  ADDRESS_NOT_FOUND: 'We could not find this address. Please add it again.',
  SHIPPING_POBOX_UNAVAILABLE: 'We cannot ship to a PO box with this delivery method.',
  SOME_PRODUCTS_NO_INVENTORY: 'Some items in your cart are out of stock. Your cart has been updated.',
  DUPLICATED_TOKEN: 'Your sign-in is already being processed. Please try again in a moment.',
  LOGIN_IN_USE: LOGIN_IN_USE,
  LOGIN_IN_USE2: LOGIN_IN_USE,
  PHONE_NUMBER_ALREADY_IN_USE: PHONE_IN_USE,
  PHONE_NUMBER_ALREADY_IN_USE2: PHONE_IN_USE,
  MISSING_BIRTHDATE: 'Please enter your date of birth.',
  // Item codes and extra-info messages
  ProductLineItemInventoryMissing: 'Only part of the quantity you chose is in stock.',
  ProductItemNotAvailable: 'This item is no longer available.',
  ProductLineItemFullInventoryMissing: 'This item is out of stock.',
  InvalidShippingAddress: 'The shipping address of this shipment is not valid.',
  ProductItemMaxQuantity: 'You have reached the maximum quantity for this item.',
  ProductItemRequired: 'This item is required.',
});

/**
 * Where a cart or checkout error is shown (spec §8): on the line (`item`), at the top of the page (`top`), at the
 * gift-card input (`giftCardInput`), as a top notification rather than a persistent toast (`topNotification`),
 * or on a sign-up field (`field`).
 *
 * @example
 * const where: ErrorPlacement = errorPlacementFor('GC_ZERO_BALANCE'); // 'giftCardInput'
 */
export type ErrorPlacement = 'item' | 'top' | 'giftCardInput' | 'topNotification' | 'field';

/**
 * What the product does besides showing a message (spec §8): reset the session (`resetSession`), recreate the
 * cart and retry (`recreateCart`), reload the cart (`reloadCart`), reload and go back to shipping when items
 * changed or the address is invalid (`reloadCartAndReviewShipping`), or none.
 *
 * @example
 * if (errorActionFor(error.errorId) === 'recreateCart') await client.cart.createCart();
 */
export type ErrorAction = 'resetSession' | 'recreateCart' | 'reloadCart' | 'reloadCartAndReviewShipping';

const PLACEMENTS: Readonly<Record<string, ErrorPlacement>> = Object.freeze({
  ITEM_NOT_AVAILABLE: 'item',
  NO_PRICE: 'item',
  INVALID_PRICE: 'item',
  ProductLineItemInventoryMissing: 'item',
  ProductItemNotAvailable: 'item',
  ProductItemMaxQuantity: 'item',
  ProductItemRequired: 'item',
  GC_INVALID2: 'giftCardInput',
  GC_ALREADY_APPLIED: 'giftCardInput',
  GC_NOT_ALLOWED: 'giftCardInput',
  GC_ZERO_BALANCE: 'giftCardInput',
  CC_EXPIRY_DATE_INVALID: 'topNotification',
  PAYMENT_INSTRUMENT_NOT_FOUND: 'topNotification',
  ADDRESS_NOT_FOUND: 'topNotification',
  SHIPPING_POBOX_UNAVAILABLE: 'topNotification',
  SOME_PRODUCTS_NO_INVENTORY: 'topNotification',
  LOGIN_IN_USE: 'field',
  LOGIN_IN_USE2: 'field',
  PHONE_NUMBER_ALREADY_IN_USE: 'field',
  PHONE_NUMBER_ALREADY_IN_USE2: 'field',
  MISSING_BIRTHDATE: 'field',
  AUT439: 'field',
  PRO400: 'field',
  AUT442: 'field',
  AUT444: 'field',
});

const ACTIONS: Readonly<Record<string, ErrorAction>> = Object.freeze({
  INVALID_CUSTOMER: 'resetSession',
  AUT498: 'resetSession',
  CART_NOT_FOUND: 'recreateCart',
  BSK404: 'recreateCart',
  ITEM_NO_LONGER_AVAILABLE: 'reloadCartAndReviewShipping',
  InvalidShippingAddress: 'reloadCartAndReviewShipping',
  ProductLineItemFullInventoryMissing: 'reloadCart',
  SOME_PRODUCTS_NO_INVENTORY: 'reloadCart',
});

/**
 * Where to show an error (spec §8). Item-level ids go on the line, gift-card ids at the gift-card input, the
 * "top notification" ids in a top notification, sign-up ids on their field; everything else at the top.
 *
 * @example
 * errorPlacementFor('NO_PRICE'); // 'item'
 * errorPlacementFor('PAYMENT_ERROR'); // 'top'
 */
export function errorPlacementFor(errorId: string): ErrorPlacement {
  return Object.hasOwn(PLACEMENTS, errorId) ? (PLACEMENTS[errorId] as ErrorPlacement) : 'top';
}

/**
 * The follow-up an error asks for (spec §8), or `undefined` when showing the message is all.
 *
 * @example
 * errorActionFor('CART_NOT_FOUND'); // 'recreateCart'
 * errorActionFor('PRM130'); // undefined
 */
export function errorActionFor(errorId: string): ErrorAction | undefined {
  return Object.hasOwn(ACTIONS, errorId) ? ACTIONS[errorId] : undefined;
}

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

/**
 * The message after saving a payment instrument failed (spec §8): a card that already exists shows the server's
 * message for a credit card and 'gift card already exists' for a gift card; anything else 'credit card save
 * failed' or 'gift card save failed'. Non-API errors are re-thrown. `messages` words them in another language
 * (`frenchQuotedMessages`, `quotedMessagesFor(locale)`); English by default.
 *
 * @example
 * catch (error) { toast.error(paymentSaveErrorMessage(error, 'GIFT_CARD')); }
 */
export function paymentSaveErrorMessage(
  error: unknown,
  method: 'CREDIT_CARD' | 'GIFT_CARD',
  options: { report?: ErrorReporter; messages?: QuotedMessages } = {},
): string {
  if (!isApiError(error)) throw error;
  (options.report ?? consoleReporter)({
    errorId: error.errorId,
    correlationId: error.correlationId,
    status: error.status,
    call: error.call,
    message: error.message,
  });
  const alreadyExists = error.errorId === 'CCA400' || error.errorId === 'CCA401' || error.status === 409;
  const messages = options.messages ?? QUOTED_MESSAGES;
  if (method === 'CREDIT_CARD') return alreadyExists ? error.message : messages.creditCardSaveFailed;
  return alreadyExists ? messages.giftCardAlreadyExists : messages.giftCardSaveFailed;
}
