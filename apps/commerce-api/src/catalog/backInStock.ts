import { sql } from 'drizzle-orm';
import type { CartExecutor } from '../cart/loadCartState';
import { queryRows } from '../db/queryRows';
import { ONLINE_LOCATION } from './catalogSeed';

/** The `outbound_messages.kind` of a back-in-stock e-mail. */
export const BACK_IN_STOCK_EMAIL = 'back_in_stock';

/** What a back-in-stock e-mail says (its `payload`). */
export interface BackInStockPayload {
  productId: string;
  productName: string;
  /** The size asked for; null when the request named no size (then any size back in stock sends it). */
  upc: string | null;
  size: string | null;
  colorName: string | null;
  /** The product page below a locale: `p/{slug}-{id}` (the request does not record the shopper's locale). */
  productPath: string;
}

/**
 * Sends the back-in-stock e-mails that stock just returned for (`PUT /products/v1/notifications` requests): every
 * request for one of `upcs` that is in stock online again, and every request without a size for a product one of
 * whose `upcs` is in stock online again, gets one message in `outbound_messages` (kind {@link BACK_IN_STOCK_EMAIL})
 * and is then removed — a request is answered once. Call it inside the transaction that added the stock, so the
 * e-mail and the stock are written together. Answers how many e-mails were sent.
 * @example
 * await db.transaction((tx) => sendBackInStockEmails(tx, ['840001000000']));
 */
export async function sendBackInStockEmails(tx: CartExecutor, upcs: readonly string[]): Promise<number> {
  if (upcs.length === 0) return 0;
  const list = sql.join(
    upcs.map((upc) => sql`${upc}`),
    sql`, `,
  );
  // Variants of the given upcs with online stock again; a request names one of them or none of its product's.
  const due = await queryRows<{
    id: string;
    email: string;
    productId: string;
    productName: string;
    slug: string;
    upc: string | null;
    size: string | null;
    colorName: string | null;
  }>(
    tx,
    sql`with back as (
          select v.upc, v.product_id, v.size, v.color_name
          from product_variants v join inventory i on i.upc = v.upc and i.location_id = ${ONLINE_LOCATION}
          where v.upc in (${list}) and i.quantity > 0
        )
        select n.id, n.email, n.product_id as "productId", p.name as "productName", p.slug, n.upc,
               b.size, b.color_name as "colorName"
        from product_notifications n
        join products p on p.id = n.product_id
        join lateral (select * from back where back.upc = n.upc or (n.upc is null and back.product_id = n.product_id) limit 1) b on true
        for update of n skip locked`,
  );
  if (due.length === 0) return 0;
  for (const request of due) {
    const payload: BackInStockPayload = {
      productId: request.productId,
      productName: request.productName,
      upc: request.upc,
      size: request.upc ? request.size : null,
      colorName: request.upc ? request.colorName : null,
      productPath: `p/${request.slug}-${request.productId}`,
    };
    await tx.execute(
      sql`insert into outbound_messages (kind, recipient, payload) values (${BACK_IN_STOCK_EMAIL}, ${request.email}, ${JSON.stringify(payload)}::jsonb)`,
    );
  }
  await tx.execute(
    sql`delete from product_notifications where id in (${sql.join(
      due.map((request) => sql`${request.id}::uuid`),
      sql`, `,
    )})`,
  );
  return due.length;
}
