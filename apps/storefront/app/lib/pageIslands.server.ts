import { CartContentsPart, DeliveryDialogPart, GiftOptionDialogPart, SavedItemsPart } from './cartIslands';
import { AddressSuggestionPart, ChallengeDialogPart, CheckoutGiftDialogPart } from './checkoutIslands';
import { siteFooterIsland, siteHeaderBarIsland, siteMenuDrawerIsland } from './chromeIslands';
import { listingFiltersIsland } from './listingIslands';
import { ConsentBannerPanel, ErrorPage, LocationQuestion } from './pageIslands';
import {
  giftCardFieldsIsland,
  notifyMeIsland,
  PickupChooserPart,
  productReviewsIsland,
  StoreChangedPart,
} from './productIslands';

/**
 * Loads the code of every page island and lazy part: the server calls it before its first request, so it draws
 * each in one pass.
 *
 * @example
 * await preloadPageIslands(); // entry.server.tsx
 */
export async function preloadPageIslands(): Promise<void> {
  await Promise.all([
    siteHeaderBarIsland.load(),
    siteMenuDrawerIsland.load(),
    siteFooterIsland.load(),
    giftCardFieldsIsland.load(),
    listingFiltersIsland.load(),
    productReviewsIsland.load(),
    notifyMeIsland.load(),
    ConsentBannerPanel.preload(),
    LocationQuestion.preload(),
    ErrorPage.preload(),
    PickupChooserPart.preload(),
    StoreChangedPart.preload(),
    DeliveryDialogPart.preload(),
    GiftOptionDialogPart.preload(),
    CartContentsPart.preload(),
    SavedItemsPart.preload(),
    CheckoutGiftDialogPart.preload(),
    AddressSuggestionPart.preload(),
    ChallengeDialogPart.preload(),
  ]);
}
