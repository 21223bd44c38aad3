import { lazyPart } from '../components/LazyPart';
import { islandModule } from '../components/PageIsland';

/**
 * The product page's parts whose code loads only when needed (`PageIsland`), each a chunk of its own in the browser
 * (issue 14: script only where it is used): a gift card's amount, recipient and message fields, which only gift
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
