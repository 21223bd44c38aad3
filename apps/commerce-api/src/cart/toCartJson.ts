import type { CartRow } from './CartService';

/** Cart totals in major currency units (spec §3). */
export interface CartTotals {
  itemTotal: number;
  totalDiscount: number;
  total: number;
  totalWithoutTax: number;
  shipping: number;
  tax: number;
  totalDiscountPercentage: number;
  remainingToPay: number;
  totalUnits: number;
  itemSubTotal: number;
  netAmount: number;
  taxAmount: number;
  appliedRewards: unknown[];
}

/** The cart as the API returns it (spec §3 field names). Lists are always present, empty when unused. */
export interface CartJson {
  id: string;
  currency: string;
  totalItems: number;
  totals: CartTotals;
  items: unknown[];
  payment_instruments: unknown[];
  shippingMethods: unknown[];
  shipments: unknown[];
  couponItems: unknown[];
  orderPromotions: unknown[];
  promoSummary: unknown[];
  bonusItems: unknown[];
  saveForLaterItems: unknown[];
  flash: unknown[];
  paymentMethods: unknown[];
  notificationList: unknown[];
}

/**
 * Spec §9: the percentage helper rounds to one decimal.
 * @example
 * discountPercentage(129.95, 32.49); // 25
 */
export function discountPercentage(itemTotal: number, totalDiscount: number): number {
  return itemTotal > 0 ? Math.round((totalDiscount / itemTotal) * 1000) / 10 : 0;
}

/**
 * Renders a cart for the wire. Items, promotions and payments arrive with later slices of the contract, so
 * for now every cart is empty and its totals are zero.
 * @example
 * return c.json(toCartJson(cart));
 */
export function toCartJson(cart: CartRow): CartJson {
  const itemTotal = 0;
  const totalDiscount = 0;
  return {
    id: cart.id,
    currency: cart.currency,
    totalItems: 0,
    totals: {
      itemTotal,
      totalDiscount,
      total: 0,
      totalWithoutTax: 0,
      shipping: 0,
      tax: 0,
      totalDiscountPercentage: discountPercentage(itemTotal, totalDiscount),
      remainingToPay: 0,
      totalUnits: 0,
      itemSubTotal: 0,
      netAmount: 0,
      taxAmount: 0,
      appliedRewards: [],
    },
    items: [],
    payment_instruments: [],
    shippingMethods: [],
    shipments: [],
    couponItems: [],
    orderPromotions: [],
    promoSummary: [],
    bonusItems: [],
    saveForLaterItems: [],
    flash: [],
    paymentMethods: [],
    notificationList: [],
  };
}
