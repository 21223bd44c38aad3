import { defineConfig } from 'vitest/config';
import { testPreset } from '@switchback/vitest-config';

const preset = testPreset();

// Each test file starts its own PostgreSQL (a copy of a seeded template, ~1 s for PGlite; see globalSetup), so allow
// for a slow start on a busy machine.
export default defineConfig({
  ...preset,
  test: { ...preset.test, testTimeout: 20_000, hookTimeout: 30_000, globalSetup: ['src/testing/globalSetup.ts'] },
});
