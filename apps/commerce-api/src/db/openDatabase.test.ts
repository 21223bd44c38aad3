import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/testDatabase';
import type { DatabaseHandle } from './openDatabase';
import { queryRows } from './queryRows';
import { consumers } from './schema';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

it('reads timestamps as dates through the query builder and as text through raw SQL, in and out of transactions', async () => {
  const at = new Date('2026-03-04T05:06:07.089Z');
  const [guest] = await database.db.insert(consumers).values({ consumerType: 'GUEST', createdAt: at }).returning();
  expect(guest?.createdAt).toEqual(at);
  const key = guest!.consumerNo;
  const read = async (db: Pick<typeof database.db, 'select' | 'execute'>) => {
    const [row] = await db
      .select({ createdAt: consumers.createdAt })
      .from(consumers)
      .where(sql`${consumers.consumerNo} = ${key}`);
    const [raw] = await queryRows<{ createdAt: unknown; day: unknown; span: unknown }>(
      db,
      sql`select created_at as "createdAt", created_at::date as day, interval '90 minutes' as span from consumers where consumer_no = ${key}`,
    );
    return { row, raw };
  };
  for (const result of [await read(database.db), await database.db.transaction((tx) => read(tx))]) {
    expect(result.row?.createdAt).toEqual(at);
    expect(typeof result.raw?.createdAt).toBe('string');
    expect(new Date(String(result.raw?.createdAt))).toEqual(at);
    expect(result.raw?.day).toBe('2026-03-04');
    expect(result.raw?.span).toBe('01:30:00');
  }
});
