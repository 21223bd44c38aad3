import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/testDatabase';
import { migrate } from './migrate';
import type { DatabaseHandle } from './openDatabase';
import { queryRows } from './queryRows';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
const migrationsFolder = fileURLToPath(new URL('./migrations/', import.meta.url));

const journalTags = async (folder = migrationsFolder) =>
  (
    JSON.parse(await readFile(join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] }
  ).entries.map((entry) => entry.tag);
const tableExists = async (db: DatabaseHandle['db'], name: string) =>
  (await queryRows<{ present: boolean }>(db, sql`select to_regclass(${name}) is not null as present`))[0]?.present;
const count = async (db: DatabaseHandle['db'], table: string) =>
  (await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;

const scratch: string[] = [];
afterAll(() => Promise.all(scratch.map((folder) => rm(folder, { recursive: true, force: true }))));
const scratchFolder = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'commerce-api-migrations-'));
  scratch.push(folder);
  return folder;
};

let database: DatabaseHandle | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** What the hand-written runner of earlier versions left: the same schema, and its own record of the 16 files. */
async function legacyDatabase(recorded: string[]): Promise<DatabaseHandle> {
  const handle = await createTestDatabase({ migrate: false });
  for (const tag of await journalTags()) {
    const text = await readFile(join(migrationsFolder, `${tag}.sql`), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) await handle.db.execute(sql.raw(statement));
  }
  await handle.db.execute(
    sql`create table schema_migrations (id text primary key, checksum text not null, applied_at timestamptz not null default now())`,
  );
  for (const id of recorded) {
    await handle.db.execute(sql`insert into schema_migrations (id, checksum) values (${id}, 'sha256 of the file')`);
  }
  return handle;
}

const legacyIds = [
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

describe('migrate', () => {
  it('applies the generated migrations to an empty database, then finds nothing to do', async () => {
    database = await createTestDatabase({ migrate: false });
    const tags = await journalTags();
    expect(await migrate(database.db)).toEqual({ applied: tags, adopted: [] });
    expect(await tableExists(database.db, 'carts')).toBe(true);
    // The custom migration's rows: size charts reach every database, seeded or not.
    expect(await count(database.db, 'size_charts')).toBe(5);
    expect(await migrate(database.db)).toEqual({ applied: [], adopted: [] });
    expect(await count(database.db, '__drizzle_migrations')).toBe(tags.length);
  });

  it('takes a database made by the earlier SQL migrations as it is, and applies only what is newer', async () => {
    // Left half-way by the earlier runner (its last two files missing): refused, naming what it lacks.
    database = await legacyDatabase(legacyIds.slice(0, -2));
    await expect(migrate(database.db)).rejects.toThrow(/lacks 0015_customs_recipes, 0015_guest_purge/);
    expect(await tableExists(database.db, '__drizzle_migrations')).toBe(false);

    // Finished: recorded as migrated without running anything (the baseline again would fail on the existing tables,
    // and the size charts would be duplicates).
    for (const id of legacyIds.slice(-2)) {
      await database.db.execute(sql`insert into schema_migrations (id, checksum) values (${id}, 'sha256 of the file')`);
    }
    await database.db.execute(sql`insert into sites values ('kept', 'Kept', 'CAD', 'CA', 'en-CA', '{en-CA}')`);
    const tags = await journalTags();
    expect(await migrate(database.db)).toEqual({ applied: [], adopted: tags });
    expect(await count(database.db, 'size_charts')).toBe(5);
    expect(await count(database.db, 'sites')).toBe(1);
    expect(await migrate(database.db)).toEqual({ applied: [], adopted: [] });

    // A migration generated later runs on it as on any other database.
    const folder = await scratchFolder();
    await cp(migrationsFolder, folder, { recursive: true });
    const journal = JSON.parse(await readFile(join(folder, 'meta/_journal.json'), 'utf8')) as {
      entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
    };
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_added_later' });
    await writeFile(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
    await writeFile(join(folder, '9999_added_later.sql'), 'alter table sites add column added_later text;');
    expect(await migrate(database.db, folder)).toEqual({ applied: ['9999_added_later'], adopted: [] });
    expect(await migrate(database.db, folder)).toEqual({ applied: [], adopted: [] });
    expect(await count(database.db, 'sites')).toBe(1);
  });
});

describe('schema.ts and the migrations', () => {
  it('agree: drizzle-kit finds nothing to generate, so every schema change has its migration', async () => {
    const out = await scratchFolder();
    await cp(migrationsFolder, out, { recursive: true });
    const before = (await readdir(out)).sort();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        join(packageRoot, 'node_modules/drizzle-kit/bin.cjs'),
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        'src/db/schema.ts',
        '--out',
        // drizzle-kit takes the folder relative to where it runs.
        relative(packageRoot, out),
      ],
      { cwd: packageRoot },
    );
    expect(stdout).toContain('No schema changes');
    expect((await readdir(out)).sort()).toEqual(before);
  }, 60_000);

  it('name no schema, so they apply in whichever one the connection works in', async () => {
    for (const tag of await journalTags()) {
      expect(await readFile(join(migrationsFolder, `${tag}.sql`), 'utf8')).not.toContain('"public".');
    }
  });
});
