// Cart arithmetic, kept pure so every rule (sale prices, promotions, coupons, adjustments, free-shipping threshold,
// tax by region, gift cards and rewards) is tested without a database.
import type { Fulfilment, PromotionScope } from '../db/schema';
import { EMPLOYEE_DISCOUNT_ID, employeeDiscountOf, type EmployeePricing } from './employeeDiscount';

/** A line as the arithmetic needs it. */
export interface PricedLine {
  id: string;
  productType: string;
  gender: string;
  qty: number;
  /** List price per unit. */
  original: number;
  /** Selling price per unit (the sale price, or a gift card's chosen amount). */
  current: number;
  fulfilment: Fulfilment;
  isDigital: boolean;
}

/** A promotion that may apply. */
export interface ActivePromotion {
  id: string;
  name: string;
  calloutMessage: string;
  level: 'ORDER' | 'PRODUCT' | 'SHIPPING';
  promotionClass: string;
  discountType: 'percent' | 'amount' | 'free_shipping';
  discountValue: number;
  /** Minimum merchandise value in the cart's currency; undefined when there is none. */
  threshold?: number | undefined;
  appliesTo: PromotionScope;
  /** The coupon that unlocked it, when it needs one. */
  couponCode?: string | undefined;
}

/** A price override. */
export interface Adjustment {
  id: string;
  itemId: string | null;
  kind: 'amount' | 'percent';
  value: number;
}

/** Where the order goes, for shipping and tax. */
export interface TotalsContext {
  currency: string;
  /** The home shipment's method. */
  homeMethod: 'standard' | 'pudo';
  /** Country and province taxes are computed for: the shipping address, else the pickup store; none means not yet known. */
  taxRegion?: { country: string; province?: string | null | undefined } | undefined;
  /** Amounts paid by gift cards and rewards, applied before the rest is charged. */
  giftCardAmounts: number[];
  rewardAmount: number;
  /**
   * Amounts paid by athlete credit and reward codes / reward cards (spec §3 payment instrument), applied after gift
   * cards and loyalty vouchers; each is capped at what is still left to pay.
   */
  creditAmounts?: number[] | undefined;
  /** The cart owner's employee pricing (an employee who accepted the terms), applied after product promotions. */
  employee?: EmployeePricing | undefined;
}

/** Per-line results. */
export interface LineTotals {
  rowTotal: number;
  itemDiscount: number;
  priceAfterItemDiscount: number;
  priceAfterOrderDiscount: number;
  proratedPrice: number;
  tax: number;
  promotions: { promotionId: string; couponCode: string | null; price: number }[];
}

/** A threshold promotion the cart is approaching or has reached (spec §3 "Approaching promotions", §4 states). */
export interface ApproachingPromotion {
  promotionId: string;
  promotionClass: string;
  distanceFromConditionThreshold: number;
  calloutMsg: string;
  approachingDisplayLevel: 'CART';
  level: 'ORDER' | 'PRODUCT' | 'SHIPPING';
  thresholdStatus: 'Above Threshold' | 'Below Threshold' | 'Threshold Reached';
}

export interface CartTotalsResult {
  lines: Map<string, LineTotals>;
  itemTotal: number;
  itemSubTotal: number;
  totalDiscount: number;
  orderDiscount: number;
  shippingCost: number;
  shippingDiscount: number;
  shipping: number;
  tax: number;
  total: number;
  totalWithoutTax: number;
  totalUnits: number;
  giftCardTotal: number;
  rewardTotal: number;
  /** What athlete credit and reward codes / cards pay. */
  creditTotal: number;
  remainingToPay: number;
  applied: { promotion: ActivePromotion; amount: number }[];
  approaching: ApproachingPromotion[];
  /**
   * The free-shipping promotion whose threshold the cart has reached, whichever home method is chosen (spec §3
   * shipping options carry it as `shippingPromotions`); `null` below every threshold.
   */
  freeShipping: { promotionId: string } | null;
  /** Whether tax is included in prices (VAT) rather than added. */
  taxIncluded: boolean;
  /** Whether the tax region is known (an address, a pickup store or collection point, or a VAT site): else `tax` is 0 for now. */
  taxKnown: boolean;
  /** The employee discount taken off the lines (0 when none applies). */
  employeeDiscount: number;
  /** What the employee pays for the discounted merchandise: it counts against the yearly cap when the order is placed. */
  employeeSpend: number;
}

