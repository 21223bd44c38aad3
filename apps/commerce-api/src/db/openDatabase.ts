import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import type { QueryOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { withPreparedStatements } from './pgliteStatements';
import { schema } from './schema';

/** The query builder every module uses; the same type whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  /** Where the data lives, safe to print: a folder, `memory`, or the server URL without its password. */
  location: string;
  /** Closes the connection; for PGlite on disk this is what flushes the data folder. */
  close(): Promise<void>;
}

/** Where to find the data: a PostgreSQL server, an on-disk PGlite folder, or (neither) an in-memory PGlite. */
export interface OpenDatabaseOptions {
  /** `postgres://…`; when set, node-postgres is used and `dataDir` is ignored. */
  databaseUrl?: string;
  /** Folder for PGlite's files; created if missing. Omit for an in-memory database. */
  dataDir?: string;
  /** A PGlite data directory dump (`dumpDataDir`) to start an in-memory database from; tests use a seeded template. */
  loadDataDir?: Blob;
  /**
   * A gzipped PGlite data directory (see `buildTemplate`) to start from when `dataDir` is empty or missing, instead
   * of running initdb (seconds in WebAssembly). Ignored when the file does not exist or `dataDir` holds anything.
   */
  template?: URL;
  /** Schema to work in on a PostgreSQL server (tests use a throwaway one). Defaults to the server's search_path. */
  searchPath?: string;
  /** Called when an idle pooled connection fails (server restart, network); defaults to stderr. */
  onPoolError?: (error: Error) => void;
}

/**
 * Removes the password from a connection URL so it can be logged.
 * @example
 * redactUrl('postgres://app:secret@db:5432/shop'); // 'postgres://app:***@db:5432/shop'
 */
export function redactUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'postgres://(unparsable URL)';
  }
}

/**
 * Opens the database: node-postgres against `databaseUrl` when given, otherwise PGlite (on disk in `dataDir`,
 * or in memory). Does not migrate or seed; see `migrate` and `seedDatabase`.
 * @example
 * const handle = await openDatabase({ dataDir: '.data/pglite' });
 * await migrate(handle.db);
 * await handle.close();
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    if (options.searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.searchPath)) {
      throw new Error(`Invalid schema name "${options.searchPath}"`);
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // Without a listener an idle client's error would crash the process.
    pool.on(
      'error',
      options.onPoolError ?? ((error) => console.error('commerce-api: database pool error:', error.message)),
    );
    // Fail at start-up, not on the first request, when the server is unreachable.
    const client = await pool.connect().catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    client.release();
    return {
      db: drizzleNodePg({ client: pool, schema }),
      driver: 'pg',
      location: redactUrl(options.databaseUrl),
      close: () => pool.end(),
    };
  }
  const client = options.loadDataDir
    ? await PGlite.create({ loadDataDir: options.loadDataDir })
    : options.dataDir
      ? await openFolder(options.dataDir, options.template)
      : await PGlite.create('memory://');
  return {
    db: drizzlePglite({ client: withRawDateParsers(withPreparedStatements(client)), schema }),
    driver: 'pglite',
    location: options.dataDir ?? 'memory',
    close: () => client.close(),
  };
}

// The column types drizzle reads as PostgreSQL's text (it converts them itself): timestamp, timestamptz, interval,
// date and their arrays, and numeric[].
const RAW_TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const rawText = (value: string) => value;

/**
 * Makes PGlite read drizzle's raw-text column types as text itself, and drops the `parsers` option drizzle sends with
 * every query for them: PGlite merges that option into its own table of ~400 parsers by copying the table on every
 * result, which cost more than many of the queries (a tenth of an add-to-cart's time). Other options pass through.
 * The client's own `query` and transactions are patched, so any query builder over it gets the same.
 */
function withRawDateParsers(client: PGlite): PGlite {
  for (const type of RAW_TEXT_TYPES) client.parsers[type] = rawText;
  const withoutRawParsers = (options: QueryOptions | undefined): QueryOptions | undefined => {
    const parsers = options?.parsers;
    if (!parsers || !Object.keys(parsers).every((type) => RAW_TEXT_TYPES.includes(Number(type)))) return options;
    const { parsers: _parsers, ...rest } = options;
    return rest;
  };
  const query = client.query.bind(client);
  client.query = (text, params, options) => query(text, params, withoutRawParsers(options));
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (text, params, options) => txQuery(text, params, withoutRawParsers(options));
      return callback(tx);
    });
  return client;
}

/** Opens an on-disk PGlite, unpacking `template` into the folder first when the folder is new or empty. */
async function openFolder(dataDir: string, template: URL | undefined): Promise<PGlite> {
  await mkdir(dataDir, { recursive: true });
  if (template && existsSync(template) && (await readdir(dataDir)).length === 0) {
    try {
      return await PGlite.create({ dataDir, loadDataDir: new Blob([await readFile(template)]) });
    } catch (error) {
      // A template that does not fit this PGlite: start over in the (new) folder the slow way.
      console.warn(
        `commerce-api: could not start from ${template.pathname} (${(error as Error).message}); running initdb`,
      );
      await rm(dataDir, { recursive: true, force: true });
      await mkdir(dataDir, { recursive: true });
    }
  }
  return PGlite.create(dataDir);
}
