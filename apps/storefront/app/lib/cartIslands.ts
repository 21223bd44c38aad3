import { lazyPart } from '../components/LazyPart';

/*
 * The cart page's parts in chunks of their own (issue 14: script only where it is used): its dialogs, open while the
 * URL says so (`/cart?delivery=…`, `/cart?gift=…`), which only a shopper who opens one loads; the lines and summary,
 * and the saved items, which an empty cart never loads. The server loads them before its first request
 * (lib/pageIslands.server.ts) and draws them in one pass; a browser landing on a page drawing one loads its chunk
 * before hydrating (`preloadPageParts`) or, on a client navigation, in the route's client loader.
 */

/** "Ship it / pick it up" for one line: the delivery choice dialog. */
export const DeliveryDialogPart = lazyPart(() =>
  import('../components/cart/DeliveryDialog').then((module) => module.DeliveryDialog),
);

/** The gift option dialog of one line (gift wrap and message). */
export const GiftOptionDialogPart = lazyPart(() =>
  import('../components/cart/GiftOptionDialog').then((module) => module.GiftOptionDialog),
);

/** The lines, order summary, coupon and gift-card forms of a cart with lines: an empty cart never loads them. */
export const CartContentsPart = lazyPart(
  () => import('../components/cart/CartContents').then((module) => module.CartContents),
  { name: 'cart-contents' },
);

/** The list of items saved for later: a cart with nothing saved never loads it. */
export const SavedItemsPart = lazyPart(
  () => import('../components/cart/SavedItems').then((module) => module.SavedItems),
  { name: 'saved-items' },
);

/**
 * Loads the parts a cart page will draw for `cart` (its lines, its saved items): the cart route's client middleware
 * calls it once the page's data has come, so a client navigation draws the page whole rather than in two steps.
 *
 * @example
 * await preloadCartParts(loaderData.cart);
 */
export function preloadCartParts(cart: { lines: readonly unknown[]; saved: readonly unknown[] }): Promise<unknown> {
  return Promise.all([
    cart.lines.length > 0 ? CartContentsPart.preload() : undefined,
    cart.saved.length > 0 ? SavedItemsPart.preload() : undefined,
  ]).catch(() => undefined);
}
