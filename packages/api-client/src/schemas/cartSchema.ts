import * as z from 'zod/mini';
import { addressSchema } from './addressSchema';
import { maybe, maybeBoolean, maybeList, maybeNumber, maybeString, money, opaqueList } from './fields';
import { customsDesignSchema } from './customsSchemas';
import { paymentInstrumentSchema } from './paymentInstrumentSchema';
import { approachingPromotionSchema, promotionSummarySchema } from './promotionSchema';
import { shippingMethodEntrySchema, shippingMethodSchema, shippingOptionSchema } from './shippingMethodSchema';

/**
 * The totals of a cart (spec §3). `itemTotal` and `total` are always there; the others may be absent before the
 * step that sets them (no shipping method yet, no tax address yet).
 *
 * @example
 * const totals = cartTotalsSchema.parse(cart.totals);
 */
export const cartTotalsSchema = z.looseObject({
  itemTotal: z.number(),
  total: z.number(),
  totalDiscount: money,
  totalWithoutTax: money,
  shipping: money,
  tax: money,
  /** Prices include the tax (VAT sites): `tax` is part of `total`, not added to it. */
  taxIncluded: maybeBoolean,
  /** Whether a tax region is known yet (an address, a store, a collection point, or a VAT site); until then `tax` is 0. */
  taxKnown: maybeBoolean,
  /** Computed by the server from the original price and the discount (spec §9). */
  totalDiscountPercentage: maybeNumber,
  remainingToPay: money,
  totalUnits: maybeNumber,
  itemSubTotal: money,
  netAmount: money,
  taxAmount: money,
  appliedRewards: maybe(z.union([z.array(z.unknown()), z.number(), z.looseObject({})])),
  /** The employee discount in the cart or order (an employee who accepted the terms); part of `totalDiscount`. */
  employeeDiscount: maybeNumber,
});

/**
 * Price block of a cart item (spec §3).
 *
 * @example
 * const price = cartItemPriceSchema.parse(item.price);
 */
export const cartItemPriceSchema = z.looseObject({
  amount: money,
  original: money,
  current: money,
  rowTotal: money,
  priceAfterItemDiscount: money,
  priceAfterOrderDiscount: money,
  highCurrent: money,
  highOriginal: money,
  proratedPrice: money,
});

// A variant or attribute value: `{ code, value }`, with availability for sizes.
const attributeValue = z.looseObject({ code: maybeString, value: maybeString, available: maybeBoolean });

/**
 * A cart line (spec §3): product and variant, quantity limits, prices, variants and attributes, delivery options,
 * gift and customs details, promotions and the merchandising fields (badge, eyebrow, rating, season, breadcrumbs).
 *
 * @example
 * const item = cartItemSchema.parse(cart.items[0]);
 * item.shippingOptions?.find((option) => option.selected)?.shippingMethod?.code;
 */
export const cartItemSchema = z.looseObject({
  id: z.string(),
  productId: z.string(),
  masterId: maybeString,
  name: maybeString,
  qty: z.number(),
  maxQty: maybeNumber,
  upc: maybeString,
  recipeId: maybeString,
  price: maybe(cartItemPriceSchema),
  taxTotal: money,
  bonus: maybeBoolean,
  /** `{ code, value }` per variation; a colour code is not one of the size codes (spec §3). */
  variants: maybeList(attributeValue),
  attributes: maybe(
    z.looseObject({
      color: maybe(z.union([attributeValue, z.array(attributeValue)])),
      size: maybe(z.union([attributeValue, z.array(attributeValue)])),
    }),
  ),
  customerNotifications: opaqueList,
  shippingOptions: maybeList(shippingOptionSchema),
  pdpUrl: maybeString,
  productImageURL: maybeString,
  giftOption: maybe(z.looseObject({ to: maybeString, email: maybeString, message: maybeString })),
  customAmount: money,
  isCustoms: maybeBoolean,
  dummyCustoms: maybeBoolean,
  customsRecipeID: maybeString,
  customsExternalUrl: maybeString,
  precreatedCustomsCode: maybeString,
  /** A customised line's design (initials, colours, placement, what it adds to the price); absent on other lines. */
  customs: maybe(customsDesignSchema),
  productPromotions: maybeList(
    z.looseObject({ couponCode: maybeString, promotionId: maybeString, campaignId: maybeString, price: money }),
  ),
  badge: maybe(z.union([z.string(), z.looseObject({ url: maybeString, alt: maybeString, text: maybeString })])),
  eyebrow: maybeString,
  rating: maybe(z.looseObject({ score: maybeNumber, reviewsCount: maybeNumber })),
  season: maybeString,
  breadcrumbs: maybeList(
    z.union([z.string(), z.looseObject({ id: maybeString, name: maybeString, url: maybeString })]),
  ),
  merchantProductId: maybeString,
  saveForLater: maybe(z.union([z.string(), z.looseObject({ saveForLaterId: maybeString, itemId: maybeString })])),
});

