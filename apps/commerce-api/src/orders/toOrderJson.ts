import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { orderEvents, orderItems, orders, stores } from '../db/schema';
import type { OrderPayment } from './releaseOrder';
import { describeCustoms } from '../catalog/customisation';

/** An order row. */
export type OrderRow = typeof orders.$inferSelect;

/** Statuses as shoppers read them. */
const STATUS_LABEL: Record<OrderRow['status'], string> = {
  pending_payment: 'Awaiting payment authentication',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  failed: 'Payment failed',
};

/** One way an order was paid (spec §3 order `paymentMethod`: code, label, additionalData), with what it paid. */
export interface OrderPaymentMethodJson {
  code: string;
  label: string;
  amount: number;
  additionalData: Record<string, unknown>;
}

const PAYER_LABEL: Record<string, string> = { PAYPAL: 'PayPal', KLARNA: 'Pay later' };

/** What a shopper may see of the card that paid: never the provider's card token or the saved instrument's id. */
const SHOWN_CARD_FIELDS = [
  'cardType',
  'lastFour',
  'maskedNumber',
  'holder',
  'expirationMonth',
  'expirationYear',
] as const;

function shownCardDetails(card: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    SHOWN_CARD_FIELDS.filter((field) => card[field] !== undefined).map((field) => [field, card[field]]),
  );
}

/**
 * Every instrument that paid the order, in the order they were applied: gift cards, the loyalty voucher, athlete
 * credit and rewards, then the payer charged the rest. Their amounts add up to the order total, so the
 * confirmation and the account's order detail can list the payment as the shopper made it.
 * @example
 * paymentMethodsOf(order.payment as OrderPayment); // [{ code: 'GIFT_CARD', label: 'Gift card ending 0002', amount: 25, … }, …]
 */
export function paymentMethodsOf(payment: OrderPayment): OrderPaymentMethodJson[] {
  const methods: OrderPaymentMethodJson[] = payment.giftCards.map((card) => ({
    code: 'GIFT_CARD',
    label: `Gift card ending ${card.lastFour}`,
    amount: card.amount,
    additionalData: { lastFour: card.lastFour },
  }));
  if (payment.reward) {
    methods.push({
      code: 'LOYALTY_POINTS',
      label: `Loyalty voucher (${payment.reward.points} points)`,
      amount: payment.reward.amount,
      additionalData: { appliedLoyaltyVoucher: payment.reward.voucher, points: payment.reward.points },
    });
  }
  for (const credit of payment.credits ?? []) {
    const label =
      credit.method === 'ATHLETES_PAYMENT'
        ? 'Athlete credit'
        : `${credit.method === 'REWARD_CARD' ? 'Reward card' : 'Reward code'}${credit.code ? ` ${credit.code}` : ''}`;
    methods.push({
      code: credit.method,
      label,
      amount: credit.amount,
      additionalData: credit.code ? { code: credit.code } : {},
    });
  }
  if (payment.method && payment.amount > 0) {
    const card = payment.card as { cardType?: unknown; lastFour?: unknown };
    const label =
      payment.method === 'CREDIT_CARD'
        ? `${typeof card.cardType === 'string' ? card.cardType : 'Card'}${typeof card.lastFour === 'string' ? ` ending ${card.lastFour}` : ''}`
        : (PAYER_LABEL[payment.method] ?? payment.method);
    methods.push({
      code: payment.method,
      label,
      amount: payment.amount,
      additionalData: shownCardDetails(payment.card),
    });
  }
  return methods;
}

/** The collection point an order goes to (spec §3 shipment `storeId`), with what the shopper needs to find it. */
export interface OrderCollectionPointJson {
  id: string;
  name: string;
  addressLine1: string;
  city: string;
  province: string | null;
  postalCode: string;
}

