import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { orderEvents, orderItems, orders } from '../db/schema';
import type { OrderPayment } from './releaseOrder';

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

/**
 * Renders an order with its lines and history.
 * @example
 * return c.json(await toOrderJson(db, order));
 */
export async function toOrderJson(db: Pick<Database, 'select'>, order: OrderRow, extra: { flash?: unknown[] } = {}) {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderNo, order.orderNo)).orderBy(asc(orderItems.lineNo));
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderNo, order.orderNo)).orderBy(asc(orderEvents.createdAt));
  const payment = order.payment as unknown as OrderPayment;
  return {
    orderNumber: order.orderNo,
    status: order.status,
    statusLabel: STATUS_LABEL[order.status],
    siteId: order.siteId,
    currency: order.currency,
    email: order.email,
    createdAt: order.createdAt.toISOString(),
    shippingMethod: order.shippingMethod,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    totals: order.totals,
    payment: {
      method: payment.method,
      ...payment.card,
      amount: payment.amount,
      giftCards: payment.giftCards.map((card) => ({ lastFour: card.lastFour, amount: card.amount })),
      reward: payment.reward ? { appliedLoyaltyVoucher: payment.reward.voucher, amount: payment.reward.amount } : null,
      coupons: payment.coupons,
    },
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
      // Spec §3: an order line has the cart line's fields, so its price is the cart's price object.
      price: { amount: item.price, current: item.price, rowTotal: item.rowTotal, priceAfterOrderDiscount: item.rowTotal },
      fulfilment: item.fulfilment,
      storeId: item.storeId,
      productImageURL: item.imageUrl,
      returnedQty: item.returnedQty,
    })),
    events: events.map((event) => ({ status: event.status, description: event.description, date: event.createdAt.toISOString() })),
    flash: extra.flash ?? [],
  };
}
