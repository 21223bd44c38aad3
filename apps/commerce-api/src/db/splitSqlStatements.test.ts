import { describe, expect, it } from 'vitest';
import { splitSqlStatements } from './splitSqlStatements';

describe('splitSqlStatements', () => {
  it('splits at top-level semicolons and drops empty and comment-only chunks', () => {
    expect(splitSqlStatements('create table a (x int);\n\n-- trailing note\n;create index on a (x);  ')).toEqual([
      'create table a (x int)',
      'create index on a (x)',
    ]);
  });

  it('keeps semicolons inside strings, quoted identifiers, comments and dollar-quoted bodies', () => {
    const script = [
      "insert into t values ('a;b', 'it''s; fine', E'back\\'slash;');",
      'create table "odd;name" (x int);',
      '/* block; /* nested; */ still; */ select 1;',
      'create function f() returns int as $body$ begin return 1; end; $body$ language plpgsql;',
      'select $$;$$;',
      'select $1::int',
    ].join('\n');
    expect(splitSqlStatements(script)).toEqual([
      "insert into t values ('a;b', 'it''s; fine', E'back\\'slash;')",
      'create table "odd;name" (x int)',
      '/* block; /* nested; */ still; */ select 1',
      'create function f() returns int as $body$ begin return 1; end; $body$ language plpgsql',
      'select $$;$$',
      'select $1::int',
    ]);
  });
});
