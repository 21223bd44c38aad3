import type { Cart } from '@switchback/api-client';
import {
  approachingPromotions,
  cartNotifications,
  cartTextsFor,
  formatMoney,
  groupCartItems,
  promoSummaryByLevel,
  summaryRows,
  type ApproachingDisplay,
  type PromotionLine,
} from '@switchback/cart';
import { parseLocalePath } from './pageType';
import { toCartLine, type CartLine } from './toCartLine';

/**
 * A saved-for-later entry as the cart page shows it.
 *
 * @example
 * const saved: SavedLine = view.saved[0];
 */
export interface SavedLine {
  itemId: string;
  listId: string | null;
  name: string;
  pdpUrl: string | null;
  imageUrl: string | null;
  qty: number;
  current: number | null;
  color: string | null;
  size: string | null;
  available: boolean;
}

/**
 * Everything the cart page draws, and nothing else (it is sent to the browser).
 *
 * @example
 * const view = toCartView(cart, 'en-US');
 */
export interface CartView {
  id: string;
  currency: string;
  totalItems: number;
  totals: {
    itemSubTotal: number;
    totalDiscount: number;
    totalDiscountPercentage: number;
    shipping: number;
    tax: number;
    /** Prices include the tax (VAT): it is part of the total. */
    taxIncluded: boolean;
    /** A tax region is known; before, `tax` is 0 and the summary says it comes at checkout. */
    taxKnown: boolean;
    total: number;
  };
  lines: CartLine[];
  /** Line ids by delivery group (spec §9): collected in store, delivered home. */
  groups: { pickup: string[]; home: string[] };
  saved: SavedLine[];
  coupons: { code: string; applied: boolean }[];
  promotions: { ORDER: PromotionLine[]; PRODUCT: PromotionLine[]; SHIPPING: PromotionLine[] };
  approaching: ApproachingDisplay[];
  /** Delivery notices and flash messages of the last change (spec §4, §8). */
  notices: string[];
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * Builds the cart page's view of a cart: lines grouped pickup/home with bonus lines first, saved-for-later entries,
 * coupons, promotions by level, approaching promotions with their message, and the notices of the last change.
 *
 * @example
 * return { cart: toCartView(await readCart(session, store), store.lang) };
 */
export function toCartView(cart: Cart, lang: string): CartView {
  const groups = groupCartItems(cart.items, { bonusFirst: true });
  const lines = [...groups.pickup, ...groups.home].map(toCartLine);
  // The package's sentences in the page's language (`lang` is a BCP 47 tag such as fr-CA).
  const texts = cartTextsFor(lang);
  const { notices, hasTransition } = cartNotifications(cart.notificationList, texts);
  const flash = (cart.flash ?? []).flatMap((entry) => (entry.message ? [entry.message] : []));
  const noticeTexts = [
    ...(hasTransition ? [texts.orderUpdated] : []),
    ...notices.map((notice) => notice.message),
    ...flash,
  ];
  const saved: SavedLine[] = (cart.saveForLaterItems ?? []).map((entry) => {
    const raw = entry as Record<string, unknown>;
    const price = raw['price'] as Record<string, unknown> | null | undefined;
    const page = entry.pageUrl ?? str(raw['pdpUrl']);
    return {
      itemId: entry.itemId,
      listId: str(raw['saveForLaterId']),
      name: str(raw['name']) ?? str(raw['productId']) ?? entry.itemId,
      pdpUrl: page ? parseLocalePath(page).rest : null,
      imageUrl: str(raw['productImageURL']),
      qty: entry.qty ?? 1,
      current: num(price?.['current']),
      color: str(raw['color']),
      size: str(raw['size']),
      available: entry.available !== false,
    };
  });
  // The subtotal is at sale prices, so the discount row is what promotions take off on top (the sale counts once).
  const rows = summaryRows(cart.totals);
  return {
    id: cart.id,
    currency: cart.currency,
    totalItems: cart.totalItems,
    totals: {
      itemSubTotal: rows.subtotal,
      totalDiscount: rows.discount,
      totalDiscountPercentage: rows.discountPercentage,
      shipping: cart.totals.shipping ?? 0,
      tax: cart.totals.tax ?? 0,
      taxIncluded: cart.totals.taxIncluded ?? false,
      taxKnown: cart.totals.taxKnown ?? true,
      total: cart.totals.total,
    },
    lines,
    groups: { pickup: groups.pickup.map((item) => item.id), home: groups.home.map((item) => item.id) },
    saved,
    coupons: (cart.couponItems ?? []).flatMap((coupon) =>
      coupon.code ? [{ code: coupon.code, applied: coupon.applied !== false }] : [],
    ),
    promotions: promoSummaryByLevel(cart.promoSummary),
    approaching: approachingPromotions(
      cart.approachingPromotions,
      (amount) => formatMoney(amount, cart.currency, lang),
      texts,
    ),
    notices: [...new Set(noticeTexts)],
  };
}
