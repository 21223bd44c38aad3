// Build step (`pnpm build` runs `node dist/buildTemplate.js` after compiling): writes dist/pglite-template.tar.gz, a
// PGlite data directory that has been through initdb and every migration. A first start with an empty DATA_DIR
// unpacks it (about a second) instead of running initdb in WebAssembly (several seconds), then migrates (nothing to
// do unless a migration was added since) and seeds as usual. Seeding stays at start-up: seeded dates are relative
// to when it runs. The template is made by the same PGlite the server runs, so it always fits.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { migrate } from './migrate';
import { openDatabase } from './openDatabase';

const started = Date.now();
const handle = await openDatabase();
try {
  const { applied } = await migrate(handle.db);
  // Written out, so unpacking it needs no recovery work.
  await handle.db.execute(sql`checkpoint`);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  const target = new URL('./pglite-template.tar.gz', import.meta.url);
  await writeFile(target, Buffer.from(await dump.arrayBuffer()));
  console.log(
    `commerce-api: wrote ${fileURLToPath(target)} (${applied.length} migrations, ${Math.round(dump.size / 1024)} kB, ${Date.now() - started} ms)`,
  );
} finally {
  await handle.close();
}
