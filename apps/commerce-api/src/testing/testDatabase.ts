// Databases for tests: in-memory PGlite by default, or a throwaway schema on the server in DATABASE_URL, so the
// same suite proves the SQL on both drivers.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/openDatabase';
import type { DatabaseHandle } from '../db/openDatabase';
import { seedDatabase } from '../db/seedDatabase';

/** A database that can be closed and opened again on the same data, to test what survives a restart. */
export interface ReopenableDatabase {
  open(): Promise<DatabaseHandle>;
  /** Deletes the data (folder or schema). Close any open handle first. */
  dispose(): Promise<void>;
}

const serverUrl = () => process.env.DATABASE_URL || undefined;

async function onServer(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function freshSchema(databaseUrl: string): Promise<string> {
  const schema = `commerce_api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(databaseUrl, `create schema ${schema}`);
  return schema;
}

/**
 * Opens an empty database that can be reopened: a temporary PGlite folder, or a fresh schema on the
 * DATABASE_URL server.
 * @example
 * const store = await createReopenableDatabase();
 * const first = await store.open(); … await first.close();
 * const again = await store.open();
 */
export async function createReopenableDatabase(): Promise<ReopenableDatabase> {
  const databaseUrl = serverUrl();
  if (databaseUrl) {
    const schema = await freshSchema(databaseUrl);
    return {
      open: () => openDatabase({ databaseUrl, searchPath: schema }),
      dispose: () => onServer(databaseUrl, `drop schema ${schema} cascade`),
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'commerce-api-test-'));
  return {
    open: () => openDatabase({ dataDir }),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/**
 * A database for one test file, migrated and seeded unless asked otherwise; `close()` also throws the data away.
 * @example
 * let database: DatabaseHandle;
 * beforeAll(async () => { database = await createTestDatabase(); });
 * afterAll(() => database.close());
 */
export async function createTestDatabase(options: { migrate?: boolean; seed?: boolean } = {}): Promise<DatabaseHandle> {
  const { migrate: shouldMigrate = true, seed = shouldMigrate } = options;
  const databaseUrl = serverUrl();
  let handle: DatabaseHandle;
  if (databaseUrl) {
    const schema = await freshSchema(databaseUrl);
    const opened = await openDatabase({ databaseUrl, searchPath: schema });
    handle = {
      ...opened,
      close: async () => {
        await opened.close();
        await onServer(databaseUrl, `drop schema ${schema} cascade`);
      },
    };
  } else {
    // The seeded template of globalSetup, when this file wants exactly that: migrated and seeded.
    const template = shouldMigrate && seed ? inject('seededTemplatePath') : '';
    if (template) return openDatabase({ loadDataDir: new Blob([await readFile(template)]) });
    handle = await openDatabase();
  }
  if (shouldMigrate) await migrate(handle.db);
  if (seed) await seedDatabase(handle.db);
  return handle;
}
