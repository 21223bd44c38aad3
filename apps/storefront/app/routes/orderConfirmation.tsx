import { isApiError, type Order } from '@switchback/api-client';
import { formatMoney, summaryRows } from '@switchback/cart';
import type { Route } from './+types/orderConfirmation';
import { toCustomsLine, type CustomsLineView } from '../lib/customsLine';
import { CustomsSummary } from '../components/customs/CustomsSummary';
import { OrderPaymentList } from '../components/OrderPaymentList';
import { StoreLink } from '../components/StoreLink';
import { PageContent } from '../components/PageContent';
import { loadContentSlot } from '../lib/servicePages.server';
import { LAST_ORDER_COOKIE, readCookie } from '../lib/checkout.server';
import { sessionContext, storeContext } from '../lib/context.server';
import { isSupportedLocale } from '../lib/locales';
import { orderStatusLabel } from '../lib/accountOrders';
import { orderPaymentsOf, type OrderPaymentEntry } from '../lib/orderPayments';
import { pageMeta } from '../lib/pageMeta';
import { taxRow } from '../lib/taxRow';
import { usePurchaseAnalytics } from '../components/checkout/usePurchaseAnalytics';
import '../components/checkout/checkout.css';
import { useCheckoutText, checkoutMessagesFor, checkoutMessagesFirst } from '../lib/checkoutText';

// A client navigation here draws the page once its strings are there (checkoutText.ts).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [checkoutMessagesFirst];

/** The order as the confirmation shows it. */
export interface OrderView {
  orderNumber: string;
  status: string;
  currency: string;
  email: string;
  items: {
    productId: string;
    name: string;
    color: string;
    size: string;
    qty: number;
    rowTotal: number;
    storeId: string | null;
    /** The store's name (commerce-api names it), else its id. */
    store: string | null;
    shipToStore: boolean;
    /** A gift card line: its amount and who it is e-mailed to (the recipient, else the order's e-mail). */
    giftCard: { amount: number; recipient: string } | null;
    /** A customised boot's design (issue 16 customs), else null. */
    customs: CustomsLineView | null;
  }[];
  /** Whether the home lines went to a collection point (spec §3 code pudo). */
  collectionPoint: boolean;
  /** The collection point's name, when commerce-api names it. */
  collectionPointName: string | null;
  shippingAddress: {
    firstName?: string;
    lastName?: string;
    addressLine1?: string;
    city?: string;
    province?: string;
    postalCode?: string;
  } | null;
  /** Every instrument that paid (gift cards, loyalty voucher, athlete credit, rewards, the payer), labelled on the page. */
  payments: OrderPaymentEntry[];
  totals: {
    itemSubTotal: number;
    totalDiscount: number;
    employeeDiscount: number;
    shipping: number;
    tax: number;
    /** Prices included the tax (VAT): it is part of the total. */
    taxIncluded: boolean;
    total: number;
  };
}

function toView(order: Order): OrderView {
  const raw = order as Order & {
    statusLabel?: string;
    currency?: string;
    email?: string;
    shippingAddress?: OrderView['shippingAddress'];
    shippingMethod?: string | null;
    totals?: Record<string, number>;
  };
  const totals = raw.totals ?? {};
  return {
    orderNumber: order.orderNumber,
    status: order.status ?? raw.statusLabel ?? '',
    currency: raw.currency ?? 'USD',
    email: raw.email ?? '',
    items: (order.items ?? []).map((item) => {
      const line = item as typeof item & {
        color?: string;
        size?: string;
        storeId?: string | null;
        storeName?: string | null;
        fulfilment?: string;
        customAmount?: number | null;
        giftOption?: { to?: string | null; email?: string | null } | null;
      };
      const digital = line.fulfilment === 'digital';
      return {
        productId: line.productId ?? '',
        name: line.name ?? '',
        // A gift card's "size" is its preset amount: the amount says it.
        color: digital ? '' : (line.color ?? ''),
        size: digital ? '' : (line.size ?? ''),
        qty: line.qty ?? 1,
        rowTotal: line.price?.rowTotal ?? 0,
        storeId: line.fulfilment === 'pickup' || line.fulfilment === 'sts' ? (line.storeId ?? null) : null,
        store:
          line.fulfilment === 'pickup' || line.fulfilment === 'sts' ? (line.storeName ?? line.storeId ?? null) : null,
        shipToStore: line.fulfilment === 'sts',
        giftCard: digital
          ? {
              amount: line.customAmount ?? line.price?.current ?? 0,
              recipient: line.giftOption?.to || line.giftOption?.email || raw.email || '',
            }
          : null,
        customs: toCustomsLine((line as { customs?: unknown }).customs),
      };
    }),
    shippingAddress: raw.shippingAddress ?? null,
    collectionPoint: raw.shippingMethod === 'pudo',
    collectionPointName: order.collectionPoint?.name ?? order.collectionPoint?.id ?? null,
    payments: orderPaymentsOf(order),
    totals: {
      itemSubTotal: summaryRows(totals).subtotal,
      totalDiscount: summaryRows(totals).discount,
      employeeDiscount: totals.employeeDiscount ?? 0,
      shipping: totals.shipping ?? 0,
      tax: totals.tax ?? 0,
      taxIncluded: totals.taxIncluded === true,
      total: totals.total ?? 0,
    },
  };
}

