import { messagesFor, type Messages } from './messages';

// The cart's action sentences and the shape of a cart form's answer, shared by the server action and the page.

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

/**
 * The cart page's English sentences for action results (the en-* catalogue's `cartAction`); the server answers
 * in the shopper's locale with `messagesFor(locale).cartAction`.
 */
export const ACTION_TEXT: Messages['cartAction'] = messagesFor('en-us').cartAction;

/** The dialogs' changes redirect to the cart with `?done=<intent>`; the `cartAction` sentence the page then says. */
export const DONE_KEYS: Readonly<Record<string, 'giftSaved' | 'giftRemoved' | 'deliveryHome' | 'deliveryStore'>> = {
  gift: 'giftSaved',
  removeGift: 'giftRemoved',
  deliveryHome: 'deliveryHome',
  deliveryStore: 'deliveryStore',
};