/**
 * A saved-for-later entry (spec §3): item id, product page, availability and quantity.
 *
 * @example
 * const entry = saveForLaterItemSchema.parse(list.items[0]);
 */
export const saveForLaterItemSchema = z.looseObject({
  itemId: z.string(),
  pageUrl: maybeString,
  available: maybeBoolean,
  qty: maybeNumber,
});

/**
 * A shipment of a cart or order: id, method (code and delivery time) and store.
 *
 * @example
 * const pickupStore = shipmentSchema.parse(order.shipments[0]).storeId;
 */
export const shipmentSchema = z.looseObject({
  shipmentId: maybeString,
  shippingMethod: maybe(shippingMethodSchema),
  storeId: maybeString,
  shippingAddress: maybe(addressSchema),
});

/**
 * A flash message (spec §8): a flash-type error detail on a cart makes the client reload it.
 *
 * @example
 * const reload = cart.flash?.some((flash) => flash.type === 'error');
 */
export const flashMessageSchema = z.looseObject({
  type: maybeString,
  message: maybeString,
  code: maybeString,
  errorId: maybeString,
});

/**
 * A cart (spec §3): totals, lines, payment instruments, shipping method entries, shipments, coupons, promotions,
 * bonus and saved-for-later items, flash messages, payment methods and notifications.
 *
 * @example
 * const cart = cartSchema.parse(body);
 * cart.totals.total;
 */
export const cartSchema = z.looseObject({
  id: z.string(),
  currency: z.string(),
  totalItems: z.number(),
  totals: cartTotalsSchema,
  items: z.array(cartItemSchema),
  payment_instruments: maybeList(paymentInstrumentSchema),
  shippingMethods: maybeList(shippingMethodEntrySchema),
  shipments: maybeList(shipmentSchema),
  couponItems: maybeList(z.looseObject({ code: maybeString, applied: maybeBoolean, valid: maybeBoolean })),
  orderPromotions: opaqueList,
  promoSummary: maybeList(promotionSummarySchema),
  approachingPromotions: maybeList(approachingPromotionSchema),
  bonusItems: maybeList(cartItemSchema),
  saveForLaterItems: maybeList(saveForLaterItemSchema),
  flash: maybeList(flashMessageSchema),
  paymentMethods: maybeList(
    z.looseObject({ id: maybeString, code: maybeString, name: maybeString, label: maybeString }),
  ),
  notificationList: opaqueList,
  billingAddress: maybe(addressSchema),
  /** Athlete payment (spec §3): credit left after this cart and the most it may pay here; absent for non-athletes. */
  athletePayment: maybe(
    z.looseObject({ remainingAmount: maybeNumber, payableAmount: maybeNumber, appliedAmount: maybeNumber }),
  ),
});

/**
 * A parsed cart.
 *
 * @example
 * const isEmpty = (cart: Cart) => cart.items.length === 0;
 */
export type Cart = z.infer<typeof cartSchema>;
/**
 * A parsed cart line.
 *
 * @example
 * const lineTotal = (item: CartItem) => item.price?.rowTotal ?? 0;
 */
export type CartItem = z.infer<typeof cartItemSchema>;
/**
 * A parsed cart totals block.
 *
 * @example
 * const due = (totals: CartTotals) => totals.remainingToPay ?? totals.total;
 */
export type CartTotals = z.infer<typeof cartTotalsSchema>;
/**
 * A parsed shipment.
 *
 * @example
 * const code = (s: Shipment) => s.shippingMethod?.code;
 */
export type Shipment = z.infer<typeof shipmentSchema>;
/**
 * A parsed saved-for-later entry.
 *
 * @example
 * const inStock = (entry: SaveForLaterItem) => entry.available !== false;
 */
export type SaveForLaterItem = z.infer<typeof saveForLaterItemSchema>;
