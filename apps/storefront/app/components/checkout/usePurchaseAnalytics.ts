import { useEffect } from 'react';
import type { OrderView } from '../../routes/orderConfirmation';
import { useAnalytics } from '../AnalyticsProvider';

const reportedKey = (orderNumber: string) => `sb-purchase-reported:${orderNumber}`;

/**
 * Pushes the `purchase` event of an order the confirmation shows, once per order in this browser: a reload or a
 * second visit to the confirmation does not count the order again (remembered in localStorage).
 *
 * @example
 * usePurchaseAnalytics(loaderData.order);
 */
export function usePurchaseAnalytics(
  order: Pick<OrderView, 'orderNumber' | 'currency' | 'items' | 'totals'> | null,
): void {
  const { track } = useAnalytics();
  useEffect(() => {
    if (!order) return;
    try {
      if (window.localStorage.getItem(reportedKey(order.orderNumber))) return;
      window.localStorage.setItem(reportedKey(order.orderNumber), '1');
    } catch {
      // Storage blocked: the event may be counted again on a reload, which beats never counting it.
    }
    track('purchase', {
      transaction_id: order.orderNumber,
      currency: order.currency,
      value: order.totals.total,
      tax: order.totals.tax,
      shipping: order.totals.shipping,
      discount: order.totals.totalDiscount,
      items: order.items.map((item) => ({
        item_id: item.productId,
        item_name: item.name,
        ...(item.size ? { size: item.size } : {}),
        ...(item.color ? { color: item.color } : {}),
        quantity: item.qty,
        price: item.qty > 0 ? Math.round((item.rowTotal / item.qty) * 100) / 100 : item.rowTotal,
      })),
    });
  }, [order, track]);
}
