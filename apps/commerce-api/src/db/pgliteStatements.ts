import { parse, protocol } from '@electric-sql/pglite';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** How many statements one database keeps prepared; the least recently used one is closed past this. */
export const PREPARED_STATEMENT_LIMIT = 500;

type BackendMessages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

interface Prepared {
  name: string;
  /** Parameter types PostgreSQL inferred when it parsed the statement: they choose each value's serializer. */
  paramTypes: number[];
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** PostgreSQL's "cached plan must not change result type": a prepared statement outlived a change of its tables. */
const STALE_PLAN = '0A000';

/**
 * Runs PGlite's queries (its own `query` and every transaction's) as named prepared statements sent in one protocol
 * message each. PGlite's `query` enters the database six times per statement (parse, describe, bind, describe,
 * execute, sync), and parses and plans the text anew every time; here a statement's text is parsed once (one call,
 * which also learns its parameter types), and every run after is one call (bind, describe, execute, sync). Values are
 * serialised by the parameter types PostgreSQL inferred and rows parsed by PGlite's own `parseResults`, so the answers,
 * the errors (a `DatabaseError` with `query` and `params`) and the locking (the transaction and query mutexes) are
 * PGlite's. At most `limit` statements stay prepared; the least recently used one is closed with the next call.
 * Queries with a `blob` (COPY) go PGlite's own way.
 * @example
 * const client = withPreparedStatements(await PGlite.create('memory://'));
 * await client.query('select $1::int + 1 as n', [2]); // parsed and planned once, however often it runs
 */
export function withPreparedStatements<Client extends PGlite>(
  client: Client,
  limit = PREPARED_STATEMENT_LIMIT,
): Client {
  // Statement text → prepared statement, oldest use first (a Map keeps insertion order; a use moves it to the end).
  const statements = new Map<string, Prepared>();
  const toClose: string[] = [];
  let counter = 0;

  const send = async (parts: Uint8Array[], text: string, params: unknown[], options: QueryOptions | undefined) => {
    try {
      return await client.execProtocolStream(concat(parts), { syncToFs: false });
    } catch (error) {
      if (error && typeof error === 'object' && 'severity' in error) {
        Object.assign(error, { query: text, params, queryOptions: options });
      }
      throw error;
    }
  };

  /** One statement; the caller holds PGlite's query mutex. */
  const run = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const parts: Uint8Array[] = [];
    // Statements evicted earlier are closed ahead of this one (closing never fails, even in a failed transaction).
    for (const name of toClose.splice(0)) parts.push(serialize.close({ type: 'S', name }));
    let prepared = statements.get(text);
    if (prepared) {
      statements.delete(text);
      statements.set(text, prepared);
    } else {
      const name = `sb_s${++counter}`;
      parts.push(
        serialize.parse({ name, text, ...(options?.paramTypes ? { types: options.paramTypes } : {}) }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      );
      const described: BackendMessages = await send(parts.splice(0), text, params, options);
      prepared = { name, paramTypes: parse.parseDescribeStatementResults(described) };
      statements.set(text, prepared);
      if (statements.size > limit) {
        const [oldestText, oldest] = statements.entries().next().value as [string, Prepared];
        statements.delete(oldestText);
        toClose.push(oldest.name);
      }
    }
    const { paramTypes } = prepared;
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = paramTypes[index] as number;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    parts.push(
      serialize.bind({ statement: prepared.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    try {
      const messages = await send(parts, text, params, options);
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    } catch (error) {
      // Its table changed shape under it: prepared again on the next call.
      if ((error as { code?: string }).code === STALE_PLAN && statements.get(text) === prepared) {
        statements.delete(text);
        toClose.push(prepared.name);
      }
      throw error;
    }
  };

  const query = client.query.bind(client);
  client.query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob) return query<T>(text, params, options);
    await client._checkReady();
    // As PGlite's own `query`: not while a transaction runs; synced to the file system afterwards.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await run<T>(text, params, options);
        await client.syncToFs();
        return result;
      }),
    );
  };
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx: Transaction) => {
      const txQuery = tx.query.bind(tx);
      tx.query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
        if (options?.blob) return txQuery<T>(text, params, options);
        if (tx.closed) throw new Error('Transaction is closed');
        return client._runExclusiveQuery(() => run<T>(text, params, options));
      };
      return callback(tx);
    });
  return client;
}
