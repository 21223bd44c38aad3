import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pgliteStatements';

let client: PGlite;
/** Times the database was entered (one protocol message each). */
let calls = 0;

beforeAll(async () => {
  client = await PGlite.create('memory://');
  const stream = client.execProtocolStream.bind(client);
  client.execProtocolStream = (...args) => {
    calls += 1;
    return stream(...args);
  };
  withPreparedStatements(client, 3);
  await client.query('create table words (id serial primary key, word text unique, tags jsonb, at timestamptz)');
});
afterAll(() => client?.close());

describe('withPreparedStatements', () => {
  it('answers what PGlite answers, for text with quotes, backslashes and SQL in it, json and nulls', async () => {
    for (const word of ["O'Brien", 'back\\slash \\x27', "'); drop table words; --", 'plain', '']) {
      await client.query('insert into words (word, tags) values ($1, $2)', [word, { word }]);
      const { rows } = await client.query<{ word: string; tags: unknown; at: unknown }>(
        'select word, tags, at from words where word = $1',
        [word],
      );
      expect(rows).toEqual([{ word, tags: { word }, at: null }]);
    }
    const { rows, fields } = await client.query('select $1::int + 1 as n, $2::text as nothing', [2, null], {
      rowMode: 'array',
    });
    expect(rows).toEqual([[3, null]]);
    expect(fields.map((field) => field.name)).toEqual(['n', 'nothing']);
  });

  it('enters the database once per run, after one parse of the statement text', async () => {
    const count = async () => {
      calls = 0;
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from words where word <> $1', [
        'x',
      ]);
      return { calls, n: rows[0]?.n };
    };
    expect(await count()).toEqual({ calls: 2, n: 5 });
    expect(await count()).toEqual({ calls: 1, n: 5 });
    expect(await count()).toEqual({ calls: 1, n: 5 });
  });

  it('reports PostgreSQL errors with their code and the query, and carries on after them', async () => {
    const insert = 'insert into words (word) values ($1)';
    await expect(client.query(insert, ['plain'])).rejects.toMatchObject({ code: '23505', query: insert });
    await expect(client.query('select * from no_such_table')).rejects.toMatchObject({ code: '42P01' });
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('runs in transactions, rolls back with them, and keeps its statements prepared after a rollback', async () => {
    const insert = 'insert into words (word) values ($1) returning id';
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, ['rolled back']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await client.transaction(async (tx) => {
      await tx.query(insert, ['kept']);
    });
    const { rows } = await client.query<{ word: string }>('select word from words where word in ($1, $2)', [
      'rolled back',
      'kept',
    ]);
    expect(rows).toEqual([{ word: 'kept' }]);
  });

  it('keeps only the most recently used statements prepared, closing the others', async () => {
    for (let n = 0; n < 10; n += 1) await client.query(`select ${n} as n`);
    await client.query('select 1 as flush');
    const { rows } = await client.query<{ count: number }>(
      "select count(*)::int as count from pg_prepared_statements where name like 'sb\\_s%'",
    );
    expect(rows[0]?.count).toBeLessThanOrEqual(4);
  });

  it('prepares a statement again once its table changed shape', async () => {
    const all = 'select * from words where word = $1';
    expect((await client.query(all, ['kept'])).fields).toHaveLength(4);
    await client.query('alter table words add column note text');
    await expect(client.query(all, ['kept'])).rejects.toMatchObject({ code: '0A000' });
    expect((await client.query(all, ['kept'])).fields).toHaveLength(5);
  });
});
