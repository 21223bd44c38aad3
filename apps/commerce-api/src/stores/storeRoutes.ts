import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { ApiError } from '../http/ApiError';
import type { AppEnv } from '../http/AppEnv';
import { readJsonBody } from '../http/readJsonBody';
import { SHIPPING_METHODS } from '../cart/toCartJson';
import { findStores } from './findStores';
import type { StoreJson } from './findStores';

// Spec §7 names the calls only; the body is what a store locator sends: a point or a place (or the ids of the
// stores wanted, for a store page or a remembered store), and optionally the variants the shopper wants so each
// store says whether it has them.
const searchBody = z.strictObject({
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  postalCode: z.string().trim().min(2).max(10).optional(),
  city: z.string().trim().min(2).max(60).optional(),
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  radiusKm: z.number().positive().max(20_000).optional(),
  limit: z.number().int().min(1).max(50).optional(),
  upcs: z
    .array(z.string().regex(/^\d{12}$/))
    .max(50)
    .optional(),
  qty: z.number().int().min(1).max(999_999).optional(),
  service: z.enum(['pickup', 'sts', 'returns', 'pudo']).optional(),
  storeIds: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,32}$/))
    .min(1)
    .max(50)
    .optional(),
});

// The services that are ways to get an order (spec §3 method codes), with the label, delivery time and price the
// cart would give them, so a product page can say "Ship to store: free, 3-6 business days" before the add.
const FULFILMENT_SERVICES = ['pickup', 'sts', 'pudo'] as const;
function shippingMethodsOf(services: readonly string[]) {
  return FULFILMENT_SERVICES.filter((code) => services.includes(code)).map((code) => ({
    code,
    ...SHIPPING_METHODS[code],
    price: { amount: 0 },
  }));
}

async function search(c: Context, db: Database, kind: 'store' | 'collectionPoint') {
  const body = await readJsonBody(c, searchBody);
  if ((body.latitude === undefined) !== (body.longitude === undefined)) {
    throw new ApiError(400, 'API400', 'Send both "latitude" and "longitude", or neither');
  }
  const stores = await findStores(db, {
    kind,
    ...(body.latitude !== undefined && body.longitude !== undefined
      ? { latitude: body.latitude, longitude: body.longitude }
      : {}),
    ...(body.postalCode || body.city ? { near: (body.postalCode ?? body.city) as string } : {}),
    ...(body.countryCode ? { countryCode: body.countryCode } : {}),
    ...(body.radiusKm !== undefined ? { radiusKm: body.radiusKm } : {}),
    ...(body.service ? { service: body.service } : {}),
    ...(body.storeIds ? { ids: body.storeIds } : {}),
    limit: body.limit ?? (body.storeIds ? body.storeIds.length : 10),
  });
  if (!stores) throw new ApiError(404, 'STR404', 'No stores found near that place');
  let withStock: (StoreJson & { inventory?: { upc: string; quantity: number; available: boolean }[] })[] = stores.map(
    (store) => ({
      ...store,
      shippingMethods: shippingMethodsOf(store.services),
    }),
  );
  if (body.upcs?.length && kind === 'store') {
    const qty = body.qty ?? 1;
    const rows = await queryRows<{ upc: string; storeId: string; quantity: number }>(
      db,
      sql`select upc, location_id as "storeId", quantity from inventory where upc in (${sql.join(
        body.upcs.map((upc) => sql`${upc}`),
        sql`, `,
      )})`,
    );
    withStock = withStock.map((store) => ({
      ...store,
      inventory: (body.upcs ?? []).map((upc) => {
        const quantity = rows.find((row) => row.upc === upc && row.storeId === store.id)?.quantity ?? 0;
        return { upc, quantity, available: quantity >= qty };
      }),
    }));
  }
  return c.json({ count: withStock.length, stores: withStock });
}

/**
 * `POST /stores/v1/search` and `POST /stores/v1/collectionPoints` (spec §7 "Utilities and stores"): the nearest
 * stores or collection points to a point, postal code or city (or the ones named by `storeIds`), each with the
 * shipping methods its services offer (`shippingMethods`: code, label, deliveryTime, price), optionally with stock
 * of some variants.
 * @example
 * app.route('/stores/v1', storeRoutes(db));
 */
export function storeRoutes(db: Database) {
  return new Hono<AppEnv>()
    .post('/search', (c) => search(c, db, 'store'))
    .post('/collectionPoints', (c) => search(c, db, 'collectionPoint'));
}
