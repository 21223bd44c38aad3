import type { Locale } from './locales';
import { sectionMessagesFor, type Messages } from './messages';
import { cartEn, cartEnGb, type CartMessages } from './messagesCart';
import { useStore } from './useStore';

// The cart's strings, its action sentences and the shape of a cart form's answer, shared by the server action,
// the page and the cart components.

/** The shop's strings with the cart section's (cart page, its dialogs, mini cart, action answers). */
export type CartMessagesAll = Messages & CartMessages;

/**
 * The UI strings of a locale including the cart's. Their English catalogue is imported by the cart components,
 * the cart page and its server actions only, so other pages load it with the mini cart at most (the French one
 * comes with the French catalogue, `messagesFr.ts`).
 *
 * @example
 * cartMessagesFor('en-us').miniCart.title; // 'Added to your cart'
 */
export function cartMessagesFor(locale: Locale): CartMessagesAll {
  return sectionMessagesFor(locale, 'cart', cartEn, cartEnGb);
}

/**
 * {@link cartMessagesFor} for the page's locale: `useText()` of the cart components and page.
 *
 * @example
 * const t = useCartText();
 * return <h2>{t.miniCart.drawerTitle}</h2>;
 */
export function useCartText(): CartMessagesAll {
  return cartMessagesFor(useStore().locale);
}

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
 * in the shopper's locale with `cartMessagesFor(locale).cartAction`.
 */
export const ACTION_TEXT: CartMessages['cartAction'] = cartEn.cartAction;

/** The dialogs' changes redirect to the cart with `?done=<intent>`; the `cartAction` sentence the page then says. */
export const DONE_KEYS: Readonly<
  Record<string, 'giftSaved' | 'giftRemoved' | 'deliveryHome' | 'deliveryStore' | 'deliveryShipToStore'>
> = {
  gift: 'giftSaved',
  removeGift: 'giftRemoved',
  deliveryHome: 'deliveryHome',
  deliveryStore: 'deliveryStore',
  deliveryShipToStore: 'deliveryShipToStore',
};

/**
 * The `?done=` key of a dialog's change that succeeded (see {@link DONE_KEYS}): the gift intents name themselves, a
 * delivery change names the method chosen.
 *
 * @example
 * doneKeyOf('delivery', 'sts'); // 'deliveryShipToStore'
 */
export function doneKeyOf(intent: 'gift' | 'removeGift' | 'delivery', method: unknown): string {
  if (intent !== 'delivery') return intent;
  if (method === 'standard') return 'deliveryHome';
  return method === 'sts' ? 'deliveryShipToStore' : 'deliveryStore';
}
