import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireConsumer } from '../auth/requireConsumer';
import type { ConsumerEnv } from '../auth/requireConsumer';
import type { TokenService } from '../auth/TokenService';
import { withMediaOrigin } from '../catalog/loadProducts';
import type { Database } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { orderEvents, orderItems, orders, outboundMessages, returnLabels } from '../db/schema';
import { ApiError } from '../http/ApiError';
import { readJsonBody } from '../http/readJsonBody';
import { GIFT_CARD_EMAIL } from './issueGiftCards';
import { releaseOrder } from './releaseOrder';
import type { OrderPayment } from './releaseOrder';
import { toOrderJson } from './toOrderJson';

const orderNo = z.string().regex(/^SB\d{8,12}$/, 'must be an order number like SB40000001');

/**
 * The order calls of the consumer API (spec §7): `POST purchasehistory`, `GET purchase/{orderId}`,
 * `POST purchase/invoice/download`, `POST TrackOrder`, `POST CancelOrder` and `POST return/{orderId}/returnLabel`.
 * Also `POST resendGiftCardEmail`. A consumer sees only their own orders; tracking also works with order number and e-mail, for guests whose
 * session is gone.
 * @example
 * app.route('/consumers-v3/consumer', orderRoutes({ db, tokens, now, publicUrl }));
 */
