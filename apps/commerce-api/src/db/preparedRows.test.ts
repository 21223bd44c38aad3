import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedDatabase } from '../testing/queryLog';
import { createTestDatabase } from '../testing/testDatabase';
import type { DatabaseHandle } from './openDatabase';
import { preparedRows } from './preparedRows';
import { queryRows } from './queryRows';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(() => database?.close());

const echo = (value: unknown) =>
  sql`select ${value}::text as value, ${'fixed'}::text as other, ${2}::int + 1 as three, ${null}::text as nothing`;

describe('preparedRows', () => {
  it('answers what queryRows answers, for text with quotes, backslashes and SQL in it', async () => {
    for (const value of ["O'Brien", 'back\\slash \\x27', "'); drop table x; --", 'plain', '']) {
      expect(await preparedRows(database.db, echo(value))).toEqual(await queryRows(database.db, echo(value)));
      expect((await preparedRows<{ value: string }>(database.db, echo(value)))[0]?.value).toBe(value);
    }
  });

  it('plans a statement once on the embedded database and runs it by name afterwards', async () => {
    const logged = loggedDatabase(database);
    const query = () => sql`select count(*)::int as n from generate_series(1, ${3}::int)`;
    await preparedRows(logged.db, query());
    logged.clear();
    const rows = await preparedRows<{ n: number }>(logged.db, query());
    expect(rows).toEqual([{ n: 3 }]);
    if (database.driver === 'pglite')
      expect(logged.statements).toEqual([expect.stringMatching(/^execute sb_prepared_\d+\(E'3'\)$/)]);
    else expect(logged.statements).toHaveLength(1);
  });

  it('keeps a statement prepared in a transaction that rolled back', async () => {
    const query = sql`select ${'kept'}::text as word, 1 as rolled_back_once`;
    await expect(
      database.db.transaction(async (tx) => {
        expect(await preparedRows(tx, query)).toEqual([{ word: 'kept', rolled_back_once: 1 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await preparedRows(database.db, query)).toEqual([{ word: 'kept', rolled_back_once: 1 }]);
    await database.db.transaction(async (tx) => {
      expect(await preparedRows(tx, query)).toEqual([{ word: 'kept', rolled_back_once: 1 }]);
    });
  });

  it('goes the ordinary way for values that are not scalars', async () => {
    const logged = loggedDatabase(database);
    const rows = await preparedRows<{ n: number }>(
      logged.db,
      sql`select cardinality(${sql.param(['a', 'b'])}::text[])::int as n`,
    );
    expect(rows).toEqual([{ n: 2 }]);
    expect(logged.statements[0]).toMatch(/^select cardinality/);
  });
});
