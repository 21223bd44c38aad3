import { getTableColumns, is, SQL, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './openDatabase';

/**
 * The JSON form of one value for `json_populate_recordset`: json and jsonb columns take the value itself (a string
 * there would become a JSON string), every other column its driver form (ISO timestamps, array literals, numbers),
 * which PostgreSQL reads with the column type's own input function.
 */
function jsonValue(column: Column, value: unknown): unknown {
  if (value === null) return null;
  if (column.dataType === 'json') return value;
  const mapped = column.mapToDriverValue(value);
  return mapped instanceof Date ? mapped.toISOString() : mapped;
}

/**
 * Inserts many rows into a table with one statement per distinct set of given columns and a single parameter: the
 * rows as one JSON document, expanded by `json_populate_recordset` inside PostgreSQL. A multi-row `insert … values`
 * costs a parameter per cell (thousands per statement, each bound, serialised and parsed on its own, and PostgreSQL
 * caps a statement at 65535 of them); this is one. Columns a row leaves out (undefined) get their SQL default, as with
 * drizzle's `insert`. Values must be plain values (no `sql` expressions), and `$defaultFn` columns are not filled.
 * @example
 * await bulkInsert(tx, products, seed.products);
 */
export async function bulkInsert(
  db: Pick<Database, 'execute'>,
  table: PgTable,
  rows: readonly object[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)) as [string, Column][];
  // Rows that give the same columns go together; each group is one statement.
  const groups = new Map<string, { keys: [string, Column][]; rows: Record<string, unknown>[] }>();
  for (const row of rows as Record<string, unknown>[]) {
    const keys = columns.filter(([key]) => row[key] !== undefined);
    const signature = keys.map(([key]) => key).join(',');
    let group = groups.get(signature);
    if (!group) groups.set(signature, (group = { keys, rows: [] }));
    group.rows.push(row);
  }
  for (const { keys, rows: groupRows } of groups.values()) {
    const documents = groupRows.map((row) => {
      const document: Record<string, unknown> = {};
      for (const [key, column] of keys) {
        const value = row[key];
        if (is(value, SQL))
          throw new Error(`bulkInsert: ${column.name} is an SQL expression; use db.insert for such rows`);
        document[column.name] = jsonValue(column, value);
      }
      return document;
    });
    const names = sql.join(
      keys.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    );
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(documents)}::json)`,
    );
  }
}
