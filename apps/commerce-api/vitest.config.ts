import { defineConfig } from 'vitest/config';
import { testPreset } from '@switchback/vitest-config';

const preset = testPreset();

// Each test file starts its own PostgreSQL (a copy of a seeded template, ~1 s for PGlite; see globalSetup), so allow
// for a slow start on a busy machine. Two workers even on two cores: a file spends much of its time waiting on its
// database, and Vitest's default (cores - 1) would run the files one after another (~100 s instead of ~45 s).
export default defineConfig({
  ...preset,
  test: { ...preset.test, maxWorkers: 2, globalSetup: ['src/testing/globalSetup.ts'] },
});
