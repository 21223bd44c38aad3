import { is, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Database } from './openDatabase';
import { queryRows } from './queryRows';

type Executor = Pick<Database, 'execute'> & { readonly _?: { readonly session?: unknown } };

// Statements prepared so far, per embedded database (keyed by the query builder's dialect, which a database and its
// transactions share): the query text and the name it was prepared under.
const preparedByDatabase = new WeakMap<object, Map<string, Promise<string>>>();
const renderer = new PgDialect();
let lastName = 0;

/** A parameter as a string constant: the prepared statement's parameter type reads it (E'' so backslashes are safe). */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : typeof value === 'boolean'
          ? String(value)
          : value instanceof Date
            ? value.toISOString()
            : undefined;
  // Anything else (arrays, objects, bytes) or text PostgreSQL cannot hold goes the ordinary way.
  if (text === undefined || text.includes('\0')) return undefined;
  return `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * Runs raw SQL like `queryRows`, but on the embedded database (PGlite) plans it once: the first call `PREPARE`s the
 * statement and every later one runs `EXECUTE name(…)` with the values. PGlite parses, analyses and plans every
 * parameterised query anew, which for a large read (the cart's one-round-trip batch) costs several times its
 * execution. Use it for hot statements whose text does not vary (no `in (…)` lists of varying length): each distinct
 * text is prepared once per database and kept for the process's life. On a PostgreSQL server, where each pooled
 * connection would need its own preparation and planning is cheap, and for values that are not plain scalars, it is
 * `queryRows`.
 * @example
 * const [row] = await preparedRows<{ n: number }>(tx, sql`select count(*)::int as n from cart_items where cart_id = ${id}`);
 */
export async function preparedRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const session = db._?.session;
  const dialect = (session as { dialect?: unknown } | undefined)?.dialect;
  if (!is(session, PgliteSession) || typeof dialect !== 'object' || dialect === null) return queryRows(db, query);
  const { sql: text, params } = renderer.sqlToQuery(query);
  const values = params.map(literal);
  if (values.some((value) => value === undefined)) return queryRows(db, query);

  let statements = preparedByDatabase.get(dialect);
  if (!statements) preparedByDatabase.set(dialect, (statements = new Map()));
  let name = statements.get(text);
  if (!name) {
    const chosen = `sb_prepared_${++lastName}`;
    // A prepared statement outlives the transaction it was made in, even one that rolls back.
    name = db.execute(sql.raw(`prepare ${chosen} as ${text}`)).then(() => chosen);
    statements.set(text, name);
    // A failed preparation (the caller's transaction had failed, say) is tried again next time.
    name.catch(() => statements.delete(text));
  }
  const prepared = await name;
  return queryRows<Row>(db, sql.raw(`execute ${prepared}${values.length ? `(${values.join(', ')})` : ''}`));
}
