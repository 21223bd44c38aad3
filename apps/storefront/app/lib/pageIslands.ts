import { islandModule } from '../components/PageIsland';

/**
 * The parts of pages whose code loads only when needed (`PageIsland`), each a chunk of its own in the browser
 * (issue 14: script only where it is used): today a gift card's amount, recipient and message fields, which only gift
 * card pages draw, and which load when the shopper reaches into them (what was typed is handed over).
 *
 * Only forms suit this: a part whose server markup is links that the live part turns into buttons (the product
 * page's "Write a review", "Translate", size chart and pickup chooser: without JavaScript they are pages of their
 * own) would stay links until its code came, so a shopper (or a test looking for the button) would follow the link
 * instead of opening the dialog. Those stay in their page's chunk.
 */
export const giftCardFieldsIsland = islandModule(() =>
  import('../components/giftCard/GiftCardFields').then((module) => module.GiftCardFields),
);

/**
 * Loads every page island's code: the server calls it before its first request, so it draws each island in one pass.
 *
 * @example
 * await preloadPageIslands(); // entry.server.tsx
 */
export async function preloadPageIslands(): Promise<void> {
  await giftCardFieldsIsland.load();
}