async function collectionPointOf(
  db: Pick<Database, 'select'>,
  pudoId: string | null,
): Promise<OrderCollectionPointJson | null> {
  if (!pudoId) return null;
  const [point] = await db
    .select({
      id: stores.id,
      name: stores.name,
      addressLine1: stores.addressLine1,
      city: stores.city,
      province: stores.province,
      postalCode: stores.postalCode,
    })
    .from(stores)
    .where(eq(stores.id, pudoId));
  // A point that left the directory still has its id.
  return point ?? { id: pudoId, name: pudoId, addressLine1: '', city: '', province: null, postalCode: '' };
}

/**
 * Renders an order with its lines and history.
 * @example
 * return c.json(await toOrderJson(db, order));
 */
export async function toOrderJson(
  db: Pick<Database, 'select'>,
  order: OrderRow,
  extra: { flash?: unknown[]; locale?: string | undefined } = {},
) {
  const locale = extra.locale;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderNo, order.orderNo))
    .orderBy(asc(orderItems.lineNo));
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderNo, order.orderNo))
    .orderBy(asc(orderEvents.createdAt));
  const payment = order.payment as unknown as OrderPayment;
  // The stores its lines are picked up at or shipped to, named as the shopper chose them.
  const storeIds = [...new Set(items.flatMap((item) => (item.storeId ? [item.storeId] : [])))];
  const storeNames = new Map(
    storeIds.length === 0
      ? []
      : (await db.select({ id: stores.id, name: stores.name }).from(stores).where(inArray(stores.id, storeIds))).map(
          (store) => [store.id, store.name] as const,
        ),
  );
  return {
    orderNumber: order.orderNo,
    status: order.status,
    statusLabel: STATUS_LABEL[order.status],
    siteId: order.siteId,
    currency: order.currency,
    email: order.email,
    createdAt: order.createdAt.toISOString(),
    shippingMethod: order.shippingMethod,
    /** Where an order shipped with `pudo` is collected, else null. */
    collectionPoint: await collectionPointOf(db, order.pudoId),
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    totals: order.totals,
    payment: {
      method: payment.method,
      ...shownCardDetails(payment.card),
      amount: payment.amount,
      giftCards: payment.giftCards.map((card) => ({ lastFour: card.lastFour, amount: card.amount })),
      reward: payment.reward ? { appliedLoyaltyVoucher: payment.reward.voucher, amount: payment.reward.amount } : null,
      credits: (payment.credits ?? []).map((credit) => ({
        method: credit.method,
        amount: credit.amount,
        ...(credit.code ? { code: credit.code } : {}),
      })),
      coupons: payment.coupons,
    },
    paymentMethod: paymentMethodsOf(payment),
    storeId: order.storeId,
    storeEmployeeId: order.storeEmployeeId,
    items: items.map((item) => ({
      lineNo: item.lineNo,
      productId: item.productId,
      upc: item.upc,
      name: item.name,
      color: item.colorName,
      size: item.size,
      qty: item.qty,
      // Spec §3: an order line has the cart line's fields, so its price is the cart's price object: the row before the
      // order's discounts (what the subtotal adds up), and after them (what the line was paid, what a return refunds).
      price: {
        amount: item.price,
        current: item.price,
        rowTotal: Math.round(item.price * item.qty * 100) / 100,
        priceAfterOrderDiscount: item.rowTotal,
      },
      fulfilment: item.fulfilment,
      storeId: item.storeId,
      storeName: item.storeId ? (storeNames.get(item.storeId) ?? null) : null,
      productImageURL: item.imageUrl,
      returnedQty: item.returnedQty,
      // Spec §3 cart item fields: a gift card line's recipient and message, and its chosen amount.
      giftOption: item.giftOption ?? null,
      ...(item.fulfilment === 'digital' ? { customAmount: item.price } : {}),
      // A made-to-order line: its design (price is what it added to the unit price), made to order, not returnable.
      isCustoms: item.fulfilment === 'customs',
      customs: item.customs ? describeCustoms(item.customs, order.currency, locale) : null,
    })),
    events: events.map((event) => ({
      status: event.status,
      description: event.description,
      date: event.createdAt.toISOString(),
    })),
    flash: extra.flash ?? [],
  };
}
