/**
 * Splits a SQL script into statements at top-level semicolons, skipping those inside quotes, quoted
 * identifiers, dollar-quoted bodies and comments. Needed because PGlite's parameterised `query` (what drizzle
 * uses) takes one statement at a time, and migrations must run the same way on both drivers.
 * Comment-only chunks are dropped.
 * @example
 * splitSqlStatements("create table a (x text default ';'); -- done\ncreate index on a (x);");
 * // ["create table a (x text default ';')", '-- done\ncreate index on a (x)']
 */
export function splitSqlStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let hasCode = false;
  let i = 0;

  const flush = (end: number) => {
    if (hasCode) statements.push(script.slice(start, end).trim());
    start = end + 1;
    hasCode = false;
  };

  while (i < script.length) {
    const ch = script[i];
    const next = script[i + 1];
    if (ch === '-' && next === '-') {
      const end = script.indexOf('\n', i);
      i = end === -1 ? script.length : end + 1;
    } else if (ch === '/' && next === '*') {
      // PostgreSQL block comments nest.
      let depth = 1;
      i += 2;
      while (i < script.length && depth > 0) {
        if (script[i] === '/' && script[i + 1] === '*') {
          depth += 1;
          i += 2;
        } else if (script[i] === '*' && script[i + 1] === '/') {
          depth -= 1;
          i += 2;
        } else i += 1;
      }
    } else if (ch === "'" || ch === '"') {
      hasCode = true;
      // E'…' strings allow backslash escapes; doubled quotes escape in every form.
      const backslashEscapes = ch === "'" && /[eE]/.test(script[i - 1] ?? '') && !/\w/.test(script[i - 2] ?? '');
      i += 1;
      while (i < script.length) {
        if (backslashEscapes && script[i] === '\\') i += 2;
        else if (script[i] === ch && script[i + 1] === ch) i += 2;
        else if (script[i] === ch) break;
        else i += 1;
      }
      i += 1;
    } else if (ch === '$') {
      const tag = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(script.slice(i));
      hasCode = true;
      if (tag && !/\w/.test(script[i - 1] ?? '')) {
        const end = script.indexOf(tag[0], i + tag[0].length);
        i = end === -1 ? script.length : end + tag[0].length;
      } else {
        i += 1;
      }
    } else if (ch === ';') {
      flush(i);
      i += 1;
    } else {
      if (ch !== undefined && !/\s/.test(ch)) hasCode = true;
      i += 1;
    }
  }
  flush(script.length);
  return statements;
}
