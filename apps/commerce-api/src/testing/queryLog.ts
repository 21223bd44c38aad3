import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '../db/openDatabase';
import { schema } from '../db/schema';

/** A database that records the SQL it is sent, and the record. */
export interface LoggedDatabase {
  db: Database;
  /** Every statement sent through `db` since the last `clear()`, in order (not PGlite's own BEGIN/COMMIT). */
  statements: string[];
  clear(): void;
}

/**
 * The same database as `handle`, through a second query builder that records every statement it sends, so a test
 * can count the round trips a call costs.
 * @example
 * const logged = loggedDatabase(handle);
 * const app = createApp({ db: logged.db });
 * logged.clear(); await call(app, 'POST', '/cart/v1/item', …); logged.statements.length; // 4
 */
export function loggedDatabase(handle: DatabaseHandle): LoggedDatabase {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const db =
    handle.driver === 'pg'
      ? (drizzleNodePg({ client: client as pg.Pool, schema, logger }) as unknown as Database)
      : (drizzlePglite({ client: client as PGlite, schema, logger }) as unknown as Database);
  return { db, statements, clear: () => void statements.splice(0) };
}
