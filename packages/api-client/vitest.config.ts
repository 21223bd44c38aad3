import { defineConfig } from 'vitest/config';
import { testPreset } from '@switchback/vitest-config';

export default defineConfig({
  ...testPreset(),
  // Vite's TypeScript transform follows `extends` through the node_modules symlink of @switchback/tsconfig and
  // then cannot find ../../tsconfig.base.json; pointing it at this package's tsconfig (relative extends) avoids that.
  tsconfig: './tsconfig.json',
});
