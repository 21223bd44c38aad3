// drizzle-kit's configuration: it reads the schema (the one source of truth) and writes the migrations that
// commerce-api applies at start (src/db/migrate.ts). Run it through `pnpm db:generate` (scripts/db-generate.mjs),
// which also keeps the generated SQL free of schema names.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
