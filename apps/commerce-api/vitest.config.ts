import { defineConfig } from 'vitest/config';
import { testPreset } from '@switchback/vitest-config';

const preset = testPreset();

// Each test file starts its own PostgreSQL (~2.5 s for PGlite), so allow for a slow start on a busy machine.
export default defineConfig({ ...preset, test: { ...preset.test, testTimeout: 20_000, hookTimeout: 30_000 } });
