import { isApiError } from '@switchback/api-client';
import type { CartTexts } from './cartTexts';

/**
 * Delivery-change transition codes of spec §4: a line moved between home delivery (STH), pickup and ship to store
 * (STS).
 *
 * @example
 * DELIVERY_TRANSITIONS.includes('PickupToSthTransition'); // true
 */
export const DELIVERY_TRANSITIONS = Object.freeze([
  'PickupToSthTransition',
  'PickupToStsTransition',
  'StsToSthTransition',
  'StsToPickupTransition',
  'STHToPickupTransition',
] as const);

/**
 * Every cart notification type of spec §4: the transitions plus a downgraded shipping method, a changed store and an
 * invalid shipping address.
 *
 * @example
 * const type: CartNotificationType = 'ChangedStoreId';
 */
export type CartNotificationType =
  (typeof DELIVERY_TRANSITIONS)[number] | 'OrderShippingMethodDowngraded' | 'ChangedStoreId' | 'InvalidShippingAddress';

/**
 * English messages of the notification types; apps translate them.
 *
 * @example
 * DELIVERY_NOTIFICATION_MESSAGES.ChangedStoreId; // 'The store for your pickup items has changed.'
 */
export const DELIVERY_NOTIFICATION_MESSAGES: Readonly<Record<CartNotificationType, string>> = Object.freeze({
  PickupToSthTransition:
    'An item is no longer available for pickup at your store. It will be delivered to your address instead.',
  PickupToStsTransition:
    'An item is no longer in stock at your store. We will ship it to the store for you to collect.',
  StsToSthTransition: 'An item can no longer be shipped to your store. It will be delivered to your address instead.',
  StsToPickupTransition: 'Good news: an item is now in stock at your store and ready for pickup.',
  STHToPickupTransition: 'An item will now be picked up in store instead of being delivered.',
  OrderShippingMethodDowngraded: 'Your shipping method is no longer available for your order and has been changed.',
  ChangedStoreId: 'The store for your pickup items has changed.',
  InvalidShippingAddress: 'The shipping address of a shipment is not valid. Please check it.',
});

/** Spec §8: a delivery-method transition shows an order-updated message. */
export const ORDER_UPDATED_MESSAGE = 'Your order has been updated. Please review the delivery of your items.';

/**
 * The fulfilment-change error families of spec §4: ship to pick (ORD516), pick to ship (ORD517), pick to ship to
 * store (ORD518).
 *
 * @example
 * FULFILMENT_CHANGE_MESSAGES.ORD517; // 'Some items can no longer be picked up …'
 */
export const FULFILMENT_CHANGE_MESSAGES = Object.freeze({
  ORD516: 'Some items will now be picked up in store instead of being shipped. Please review your order.',
  ORD517: 'Some items can no longer be picked up in store and will be shipped to you. Please review your order.',
  ORD518: 'Some items can no longer be picked up in store and will be shipped to the store. Please review your order.',
} as const);

/**
 * A cart notification as shown: its type, whether it is a delivery transition, and the message (the catalogue's
 * for a known type; the server's otherwise).
 *
 * @example
 * const shown: DeliveryNotice = describeNotification({ type: 'ChangedStoreId' });
 */
export interface DeliveryNotice {
  type: string;
  itemId: string | null;
  transition: boolean;
  message: string;
}

function isKnownType(type: string): type is CartNotificationType {
  return Object.hasOwn(DELIVERY_NOTIFICATION_MESSAGES, type);
}

/**
 * Turns one entry of a cart's `notificationList` (or a line's `customerNotifications`) into what the shopper reads,
 * in English unless `texts` (e.g. `frenchCartTexts`) says otherwise.
 *
 * @example
 * describeNotification({ type: 'PickupToSthTransition', itemId: 'l1' }).transition; // true
 */
export function describeNotification(
  entry: { type?: unknown; code?: unknown; message?: unknown; itemId?: unknown },
  texts?: Pick<CartTexts, 'notifications' | 'orderUpdated'>,
): DeliveryNotice {
  const type = typeof entry.type === 'string' ? entry.type : typeof entry.code === 'string' ? entry.code : '';
  const serverMessage = typeof entry.message === 'string' && entry.message ? entry.message : null;
  return {
    type,
    itemId: typeof entry.itemId === 'string' ? entry.itemId : null,
    transition: (DELIVERY_TRANSITIONS as readonly string[]).includes(type),
    message: isKnownType(type)
      ? (texts?.notifications ?? DELIVERY_NOTIFICATION_MESSAGES)[type]
      : (serverMessage ?? texts?.orderUpdated ?? ORDER_UPDATED_MESSAGE),
  };
}

/**
 * All notifications of a cart, described; `hasTransition` says the order-updated message is due (spec §8).
 *
 * @example
 * const { notices, hasTransition } = cartNotifications(cart.notificationList);
 */
export function cartNotifications(
  list: readonly unknown[] | null | undefined,
  texts?: Pick<CartTexts, 'notifications' | 'orderUpdated'>,
): { notices: DeliveryNotice[]; hasTransition: boolean } {
  const notices = (list ?? [])
    .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
    .map((entry) => describeNotification(entry, texts));
  return { notices, hasTransition: notices.some((notice) => notice.transition) };
}

/**
 * The message of a fulfilment-change error (ORD516/517/518), or `undefined` for any other error; English unless
 * `texts` says otherwise.
 *
 * @example
 * catch (error) { const message = fulfilmentChangeMessage(error); if (message) showTop(message); }
 */
export function fulfilmentChangeMessage(
  error: unknown,
  texts?: Pick<CartTexts, 'fulfilmentChange'>,
): string | undefined {
  if (!isApiError(error)) return undefined;
  const messages = texts?.fulfilmentChange ?? FULFILMENT_CHANGE_MESSAGES;
  return Object.hasOwn(messages, error.errorId)
    ? messages[error.errorId as keyof typeof FULFILMENT_CHANGE_MESSAGES]
    : undefined;
}
