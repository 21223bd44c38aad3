import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/testDatabase';
import type { DatabaseHandle } from './openDatabase';
import { queryRows } from './queryRows';
import { seedDatabase } from './seedDatabase';

let database: DatabaseHandle;
// A schema beside the working one, standing for another test file's (or another application's) tables.
const neighbour = `seed_neighbour_${process.pid}`;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database?.db.execute(sql.raw(`drop schema if exists ${neighbour} cascade`));
  await database?.close();
});

const count = async (table: string) =>
  (await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;
const rowEstimate = async (table: string) =>
  (
    await queryRows<{ n: number }>(
      database.db,
      sql`select reltuples::int as n from pg_class where oid = to_regclass(${table})`,
    )
  )[0]?.n;

describe('seedDatabase', () => {
  it('fills an empty database once and leaves it alone afterwards', async () => {
    await database.db.execute(sql.raw(`create schema ${neighbour}`));
    await database.db.execute(sql.raw(`create table ${neighbour}.rows as select generate_series(1, 10) as n`));

    expect(await seedDatabase(database.db)).toBe(true);
    const pages = await count('content_pages');
    const versions = await count('content_page_versions');
    // 3 sites, 4 locales (sb-ca has two), 3 pages, 13 site-wide content entries (menu, footer, …), the trail
    // journal (its page and 7 articles), the 9 help, policy and terms pages and 15 other fixed content names of
    // seedServicePages, the demo catalogue's 4 pages (two campaigns, lookbook, events), 2 slot entries (seedSlots)
    // and the preview-only draft (seedPreviewFixtures) each.
    expect(await count('sites')).toBe(3);
    expect(pages).toBe(4 * (3 + 13 + 8 + 9 + 15 + 4 + 2 + 1));
    expect(await count('products')).toBeGreaterThanOrEqual(150);
    expect(await seedDatabase(database.db)).toBe(false);
    expect([await count('sites'), await count('content_pages'), await count('content_page_versions')]).toEqual([
      3,
      pages,
      versions,
    ]);
  });

  it('gathers planner statistics for its own tables only, not for other schemas of the database', async () => {
    expect(await rowEstimate('inventory')).toBeGreaterThan(0);
    // Never analysed (-1): seeding's `analyze` held no lock on another schema's tables.
    expect(await rowEstimate(`${neighbour}.rows`)).toBe(-1);
  });
});
