import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from './openDatabase';
import { queryRows } from './queryRows';
import { splitSqlStatements } from './splitSqlStatements';

/** One numbered SQL file. */
export interface Migration {
  /** The file name without `.sql`, e.g. `0001_foundation`; migrations run in id order. */
  id: string;
  sql: string;
}

const MIGRATION_FILE = /^(\d{4}_[a-z0-9_]+)\.sql$/;
// Any fixed number: every commerce-api process agrees on it, so two starting at once take turns.
const MIGRATION_LOCK = 7_301_020_411;

const checksum = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Reads the numbered SQL files (`0001_name.sql`, …) of a folder, sorted.
 * @example
 * const migrations = await loadMigrations();
 */
export async function loadMigrations(folder: URL = new URL('./migrations/', import.meta.url)): Promise<Migration[]> {
  const names = (await readdir(folder)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({ id: name.replace(/\.sql$/, ''), sql: await readFile(new URL(name, folder), 'utf8') })),
  );
}

/**
 * Applies the migrations not applied yet, each in its own transaction together with its row in
 * `schema_migrations`, so a failing file leaves no trace and is retried on the next start. Refuses to start when
 * an applied file has since been edited: write a new migration instead. Safe to call on every start and from
 * several processes at once (an advisory lock serialises them).
 * @returns The ids applied by this call (empty when the database was up to date).
 * @example
 * const applied = await migrate(handle.db);
 */
export async function migrate(db: Database, migrations?: readonly Migration[]): Promise<string[]> {
  const pending = [...(migrations ?? (await loadMigrations()))].sort((a, b) => a.id.localeCompare(b.id));
  // A restart usually finds every migration applied: one read, no lock and no transaction per file. Anything else
  // (a new file, a fresh database, a changed file) takes the locked path below, which decides and reports.
  if (await allApplied(db, pending)) return [];
  const applied: string[] = [];
  for (const migration of pending) {
    const ran = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
      await tx.execute(
        sql.raw(`create table if not exists schema_migrations (
          id text primary key,
          checksum text not null,
          applied_at timestamptz not null default now()
        )`),
      );
      const [done] = await queryRows<{ checksum: string }>(
        tx,
        sql`select checksum from schema_migrations where id = ${migration.id}`,
      );
      if (done) {
        if (done.checksum !== checksum(migration.sql)) {
          throw new Error(`Migration ${migration.id} was changed after it was applied; add a new migration instead`);
        }
        return false;
      }
      for (const statement of splitSqlStatements(migration.sql)) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into schema_migrations (id, checksum) values (${migration.id}, ${checksum(migration.sql)})`,
      );
      return true;
    });
    if (ran) applied.push(migration.id);
  }
  return applied;
}

/** Whether every migration is recorded with its current checksum (false when anything is missing or differs). */
async function allApplied(db: Database, migrations: readonly Migration[]): Promise<boolean> {
  const [table] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('schema_migrations') is not null as present`,
  );
  if (!table?.present) return false;
  const rows = await queryRows<{ id: string; checksum: string }>(db, sql`select id, checksum from schema_migrations`);
  const recorded = new Map(rows.map((row) => [row.id, row.checksum]));
  return migrations.every((migration) => recorded.get(migration.id) === checksum(migration.sql));
}
