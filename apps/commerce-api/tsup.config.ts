import { cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// The server compiled once into dist/ (`pnpm build`), so production runs plain `node dist/main.js`. Dependencies stay
// in node_modules (tsup leaves package.json dependencies external). The migrations drizzle-kit generated are copied next
// to the bundle, where `migrate` looks for them (`new URL('./migrations/', import.meta.url)`), and the demo videos likewise; dist/buildTemplate.js then
// writes the migrated PGlite template that a first start unpacks (see src/db/buildTemplate.ts).
export default defineConfig({
  entry: { main: 'src/main.ts', buildTemplate: 'src/db/buildTemplate.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  async onSuccess() {
    await cp('src/db/migrations', 'dist/migrations', { recursive: true });
    // The bundled demo videos, where the media routes read them (`new URL('./video/', import.meta.url)`).
    await cp('src/media/video', 'dist/video', { recursive: true });
  },
});
