import * as z from 'zod/mini';

// Amounts can be absent before a step has happened (no shipping method yet, no tax address yet), so every total
// except the ones a cart always has is optional and nullable.
const amount = z.optional(z.nullable(z.number()));

/**
 * The totals of a cart (spec §3).
 *
 * @example
 * const totals = cartTotalsSchema.parse(cart.totals);
 */
export const cartTotalsSchema = z.looseObject({
  itemTotal: z.number(),
  total: z.number(),
  totalDiscount: amount,
  totalWithoutTax: amount,
  shipping: amount,
  tax: amount,
  totalDiscountPercentage: amount,
  remainingToPay: amount,
  totalUnits: amount,
  itemSubTotal: amount,
  netAmount: amount,
  taxAmount: amount,
  appliedRewards: z.optional(z.unknown()),
});

/**
 * Price block of a cart item (spec §3).
 *
 * @example
 * const price = cartItemPriceSchema.parse(item.price);
 */
export const cartItemPriceSchema = z.looseObject({
  amount,
  original: amount,
  current: amount,
  rowTotal: amount,
  priceAfterItemDiscount: amount,
  priceAfterOrderDiscount: amount,
  highCurrent: amount,
  highOriginal: amount,
  proratedPrice: amount,
});

/**
 * A cart line. First version: the fields the cart page needs to list a line are checked; the rest of spec §3's
 * item (customs, gift options, shipping options, promotions …) passes through unchecked until a screen uses it.
 *
 * @example
 * const item = cartItemSchema.parse(cart.items[0]);
 * item.qty;
 */
export const cartItemSchema = z.looseObject({
  id: z.string(),
  productId: z.string(),
  masterId: z.optional(z.nullable(z.string())),
  name: z.optional(z.nullable(z.string())),
  qty: z.number(),
  maxQty: z.optional(z.nullable(z.number())),
  upc: z.optional(z.nullable(z.string())),
  price: z.optional(cartItemPriceSchema),
  pdpUrl: z.optional(z.nullable(z.string())),
  productImageURL: z.optional(z.nullable(z.string())),
  bonus: z.optional(z.nullable(z.boolean())),
});

const list = z.optional(z.nullable(z.array(z.unknown())));

/**
 * A cart (spec §3). Collections a screen does not read yet are checked to be lists only.
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
  payment_instruments: list,
  shippingMethods: list,
  shipments: list,
  couponItems: list,
  orderPromotions: list,
  promoSummary: list,
  bonusItems: list,
  saveForLaterItems: list,
  flash: list,
  paymentMethods: list,
  notificationList: list,
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
