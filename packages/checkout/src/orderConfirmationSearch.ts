import type { PlacedOrder } from './checkoutTypes';

/**
 * The `storeContext` an express-pay order's confirmation is opened with (spec §2: "for the express-pay flow a query
 * storeContext is set to the express-pay product page context"). The spec does not show the value; this one names
 * the flow and the page context it stands for, and stays readable in a URL and an analytics report.
 */
export const EXPRESS_PAY_STORE_CONTEXT = 'express-pay-pdp';

/**
 * The query of the order-confirmation page for an order (spec §2): `order=` its number and, for an order placed
 * through express checkout, `storeContext=` {@link EXPRESS_PAY_STORE_CONTEXT}. Without a leading `?`.
 *
 * @example
 * ```ts
 * const { confirmedOrder } = actor.getSnapshot().context;
 * if (confirmedOrder) redirect(`/en-us/order-confirmation?${orderConfirmationSearch(confirmedOrder)}`);
 * // order=SB40000123&storeContext=express-pay-pdp after express checkout, order=SB40000123 otherwise
 * ```
 */
export function orderConfirmationSearch(order: PlacedOrder): string {
  const search = new URLSearchParams({ order: order.orderNumber });
  if (order.storeContext) search.set('storeContext', order.storeContext);
  return search.toString();
}
