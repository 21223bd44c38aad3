import { defineConfig } from 'vitest/config';
import { testPreset } from '@switchback/vitest-config';

// Unit tests; the contract suite (src/contract) has its own config and script, `test:contract`.
const preset = testPreset();

export default defineConfig({
  ...preset,
  test: { ...preset.test, exclude: ['**/node_modules/**', 'src/contract/**'] },
});
