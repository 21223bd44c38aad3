import { testPreset } from '@switchback/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...testPreset({ include: ['app/**/*.test.{ts,tsx}'] }),
  // See vite.config.ts: one tsconfig with a relative `extends` for every transformed file.
  tsconfig: './tsconfig.json',
});
