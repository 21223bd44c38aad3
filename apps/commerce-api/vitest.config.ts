import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testPreset } from '@switchback/vitest-config';

const preset = testPreset();

export default defineConfig({
  ...preset,
  // Oxc follows tsconfig.json → @switchback/tsconfig/library.json through the node_modules symlink and then
  // looks for tsconfig.base.json next to node_modules; hand it the base file (no `extends`) directly.
  tsconfig: fileURLToPath(new URL('../../tsconfig.base.json', import.meta.url)),
  // Each test file starts its own PostgreSQL (~2.5 s for PGlite), so allow for a slow start on a busy machine.
  test: { ...preset.test, testTimeout: 20_000, hookTimeout: 30_000 },
});
