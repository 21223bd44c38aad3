import {
  defaultErrorCatalogue,
  errorActionFor,
  errorMessageFor,
  errorPlacementFor,
  isApiError,
  QUOTED_MESSAGES,
  type ErrorCatalogue,
  type ErrorReporter,
} from '@switchback/api-client';
import type { CartTexts } from './cartTexts';
import { fulfilmentChangeMessage } from './deliveryNotifications';

/**
 * Where a cart error shows (spec §8): on its line, at the top of the page, at the gift-card input, or as a top
 * notification that goes away (not a persistent toast).
 *
 * @example
 * const where: CartErrorPlacement = 'giftCardInput';
 */
export type CartErrorPlacement = 'item' | 'top' | 'giftCardInput' | 'topNotification';

/**
 * A cart error ready to show.
 *
 * @example
 * const shown: CartErrorDisplay = cartErrorFor(error, { itemId: line.id });
 */
export interface CartErrorDisplay {
  errorId: string;
  message: string;
  placement: CartErrorPlacement;
  /** The line an item-level error belongs to. */
  itemId: string | null;
  /** The cart must be read again (ITEM_NO_LONGER_AVAILABLE, a flash-type detail, a fulfilment change …). */
  reloadCart: boolean;
  /** A persistent message stays until dismissed; a top notification does not. */
  persistent: boolean;
}

/** Stock and max-quantity refusals of a quantity change concern the line that was changed. */
const LINE_STOCK_IDS = new Set([
  'INV700',
  'INV406',
  'INV701',
  'INV405',
  'INV409',
  'INV408',
  'ITEM_OOS',
  'ADDED_MAX_QUANTITY',
  'GWP_PRODUCT',
  'GWP403',
]);

/**
 * A line's stock refusal worded as the spec's item codes (§8): fewer left than the line asks for (INV406) is
 * ProductLineItemInventoryMissing, "partial out of stock"; none left (INV700) is ProductLineItemFullInventoryMissing.
 */
const LINE_STOCK_MESSAGE_IDS: Readonly<Record<string, string>> = Object.freeze({
  INV406: 'ProductLineItemInventoryMissing',
  INV700: 'ProductLineItemFullInventoryMissing',
});

/**
 * The English line message of a partial stock refusal that says how many there are.
 *
 * @example
 * onlyLeftMessage(3); // 'Only 3 left in stock.'
 */
export function onlyLeftMessage(availableQuantity: number): string {
  return `Only ${availableQuantity} left in stock.`;
}

/** Stock refusals of part of a quantity: online (INV406) or at the pickup store (INV701). */
const PARTIAL_STOCK_IDS = new Set(['INV406', 'INV701']);

/** The `availableQuantity` a stock refusal's error detail carries (commerce-api's extension), if a positive count. */
function availableQuantityOf(details: ReadonlyArray<Record<string, unknown>>): number | null {
  for (const detail of details) {
    const value = detail['availableQuantity'];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  }
  return null;
}

/**
 * Words of the cart errors that depend on context (spec §8). English unless `texts` (e.g. `frenchCartTexts`) says
 * otherwise.
 *
 * @example
 * maxQuantityMessage(3); // 'You can add up to 3 of this item.'
 * maxQuantityMessage(3, frenchCartTexts); // 'Vous pouvez ajouter jusqu’à 3 exemplaires de cet article.'
 */
export function maxQuantityMessage(
  maxAllowedQty: number | null | undefined,
  texts?: Pick<CartTexts, 'maxQuantity' | 'errors'>,
): string {
  if (typeof maxAllowedQty === 'number' && maxAllowedQty > 0)
    return texts ? texts.maxQuantity(maxAllowedQty) : `You can add up to ${maxAllowedQty} of this item.`;
  return (texts?.errors.ADDED_MAX_QUANTITY ?? defaultErrorCatalogue.ADDED_MAX_QUANTITY) as string;
}

/** Spec §8: a gift product cannot be added or changed, and says so with a maximum-quantity message. */
export const GWP_MESSAGE = 'This gift item cannot be added or changed: you have reached its maximum quantity.';

/** Spec §8, quoted. */
export const REMOVE_FAILED_MESSAGE = QUOTED_MESSAGES.removeItemFailed;