/** Shipping prices of the home methods per currency. */
export const SHIPPING_PRICES: Record<'standard' | 'pudo', Record<string, number>> = {
  standard: { USD: 8.95, CAD: 11.95, GBP: 4.95 },
  pudo: { USD: 5.95, CAD: 7.95, GBP: 3.49 },
};

// Sales tax by US state and GST/HST/PST by Canadian province (rounded public rates); the UK's VAT is included in prices.
const US_TAX: Record<string, number> = {
  CO: 0.029,
  WA: 0.065,
  OR: 0,
  CA: 0.0725,
  NY: 0.04,
  IL: 0.0625,
  UT: 0.061,
  TX: 0.0625,
  MT: 0,
  NH: 0,
  DE: 0,
};
const US_DEFAULT_TAX = 0.05;
const CA_TAX: Record<string, number> = {
  ON: 0.13,
  BC: 0.12,
  QC: 0.14975,
  AB: 0.05,
  NS: 0.15,
  NB: 0.15,
  NL: 0.15,
  PE: 0.15,
  MB: 0.12,
  SK: 0.11,
};
const CA_DEFAULT_TAX = 0.05;
const UK_VAT = 0.2;
// "Approaching": within this share of a threshold the storefront nudges the shopper (spec §4 threshold states).
const APPROACHING_SHARE = 0.5;

const money = (value: number) => Math.round(value * 100) / 100;

/**
 * The tax rate of a region; `included` means prices already contain it (UK VAT).
 * @example
 * taxRate({ country: 'CA', province: 'ON' }); // { rate: 0.13, included: false }
 */
export function taxRate(region: TotalsContext['taxRegion']): { rate: number; included: boolean } {
  if (!region) return { rate: 0, included: false };
  const province = region.province?.toUpperCase() ?? '';
  if (region.country === 'US') return { rate: US_TAX[province] ?? US_DEFAULT_TAX, included: false };
  if (region.country === 'CA') return { rate: CA_TAX[province] ?? CA_DEFAULT_TAX, included: false };
  if (region.country === 'GB') return { rate: UK_VAT, included: true };
  return { rate: 0, included: false };
}

const inScope = (line: PricedLine, scope: PromotionScope) =>
  (!scope.productTypes?.length || scope.productTypes.includes(line.productType)) &&
  (!scope.genders?.length || scope.genders.includes(line.gender as never));

// Spreads an amount over lines in proportion to their value; the last line takes the rounding remainder.
function prorate(amount: number, weights: { id: string; value: number }[]): Map<string, number> {
  const total = weights.reduce((sum, weight) => sum + weight.value, 0);
  const shares = new Map<string, number>();
  if (total <= 0) return shares;
  let given = 0;
  weights.forEach((weight, index) => {
    const share = index === weights.length - 1 ? money(amount - given) : money((amount * weight.value) / total);
    given = money(given + share);
    shares.set(weight.id, share);
  });
  return shares;
}

/**
 * Computes a cart's totals. Product promotions do not stack: a line gets its best one. Order promotions and
 * whole-cart adjustments are spread over lines in proportion to their value. Free shipping applies when the
 * merchandise after discounts reaches the threshold.
 * @example
 * const totals = computeTotals(lines, promotions, [], { currency: 'USD', homeMethod: 'standard', giftCardAmounts: [], rewardAmount: 0 });
 */
