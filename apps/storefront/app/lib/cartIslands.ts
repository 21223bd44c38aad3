import { lazyPart } from '../components/LazyPart';

/*
 * The cart page's dialogs, open while the URL says so (`/cart?delivery=…`, `/cart?gift=…`): chunks of their own that
 * only a shopper who opens one loads (issue 14: dialogs load on first open). The server loads them before its first
 * request (lib/pageIslands.server.ts) and draws them in one pass; a browser landing on an open dialog keeps the
 * server's markup until the chunk has come.
 */

/** "Ship it / pick it up" for one line: the delivery choice dialog. */
export const DeliveryDialogPart = lazyPart(() =>
  import('../components/cart/DeliveryDialog').then((module) => module.DeliveryDialog),
);

/** The gift option dialog of one line (gift wrap and message). */
export const GiftOptionDialogPart = lazyPart(() =>
  import('../components/cart/GiftOptionDialog').then((module) => module.GiftOptionDialog),
);
