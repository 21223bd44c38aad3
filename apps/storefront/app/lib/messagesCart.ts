import { plural } from './plural';

// The cart's UI strings (cart page, its dialogs, mini cart, cart action answers), one group per component, loaded
// with those components through lib/cartText.ts (the header cart link's are in the shell catalogue, messages.ts);
// fr-ca must follow the English shape key for key.

/** English cart strings: en-us, en-ca and en-gb. */
export const cartEn = {
  cartPage: {
    notifications: 'Notifications',
    dismissNotice: 'Dismiss',
    title: 'Cart',
    recommendationsTitle: 'Goes well with your cart',
    description: 'The items in your Switchback cart.',
    empty: 'Your cart is empty.',
    continueShopping: 'Continue shopping',
    pickupGroup: 'Pick up in store',
    homeGroup: 'Delivered to you',
    reference: 'Cart reference',
    sessionReset:
      'Your session was no longer valid, so we started a new one. Your new cart holds the items we could keep.',
    sessionRefused: 'We could not open your cart right now. Please reload the page in a moment.',
  },
  cartDialog: { close: 'Close' },
  cartLine: {
    color: 'Color',
    size: 'Size',
    rowTotal: 'Total',
    employeeDiscount: 'Employee discount',
    remove: 'Remove',
    saveForLater: 'Save for later',
    delivery: 'Delivery',
    at: 'at',
    changeDelivery: 'Change delivery',
    giftFor: 'Gift for',
    amount: 'Amount',
    message: 'Message',
    addGift: 'Add gift option',
    editGift: 'Edit gift option',
    bonus: 'Free gift',
    forItem: 'for',
    sameDay: 'today',
    days: (n: number) => plural('en', n, { one: `in ${n} day`, other: `in ${n} days` }),
    /** The delivery methods by their commerce-api code (its own labels are English only). */
    methods: {
      standard: 'Standard delivery',
      pudo: 'Collection point',
      pickup: 'Pick up in store',
      sts: 'Ship to store',
      digital: 'E-mail delivery',
      customs: 'Made to order',
    } as Readonly<Record<string, string>>,
  },
  cartCoupon: {
    label: 'Promo code',
    apply: 'Apply',
    applied: 'Applied codes',
    remove: 'Remove',
    /** Read by screen readers after "Remove": which code it removes. */
    removeWhat: (code: string) => `promo code ${code}`,
    notApplicable: 'not applicable to your cart yet',
  },
  cartDelivery: {
    title: 'Change delivery method',
    legend: 'How do you want to get',
    home: 'Home delivery',
    pickup: 'Pick up in store',
    store: 'Store',
    inStock: (count: number) => `${count} in stock`,
    outOfStock: 'not in stock',
    shipToStore: 'Ship to a store',
    shipToStoreTerms: (from: number, to: number | null) =>
      `Free, ${to === null ? from : `${from}–${to}`} business days. The store needs none in stock.`,
    shipsThere: 'we ship it there',
    pickupUnavailable:
      'That store does not have this item in the quantity you chose for pickup. Choose a store that has it, or ship it to the store.',
    noStores: 'No store of this country has this item in stock or takes ship-to-store orders right now.',
    save: 'Save delivery method',
  },
  cartGiftCard: {
    title: 'Check a gift card balance',
    number: 'Gift card number',
    pin: 'PIN',
    check: 'Check balance',
  },
  cartGift: {
    title: 'Add a gift option',
    intro: 'This item is a gift for',
    to: 'Recipient name',
    email: 'Recipient email',
    message: 'Gift message',
    messageHint: 'Up to 250 characters.',
    save: 'Save gift option',
    remove: 'Remove gift option',
  },
  miniCart: {
    title: 'Added to your cart',
    drawerTitle: 'Your cart',
    empty: 'Your cart is empty.',
    loading: 'Loading your cart…',
    subtotal: 'Subtotal',
    viewCart: 'View cart',
    checkout: 'Checkout',
    close: 'Close',
    items: (count: number) =>
      plural('en', count, { one: `${count} item in your cart`, other: `${count} items in your cart` }),
  },
  cartSummary: {
    summary: 'Order summary',
    items: (count: number) => plural('en', count, { one: `${count} item`, other: `${count} items` }),
    itemSubtotal: 'Item subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    free: 'Free',
    tax: 'Tax',
    vatIncluded: 'VAT included',
    taxLater: 'Calculated at checkout',
    total: 'Total',
    promotions: 'Promotions applied',
    checkout: 'Checkout',
  },
  cartQuantity: {
    quantity: 'Quantity',
    of: 'of',
    decrease: 'Decrease quantity of',
    increase: 'Increase quantity of',
    update: 'Update',
  },
  cartSaved: {
    title: 'Saved for later',
    empty: 'Nothing saved for later.',
    moveToCart: 'Move to cart',
    remove: 'Remove',
    unavailable: 'Out of stock',
    quantity: 'Quantity',
  },
  /** What the cart forms' actions answer (status line, field and line problems). */
  cartAction: {
    updated: 'Your cart was updated.',
    removed: 'The item was removed from your cart.',
    savedForLater: 'The item was saved for later.',
    movedToCart: 'The item was moved to your cart.',
    savedRemoved: 'The saved item was removed.',
    couponApplied: (code: string) => `Promo code ${code} was applied.`,
    couponRemoved: (code: string) => `Promo code ${code} was removed.`,
    giftSaved: 'The gift option was saved.',
    giftRemoved: 'The gift option was removed.',
    deliveryHome: 'The item will be delivered to your address.',
    deliveryStore: 'The item will be picked up in store.',
    deliveryShipToStore: 'The item will be shipped to the store for free.',
    balance: (amount: string) => `This gift card has a balance of ${amount}.`,
    badRequest: 'Something went wrong. Please try again.',
    badQuantity: 'Enter a whole number of at least 1.',
    aboveMax: (max: number) => `You can buy up to ${max} of this item.`,
    couponRequired: 'Enter a promo code.',
    giftCardRequired: 'Enter the 16 to 19 digits of the card number and its 4 to 8 digit PIN.',
    giftEmail: 'Enter a valid email address for the gift recipient.',
    giftTooLong: 'The gift message can be at most 250 characters.',
    chooseStore: 'Choose a store for pickup.',
  },
};

/** The en-gb spellings of {@link cartEn}'s strings, laid over it on en-gb (lib/cartText.ts). */
export const cartEnGb = {
  cartLine: { ...cartEn.cartLine, color: 'Colour' },
} satisfies Partial<typeof cartEn>;

/** The shape every cart catalogue follows. */
export type CartMessages = typeof cartEn;