/**
 * The order just placed: `?order=` (the checkout redirects here with it), else the last order of this browser
 * (an HttpOnly cookie), so a reload shows it again. The API only answers the shopper's own orders.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const session = context.get(sessionContext);
  const orderNumber = new URL(request.url).searchParams.get('order') ?? readCookie(request, LAST_ORDER_COOKIE);
  let order: OrderView | null = null;
  if (orderNumber && /^[A-Za-z0-9-]{4,40}$/.test(orderNumber)) {
    try {
      order = toView(
        await session
          .api({ siteId: store.siteId, locale: store.locale })
          .consumer.getPurchase(orderNumber, { signal: request.signal }),
      );
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  }
  // With an order, the fixed-name CMS page `order-confirmation` (commerce-core §7) under its confirmation e-mail.
  return {
    lang: store.lang,
    order,
    content: order ? await loadContentSlot(context, request, 'order-confirmation') : null,
  };
}

export const meta: Route.MetaFunction = ({ params }) => {
  const TEXT = checkoutMessagesFor(isSupportedLocale(params['locale']) ? params['locale'] : 'en-us').orderConfirmation;
  return pageMeta(TEXT.heading, TEXT.description, { noindex: true });
};

export default function OrderConfirmationPage({ loaderData }: Route.ComponentProps) {
  const { order, lang, content } = loaderData;
  const texts = useCheckoutText();
  const TEXT = texts.orderConfirmation;
  usePurchaseAnalytics(order);
  if (!order) {
    return (
      <section className="page order-confirmation" aria-labelledby="page-title">
        <h1 id="page-title">{TEXT.heading}</h1>
        <p>{TEXT.none}</p>
        <p>
          <StoreLink to="/">{TEXT.continueShopping}</StoreLink>
        </p>
      </section>
    );
  }
  const money = (amount: number) => formatMoney(amount, order.currency, lang);
  const tax = taxRow(order.totals, TEXT, money);
  return (
    <section className="page order-confirmation" aria-labelledby="page-title">
      <h1 id="page-title">{TEXT.title}</h1>
      <dl className="order-confirmation__facts">
        <div>
          <dt>{TEXT.orderNumber}</dt>
          <dd data-testid="order-number">{order.orderNumber}</dd>
        </div>
        <div>
          <dt>{TEXT.status}</dt>
          <dd data-testid="order-status">{orderStatusLabel(order.status, texts.orderStatus)}</dd>
        </div>
      </dl>
      {order.email ? <p>{TEXT.email(order.email)}</p> : null}
      <PageContent page={content} />
      <section aria-labelledby="order-items">
        <h2 id="order-items">{TEXT.items}</h2>
        <ul>
          {order.items.map((item, index) => (
            <li key={`${item.name}-${index}`} data-testid="order-line">
              {item.name}
              {item.color || item.size ? ` (${[item.color, item.size].filter(Boolean).join(', ')})` : ''} × {item.qty}:{' '}
              {money(item.rowTotal)}
              {item.giftCard ? ` · ${TEXT.giftCardLine(money(item.giftCard.amount), item.giftCard.recipient)}` : ''}
              {item.store ? ` · ${item.shipToStore ? TEXT.shipToStore(item.store) : TEXT.pickup(item.store)}` : ''}
              {item.customs ? (
                <>
                  {' · '}
                  <CustomsSummary customs={item.customs} currency={order.currency} lang={lang} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {order.collectionPoint ? (
        <section aria-labelledby="order-address">
          <h2 id="order-address">{TEXT.deliverTo}</h2>
          {order.collectionPointName ? (
            <p data-testid="order-collection-point-name">{TEXT.collectionPointName(order.collectionPointName)}</p>
          ) : null}
          <p data-testid="order-collection-point">{TEXT.collectionPoint}</p>
        </section>
      ) : order.shippingAddress ? (
        <section aria-labelledby="order-address">
          <h2 id="order-address">{TEXT.deliverTo}</h2>
          <address>
            {order.shippingAddress.firstName} {order.shippingAddress.lastName}
            <br />
            {order.shippingAddress.addressLine1}
            <br />
            {order.shippingAddress.city} {order.shippingAddress.province} {order.shippingAddress.postalCode}
          </address>
        </section>
      ) : null}
      <section aria-labelledby="order-payment">
        <h2 id="order-payment">{TEXT.payment}</h2>
        <OrderPaymentList payments={order.payments} money={money} />
      </section>
      <dl className="cart-totals">
        <div>
          <dt>{TEXT.itemSubtotal}</dt>
          <dd>{money(order.totals.itemSubTotal)}</dd>
        </div>
        {/* As in the cart and checkout summaries: no discount row when nothing was taken off. */}
        {order.totals.totalDiscount > 0 ? (
          <div>
            <dt>{TEXT.discount}</dt>
            <dd data-testid="order-discount">−{money(order.totals.totalDiscount)}</dd>
          </div>
        ) : null}
        {order.totals.employeeDiscount > 0 ? (
          <div>
            <dt>{TEXT.employeeDiscount}</dt>
            <dd data-testid="employee-discount">−{money(order.totals.employeeDiscount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{TEXT.shipping}</dt>
          <dd>{money(order.totals.shipping)}</dd>
        </div>
        <div>
          <dt>{tax.label}</dt>
          <dd>{tax.value}</dd>
        </div>
        <div className="cart-totals__total">
          <dt>{TEXT.total}</dt>
          <dd data-testid="order-total">{money(order.totals.total)}</dd>
        </div>
      </dl>
      <p>
        <StoreLink to="/">{TEXT.continueShopping}</StoreLink>
      </p>
    </section>
  );
}
