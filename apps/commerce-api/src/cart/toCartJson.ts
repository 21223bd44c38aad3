import { pdpUrl as productPath, productImage } from '../catalog/loadProducts';
import type { CartRow } from './CartService';
import { availablePaymentMethods } from './availablePaymentMethods';
import { SHIPPING_PRICES } from './computeTotals';
import { CREDIT_METHODS, unitPrice } from './loadCartState';
import { describeCustoms } from '../catalog/customisation';
import { colourNameIn, productLabelIn, productNameIn } from '../catalog/productTexts';
import { promotionCallout, promotionText } from './promotionTexts';
import type { CartLine, CartState } from './loadCartState';

/** Cart totals in major currency units (spec §3). */
export interface CartTotals {
  itemTotal: number;
  totalDiscount: number;
  total: number;
  totalWithoutTax: number;
  shipping: number;
  tax: number;
  /** Prices include the tax (VAT): `tax` is part of `total`, not added to it. */
  taxIncluded: boolean;
  /** A tax region is known (address, store, collection point, or a VAT site); until then `tax` is 0. */
  taxKnown: boolean;
  totalDiscountPercentage: number;
  remainingToPay: number;
  totalUnits: number;
  itemSubTotal: number;
  netAmount: number;
  taxAmount: number;
  appliedRewards: unknown[];
  /** The employee discount in this cart (spec §6; 0 for anyone else); part of `totalDiscount`. */
  employeeDiscount: number;
}

/**
 * Athlete payment of a cart (spec §3 "Athlete payment"): `remainingAmount` is the athlete credit left once this
 * cart's athlete payment is taken; `payableAmount` is the most athlete credit may pay on this cart (the smaller of
 * the credit and what is left to pay before athlete credit). `appliedAmount` is what it pays now.
 */
export interface AthletePaymentJson {
  remainingAmount: number;
  payableAmount: number;
  appliedAmount: number;
}

/**
 * Works out the athlete payment block of a cart from the athlete's unspent credit, the amount athlete credit pays
 * on the cart now, and what is left to pay after it.
 * @example
 * athletePaymentOf(2350, 40, 0); // { remainingAmount: 2310, payableAmount: 40, appliedAmount: 40 }
 */
export function athletePaymentOf(credit: number, applied: number, remainingToPay: number): AthletePaymentJson {
  return {
    remainingAmount: round(Math.max(0, credit - applied)),
    payableAmount: round(Math.max(0, Math.min(credit, remainingToPay + applied))),
    appliedAmount: round(applied),
  };
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
  approachingPromotions?: unknown[];
  email?: string | null;
  billingAddress?: unknown;
  shippingAddress?: unknown;
  /** Athlete payment (spec §3): present only when the cart owner is an athlete. */
  athletePayment?: AthletePaymentJson | null;
  hasHomeDelivery?: boolean;
}

/**
 * Spec §9: the percentage helper rounds to one decimal.
 * @example
 * discountPercentage(129.95, 32.49); // 25
 */
