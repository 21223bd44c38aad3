#!/usr/bin/env node
// `pnpm --filter commerce-api db:generate [drizzle-kit generate options]`: runs `drizzle-kit generate` (a migration
// from what changed in src/db/schema.ts since the last snapshot; `--custom --name x` for an empty one to write SQL the
// schema cannot express), then removes the `"public".` drizzle-kit puts before names in the new SQL. Migrations stay
// unqualified so they apply in whatever schema the connection's search_path names (tests on a PostgreSQL server run
// each file in a schema of its own).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const folder = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));

const result = spawnSync('drizzle-kit', ['generate', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);

for (const name of readdirSync(folder).filter((file) => file.endsWith('.sql'))) {
  const path = `${folder}${name}`;
  const text = readFileSync(path, 'utf8');
  const unqualified = text.replaceAll('"public".', '');
  if (unqualified !== text) {
    writeFileSync(path, unqualified);
    console.log(`commerce-api: removed the "public" schema from ${name}`);
  }
}
