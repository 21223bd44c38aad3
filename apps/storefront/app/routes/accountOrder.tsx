import { Button, Select } from '@switchback/ui';
import { isApiError } from '@switchback/api-client';
import { formatMoney, summaryRows } from '@switchback/cart';
import { data, Form } from 'react-router';
import type { Route } from './+types/accountOrder';
import { toCustomsLine } from '../lib/customsLine';
import { CustomsSummary } from '../components/customs/CustomsSummary';
import { AccountSection, FormMessage } from '../components/account/Field';
import { OrderPaymentList } from '../components/OrderPaymentList';
import { StoreLink } from '../components/StoreLink';
import { changeOrder } from '../lib/accountActions.server';
import { CANCELLABLE_STATUSES, RETURNABLE_STATUSES, formatOrderDate, orderStatusLabel } from '../lib/accountOrders';
import type { FormOutcome } from '../lib/accountForms';
import { accountContext } from '../lib/accountSession.server';
import { storeContext } from '../lib/context.server';
import { isSupportedLocale } from '../lib/locales';
import { orderPaymentsOf } from '../lib/orderPayments';
import { pageMeta } from '../lib/pageMeta';
import { taxRow } from '../lib/taxRow';
import { useAccountText, accountMessagesFor } from '../lib/accountText';

