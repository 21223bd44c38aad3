import type { CartItem, ShippingOption } from '@switchback/api-client';
import { DEFAULT_MAX_QUANTITY } from './cartConstants';

/**
 * Delivery method codes of a line (spec §3): `pickup` and `pudo` are pickups, `sts` is ship to store.
 *
 * @example
 * const code: DeliveryMethodCode = 'sts';
 */
export type DeliveryMethodCode = 'pickup' | 'pudo' | 'sts' | 'digital' | 'customs' | 'standard';

/**
 * The selected shipping option of a line, if the cart says which.
 *
 * @example
 * selectedShippingOption(item)?.shippingMethod?.label; // 'Pick up in store'
 */
export function selectedShippingOption(item: Pick<CartItem, 'shippingOptions'>): ShippingOption | undefined {
  return item.shippingOptions?.find((option) => option.selected);
}

/**
 * How a line is delivered: the selected option's code; digital and customs lines by their flags; else `standard`.
 *
 * @example
 * deliveryMethodOf(item); // 'pickup'
 */
export function deliveryMethodOf(item: Pick<CartItem, 'shippingOptions' | 'isCustoms'>): string {
  const selected = selectedShippingOption(item);
  if (selected?.isDigitalProduct) return 'digital';
  if (item.isCustoms) return 'customs';
  return selected?.shippingMethod?.code ?? 'standard';
}

/**
 * True for a pickup method (`pickup` or `pudo`, spec §3).
 *
 * @example
 * isPickupMethod('pudo'); // true
 */
export function isPickupMethod(code: string | null | undefined): boolean {
  return code === 'pickup' || code === 'pudo';
}

/**
 * Store delivery is store pickup or ship to store (spec §4).
 *
 * @example
 * isStoreDelivery('sts'); // true
 * isStoreDelivery('pudo'); // false: a collection point is not a store
 */
export function isStoreDelivery(code: string | null | undefined): boolean {
  return code === 'pickup' || code === 'sts';
}

/**
 * A cart's lines in the two groups of spec §9: collected from a store (pickup or ship to store) and delivered home
 * (everything else), each in cart order; with `bonusFirst` the bonus lines lead their group.
 *
 * @example
 * const { pickup, home } = groupCartItems(cart.items, { bonusFirst: true });
 */
export function groupCartItems<Item extends Pick<CartItem, 'shippingOptions' | 'isCustoms' | 'bonus'>>(
  items: readonly Item[],
  options: { bonusFirst?: boolean } = {},
): { pickup: Item[]; home: Item[] } {
  const order = (list: Item[]) =>
    options.bonusFirst ? [...list.filter((item) => item.bonus), ...list.filter((item) => !item.bonus)] : list;
  const pickup = items.filter((item) => isStoreDelivery(deliveryMethodOf(item)));
  const home = items.filter((item) => !isStoreDelivery(deliveryMethodOf(item)));
  return { pickup: order(pickup), home: order(home) };
}

type AttributeValue = { code?: string | null; value?: string | null };

function first(value: AttributeValue | AttributeValue[] | null | undefined): AttributeValue | undefined {
  return Array.isArray(value) ? value[0] : (value ?? undefined);
}

/**
 * What a line shows of its variant (spec §3): the colour (attribute, else the `color` variant) and the sizes,
 * where a colour code is never taken for a size code.
 *
 * @example
 * variantDisplay(item); // { color: 'Basalt', sizes: ['M'] }
 */
export function variantDisplay(item: Pick<CartItem, 'variants' | 'attributes'>): {
  color: string | null;
  sizes: string[];
} {
  const variants = item.variants ?? [];
  const colorAttribute = first(item.attributes?.color);
  const colorCodes = new Set(['color', 'colour', ...(colorAttribute?.code ? [colorAttribute.code] : [])]);
  const color =
    colorAttribute?.value ??
    variants.find((variant) => variant.code === 'color' || variant.code === 'colour')?.value ??
    null;
  const sizes = variants
    .filter(
      (variant) =>
        variant.code !== null &&
        variant.code !== undefined &&
        !colorCodes.has(variant.code) &&
        variant.value &&
        !colorCodes.has(variant.value),
    )
    .map((variant) => variant.value as string);
  if (sizes.length === 0) {
    const size = first(item.attributes?.size)?.value;
    if (size && !colorCodes.has(size)) sizes.push(size);
  }
  return { color, sizes };
}

/**
 * The most a line may hold: its `maxQty`, else 999999 (spec §9).
 *
 * @example
 * maxQuantityOf({ maxQty: null }); // 999999
 */
export function maxQuantityOf(item: Pick<CartItem, 'maxQty'>): number {
  return typeof item.maxQty === 'number' && item.maxQty > 0 ? item.maxQty : DEFAULT_MAX_QUANTITY;
}

/**
 * A quantity a stepper may set: a whole number from 1 to the line's maximum, else `null`.
 *
 * @example
 * boundedQuantity(12, { maxQty: 10 }); // 10
 */
export function boundedQuantity(qty: number, item: Pick<CartItem, 'maxQty'>): number | null {
  if (!Number.isFinite(qty)) return null;
  return Math.min(Math.max(1, Math.trunc(qty)), maxQuantityOf(item));
}
