import { orderPaymentLabel, type OrderPaymentEntry } from '../lib/orderPayments';
import { useCheckoutText } from '../lib/checkoutText';

/**
 * The instruments an order was paid with, each with what it paid, named in the page's language (order
 * confirmation and the account's order page).
 * @example
 * <OrderPaymentList payments={order.payments} money={(amount) => formatMoney(amount, 'USD', 'en-US')} />
 */
export function OrderPaymentList({
  payments,
  money,
}: {
  payments: OrderPaymentEntry[];
  money: (amount: number) => string;
}) {
  const { orderConfirmation: TEXT, colon } = useCheckoutText();
  return (
    <ul>
      {payments.map((entry, index) => (
        <li key={`${entry.code}-${index}`} data-testid="order-payment">
          {orderPaymentLabel(entry, TEXT)}
          {colon}
          {money(entry.amount)}
        </li>
      ))}
    </ul>
  );
}
