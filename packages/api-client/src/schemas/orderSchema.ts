import * as z from 'zod/mini';
import { addressSchema } from './addressSchema';
import { cartItemSchema, cartTotalsSchema, flashMessageSchema, shipmentSchema } from './cartSchema';
import { maybe, maybeList, maybeNumber, maybeString, opaqueObject } from './fields';
import { promotionSummarySchema } from './promotionSchema';

/**
 * An order (spec §3): number and status token (`st`), lines, shipments, totals, billing address, payment methods
 * (code, label, additional data, and the amount each paid), flash messages, promotions and, for a sale in a store, `inStoreSalesInfo`.
 * Order lines and totals have the cart's fields, all optional (an order line need not carry a cart line id).
 *
 * @example
 * const order = orderSchema.parse(body);
 * order.orderNumber;
 */
export const orderSchema = z.looseObject({
  orderNumber: z.string(),
  st: maybeString,
  status: maybeString,
  items: maybeList(z.partial(cartItemSchema)),
  shipments: maybeList(shipmentSchema),
  totals: maybe(z.partial(cartTotalsSchema)),
  billingAddress: maybe(addressSchema),
  // `amount` (what the instrument paid) is the reference API's addition, so a split payment can be listed.
  paymentMethod: maybeList(
    z.looseObject({ code: maybeString, label: maybeString, amount: maybeNumber, additionalData: opaqueObject }),
  ),
  flash: maybeList(flashMessageSchema),
  promoSummary: maybeList(promotionSummarySchema),
  inStoreSalesInfo: maybe(z.looseObject({ storeId: maybeString, storeEmployeeId: maybeString })),
  // The reference API's addition: where an order shipped with `pudo` is collected (the shipment's storeId with its name).
  collectionPoint: maybe(
    z.looseObject({
      id: z.string(),
      name: maybeString,
      addressLine1: maybeString,
      city: maybeString,
      province: maybeString,
      postalCode: maybeString,
    }),
  ),
});

/**
 * A parsed order.
 *
 * @example
 * const confirmationPath = (order: Order) => `/order-confirmation/${order.orderNumber}?st=${order.st}`;
 */
export type Order = z.infer<typeof orderSchema>;

/**
 * The answer of `PATCH /cart/v2/checkout/order/{orderNumber}` and of order placement when the payment needs a
 * further step (3-D Secure): the order plus what the client does next.
 *
 * @example
 * const placed = placedOrderSchema.parse(body);
 * if (placed.action) redirectToChallenge(placed.action);
 */
export const placedOrderSchema = z.extend(orderSchema, { action: opaqueObject });

/**
 * A parsed order placement answer.
 *
 * @example
 * const needsChallenge = (placed: PlacedOrder) => placed.action != null;
 */
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/**
 * The answer of `POST /consumers-v3/consumer/purchasehistory`: a page of orders.
 *
 * @example
 * const { orders } = purchaseHistorySchema.parse(body);
 */
export const purchaseHistorySchema = z.looseObject({ orders: z.array(orderSchema), total: maybeNumber });

/**
 * A parsed purchase history page.
 *
 * @example
 * const numbers = (history: PurchaseHistory) => history.orders.map((order) => order.orderNumber);
 */
export type PurchaseHistory = z.infer<typeof purchaseHistorySchema>;
