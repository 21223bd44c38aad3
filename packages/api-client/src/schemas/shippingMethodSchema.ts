import * as z from 'zod/mini';
import { addressSchema } from './addressSchema';
import { maybe, maybeBoolean, maybeList, maybeNumber, maybeString, money } from './fields';

/**
 * Shipping method codes of spec §3. `pickup` and `pudo` are both pickups, `sts` is ship-to-store. Schemas accept
 * any string so a new method does not break older clients.
 *
 * @example
 * const isPickup = (code: string) => code === 'pickup' || code === 'pudo';
 */
export const SHIPPING_METHOD_CODES = ['pickup', 'pudo', 'sts', 'digital', 'customs', 'standard'] as const;

/** The price of a shipping method, `price.amount` as spec §3 shows it. */
const methodPrice = maybe(z.looseObject({ amount: money }));

/**
 * A shipping method as shown on a line or shipment: code, label, delivery time and price.
 *
 * @example
 * const method = shippingMethodSchema.parse({ code: 'standard', label: 'Standard', deliveryTime: '3-5', price: { amount: 5 } });
 */
export const shippingMethodSchema = z.looseObject({
  code: maybeString,
  label: maybeString,
  deliveryTime: maybeString,
  price: methodPrice,
});

/**
 * The shipping option display of spec §3 (one per delivery choice of a cart line), including the store the
 * option ships to or is picked up from (`storeInfo` with id and inventory quantity).
 *
 * @example
 * const chosen = item.shippingOptions?.find((option) => option.selected);
 */
export const shippingOptionSchema = z.looseObject({
  selected: maybeBoolean,
  available: maybeBoolean,
  shippingMethod: maybe(shippingMethodSchema),
  cost: money,
  shippingPromotions: maybeList(z.looseObject({ appliedDiscount: money, price: money })),
  isDigitalProduct: maybeBoolean,
  pdpUrl: maybeString,
  storeInfo: maybe(
    z.looseObject({
      id: maybeString,
      inventory: maybe(z.union([z.number(), z.looseObject({ quantity: maybeNumber })])),
    }),
  ),
});

/**
 * A shipping method entry of a cart (spec §3): one per shipment. A `shippingId` of `me` or `customs` means the
 * applicable methods must be fetched (`GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId}`).
 *
 * @example
 * const entry = shippingMethodEntrySchema.parse(cart.shippingMethods[0]);
 * entry.applicableShippingMethods?.find((method) => method.selected);
 */
export const shippingMethodEntrySchema = z.looseObject({
  shippingId: z.string(),
  code: maybeString,
  applicableShippingMethods: maybeList(
    z.looseObject({
      code: maybeString,
      label: maybeString,
      deliveryTime: maybeString,
      price: methodPrice,
      selected: maybeBoolean,
      default: maybeBoolean,
    }),
  ),
  address: maybe(addressSchema),
  storeId: maybeString,
});

/**
 * A parsed shipping method entry.
 *
 * @example
 * const needsFetch = (entry: ShippingMethodEntry) => entry.shippingId === 'me' || entry.shippingId === 'customs';
 */
export type ShippingMethodEntry = z.infer<typeof shippingMethodEntrySchema>;
/**
 * A parsed shipping option display.
 *
 * @example
 * const label = (option: ShippingOption) => option.shippingMethod?.label ?? '';
 */
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/**
 * The answer of `GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId}`: the applicable methods of a shipment.
 *
 * @example
 * const { applicableShippingMethods } = applicableShippingMethodsSchema.parse(body);
 */
export const applicableShippingMethodsSchema = z.looseObject({
  shippingId: maybeString,
  applicableShippingMethods: z.array(
    z.looseObject({
      code: z.string(),
      label: maybeString,
      deliveryTime: maybeString,
      price: methodPrice,
      selected: maybeBoolean,
      default: maybeBoolean,
      // What a shipping promotion takes off this method (spec §3, §5): `price` is left to pay.
      shippingPromotions: maybeList(z.looseObject({ appliedDiscount: money, price: money })),
    }),
  ),
});
