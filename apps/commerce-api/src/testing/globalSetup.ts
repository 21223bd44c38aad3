// Runs once per test run, before any test file: builds one migrated and seeded PGlite and dumps it to a file, so
// every test file starts from a copy (about a second) instead of creating, migrating and seeding its own (several
// seconds on two busy cores). Not used against DATABASE_URL, where each file gets a fresh schema as before.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/openDatabase';
import { seedDatabase } from '../db/seedDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzipped PGlite data directory, migrated and seeded; empty when not used. */
    seededTemplatePath: string;
  }
}

let folder: string | undefined;

/** Builds the template and tells the test files where it is. */
export async function setup(project: TestProject): Promise<void> {
  if (process.env.DATABASE_URL) {
    project.provide('seededTemplatePath', '');
    return;
  }
  folder = await mkdtemp(join(tmpdir(), 'commerce-api-template-'));
  const handle = await openDatabase({ dataDir: join(folder, 'data') });
  await migrate(handle.db);
  await seedDatabase(handle.db);
  const client = (handle.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const path = join(folder, 'seeded.tar');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('seededTemplatePath', path);
}

/** Removes the template. */
export async function teardown(): Promise<void> {
  if (folder) await rm(folder, { recursive: true, force: true });
}
