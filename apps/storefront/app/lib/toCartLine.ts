import type { CartItem } from '@switchback/api-client';
import {
  deliveryMethodOf,
  isStoreDelivery,
  maxQuantityOf,
  selectedShippingOption,
  variantDisplay,
} from '@switchback/cart';
import { parseLocalePath } from './pageType';
import { toCustomsLine, type CustomsLineView } from './customsLine';

/**
 * What the cart page shows of one line: only these fields go to the browser.
 *
 * @example
 * const line: CartLine = toCartLine(cart.items[0]);
 */
export interface CartLine {
  id: string;
  productId: string;
  upc: string | null;
  name: string;
  /** The product page below the locale (`/p/…`): the API answers it with a locale, `StoreLink` adds the shopper's. */
  pdpUrl: string | null;
  imageUrl: string | null;
  color: string | null;
  size: string | null;
  qty: number;
  maxQty: number;
  current: number;
  original: number | null;
  rowTotal: number;
  /** `standard`, `pudo`, `pickup`, `sts`, `digital` or `customs` (spec §3). */
  deliveryMethod: string;
  /** The method's label and delivery time as the API words them. */
  deliveryLabel: string | null;
  deliveryTime: string | null;
  /** The store of a pickup or ship-to-store line. */
  store: { id: string; name: string | null } | null;
  /** Home delivery can be chosen (the line is not digital or made to order). */
  canChangeDelivery: boolean;
  giftOption: { to: string; email: string; message: string } | null;
  /** A gift card line (delivery `digital`): its chosen amount. Colour and size are then null (the size is a preset). */
  giftCardAmount: number | null;
  /** A customised (made-to-order) line's design (issue 16 customs); absent on other lines. */
  customs?: CustomsLineView | null;
  bonus: boolean;
  /** What the employee discount (commerce-core §6) takes off this line; absent when none. */
  employeeDiscount?: number;
}

/**
 * A cart line as the cart page draws it (spec §3): colour and size (a colour code is never taken for a size),
 * prices, limits (999999 when none), delivery method and store, gift option.
 *
 * @example
 * toCartLine(item).size; // 'M'
 */
export function toCartLine(item: CartItem): CartLine {
  const { color, sizes } = variantDisplay(item);
  const current = item.price?.current ?? item.price?.amount ?? 0;
  const original =
    typeof item.price?.original === 'number' && item.price.original > current ? item.price.original : null;
  const selected = selectedShippingOption(item);
  const deliveryMethod = deliveryMethodOf(item);
  const storeInfo = isStoreDelivery(deliveryMethod) ? selected?.storeInfo : undefined;
  const gift = item.giftOption;
  const digital = deliveryMethod === 'digital';
  const customs = toCustomsLine(item.customs);
  const employeeDiscount = (item.productPromotions ?? [])
    .filter((entry) => entry.promotionId === 'EMPLOYEE_DISCOUNT')
    .reduce((sum, entry) => sum + (entry.price ?? 0), 0);
  return {
    id: item.id,
    productId: item.productId,
    upc: item.upc ?? null,
    name: item.name ?? item.productId,
    pdpUrl: item.pdpUrl ? parseLocalePath(item.pdpUrl).rest : null,
    imageUrl: item.productImageURL ?? null,
    color: digital ? null : color,
    size: digital ? null : (sizes[0] ?? null),
    qty: item.qty,
    maxQty: maxQuantityOf(item),
    current,
    original,
    rowTotal: item.price?.rowTotal ?? current * item.qty,
    deliveryMethod,
    deliveryLabel: selected?.shippingMethod?.label ?? null,
    deliveryTime: selected?.shippingMethod?.deliveryTime ?? null,
    store: storeInfo?.id
      ? { id: storeInfo.id, name: typeof storeInfo['name'] === 'string' ? storeInfo['name'] : null }
      : null,
    canChangeDelivery: deliveryMethod !== 'digital' && deliveryMethod !== 'customs' && Boolean(item.upc),
    giftOption:
      gift && (gift.to || gift.email || gift.message)
        ? { to: gift.to ?? '', email: gift.email ?? '', message: gift.message ?? '' }
        : null,
    giftCardAmount: digital ? (item.customAmount ?? current) : null,
    ...(customs ? { customs } : {}),
    bonus: item.bonus === true,
    ...(employeeDiscount > 0 ? { employeeDiscount: Math.round(employeeDiscount * 100) / 100 } : {}),
  };
}
