// Applies the migrations drizzle-kit generated from schema.ts (./migrations, see the README) with Drizzle's own
// migrator, which records them in `__drizzle_migrations` in the working schema.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './openDatabase';
import { queryRows } from './queryRows';

/** What `migrate` did. */
export interface MigrationReport {
  /** Tags of the migrations this call ran, in order (e.g. `0002_add_x`); empty when the database was up to date. */
  applied: string[];
  /**
   * Tags recorded as applied without running them: a database made by the hand-written SQL migrations of earlier
   * commerce-api versions (its `schema_migrations` table lists them all) already has what they create.
   */
  adopted: string[];
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATIONS_TABLE = '__drizzle_migrations';
// Any fixed number: every commerce-api process agrees on it, so two starting at once take turns.
const MIGRATION_LOCK = 7_301_020_411;

/**
 * The SQL files the hand-written runner of earlier versions applied (recorded in `schema_migrations`), and the last
 * journal entry that together with the ones before it creates exactly what they did (compared with pg_dump).
 */
const LEGACY_MIGRATIONS = [
  '0001_foundation',
  '0002_catalog',
  '0003_consumers',
  '0004_orders',
  '0005_cart_credit_payments',
  '0006_review_writing',
  '0007_order_collection_point',
  '0008_analytics_and_experiments',
  '0009_engine_records',
  '0010_rate_limits',
  '0011_review_moderation',
  '0012_gift_card_lines',
  '0013_size_charts',
  '0014_warranty_photos',
  '0015_customs_recipes',
  '0015_guest_purge',
];
const LEGACY_EQUIVALENT = '0001_size_chart_rows';

interface JournalEntry {
  tag: string;
  /** When drizzle-kit generated it; Drizzle's migrator records it as `created_at` and runs what is newer. */
  when: number;
}

const readJournal = (folder: string): JournalEntry[] =>
  (JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as { entries: JournalEntry[] }).entries;

/** The migrations table of the working schema: when the newest applied migration was generated (0 for none). */
async function lastApplied(db: Pick<Database, 'execute'>): Promise<{ schema: string; last: number; legacy: boolean }> {
  const [state] = await queryRows<{ schema: string | null; present: boolean; legacy: boolean }>(
    db,
    sql`select current_schema() as schema, to_regclass(${MIGRATIONS_TABLE}) is not null as present,
        to_regclass('schema_migrations') is not null as legacy`,
  );
  if (!state?.schema) throw new Error('The database has no schema to work in (check the search_path)');
  if (!state.present) return { schema: state.schema, last: 0, legacy: state.legacy };
  const [row] = await queryRows<{ last: string | number | null }>(
    db,
    sql.raw(`select max(created_at) as last from ${MIGRATIONS_TABLE}`),
  );
  return { schema: state.schema, last: Number(row?.last ?? 0), legacy: state.legacy };
}

/**
 * Brings the database up to date with the migrations generated from schema.ts, using Drizzle's migrator: the
 * pending ones run in one transaction, so a failure leaves no trace and is retried on the next start. A database
 * made by the SQL migrations of earlier versions is first recorded as having the baseline. Safe to call on every
 * start and from several processes at once: a restart that finds everything applied only reads, and the rest is
 * serialised by a PostgreSQL advisory lock.
 * @param folder The migrations folder (drizzle-kit's `out`); tests pass others.
 * @example
 * const { applied } = await migrate(handle.db);
 */
export async function migrate(db: Database, folder: string = MIGRATIONS_FOLDER): Promise<MigrationReport> {
  const journal = readJournal(folder);
  const newest = journal.at(-1)?.when ?? 0;
  if ((await lastApplied(db)).last >= newest) return { applied: [], adopted: [] };
  return withMigrationLock(db, async (locked, run) => {
    const before = await lastApplied(locked);
    const adopted = before.last === 0 && before.legacy ? await adoptLegacy(locked, before.schema, journal, folder) : [];
    const from = adopted.length > 0 ? (journal.find((entry) => entry.tag === adopted.at(-1))?.when ?? 0) : before.last;
    await run({ migrationsFolder: folder, migrationsSchema: before.schema, migrationsTable: MIGRATIONS_TABLE });
    return { applied: journal.filter((entry) => entry.when > from).map((entry) => entry.tag), adopted };
  });
}

interface MigratorConfig {
  migrationsFolder: string;
  migrationsSchema: string;
  migrationsTable: string;
}

/**
 * Runs `work` holding the migration lock, on one connection: for node-postgres a pooled client taken for the
 * purpose (the lock belongs to a session), for PGlite its only one.
 */
async function withMigrationLock<T>(
  db: Database,
  work: (
    locked: Pick<Database, 'execute' | 'transaction'>,
    run: (config: MigratorConfig) => Promise<void>,
  ) => Promise<T>,
): Promise<T> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    let broken = false;
    try {
      await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const locked = drizzleNodePg({ client: connection });
      try {
        return await work(locked as unknown as Database, (config) => migrateNodePg(locked, config));
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => (broken = true));
      }
    } finally {
      connection.release(broken);
    }
  }
  await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
  try {
    return await work(db, (config) => migratePglite(db as unknown as PgliteDatabase, config));
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
  }
}

/**
 * Records the journal entries up to the one equivalent to the legacy SQL files as applied, when `schema_migrations`
 * lists every one of those files. A database the old runner left half-way cannot be adopted: the error says so.
 * @returns The tags recorded.
 */
async function adoptLegacy(
  db: Pick<Database, 'execute' | 'transaction'>,
  schema: string,
  journal: readonly JournalEntry[],
  folder: string,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`select id from schema_migrations`);
  const recorded = new Set(rows.map((row) => row.id));
  const missing = LEGACY_MIGRATIONS.filter((id) => !recorded.has(id));
  if (missing.length > 0) {
    throw new Error(
      `This database was migrated by an earlier commerce-api but lacks ${missing.join(', ')}; start the earlier ` +
        'version once so it finishes its migrations, then this one',
    );
  }
  const through = journal.findIndex((entry) => entry.tag === LEGACY_EQUIVALENT);
  if (through < 0) throw new Error(`Migration ${LEGACY_EQUIVALENT} is missing from ${folder}`);
  const entries = journal.slice(0, through + 1);
  const hashes = new Map(
    readMigrationFiles({ migrationsFolder: folder }).map((file) => [file.folderMillis, file.hash]),
  );
  const table = sql`${sql.identifier(schema)}.${sql.identifier(MIGRATIONS_TABLE)}`;
  await db.transaction(async (tx) => {
    // The table as Drizzle's migrator makes it, which then finds these rows and runs only what is newer.
    await tx.execute(
      sql`create table if not exists ${table} (id serial primary key, hash text not null, created_at bigint)`,
    );
    for (const entry of entries) {
      await tx.execute(sql`insert into ${table} (hash, created_at) values (${hashes.get(entry.when)}, ${entry.when})`);
    }
  });
  return entries.map((entry) => entry.tag);
}