/**
 * What to show for a failed cart call (spec §8): the message (catalogue, fulfilment-change, max-quantity and gift
 * wording; at its line a stock refusal, INV406 or INV700, takes the wording of the item codes
 * ProductLineItemInventoryMissing or ProductLineItemFullInventoryMissing), where it goes, and whether the cart must
 * be read again. Non-API errors are re-thrown. Messages are
 * English unless `texts` gives another language (`cartTextsFor(locale)`); `catalogue` still wins for error ids.
 *
 * @example
 * try { await lifecycle.updateQuantity(line, 5); }
 * catch (error) {
 *   const shown = cartErrorFor(error, { itemId: line.id, maxAllowedQty: line.maxQty });
 *   if (shown.reloadCart) await revalidate();
 * }
 */
export function cartErrorFor(
  error: unknown,
  context: {
    itemId?: string | null;
    maxAllowedQty?: number | null;
    operation?: 'remove' | 'change';
    catalogue?: ErrorCatalogue;
    report?: ErrorReporter;
    texts?: CartTexts;
  } = {},
): CartErrorDisplay {
  if (!isApiError(error)) throw error;
  const errorId = error.errorId;
  const { texts } = context;
  const catalogue = context.catalogue ?? texts?.errors ?? defaultErrorCatalogue;
  let message = errorMessageFor(error, catalogue, context.report ? { report: context.report } : {});
  const fulfilment = fulfilmentChangeMessage(error, texts);
  if (fulfilment) message = fulfilment;
  if (errorId === 'ADDED_MAX_QUANTITY' || errorId === 'INV408')
    message = maxQuantityMessage(context.maxAllowedQty, texts);
  if (errorId === 'GWP_PRODUCT' || errorId === 'GWP403') message = texts?.giftProduct ?? GWP_MESSAGE;
  if (context.operation === 'remove') message = texts?.removeFailed ?? REMOVE_FAILED_MESSAGE;

  const generic = errorPlacementFor(errorId);
  let placement: CartErrorPlacement =
    generic === 'item' || generic === 'giftCardInput' || generic === 'topNotification' ? generic : 'top';
  if (placement === 'top' && context.itemId && LINE_STOCK_IDS.has(errorId) && context.operation !== 'remove')
    placement = 'item';
  const itemId = placement === 'item' ? (context.itemId ?? null) : null;
  // An item-level error without a line to attach to goes to the top.
  if (placement === 'item' && !itemId) placement = 'top';
  // At its line, a stock refusal says what is wrong with that line rather than with "some items in your cart".
  const lineStockId = LINE_STOCK_MESSAGE_IDS[errorId];
  if (placement === 'item' && lineStockId) {
    const lineMessage = catalogue[lineStockId] ?? defaultErrorCatalogue[lineStockId];
    if (lineMessage) message = lineMessage;
  }
  // A partial refusal that says how many there are says it ("Only 3 left in stock.").
  const available = availableQuantityOf(error.details);
  if (placement === 'item' && PARTIAL_STOCK_IDS.has(errorId) && available !== null)
    message = texts ? texts.onlyLeft(available) : onlyLeftMessage(available);

  const action = errorActionFor(errorId);
  const flash = error.details.some((detail) => {
    const type: unknown = detail['type'];
    return typeof type === 'string' && /flash/i.test(type);
  });
  const reloadCart =
    flash || Boolean(fulfilment) || action === 'reloadCart' || action === 'reloadCartAndReviewShipping';
  return { errorId, message, placement, itemId, reloadCart, persistent: placement !== 'topNotification' };
}

/**
 * The message of an out-of-stock refusal of a move to the cart (spec §8): one item uses 'this item could not be
 * moved to cart'. English unless `texts` says otherwise.
 *
 * @example
 * outOfStockMessage(1); // 'this item could not be moved to cart'
 * outOfStockMessage(1, frenchCartTexts); // 'cet article n’a pas pu être déplacé dans le panier'
 */
export function outOfStockMessage(
  count: number,
  texts?: Pick<CartTexts, 'itemNotMovedToCart' | 'itemsNotMovedToCart'>,
): string {
  if (texts) return count === 1 ? texts.itemNotMovedToCart : texts.itemsNotMovedToCart;
  return count === 1 ? QUOTED_MESSAGES.itemNotMovedToCart : (defaultErrorCatalogue.ITEMS_OOS as string);
}
