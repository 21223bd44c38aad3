import { bulkInsert } from '../db/bulkInsert';
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

type Executor = Pick<Database, 'execute'>;

// One statement per table with the rows as a single JSON parameter (see bulkInsert): a multi-row `values` list bound
// a parameter per cell, and seeding the ~17 000 catalogue rows took seconds of a first start.
const insertAll = bulkInsert;

/**
 * Writes the demo catalogue (see `catalogSeed`) inside the caller's seeding transaction.
 * @returns How many rows of the main tables were written, for the start-up log and tests.
 * @example
 * await db.transaction((tx) => seedCatalog(tx, new Date()));
 */
export async function seedCatalog(
  tx: Executor,
  seededAt: Date,
): Promise<{ products: number; variants: number; stores: number }> {
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
