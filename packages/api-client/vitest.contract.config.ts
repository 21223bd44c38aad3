import { defineConfig } from 'vitest/config';
import { testPreset } from '@switchback/vitest-config';

// The contract suite: the client against a live commerce-api started by the global setup (see README).
const preset = testPreset({ include: ['src/contract/**/*.contract.test.ts'] });

export default defineConfig({
  ...preset,
  test: { ...preset.test, globalSetup: ['src/contract/globalSetup.ts'], testTimeout: 30_000, hookTimeout: 120_000 },
});
