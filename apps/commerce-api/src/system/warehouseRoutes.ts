import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { sendBackInStockEmails } from '../catalog/backInStock';
import { ONLINE_LOCATION } from '../catalog/catalogSeed';
import type { Database } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { ApiError } from '../http/ApiError';
import { readJsonBody } from '../http/readJsonBody';

const upc = z.string().regex(/^\d{12}$/);

/**
 * What a warehouse would do, for end-to-end tests and a developer on the demo stack (there is no warehouse system):
 * - `PUT /testing/v1/inventory` `{ upc, quantity, locationId? }` sets a variant's stock at a location (`online`
 *   unless named). Stock returning online sends the back-in-stock e-mails asked for (catalog/backInStock.ts), in the
 *   same transaction; answers `{ upc, locationId, quantity, emailsSent }`. An unknown variant or location: 404 STR404.
 * - `PUT /testing/v1/orders/{orderNo}/status` `{ status: 'shipped' | 'delivered' }` moves a paid order on (with an
 *   order event), as a carrier's scan would; an order that is not paid yet answers 409 ORD409, none 404 ORD404.
 *
 * Mounted only when `createApp` gets `testRoutes: true` (`TEST_ROUTES=on`), like the outbox.
 * @example
 * app.route('/testing/v1', warehouseRoutes(db, now));
 */
export function warehouseRoutes(db: Database, now: () => Date) {
  return new Hono()
    .put('/inventory', async (c) => {
      const body = await readJsonBody(
        c,
        z.strictObject({
          upc,
          quantity: z.number().int().min(0).max(100_000),
          locationId: z.string().trim().min(1).max(40).default(ONLINE_LOCATION),
        }),
      );
      const result = await db.transaction(async (tx) => {
        const [variant] = await queryRows<{ upc: string }>(
          tx,
          sql`select upc from product_variants where upc = ${body.upc}`,
        );
        if (!variant) throw new ApiError(404, 'STR404', 'No such variant');
        if (body.locationId !== ONLINE_LOCATION) {
          const [store] = await queryRows<{ id: string }>(tx, sql`select id from stores where id = ${body.locationId}`);
          if (!store) throw new ApiError(404, 'STR404', 'No such store');
        }
        await tx.execute(
          sql`insert into inventory (upc, location_id, quantity) values (${body.upc}, ${body.locationId}, ${body.quantity})
              on conflict (upc, location_id) do update set quantity = excluded.quantity`,
        );
        const emailsSent =
          body.locationId === ONLINE_LOCATION && body.quantity > 0 ? await sendBackInStockEmails(tx, [body.upc]) : 0;
        return { upc: body.upc, locationId: body.locationId, quantity: body.quantity, emailsSent };
      });
      return c.json(result);
    })
    .put('/orders/:orderNo/status', async (c) => {
      const body = await readJsonBody(c, z.strictObject({ status: z.enum(['shipped', 'delivered']) }));
      const orderNo = c.req.param('orderNo');
      const order = await db.transaction(async (tx) => {
        const [found] = await queryRows<{ status: string }>(
          tx,
          sql`select status from orders where order_no = ${orderNo} for update`,
        );
        if (!found) throw new ApiError(404, 'ORD404', 'Order not found');
        if (!['confirmed', 'shipped', 'delivered'].includes(found.status))
          throw new ApiError(409, 'ORD409', `A ${found.status} order cannot be ${body.status}`);
        const at = now().toISOString();
        await tx.execute(
          sql`update orders set status = ${body.status}, updated_at = ${at}::timestamptz where order_no = ${orderNo}`,
        );
        await tx.execute(
          sql`insert into order_events (order_no, status, description, created_at) values (${orderNo}, ${body.status}, ${body.status === 'delivered' ? 'Delivered' : 'Shipped'}, ${at}::timestamptz)`,
        );
        return { orderNumber: orderNo, status: body.status };
      });
      return c.json(order);
    });
}