export function orderRoutes(options: { db: Database; tokens: TokenService; now: () => Date; publicUrl: string }) {
  const { db, tokens, now, publicUrl } = options;
  const auth = requireConsumer(tokens);
  const own = async (consumerNo: string, number: string) => {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, number), eq(orders.consumerNo, consumerNo)));
    if (!order) throw new ApiError(404, 'ORD404', 'Order not found');
    return order;
  };
  return new Hono<ConsumerEnv>()
    .post('/purchasehistory', auth, async (c) => {
      const body = await readJsonBody(
        c,
        z.strictObject({
          start: z.number().int().min(0).default(0),
          count: z.number().int().min(1).max(50).default(10),
        }),
        { optional: true },
      );
      const start = body?.start ?? 0;
      const count = body?.count ?? 10;
      const consumerNo = c.get('consumer').consumerNo;
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.consumerNo, consumerNo))
        .orderBy(desc(orders.createdAt), desc(orders.orderNo))
        .limit(count)
        .offset(start);
      const [total] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from orders where consumer_no = ${consumerNo}`,
      );
      const units = rows.length
        ? await queryRows<{ orderNo: string; units: number; image: string | null }>(
            db,
            sql`select order_no as "orderNo", sum(qty)::int as units, min(image_url) as image from order_items
                 where order_no in (${sql.join(
                   rows.map((row) => sql`${row.orderNo}`),
                   sql`, `,
                 )}) group by order_no`,
          )
        : [];
      return c.json(
        withMediaOrigin(
          {
            start,
            count,
            total: total?.n ?? 0,
            orders: rows.map((row) => ({
              orderNumber: row.orderNo,
              status: row.status,
              createdAt: row.createdAt.toISOString(),
              currency: row.currency,
              total: (row.totals as { total?: number }).total ?? 0,
              totalUnits: units.find((entry) => entry.orderNo === row.orderNo)?.units ?? 0,
              productImageURL: units.find((entry) => entry.orderNo === row.orderNo)?.image ?? null,
            })),
          },
          publicUrl,
        ),
      );
    })
    .get('/purchase/:orderId', auth, async (c) =>
      c.json(
        withMediaOrigin(
          await toOrderJson(db, await own(c.get('consumer').consumerNo, c.req.param('orderId')), {
            locale: c.req.header('x-locale'),
          }),
          publicUrl,
        ),
      ),
    )
    .post('/purchase/invoice/download', auth, async (c) => {
      const body = await readJsonBody(c, z.strictObject({ orderNo }));
      const order = await own(c.get('consumer').consumerNo, body.orderNo);
      if (order.status === 'failed' || order.status === 'pending_payment')
        throw new ApiError(409, 'ORD409', 'There is no invoice for an unpaid order');
      const json = await toOrderJson(db, order);
      const money = (value: unknown) => `${Number(value).toFixed(2)} ${order.currency}`;
      const lines = [
        `Switchback invoice ${order.orderNo}`,
        `Date: ${order.createdAt.toISOString().slice(0, 10)}`,
        `Bill to: ${order.billingAddress.firstName} ${order.billingAddress.lastName}, ${order.billingAddress.addressLine1}, ${order.billingAddress.city} ${order.billingAddress.postalCode} ${order.billingAddress.country}`,
        '',
        ...json.items.map(
          (item) => `${item.qty} x ${item.name} (${item.color}, ${item.size})  ${money(item.price.rowTotal)}`,
        ),
        '',
        `Shipping: ${money((order.totals as { shipping?: number }).shipping ?? 0)}`,
        `Tax: ${money((order.totals as { tax?: number }).tax ?? 0)}`,
        `Total: ${money((order.totals as { total?: number }).total ?? 0)}`,
        '',
        ...json.paymentMethod.map((entry) => `Paid with ${entry.label}: ${money(entry.amount)}`),
      ];
      // JSON like every other consumer call (the api-client validates JSON): the document travels in `content`
      // with the file name and type the storefront serves it under, so the shopper gets a file to keep.
      return c.json({
        orderNumber: order.orderNo,
        invoiceNumber: `INV-${order.orderNo}`,
        issuedAt: order.createdAt.toISOString(),
        currency: order.currency,
        total: (order.totals as { total?: number }).total ?? 0,
        fileName: `invoice-${order.orderNo}.txt`,
        contentType: 'text/plain; charset=utf-8',
        content: `${lines.join('\n')}\n`,
      });
    })
    .post('/TrackOrder', auth, async (c) => {
      const body = await readJsonBody(c, z.strictObject({ orderNo, email: z.string().email().max(100).optional() }));
      const consumerNo = c.get('consumer').consumerNo;
      const [order] = await db.select().from(orders).where(eq(orders.orderNo, body.orderNo));
      // Someone else's order is found only with its e-mail, and otherwise looks exactly like a missing one.
      if (!order || (order.consumerNo !== consumerNo && order.email !== body.email?.toLowerCase()))
        throw new ApiError(404, 'OHS4004', 'Order not found');
      const events = await db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderNo, order.orderNo))
        .orderBy(orderEvents.createdAt);
      return c.json({
        orderNumber: order.orderNo,
        status: order.status,
        shippingMethod: order.shippingMethod,
        events: events.map((event) => ({
          status: event.status,
          description: event.description,
          date: event.createdAt.toISOString(),
        })),
      });
    })
    .post('/CancelOrder', auth, async (c) => {
      const body = await readJsonBody(c, z.strictObject({ orderNo, reason: z.string().trim().max(200).optional() }));
      const consumerNo = c.get('consumer').consumerNo;
      const order = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.orderNo, body.orderNo), eq(orders.consumerNo, consumerNo)))
          .for('update');
        if (!locked) throw new ApiError(404, 'ORD404', 'Order not found');
        if (locked.status !== 'confirmed' && locked.status !== 'pending_payment')
          throw new ApiError(409, 'ORD409', `A ${locked.status} order cannot be cancelled`);
        await releaseOrder(tx, locked.orderNo, consumerNo, locked.payment as unknown as OrderPayment);
        await tx.execute(
          sql`update payment_authorisations set status = 'cancelled', updated_at = ${now().toISOString()}::timestamptz where order_no = ${locked.orderNo}`,
        );
        const [cancelled] = await tx
          .update(orders)
          .set({ status: 'cancelled', updatedAt: now() })
          .where(eq(orders.orderNo, locked.orderNo))
          .returning();
        await tx.insert(orderEvents).values({
          orderNo: locked.orderNo,
          status: 'cancelled',
          description: body.reason ? `Cancelled: ${body.reason}` : 'Cancelled by the shopper',
          createdAt: now(),
        });
        return cancelled ?? locked;
      });
      return c.json(withMediaOrigin(await toOrderJson(db, order), publicUrl));
    })
    .post('/resendGiftCardEmail', auth, async (c) => {
      const body = await readJsonBody(
        c,
        z.strictObject({
          orderNo,
          lineNo: z.number().int().min(1).optional(),
          email: z.string().email().max(100).optional(),
        }),
      );
      const order = await own(c.get('consumer').consumerNo, body.orderNo);
      if (order.status !== 'confirmed' && order.status !== 'shipped' && order.status !== 'delivered')
        throw new ApiError(409, 'ORD409', 'Gift cards are sent once the order is paid');
      const lines = (await db.select().from(orderItems).where(eq(orderItems.orderNo, order.orderNo))).filter(
        (line) => line.fulfilment === 'digital' && (body.lineNo === undefined || line.lineNo === body.lineNo),
      );
      if (lines.length === 0) throw new ApiError(404, 'GFO404', 'No gift card in this order');
      const recipient = (body.email ?? order.email).toLowerCase();
      // There is no mail server: the message is recorded where developers and tests read outgoing mail. The cards'
      // numbers are stored only as hashes, so the e-mail sent again is the one sent when the cards were issued.
      const wanted = new Set(lines.map((line) => line.lineNo));
      const sent = (
        await db
          .select({ payload: outboundMessages.payload })
          .from(outboundMessages)
          .where(
            and(
              eq(outboundMessages.kind, GIFT_CARD_EMAIL),
              sql`${outboundMessages.payload}->>'orderNo' = ${order.orderNo}`,
            ),
          )
          .orderBy(outboundMessages.createdAt)
      ).filter((message, index, all) => {
        const card = message.payload as { lineNo?: number; number?: string };
        return (
          wanted.has(card.lineNo ?? 0) &&
          all.findIndex((other) => (other.payload as { number?: string }).number === card.number) === index
        );
      });
      const payloads =
        sent.length > 0
          ? sent.map((message) => message.payload)
          : lines.map((line) => ({ orderNo: order.orderNo, lineNo: line.lineNo, amount: line.price }));
      await db
        .insert(outboundMessages)
        .values(
          payloads.map((payload) => ({ consumerNo: order.consumerNo, kind: GIFT_CARD_EMAIL, recipient, payload })),
        );
      return c.json({ orderNumber: order.orderNo, resent: lines.map((line) => line.lineNo), recipient });
    })
    .post('/return/:orderId/returnLabel', auth, async (c) => {
      const body = await readJsonBody(
        c,
        z.strictObject({
          items: z
            .array(z.strictObject({ lineNo: z.number().int().min(1), qty: z.number().int().min(1) }))
            .min(1)
            .max(100),
        }),
      );
      const consumerNo = c.get('consumer').consumerNo;
      const label = await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.orderNo, c.req.param('orderId')), eq(orders.consumerNo, consumerNo)))
          .for('update');
        if (!order) throw new ApiError(404, 'ORD404', 'Order not found');
        if (!['confirmed', 'shipped', 'delivered'].includes(order.status))
          throw new ApiError(409, 'RTN500', `A ${order.status} order cannot be returned`);
        const lines = await tx.select().from(orderItems).where(eq(orderItems.orderNo, order.orderNo));
        for (const wanted of body.items) {
          const line = lines.find((candidate) => candidate.lineNo === wanted.lineNo);
          if (!line || line.fulfilment === 'digital')
            throw new ApiError(400, 'RTN500', `Line ${wanted.lineNo} cannot be returned`);
          // Made to order with the shopper's initials: nobody else could buy it back.
          if (line.fulfilment === 'customs')
            throw new ApiError(400, 'RTN500', `Line ${wanted.lineNo} is customised and cannot be returned`);
          if (line.returnedQty + wanted.qty > line.qty)
            throw new ApiError(
              409,
              'RTN500',
              `Only ${line.qty - line.returnedQty} of line ${wanted.lineNo} can still be returned`,
            );
          await tx
            .update(orderItems)
            .set({ returnedQty: line.returnedQty + wanted.qty })
            .where(and(eq(orderItems.orderNo, order.orderNo), eq(orderItems.lineNo, line.lineNo)));
        }
        const trackingNumber = `1ZSB${randomBytes(6).toString('hex').toUpperCase()}`;
        const [created] = await tx
          .insert(returnLabels)
          .values({ orderNo: order.orderNo, trackingNumber, items: body.items, createdAt: now() })
          .returning();
        await tx.insert(orderEvents).values({
          orderNo: order.orderNo,
          status: 'return_requested',
          description: `Return label ${trackingNumber} issued`,
          createdAt: now(),
        });
        return created;
      });
      return c.json(
        {
          orderNumber: label?.orderNo,
          trackingNumber: label?.trackingNumber,
          carrier: 'Sandbox Parcel',
          items: label?.items,
          createdAt: label?.createdAt.toISOString(),
        },
        201,
      );
    });
}
