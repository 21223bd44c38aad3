import { lazyPart } from '../components/LazyPart';
import { islandModule } from '../components/PageIsland';

/**
 * The parts of pages whose code loads only when needed (`PageIsland`), each a chunk of its own in the browser
 * (issue 14: script only where it is used): today a gift card's amount, recipient and message fields, which only gift
 * card pages draw, and which load when the shopper reaches into them (what was typed is handed over).
 *
 * Only forms suit this: a part whose server markup is links that the live part turns into buttons (the product
 * page's "Write a review", "Translate", size chart and pickup chooser: without JavaScript they are pages of their
 * own) would stay links until its code came, so a shopper (or a test looking for the button) would follow the link
 * instead of opening the dialog. Those stay in their page's chunk; what their dialogs draw once open can be a
 * `lazyPart` (the pickup chooser).
 */
export const giftCardFieldsIsland = islandModule(() =>
  import('../components/giftCard/GiftCardFields').then((module) => module.GiftCardFields),
);

/** The cookie banner and preferences dialog (`ConsentBanner` draws them): only pages that show one load it. */
export const ConsentBannerPanel = lazyPart(() =>
  import('../components/ConsentBannerPanel').then((module) => module.ConsentBannerPanel),
);

/** The question whether to switch to the shopper's country's shop: only a landing from another country loads it. */
export const LocationQuestion = lazyPart(() =>
  import('../components/LocationConfirmation').then((module) => module.LocationConfirmation),
);

/** What a page that failed shows (the 404 page, a CMS `error-4xx` page, an apology): only after an error. */
export const ErrorPage = lazyPart(() => import('../components/ErrorPage').then((module) => module.ErrorPage));

/**
 * The product page's store chooser and its confirmation (`?pickup=1`): only a shopper who opens it loads it; the link
 * starts the load as the shopper heads for it.
 */
export const PickupChooserPart = lazyPart(() =>
  import('../components/pickup/PickupChooser').then((module) => module.PickupChooser),
);

/** The "store changed" dialog after a confirmed change of pickup store (in the chooser's chunk). */
export const StoreChangedPart = lazyPart(() =>
  import('../components/pickup/PickupChooser').then((module) => module.StoreChangedDialog),
);

/**
 * Loads the code of every page island and lazy part: the server calls it before its first request, so it draws
 * each in one pass.
 *
 * @example
 * await preloadPageIslands(); // entry.server.tsx
 */
export async function preloadPageIslands(): Promise<void> {
  await Promise.all([
    giftCardFieldsIsland.load(),
    ConsentBannerPanel.preload(),
    LocationQuestion.preload(),
    ErrorPage.preload(),
    PickupChooserPart.preload(),
    StoreChangedPart.preload(),
  ]);
}
