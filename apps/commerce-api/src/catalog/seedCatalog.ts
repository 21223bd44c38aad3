import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/openDatabase';
import {
  answers,
  categories,
  coupons,
  inventory,
  productCategories,
  productPrices,
  products,
  productSetItems,
  productSets,
  productVariants,
  promotions,
  questions,
  reviews,
  stores,
} from '../db/schema';
import { catalogSeed } from './catalogSeed';

type Executor = Pick<Database, 'insert'>;

// PostgreSQL caps a statement at 65535 parameters; 500 rows of any of these tables stay well below it.
const CHUNK = 500;

async function insertAll(tx: Executor, table: PgTable, rows: readonly object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK) as never);
  }
}

/**
 * Writes the demo catalogue (see `catalogSeed`) inside the caller's seeding transaction.
 * @returns How many rows of the main tables were written, for the start-up log and tests.
 * @example
 * await db.transaction((tx) => seedCatalog(tx, new Date()));
 */
export async function seedCatalog(tx: Executor, seededAt: Date): Promise<{ products: number; variants: number; stores: number }> {
  const seed = catalogSeed(seededAt);
  // Parents before children: categories reference their parent.
  await insertAll(tx, categories, seed.categories);
  await insertAll(tx, products, seed.products);
  await insertAll(tx, productCategories, seed.productCategories);
  await insertAll(tx, productVariants, seed.variants);
  await insertAll(tx, productPrices, seed.prices);
  await insertAll(tx, stores, seed.stores);
  await insertAll(tx, inventory, seed.inventory);
  await insertAll(tx, reviews, seed.reviews);
  await insertAll(tx, questions, seed.questions);
  await insertAll(tx, answers, seed.answers);
  await insertAll(tx, productSets, seed.productSets);
  await insertAll(tx, productSetItems, seed.productSetItems);
  await insertAll(tx, promotions, seed.promotions);
  await insertAll(tx, coupons, seed.coupons);
  return { products: seed.products.length, variants: seed.variants.length, stores: seed.stores.length };
}
