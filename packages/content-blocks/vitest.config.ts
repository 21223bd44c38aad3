import { defineConfig } from 'vitest/config';
import { testPreset } from '@switchback/vitest-config';

export default defineConfig({
  ...testPreset({ environment: 'jsdom' }),
  // Vite's TypeScript transform follows `extends` through the node_modules symlink of @switchback/tsconfig and
  // then cannot find ../../tsconfig.base.json; one tsconfig with a relative `extends` for every file avoids that.
  tsconfig: './tsconfig.json',
});
