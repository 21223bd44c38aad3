import { sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { ONLINE_LOCATION } from './catalogSeed';
import { loadProducts } from './loadProducts';
import type { ProductInfo } from './loadProducts';

/** How long a product's catalogue data (not its stock) is reused before it is read again. */
export const PRODUCT_CACHE_TTL_MS = 30_000;

const cache = new Map<string, { product: ProductInfo; loadedAt: number }>();

/**
 * Products for cart calls, with catalogue data (names, prices, variants, badges; a few hundred products that nothing
 * but a new review changes: its rating shows here up to {@link PRODUCT_CACHE_TTL_MS} late) kept in memory, and the
 * online stock of the variants in `stock` always current. Every cart answer used to load each of its products again,
 * which was most of the database time of an add-to-cart. Stock is never cached: pass the current quantities of the
 * variants the caller reads (`onlineStock`, or a column of its own query); other variants keep the quantity they had
 * when the product was cached, so read only those.
 * @example
 * const [product] = await cachedProducts(tx, 'USD', ['SBJK10001'], await onlineStock(tx, ['840001000000']));
 */
export async function cachedProducts(
  db: Pick<Database, 'execute'>,
  currency: string,
  ids: readonly string[],
  stock: ReadonlyMap<string, number>,
  clock: () => number = Date.now,
): Promise<ProductInfo[]> {
  const at = clock();
  const key = (id: string) => `${currency}:${id}`;
  const missing = ids.filter((id) => {
    const entry = cache.get(key(id));
    return !entry || at - entry.loadedAt > PRODUCT_CACHE_TTL_MS;
  });
  if (missing.length > 0) {
    for (const product of await loadProducts(db, currency, missing))
      cache.set(key(product.id), { product, loadedAt: at });
  }
  return ids.flatMap((id) => {
    const product = cache.get(key(id))?.product;
    if (!product) return [];
    return [
      {
        ...product,
        variants: product.variants.map((variant) =>
          stock.has(variant.upc) ? { ...variant, onlineQuantity: stock.get(variant.upc) ?? 0 } : variant,
        ),
      },
    ];
  });
}

/**
 * The current online stock of some variants (0 for a variant without stock).
 * @example
 * const stock = await onlineStock(tx, ['840001000000']);
 */
export async function onlineStock(
  db: Pick<Database, 'execute'>,
  upcs: readonly string[],
): Promise<Map<string, number>> {
  const stock = new Map(upcs.map((upc) => [upc, 0]));
  if (upcs.length === 0) return stock;
  const rows = await queryRows<{ upc: string; quantity: number }>(
    db,
    sql`select upc, quantity from inventory where location_id = ${ONLINE_LOCATION} and upc in (${sql.join(
      upcs.map((upc) => sql`${upc}`),
      sql`, `,
    )})`,
  );
  for (const row of rows) stock.set(row.upc, Number(row.quantity));
  return stock;
}
