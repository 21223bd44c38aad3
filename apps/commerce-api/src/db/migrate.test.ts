import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/testDatabase';
import { loadMigrations, migrate } from './migrate';
import type { DatabaseHandle } from './openDatabase';
import { queryRows } from './queryRows';
import { seedDatabase } from './seedDatabase';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(() => database?.close());

const tableExists = async (name: string) =>
  (await queryRows<{ present: boolean }>(database.db, sql`select to_regclass(${name}) is not null as present`))[0]
    ?.present;
const count = async (table: string) =>
  (await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;

// Order matters: each case builds on the database the previous one left.
describe('migrate', () => {
  it('applies the shipped migrations to an empty database and records them', async () => {
    const shipped = (await loadMigrations()).map((migration) => migration.id);
    expect(shipped[0]).toBe('0001_foundation');
    expect(await migrate(database.db)).toEqual(shipped);
    expect(await tableExists('carts')).toBe(true);
    const recorded = await queryRows<{ id: string }>(database.db, sql`select id from schema_migrations order by id`);
    expect(recorded.map((row) => row.id)).toEqual(shipped);
  });

  it('is a no-op the second time', async () => {
    expect(await migrate(database.db)).toEqual([]);
    expect(await count('schema_migrations')).toBe((await loadMigrations()).length);
  });

  it('rolls a failing migration back entirely and does not record it', async () => {
    const broken = { id: '9001_broken', sql: 'create table half_done (x int);\ninsert into no_such_table values (1);' };
    await expect(migrate(database.db, [broken])).rejects.toThrow(/no_such_table/);
    expect(await tableExists('half_done')).toBe(false);
    expect((await queryRows(database.db, sql`select 1 from schema_migrations where id = '9001_broken'`)).length).toBe(
      0,
    );
  });

  it('applies only the new migration when one is added', async () => {
    const added = { id: '9002_added', sql: 'create table added_later (x int);' };
    expect(await migrate(database.db, [...(await loadMigrations()), added])).toEqual(['9002_added']);
    expect(await tableExists('added_later')).toBe(true);
  });

  it('refuses to start when an applied migration was edited', async () => {
    const edited = { id: '9002_added', sql: 'create table added_later (x int, y int);' };
    await expect(migrate(database.db, [edited])).rejects.toThrow(/9002_added was changed/);
  });
});

describe('seedDatabase', () => {
  it('fills an empty database once and leaves it alone afterwards', async () => {
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
});
