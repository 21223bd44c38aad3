import { formatMoney } from '@switchback/cart';
import { StoreLink } from '../StoreLink';
import { formatOrderDate, orderStatusLabel, type OrderSummary } from '../../lib/accountOrders';

/**
 * A list of orders, each linking to its detail page with its date, status, number of items and total.
 *
 * @example
 * <OrderSummaryList orders={orders} lang="en-US" />
 */
export function OrderSummaryList({ orders, lang }: { orders: readonly OrderSummary[]; lang: string }) {
  if (orders.length === 0) return <p>You have no orders yet.</p>;
  return (
    <ul className="account-orders">
      {orders.map((order) => (
        <li key={order.orderNumber} className="account-orders__item" data-testid="order-summary">
          <StoreLink to={`/account/orders/${encodeURIComponent(order.orderNumber)}`}>Order {order.orderNumber}</StoreLink>
          <span>{formatOrderDate(order.createdAt, lang)}</span>
          <span className="account-orders__status">{orderStatusLabel(order.status)}</span>
          {order.units !== null ? <span>{order.units === 1 ? '1 item' : `${order.units} items`}</span> : null}
          <span>{formatMoney(order.total, order.currency, lang)}</span>
        </li>
      ))}
    </ul>
  );
}