export function computeTotals(
  lines: readonly PricedLine[],
  promotions: readonly ActivePromotion[],
  adjustments: readonly Adjustment[],
  context: TotalsContext,
): CartTotalsResult {
  const results = new Map<string, LineTotals>();
  const applied = new Map<string, { promotion: ActivePromotion; amount: number }>();
  const addApplied = (promotion: ActivePromotion, amount: number) => {
    const entry = applied.get(promotion.id) ?? { promotion, amount: 0 };
    entry.amount = money(entry.amount + amount);
    applied.set(promotion.id, entry);
  };

  for (const line of lines) {
    const rowTotal = money(line.current * line.qty);
    let best: { promotion: ActivePromotion; amount: number } | undefined;
    for (const promotion of promotions) {
      if (promotion.level !== 'PRODUCT' || !inScope(line, promotion.appliesTo) || line.isDigital) continue;
      const amount = money(
        promotion.discountType === 'percent'
          ? (rowTotal * promotion.discountValue) / 100
          : Math.min(rowTotal, promotion.discountValue * line.qty),
      );
      if (!best || amount > best.amount) best = { promotion, amount };
    }
    let itemDiscount = best?.amount ?? 0;
    for (const adjustment of adjustments) {
      if (adjustment.itemId !== line.id) continue;
      const base = rowTotal - itemDiscount;
      itemDiscount = money(
        itemDiscount +
          Math.min(base, adjustment.kind === 'percent' ? (base * adjustment.value) / 100 : adjustment.value),
      );
    }
    if (best) addApplied(best.promotion, best.amount);
    results.set(line.id, {
      rowTotal,
      itemDiscount,
      priceAfterItemDiscount: money(rowTotal - itemDiscount),
      priceAfterOrderDiscount: money(rowTotal - itemDiscount),
      proratedPrice: line.qty > 0 ? money((rowTotal - itemDiscount) / line.qty) : 0,
      tax: 0,
      promotions: best
        ? [{ promotionId: best.promotion.id, couponCode: best.promotion.couponCode ?? null, price: best.amount }]
        : [],
    });
  }

  // Employee pricing (spec §6): after product promotions and line adjustments, on every line but digital ones,
  // spread over the lines in proportion to their value; capped by what is left of the yearly spend cap.
  let employeeDiscount = 0;
  let employeeSpend = 0;
  if (context.employee) {
    const eligible = lines
      .filter((line) => !line.isDigital)
      .map((line) => ({ id: line.id, value: results.get(line.id)?.priceAfterItemDiscount ?? 0 }));
    const { discount, spend } = employeeDiscountOf(
      money(eligible.reduce((sum, line) => sum + line.value, 0)),
      context.employee,
    );
    if (discount > 0) {
      const promotion: ActivePromotion = {
        id: EMPLOYEE_DISCOUNT_ID,
        name: `Employee discount ${context.employee.percent}%`,
        calloutMessage: `EMPLOYEE|Employee discount|Employee discount ${context.employee.percent}% off`,
        level: 'PRODUCT',
        promotionClass: 'EMPLOYEE',
        discountType: 'percent',
        discountValue: context.employee.percent,
        appliesTo: {},
      };
      for (const [id, share] of prorate(discount, eligible)) {
        const result = results.get(id);
        if (!result || share <= 0) continue;
        result.itemDiscount = money(result.itemDiscount + share);
        result.priceAfterItemDiscount = money(result.priceAfterItemDiscount - share);
        result.priceAfterOrderDiscount = result.priceAfterItemDiscount;
        result.promotions.push({ promotionId: promotion.id, couponCode: null, price: share });
      }
      addApplied(promotion, discount);
      employeeDiscount = discount;
      employeeSpend = spend;
    }
  }

  // Gift cards are money: order promotions do not discount them.
  const discountable = lines
    .filter((line) => !line.isDigital)
    .map((line) => ({ id: line.id, value: results.get(line.id)?.priceAfterItemDiscount ?? 0 }));
  const merchandiseBeforeOrder = discountable.reduce((sum, line) => sum + line.value, 0);
  let orderDiscount = 0;
  const approaching: ApproachingPromotion[] = [];
  const spread = (amount: number, promotion?: ActivePromotion) => {
    const base = discountable.map((line) => ({
      id: line.id,
      value: results.get(line.id)?.priceAfterOrderDiscount ?? 0,
    }));
    const capped = Math.min(
      amount,
      base.reduce((sum, line) => sum + line.value, 0),
    );
    if (capped <= 0) return;
    for (const [id, share] of prorate(capped, base)) {
      const result = results.get(id);
      if (!result) continue;
      result.priceAfterOrderDiscount = money(result.priceAfterOrderDiscount - share);
      if (promotion)
        result.promotions.push({ promotionId: promotion.id, couponCode: promotion.couponCode ?? null, price: share });
    }
    orderDiscount = money(orderDiscount + capped);
    if (promotion) addApplied(promotion, capped);
  };
  for (const promotion of promotions) {
    if (promotion.level !== 'ORDER') continue;
    if (promotion.threshold !== undefined && merchandiseBeforeOrder < promotion.threshold) continue;
    spread(
      promotion.discountType === 'percent'
        ? money((merchandiseBeforeOrder * promotion.discountValue) / 100)
        : promotion.discountValue,
      promotion,
    );
  }
  for (const adjustment of adjustments) {
    if (adjustment.itemId !== null) continue;
    const base = discountable.reduce((sum, line) => sum + (results.get(line.id)?.priceAfterOrderDiscount ?? 0), 0);
    spread(adjustment.kind === 'percent' ? money((base * adjustment.value) / 100) : adjustment.value);
  }
  for (const line of lines) {
    const result = results.get(line.id);
    if (result) result.proratedPrice = money(result.priceAfterOrderDiscount / Math.max(1, line.qty));
  }

  const merchandise = money([...results.values()].reduce((sum, result) => sum + result.priceAfterOrderDiscount, 0));
  const physicalMerchandise = money(
    discountable.reduce((sum, line) => sum + (results.get(line.id)?.priceAfterOrderDiscount ?? 0), 0),
  );
  const shipsHome = lines.some((line) => line.fulfilment === 'home' && !line.isDigital);
  const shippingCost = shipsHome ? (SHIPPING_PRICES[context.homeMethod][context.currency] ?? 0) : 0;
  let shippingDiscount = 0;
  let freeShipping: { promotionId: string } | null = null;
  for (const promotion of promotions) {
    if (
      promotion.level !== 'SHIPPING' ||
      promotion.discountType !== 'free_shipping' ||
      promotion.threshold === undefined
    )
      continue;
    const distance = money(promotion.threshold - physicalMerchandise);
    if (distance <= 0) {
      freeShipping ??= { promotionId: promotion.id };
      if (shippingCost > 0) {
        shippingDiscount = shippingCost;
        addApplied(promotion, shippingCost);
      }
      approaching.push({
        promotionId: promotion.id,
        promotionClass: promotion.promotionClass,
        distanceFromConditionThreshold: 0,
        calloutMsg: promotion.calloutMessage.split('|')[2] ?? promotion.name,
        approachingDisplayLevel: 'CART',
        level: 'SHIPPING',
        thresholdStatus: 'Threshold Reached',
      });
    } else if (physicalMerchandise > 0) {
      approaching.push({
        promotionId: promotion.id,
        promotionClass: promotion.promotionClass,
        distanceFromConditionThreshold: distance,
        // What the threshold brings, not a sentence: the shop composes "Spend $X more for …" in its own language.
        calloutMsg: promotion.name,
        approachingDisplayLevel: 'CART',
        level: 'SHIPPING',
        thresholdStatus: distance <= promotion.threshold * APPROACHING_SHARE ? 'Below Threshold' : 'Above Threshold',
      });
    }
  }
  const shipping = money(shippingCost - shippingDiscount);

  const { rate, included } = taxRate(context.taxRegion);
  let tax = 0;
  for (const line of lines) {
    const result = results.get(line.id);
    if (!result || line.isDigital) continue;
    result.tax = money(
      included
        ? result.priceAfterOrderDiscount - result.priceAfterOrderDiscount / (1 + rate)
        : result.priceAfterOrderDiscount * rate,
    );
    tax = money(tax + result.tax);
  }
  tax = money(tax + (included ? shipping - shipping / (1 + rate) : shipping * rate));

  const total = money(merchandise + shipping + (included ? 0 : tax));
  const itemTotal = money(lines.reduce((sum, line) => sum + line.original * line.qty, 0));
  const itemSubTotal = money(lines.reduce((sum, line) => sum + line.current * line.qty, 0));
  const giftCardTotal = money(
    Math.min(
      total,
      context.giftCardAmounts.reduce((sum, amount) => sum + amount, 0),
    ),
  );
  const rewardTotal = money(Math.min(total - giftCardTotal, context.rewardAmount));
  const creditTotal = money(
    Math.min(
      total - giftCardTotal - rewardTotal,
      (context.creditAmounts ?? []).reduce((sum, amount) => sum + amount, 0),
    ),
  );
  return {
    lines: results,
    itemTotal,
    itemSubTotal,
    // Everything the shopper saves on merchandise: sale prices, promotions, coupons and adjustments.
    totalDiscount: money(itemTotal - merchandise),
    orderDiscount,
    shippingCost,
    shippingDiscount,
    shipping,
    tax,
    total,
    totalWithoutTax: money(total - tax),
    totalUnits: lines.reduce((sum, line) => sum + line.qty, 0),
    giftCardTotal,
    rewardTotal,
    creditTotal,
    remainingToPay: money(total - giftCardTotal - rewardTotal - creditTotal),
    applied: [...applied.values()],
    approaching,
    freeShipping,
    taxIncluded: included,
    taxKnown: context.taxRegion !== undefined,
    employeeDiscount,
    employeeSpend,
  };
}
