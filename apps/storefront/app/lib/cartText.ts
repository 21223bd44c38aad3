// The cart's English sentences and the shape of a cart form's answer, shared by the server action and the page.

/** Where an action's message goes on the cart page. */
export type CartMessagePlacement = 'item' | 'saved' | 'top' | 'topNotification' | 'coupon' | 'giftCard' | 'status';

/**
 * What a cart form's action answers; the page reads it to place the message (spec §8 placement).
 *
 * @example
 * const result: CartActionResult = { ok: true, intent: 'update', message: 'Your cart was updated.', placement: 'status', itemId: null, status: 200 };
 */
export interface CartActionResult {
  ok: boolean;
  intent: string;
  message: string;
  placement: CartMessagePlacement;
  itemId: string | null;
  /** HTTP status of the answer: 200, 400 for bad input, 409 when the API refused the change. */
  status: number;
}

/** The cart page's English sentences for action results. */
export const ACTION_TEXT = {
  updated: 'Your cart was updated.',
  removed: 'The item was removed from your cart.',
  savedForLater: 'The item was saved for later.',
  movedToCart: 'The item was moved to your cart.',
  savedRemoved: 'The saved item was removed.',
  couponApplied: (code: string) => `Promo code ${code} was applied.`,
  couponRemoved: (code: string) => `Promo code ${code} was removed.`,
  giftSaved: 'The gift option was saved.',
  giftRemoved: 'The gift option was removed.',
  deliveryHome: 'The item will be delivered to your address.',
  deliveryStore: 'The item will be picked up in store.',
  balance: (amount: string) => `This gift card has a balance of ${amount}.`,
  badRequest: 'Something went wrong. Please try again.',
  badQuantity: 'Enter a whole number of at least 1.',
  aboveMax: (max: number) => `You can buy up to ${max} of this item.`,
  couponRequired: 'Enter a promo code.',
  giftCardRequired: 'Enter the 16 to 19 digits of the card number and its 4 to 8 digit PIN.',
  giftEmail: 'Enter a valid email address for the gift recipient.',
  giftTooLong: 'The gift message can be at most 250 characters.',
  chooseStore: 'Choose a store for pickup.',
} as const;


/** The dialogs' changes redirect to the cart with `?done=<intent>`; these are what the page then says. */
export const DONE_TEXT: Readonly<Record<string, string>> = {
  gift: ACTION_TEXT.giftSaved,
  removeGift: ACTION_TEXT.giftRemoved,
  deliveryHome: ACTION_TEXT.deliveryHome,
  deliveryStore: ACTION_TEXT.deliveryStore,
};
