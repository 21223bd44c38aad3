import type { Order } from '@switchback/api-client';

/**
 * The label of an order status in the page's language (`labels` is the catalogue's `orderStatus`); an unknown status
 * is shown as it comes.
 *
 * @example
 * orderStatusLabel('shipped', messagesFor('fr-ca').orderStatus); // 'Expédiée'
 */
export function orderStatusLabel(status: string | null | undefined, labels: Readonly<Record<string, string>>): string {
  return (status && Object.hasOwn(labels, status) ? labels[status] : undefined) ?? status ?? '';
}

/** What an order list shows of an order. */
export interface OrderSummary {
  orderNumber: string;
  status: string;
  createdAt: string | null;
  currency: string;
  total: number;
  units: number | null;
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * An entry of the purchase history (or a whole order) as an order list shows it.
 *
 * @example
 * history.orders.map(toOrderSummary);
 */
export function toOrderSummary(order: Order): OrderSummary {
  const loose = order as Record<string, unknown>;
  return {
    orderNumber: order.orderNumber,
    status: order.status ?? '',
    createdAt: str(loose.createdAt),
    currency: str(loose.currency) ?? 'USD',
    total: num(loose.total) ?? order.totals?.total ?? 0,
    units: num(loose.totalUnits),
  };
}

/** Statuses in which an order can still be cancelled (commerce-api refuses the others with ORD409). */
export const CANCELLABLE_STATUSES = ['confirmed', 'pending_payment'];
/** Statuses in which items can be sent back. */
export const RETURNABLE_STATUSES = ['confirmed', 'shipped', 'delivered'];

/**
 * A date of an order in the shopper's language.
 *
 * @example
 * formatOrderDate('2026-11-02T10:00:00.000Z', 'en-US'); // 'November 2, 2026'
 */
export function formatOrderDate(iso: string | null, lang: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
