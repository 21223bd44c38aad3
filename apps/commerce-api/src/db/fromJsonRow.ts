import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A table row from its `row_to_json` form, or from a raw `select *` / `returning *`: snake_case keys to the table's
 * property names, each value through its column's own driver mapping (timestamps to Date, numerics as the column
 * says), as a query-builder select would give it.
 * @example
 * const cart = fromJsonRow(carts, { id: '…', consumer_no: 'C100000001', created_at: '2026-01-01 10:00:00+00', … });
 */
export function fromJsonRow<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
