import { lazyPart } from '../components/LazyPart';
import { islandModule } from '../components/PageIsland';

/**
 * The product page's parts whose code loads only when needed (`PageIsland`), each a chunk of its own in the browser
 * (issue 14: script only where it is used): a gift card's amount, recipient and message fields, which only gift
 * card pages draw, and which load when the shopper reaches into them (what was typed is handed over).
 *
 * A part whose server markup has links that the live part turns into buttons ("Write a review": without JavaScript a
 * page of its own) marks them `LIVE_CLICK` (content-blocks), so a click before the code came opens the dialog once
 * it has rather than following the link. The size chart and pickup chooser above the fold stay in the page's chunk;
 * what their dialogs draw once open can be a `lazyPart` (the pickup chooser).
 */
export const giftCardFieldsIsland = islandModule(() =>
  import('../components/giftCard/GiftCardFields').then((module) => module.GiftCardFields),
);

/**
 * The reviews and questions below the product (rating summary, sort, write a review, translate, helpful votes, the
 * question form): their code loads when the shopper reaches into them.
 */
export const productReviewsIsland = islandModule(() =>
  import('../components/review/ProductReviews').then((module) => module.ProductReviews),
);

/** Notify-me for sold-out sizes, a form: only a product with a sold-out size draws it. */
export const notifyMeIsland = islandModule(() =>
  import('../components/ProductCommunity').then((module) => module.NotifyMe),
);

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
