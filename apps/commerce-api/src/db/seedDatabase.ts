import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { seedGiftCards } from '../cart/seedGiftCards';
import { seedCatalog } from '../catalog/seedCatalog';
import { seedAccounts } from '../consumer/seedAccounts';
import { seedPages } from '../content/seedPages';
import { seedExperiences } from '../engine/seedExperiences';
import { seedSocial } from '../social/seedSocial';
import { siteSeeds } from '../sites/siteSeeds';
import { bulkInsert } from './bulkInsert';
import type { Database } from './openDatabase';
import { queryRows } from './queryRows';
import { contentPages, contentPageVersions, sites } from './schema';

// Shares its purpose with the migration lock: processes starting together must not both seed.
const SEED_LOCK = 7_301_020_412;

/**
 * Fills an empty database with the demo sites, content pages, catalogue, accounts, decision-engine experiences and
 * social media photos. Does nothing when sites already exist, so it is safe on every start and never overwrites an
 * editor's changes. Runs in one transaction.
 * @returns Whether anything was written.
 * @example
 * await migrate(handle.db);
 * const seeded = await seedDatabase(handle.db);
 */
export async function seedDatabase(db: Database, now: Date = new Date()): Promise<boolean> {
  // A restart finds the sites in place: answer without taking the lock (a seeding transaction elsewhere has not
  // committed any site yet, so it is never mistaken for a finished one).
  if (await hasSites(db)) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasSites(tx)) return false;

    await tx
      .insert(sites)
      .values(siteSeeds.map((site) => ({ ...site, defaultLocale: site.locales[0], locales: [...site.locales] })));
    // Page ids are made here rather than by the database, so all pages and all their versions are two statements
    // instead of a round trip per page.
    const pages: (typeof contentPages.$inferInsert)[] = [];
    const versions: (typeof contentPageVersions.$inferInsert)[] = [];
    for (const site of siteSeeds) {
      for (const locale of site.locales) {
        for (const page of seedPages(locale, now)) {
          const id = randomUUID();
          pages.push({ id, siteId: site.id, locale, slug: page.slug });
          versions.push(
            ...page.versions.map((version, index) => ({ pageId: id, version: index + 1, createdAt: now, ...version })),
          );
        }
      }
    }
    await bulkInsert(tx, contentPages, pages);
    await bulkInsert(tx, contentPageVersions, versions);
    await seedCatalog(tx, now);
    await seedGiftCards(tx, now);
    await seedAccounts(tx, now);
    await seedExperiences(tx);
    await seedSocial(tx, now);
    // Planner statistics for what was just written. PGlite has no autovacuum daemon to gather them, and without them
    // the planner guesses: the product query of every cart answer ran ~8 times slower.
    await analyzeOwnTables(tx);
    return true;
  });
}

/**
 * Gathers planner statistics when the catalogue has never been analysed (a database seeded before seeding did it;
 * PGlite has no autovacuum to do it later). A catalogue read per cart call then plans with real row counts.
 * @returns Whether it ran `analyze`.
 * @example
 * await analyzeIfNeeded(handle.db);
 */
export async function analyzeIfNeeded(db: Pick<Database, 'execute'>): Promise<boolean> {
  const [row] = await queryRows<{ never: boolean }>(
    db,
    sql`select coalesce(max(reltuples), -1) < 0 as never from pg_class where oid = to_regclass('inventory')`,
  );
  if (!row?.never) return false;
  await analyzeOwnTables(db);
  return true;
}

/**
 * `analyze` of the tables in the working schema only. A bare `analyze` takes in every table of the database, other
 * schemas' too, and inside the seeding transaction it holds a lock on each until the commit: two test files on one
 * server (a schema each) then deadlocked (40P01) with the other file's DDL or `drop schema … cascade`, which lock the
 * same tables in another order. The same holds for any other application sharing the database.
 */
async function analyzeOwnTables(db: Pick<Database, 'execute'>): Promise<void> {
  const [row] = await queryRows<{ tables: string | null }>(
    db,
    sql`select string_agg(format('%I', relname), ', ' order by relname) as tables from pg_class
        where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p')`,
  );
  if (row?.tables) await db.execute(sql.raw(`analyze ${row.tables}`));
}

async function hasSites(db: Pick<Database, 'execute'>): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(db, sql`select exists (select 1 from sites) as present`);
  return row?.present === true;
}
