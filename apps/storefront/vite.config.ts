import { reactRouter } from '@react-router/dev/vite';
import { sourceResolution } from '@switchback/vitest-config';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  ...sourceResolution(),
  // Vite's TypeScript transform follows `extends` through the node_modules symlink of @switchback/tsconfig and
  // then cannot find ../../tsconfig.base.json; one tsconfig with a relative `extends` for every file avoids that.
  tsconfig: './tsconfig.json',
});
