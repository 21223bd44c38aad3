import type { SQL } from 'drizzle-orm';
import type { Database } from './openDatabase';

/**
 * Runs raw SQL and returns its rows. Both drivers put rows under `.rows`, but drizzle types `execute` per driver,
 * so this is the one place that bridges them.
 * @example
 * const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from sites`);
 */
export async function queryRows<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