export function discountPercentage(itemTotal: number, totalDiscount: number): number {
  return itemTotal > 0 ? Math.round((totalDiscount / itemTotal) * 1000) / 10 : 0;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A home method's price as the shipping options show it (spec §3 "Shipping option display", §5): with free shipping
 * reached the price is 0 and `shippingPromotions` says what the promotion took off (`appliedDiscount`, the full
 * price) and what is left to pay (`price`).
 */
export function homeMethodPrice(
  code: 'standard' | 'pudo',
  currency: string,
  freeShipping: { promotionId: string } | null | undefined,
) {
  const full = SHIPPING_PRICES[code][currency] ?? 0;
  if (!freeShipping || full <= 0)
    return {
      amount: full,
      shippingPromotions: [] as { promotionId: string; appliedDiscount: number; price: number }[],
    };
  return {
    amount: 0,
    shippingPromotions: [{ promotionId: freeShipping.promotionId, appliedDiscount: full, price: 0 }],
  };
}

/** Labels and delivery estimates of the shipping method codes (spec §3). */
export const SHIPPING_METHODS = {
  standard: { label: 'Standard delivery', deliveryTime: '3-5 business days' },
  pudo: { label: 'Collection point', deliveryTime: '2-4 business days' },
  pickup: { label: 'Pick up in store', deliveryTime: 'same day' },
  sts: { label: 'Ship to store', deliveryTime: '3-6 business days' },
  digital: { label: 'E-mail delivery', deliveryTime: 'same day' },
  customs: { label: 'Made to order', deliveryTime: '14-21 business days' },
} as const;

function lineJson(line: CartLine, state: CartState, locale: string) {
  const { row, product, variant } = line;
  const totals = state.totals.lines.get(row.id);
  const currency = state.cart.currency;
  const homeCode = state.checkout?.shippingMethod ?? 'standard';
  const homePrice = homeMethodPrice(homeCode, currency, state.totals.freeShipping);
  const option = (
    code: keyof typeof SHIPPING_METHODS,
    selected: boolean,
    available: boolean,
    cost: number,
    extra: Record<string, unknown> = {},
    shippingPromotions: unknown[] = [],
  ) => ({
    selected,
    available,
    shippingMethod: {
      code,
      label: SHIPPING_METHODS[code].label,
      deliveryTime: SHIPPING_METHODS[code].deliveryTime,
      price: { amount: cost },
    },
    cost,
    shippingPromotions,
    isDigitalProduct: product.isDigital,
    pdpUrl: row.pdpUrl ?? productPath(locale, product),
    ...extra,
  });
  const storeInfo = row.storeId
    ? { id: row.storeId, name: line.storeName ?? null, inventory: line.storeQuantity ?? 0 }
    : line.favStore
      ? { id: line.favStore.id, name: line.favStore.name, inventory: line.favStore.quantity }
      : undefined;
  const shippingOptions = product.isDigital
    ? [option('digital', true, true, 0)]
    : row.fulfilment === 'customs'
      ? [option('customs', true, true, 0)]
      : [
          option(
            homeCode,
            row.fulfilment === 'home',
            variant.onlineQuantity >= row.qty,
            homePrice.amount,
            {},
            homePrice.shippingPromotions,
          ),
          ...(storeInfo
            ? [
                option('pickup', row.fulfilment === 'pickup', storeInfo.inventory >= row.qty, 0, { storeInfo }),
                option('sts', row.fulfilment === 'sts', variant.onlineQuantity >= row.qty, 0, { storeInfo }),
              ]
            : []),
        ];
  const image = productImage(product, variant.colorCode);
  return {
    id: row.id,
    productId: product.id,
    masterId: product.id,
    merchantProductId: product.id,
    // The catalogue's name in the cart's language (an order keeps the name it was placed with).
    name: productNameIn(product.name, locale),
    qty: row.qty,
    maxQty: row.maxQty,
    upc: row.upc,
    recipeId: row.recipeId,
    price: {
      amount: unitPrice(line, 'current', currency),
      original: unitPrice(line, 'original', currency),
      current: unitPrice(line, 'current', currency),
      rowTotal: totals?.rowTotal ?? 0,
      priceAfterItemDiscount: totals?.priceAfterItemDiscount ?? 0,
      priceAfterOrderDiscount: totals?.priceAfterOrderDiscount ?? 0,
      highCurrent: unitPrice(line, 'current', currency),
      highOriginal: unitPrice(line, 'original', currency),
      proratedPrice: totals?.proratedPrice ?? 0,
      historicBestPrice: product.historicBest,
    },
    taxTotal: totals?.tax ?? 0,
    bonus: false,
    variants: [
      { code: 'color', value: colourNameIn(variant.colorName, locale) },
      { code: 'size', value: variant.size },
    ],
    attributes: {
      color: { code: variant.colorCode, value: colourNameIn(variant.colorName, locale), hex: variant.colorHex },
      size: { code: variant.size, value: variant.size, available: variant.onlineQuantity >= row.qty },
    },
    customerNotifications: state.notifications
      .filter((n) => n.itemId === row.id)
      .map((n) => ({ code: n.code, message: n.message })),
    fulfilment: row.fulfilment,
    storeId: row.storeId,
    shippingOptions,
    pdpUrl: row.pdpUrl ?? productPath(locale, product),
    productImageURL: row.productImageUrl ?? image.url,
    giftOption: row.giftOption ?? null,
    customAmount: row.customAmount,
    isCustoms: row.fulfilment === 'customs',
    dummyCustoms: false,
    customsRecipeID: row.recipeId,
    // Where the design is made: the product page, which opens its customiser with the saved recipe.
    customsExternalUrl:
      row.fulfilment === 'customs'
        ? `${row.pdpUrl ?? productPath(locale, product)}?recipe=${encodeURIComponent(row.recipeId ?? row.precreatedCustomsCode ?? '')}`
        : null,
    precreatedCustomsCode: row.precreatedCustomsCode,
    // The design of a customised line (initials, colours, placement, what it adds to the price); null otherwise.
    customs: row.customs ? describeCustoms(row.customs, currency, locale) : null,
    productPromotions: (totals?.promotions ?? []).map((p) => ({
      couponCode: p.couponCode,
      promotionId: p.promotionId,
      campaignId: p.promotionId,
      price: p.price,
    })),
    badge: productLabelIn(product.badge, locale),
    eyebrow: productLabelIn(product.eyebrow, locale),
    rating: { score: product.rating, reviewsCount: product.reviewsCount },
    season: product.season,
    saveForLater: null,
  };
}

/**
 * Renders a cart for the wire (spec §3 field names). Without a state it renders an empty cart.
 * @example
 * return c.json(toCartJson(cart, await loadCartState(db, cart, now())));
 */
export function toCartJson(cart: CartRow, state?: CartState, locale = 'en-us'): CartJson {
  const totals = state?.totals;
  const items = state ? state.lines.map((line) => lineJson(line, state, locale)) : [];
  const home = state?.lines.filter((line) => line.row.fulfilment === 'home' && !line.product.isDigital) ?? [];
  const homeCode = state?.checkout?.shippingMethod ?? 'standard';
  const methods = (state?.lines ?? []).reduce<Map<string, { code: string; storeId: string | null; itemIds: string[] }>>(
    (groups, line) => {
      const code = line.product.isDigital ? 'digital' : line.row.fulfilment === 'home' ? 'home' : line.row.fulfilment;
      const key = code === 'home' ? 'me' : code === 'pickup' || code === 'sts' ? `${code}-${line.row.storeId}` : code;
      const group = groups.get(key) ?? {
        code: code === 'home' ? homeCode : code,
        storeId: code === 'home' ? (state?.checkout?.pudoId ?? null) : line.row.storeId,
        itemIds: [],
      };
      group.itemIds.push(line.row.id);
      groups.set(key, group);
      return groups;
    },
    new Map(),
  );
  const address = state?.checkout?.shippingAddress ?? null;
  const shippingMethods = [...methods.entries()].map(([shippingId, group]) => ({
    shippingId,
    code: group.code,
    storeId: group.storeId,
    address: shippingId === 'me' ? address : null,
    itemIds: group.itemIds,
    applicableShippingMethods:
      shippingId === 'me'
        ? (['standard', 'pudo'] as const).map((code) => {
            const { amount, shippingPromotions } = homeMethodPrice(code, cart.currency, totals?.freeShipping);
            return {
              code,
              ...SHIPPING_METHODS[code],
              price: { amount },
              shippingPromotions,
              selected: code === homeCode,
            };
          })
        : [
            {
              code: group.code,
              ...SHIPPING_METHODS[group.code as keyof typeof SHIPPING_METHODS],
              price: { amount: 0 },
              selected: true,
            },
          ],
  }));
  // Spec §3: a shipment's shippingMethod is the method (code, delivery time), shaped as on a line's options.
  const shipments = shippingMethods.map((method) => {
    const shippingCost = method.shippingId === 'me' ? (totals?.shipping ?? 0) : 0;
    const known = SHIPPING_METHODS[method.code as keyof typeof SHIPPING_METHODS];
    return {
      shipmentId: method.shippingId,
      shippingMethod: {
        code: method.code,
        label: known?.label ?? null,
        deliveryTime: known?.deliveryTime ?? null,
        price: { amount: shippingCost },
      },
      itemIds: method.itemIds,
      storeId: method.storeId,
      address: method.address,
      shippingCost,
    };
  });
  const itemTotal = totals?.itemTotal ?? 0;
  const totalDiscount = totals?.totalDiscount ?? 0;
  const reward = state?.checkout?.reward;
  return {
    id: cart.id,
    currency: cart.currency,
    totalItems: totals?.totalUnits ?? 0,
    totals: {
      itemTotal,
      totalDiscount,
      total: totals?.total ?? 0,
      totalWithoutTax: totals?.totalWithoutTax ?? 0,
      shipping: totals?.shipping ?? 0,
      tax: totals?.tax ?? 0,
      // VAT sites: prices include the tax, so `tax` is part of the total, not added to it.
      taxIncluded: totals?.taxIncluded ?? false,
      // No address, store or collection point yet (outside VAT sites): `tax` is 0 until one is known.
      taxKnown: totals?.taxKnown ?? false,
      totalDiscountPercentage: discountPercentage(itemTotal, totalDiscount),
      remainingToPay: totals?.remainingToPay ?? 0,
      totalUnits: totals?.totalUnits ?? 0,
      itemSubTotal: totals?.itemSubTotal ?? 0,
      netAmount: totals?.totalWithoutTax ?? 0,
      taxAmount: totals?.tax ?? 0,
      appliedRewards:
        reward && totals ? [{ appliedLoyaltyVoucher: reward.appliedLoyaltyVoucher, amount: totals.rewardTotal }] : [],
      employeeDiscount: totals?.employeeDiscount ?? 0,
    },
    items,
    payment_instruments: (state?.instruments ?? []).map((instrument) => ({
      id: instrument.id,
      payment_method_id: instrument.paymentMethodId,
      payment_instrument_id: instrument.paymentInstrumentId,
      amount:
        instrument.paymentMethodId === 'GIFT_CARD' || CREDIT_METHODS.includes(instrument.paymentMethodId)
          ? (instrument.amount ?? 0)
          : round(totals?.remainingToPay ?? 0),
      ...withoutCardToken(instrument.details),
    })),
    shippingMethods,
    shipments,
    couponItems: (state?.couponCodes ?? []).map((code) => {
      const promotion = state?.promotions.find((candidate) => candidate.couponCode === code);
      const applied = totals?.applied.find((entry) => entry.promotion.couponCode === code);
      return {
        code,
        promotionId: promotion?.id ?? null,
        applied: Boolean(applied && applied.amount > 0),
        discount: applied?.amount ?? 0,
        statusCode: applied && applied.amount > 0 ? 'APPLIED' : 'NO_APPLICABLE_PROMOTION',
      };
    }),
    orderPromotions: (totals?.applied ?? [])
      .filter((entry) => entry.promotion.level === 'ORDER')
      .map((entry) => ({
        promotionId: entry.promotion.id,
        couponCode: entry.promotion.couponCode ?? null,
        price: entry.amount,
      })),
    promoSummary: [
      ...(totals?.applied ?? []).map((entry) => ({
        promotionId: entry.promotion.id,
        promotionName: promotionText(entry.promotion.name, locale),
        calloutMessage: promotionCallout(entry.promotion.calloutMessage, locale),
        level: entry.promotion.level,
        discount: entry.amount,
        ...(entry.promotion.level === 'SHIPPING' ? { thresholdStatus: 'Threshold Reached' } : {}),
      })),
    ],
    approachingPromotions: (totals?.approaching ?? [])
      .filter((entry) => entry.thresholdStatus !== 'Threshold Reached')
      .map((entry) => ({ ...entry, calloutMsg: promotionText(entry.calloutMsg, locale) })),
    bonusItems: [],
    saveForLaterItems: (state?.saveForLater?.items ?? []).map((item) => {
      const product = state?.savedProducts.get(item.productId);
      const variant = product?.variants.find((candidate) => candidate.upc === item.upc);
      return {
        id: item.id,
        // Spec §3 saved-for-later entry: itemId, pageUrl, available, qty.
        itemId: item.id,
        saveForLaterId: state?.saveForLater?.listId,
        productId: item.productId,
        name: product ? productNameIn(product.name, locale) : null,
        upc: item.upc,
        qty: item.qty,
        pageUrl: item.pageUrl ?? (product ? productPath(locale, product) : null),
        pdpUrl: item.pageUrl,
        productImageURL: item.productImageUrl ?? (product ? productImage(product, variant?.colorCode).url : null),
        price: product ? { current: product.current, original: product.original } : null,
        color: variant ? colourNameIn(variant.colorName, locale) : null,
        size: variant?.size ?? null,
        available: Boolean(variant && variant.onlineQuantity >= item.qty),
      };
    }),
    flash:
      state?.notifications.filter((n) => n.itemId === null).map((n) => ({ type: n.code, message: n.message })) ?? [],
    // Reward cards depend on who pays; the paymentMethods call answers them for the signed-in consumer.
    paymentMethods: state ? availablePaymentMethods(cart.currency, false) : [],
    notificationList:
      state?.notifications.map((n) => ({ id: n.id, type: n.code, message: n.message, itemId: n.itemId })) ?? [],
    email: state?.checkout?.email ?? null,
    billingAddress: state?.checkout?.billingAddress ?? null,
    shippingAddress: address,
    hasHomeDelivery: home.length > 0,
    athletePayment: state?.athlete
      ? athletePaymentOf(state.athlete.remaining, athleteApplied(state), totals?.remainingToPay ?? 0)
      : null,
  };
}

function athleteApplied(state: CartState): number {
  return state.instruments
    .filter((instrument) => (instrument.paymentMethodId as string) === 'ATHLETES_PAYMENT')
    .reduce((sum, instrument) => sum + (instrument.amount ?? 0), 0);
}

/**
 * An applied payment's details without the provider's card token: a saved card's token is never shown again once
 * saved (the payment instruments list hides it too), and nothing in the shop needs it back.
 */
function withoutCardToken(details: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const { cardToken: _token, ...shown } = details ?? {};
  return shown;
}