export const meta: Route.MetaFunction = ({ params }) => {
  const text = accountMessagesFor(isSupportedLocale(params['locale']) ? params['locale'] : 'en-us');
  return pageMeta(text.accountOrder.title(params.orderNo), text.accountMeta.order[1], { noindex: true });
};

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { api } = context.get(accountContext);
  const store = context.get(storeContext);
  const orderNo = params.orderNo;
  if (!ORDER_NUMBER.test(orderNo)) throw data(null, { status: 404, statusText: 'Not Found' });
  const options = { signal: request.signal };
  let order: Record<string, unknown>;
  let tracked: Record<string, unknown>;
  try {
    [order, tracked] = await Promise.all([
      api.consumer.getPurchase(orderNo, options),
      api.consumer.trackOrder({ orderNo }, options),
    ]);
  } catch (error) {
    // Someone else's order looks exactly like a missing one.
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404, statusText: 'Not Found' });
    throw error;
  }
  const totals = (order.totals ?? {}) as Record<string, unknown>;
  const address = (order.shippingAddress ?? null) as Record<string, unknown> | null;
  const items = (Array.isArray(order.items) ? order.items : []) as Record<string, unknown>[];
  const events = (Array.isArray(tracked.events) ? tracked.events : []) as Record<string, unknown>[];
  const status = str(order.status) ?? '';
  return {
    lang: store.lang,
    orderNumber: orderNo,
    status,
    createdAt: str(order.createdAt),
    currency: str(order.currency) ?? 'USD',
    canCancel: CANCELLABLE_STATUSES.includes(status),
    canReturn: RETURNABLE_STATUSES.includes(status),
    // A warranty claim is about something received: delivered orders with an item that is not a gift card.
    canClaimWarranty: status === 'delivered' && items.some((item) => item.fulfilment !== 'digital'),
    // commerce-api issues (and so can resend) gift cards once the order is paid.
    canResendGiftCards: ['confirmed', 'shipped', 'delivered'].includes(status),
    hasInvoice: status !== 'failed' && status !== 'pending_payment',
    items: items.map((item) => {
      const price = (item.price ?? {}) as Record<string, unknown>;
      const qty = num(item.qty) ?? 0;
      const returnedQty = num(item.returnedQty) ?? 0;
      const digital = item.fulfilment === 'digital';
      const gift = (item.giftOption ?? null) as Record<string, unknown> | null;
      return {
        lineNo: num(item.lineNo) ?? 0,
        name: str(item.name) ?? '',
        // A gift card's "size" is its preset amount: its amount and recipient say what it is.
        color: digital ? null : str(item.color),
        size: digital ? null : str(item.size),
        giftCard: digital
          ? {
              amount: num(item.customAmount) ?? num(price.current) ?? 0,
              recipient: str(gift?.to) ?? str(gift?.email) ?? str(order.email) ?? '',
            }
          : null,
        // A customised boot's design (issue 16 customs): made to order, it cannot be returned.
        customs: toCustomsLine(item.customs),
        qty,
        returnedQty,
        returnable: item.fulfilment !== 'digital' && item.fulfilment !== 'customs' ? qty - returnedQty : 0,
        rowTotal: num(price.rowTotal) ?? 0,
      };
    }),
    payments: orderPaymentsOf(order),
    totals: {
      // At sale prices; the discount is what promotions take off on top (the sale saving counts once).
      subtotal: num(totals.itemSubTotal) ?? num(totals.itemTotal),
      discount: summaryRows({
        itemTotal: num(totals.itemTotal),
        itemSubTotal: num(totals.itemSubTotal),
        totalDiscount: num(totals.totalDiscount),
      }).discount,
      // Part of the discount above (commerce-core §6), named on its own row.
      employeeDiscount: num(totals.employeeDiscount),
      shipping: num(totals.shipping),
      tax: num(totals.tax),
      taxIncluded: totals.taxIncluded === true,
      total: num(totals.total) ?? 0,
    },
    address: address
      ? [
          [str(address.firstName), str(address.lastName)].filter(Boolean).join(' '),
          str(address.addressLine1),
          str(address.addressLine2),
          [str(address.city), str(address.province), str(address.postalCode)].filter(Boolean).join(' '),
          str(address.countryCode) ?? str(address.country),
        ].filter((line): line is string => Boolean(line))
      : null,
    events: events.map((event) => ({
      status: str(event.status) ?? '',
      description: str(event.description) ?? '',
      date: str(event.date),
    })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const account = context.get(accountContext);
  if (!ORDER_NUMBER.test(params.orderNo)) throw data(null, { status: 404, statusText: 'Not Found' });
  const outcome = await changeOrder(account.api, params.orderNo, await request.formData(), {
    locale: context.get(storeContext).locale,
    signal: request.signal,
  });
  return data<FormOutcome & { trackingNumber?: string }>(outcome, { status: outcome.ok ? 200 : 400 });
}

export default function AccountOrder({ loaderData, actionData }: Route.ComponentProps) {
  const texts = useAccountText();
  const TEXT = texts.accountOrder;
  const order = loaderData;
  const money = (amount: number) => formatMoney(amount, order.currency, order.lang);
  const tax = taxRow(order.totals, TEXT, money);
  const returnable = order.items.filter((item) => item.returnable > 0);
  return (
    <section aria-labelledby="page-title">
      <p>
        <StoreLink to="/account/orders">{TEXT.back}</StoreLink>
      </p>
      <h1 id="page-title">{TEXT.title(order.orderNumber)}</h1>
      <dl className="account-facts">
        <div>
          <dt>{TEXT.placed}</dt>
          <dd>{formatOrderDate(order.createdAt, order.lang)}</dd>
        </div>
        <div>
          <dt>{TEXT.status}</dt>
          <dd data-testid="order-status">{orderStatusLabel(order.status, texts.orderStatus)}</dd>
        </div>
      </dl>
      {order.hasInvoice ? (
        <p>
          <StoreLink to={`/account/orders/${encodeURIComponent(order.orderNumber)}/invoice`} reloadDocument download>
            {TEXT.invoice}
          </StoreLink>
        </p>
      ) : null}
      <AccountSection id="order-items" title={TEXT.items}>
        <ul className="account-order-lines">
          {order.items.map((item) => (
            <li key={item.lineNo} data-testid="order-line">
              <span className="account-order-lines__name">{item.name}</span>
              {[item.color, item.size].filter(Boolean).length > 0 ? (
                <span> · {[item.color, item.size].filter(Boolean).join(', ')}</span>
              ) : null}
              <span>
                {' '}
                · {TEXT.quantity} {item.qty}
                {item.returnedQty > 0 ? ` (${item.returnedQty} ${TEXT.returned})` : ''}
              </span>
              <span> · {money(item.rowTotal)}</span>
              {item.giftCard ? (
                <span> · {TEXT.giftCardTo(money(item.giftCard.amount), item.giftCard.recipient)}</span>
              ) : null}
              {item.giftCard && order.canResendGiftCards ? (
                <Form method="post" className="account-order-lines__action">
                  <input type="hidden" name="intent" value="resendGiftCard" />
                  <input type="hidden" name="lineNo" value={item.lineNo} />
                  <Button type="submit" variant="secondary" size="sm">
                    {TEXT.resendGiftCard}
                  </Button>
                  <FormMessage outcome={actionData} form="resendGiftCard" target={String(item.lineNo)} />
                </Form>
              ) : null}
              {item.customs ? (
                <span>
                  {' · '}
                  <CustomsSummary customs={item.customs} currency={order.currency} lang={order.lang} />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </AccountSection>
      <AccountSection id="order-totals" title={TEXT.totals}>
        <dl className="account-facts">
          {order.totals.subtotal !== null ? (
            <div>
              <dt>{TEXT.subtotal}</dt>
              <dd>{money(order.totals.subtotal)}</dd>
            </div>
          ) : null}
          {order.totals.discount ? (
            <div>
              <dt>{TEXT.discount}</dt>
              <dd>−{money(order.totals.discount)}</dd>
            </div>
          ) : null}
          {order.totals.employeeDiscount ? (
            <div>
              <dt>{TEXT.employeeDiscount}</dt>
              <dd data-testid="employee-discount">−{money(order.totals.employeeDiscount)}</dd>
            </div>
          ) : null}
          {order.totals.shipping !== null ? (
            <div>
              <dt>{TEXT.shipping}</dt>
              <dd>{money(order.totals.shipping)}</dd>
            </div>
          ) : null}
          {order.totals.tax !== null ? (
            <div>
              <dt>{tax.label}</dt>
              <dd>{tax.value}</dd>
            </div>
          ) : null}
          <div>
            <dt>{TEXT.total}</dt>
            <dd data-testid="order-total">{money(order.totals.total)}</dd>
          </div>
        </dl>
      </AccountSection>
      {order.payments.length > 0 ? (
        <AccountSection id="order-payment" title={texts.orderConfirmation.payment}>
          <OrderPaymentList payments={order.payments} money={money} />
        </AccountSection>
      ) : null}
      {order.address ? (
        <AccountSection id="order-address" title={TEXT.deliverTo}>
          <address>
            {order.address.map((line, index) => (
              <span key={index} className="account-card__line">
                {line}
              </span>
            ))}
          </address>
        </AccountSection>
      ) : null}
      <AccountSection id="order-tracking" title={TEXT.tracking}>
        {order.events.length === 0 ? (
          <p>{TEXT.noEvents}</p>
        ) : (
          <ol className="account-timeline">
            {order.events.map((event, index) => (
              <li key={index}>
                <strong>{orderStatusLabel(event.status, texts.orderStatus)}</strong> · {event.description}
                {event.date ? <span> · {formatOrderDate(event.date, order.lang)}</span> : null}
              </li>
            ))}
          </ol>
        )}
      </AccountSection>
      {order.canClaimWarranty ? (
        <AccountSection id="order-warranty" title={texts.warranty.start}>
          <p>{texts.warranty.startHint}</p>
          <p>
            <StoreLink to={`/account/orders/${encodeURIComponent(order.orderNumber)}/warranty`}>
              {texts.warranty.start}
            </StoreLink>
          </p>
        </AccountSection>
      ) : null}
      {order.canCancel ? (
        <AccountSection id="order-cancel" title={TEXT.cancelTitle}>
          <p>{TEXT.cancelHint}</p>
          <FormMessage outcome={actionData} form="cancel" />
          <Form method="post">
            <input type="hidden" name="intent" value="cancel" />
            <Button type="submit" variant="secondary" size="sm">
              {TEXT.cancel}
            </Button>
          </Form>
        </AccountSection>
      ) : (
        <FormMessage outcome={actionData} form="cancel" />
      )}
      {order.canReturn && returnable.length > 0 ? (
        <AccountSection id="order-return" title={TEXT.returnTitle}>
          <p>
            {TEXT.returnHint} <StoreLink to="/help/returns/how-to-return">{TEXT.howToReturn}</StoreLink>
          </p>
          <FormMessage outcome={actionData} form="return" />
          {actionData?.form === 'return' && actionData.ok && actionData.trackingNumber ? (
            <p>
              {TEXT.trackingNumber}
              {texts.colon}
              <strong data-testid="return-tracking">{actionData.trackingNumber}</strong>
            </p>
          ) : null}
          <Form method="post" className="account-form" key={returnable.map((item) => item.returnable).join('-')}>
            <input type="hidden" name="intent" value="return" />
            {returnable.map((item) => (
              <Select
                key={item.lineNo}
                id={`return-${item.lineNo}`}
                name={`qty-${item.lineNo}`}
                label={TEXT.returnQty(item.name)}
                defaultValue="0"
                className="account-field"
              >
                {Array.from({ length: item.returnable + 1 }, (_, qty) => (
                  <option key={qty} value={qty}>
                    {qty}
                  </option>
                ))}
              </Select>
            ))}
            <Button type="submit" variant="secondary" size="sm">
              {TEXT.returnSubmit}
            </Button>
          </Form>
        </AccountSection>
      ) : (
        <FormMessage outcome={actionData} form="return" />
      )}
    </section>
  );
}
