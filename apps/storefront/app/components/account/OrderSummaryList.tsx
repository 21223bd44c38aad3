import { formatMoney } from '@switchback/cart';
import { StoreLink } from '../StoreLink';
import { formatOrderDate, orderStatusLabel, type OrderSummary } from '../../lib/accountOrders';
import { useAccountText } from '../../lib/accountText';

/**
 * A list of orders, each linking to its detail page with its date, status, number of items and total.
 *
 * @example
 * <OrderSummaryList orders={orders} lang="en-US" />
 */
export function OrderSummaryList({ orders, lang }: { orders: readonly OrderSummary[]; lang: string }) {
  const texts = useAccountText();
  const TEXT = texts.accountMisc;
  if (orders.length === 0) return <p>{TEXT.noOrders}</p>;
  return (
    <ul className="account-orders">
      {orders.map((order) => (
        <li key={order.orderNumber} className="account-orders__item" data-testid="order-summary">
          <StoreLink to={`/account/orders/${encodeURIComponent(order.orderNumber)}`}>
            {TEXT.order(order.orderNumber)}
          </StoreLink>
          <span>{formatOrderDate(order.createdAt, lang)}</span>
          <span className="account-orders__status">{orderStatusLabel(order.status, texts.orderStatus)}</span>
          {order.units !== null ? <span>{TEXT.units(order.units)}</span> : null}
          <span>{formatMoney(order.total, order.currency, lang)}</span>
        </li>
      ))}
    </ul>
  );
}
