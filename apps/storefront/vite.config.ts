import { reactRouter } from '@react-router/dev/vite';
import { sourceResolution } from '@switchback/vitest-config';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // `@switchback/*` packages are read from their TypeScript sources (the `@switchback/source` export condition),
  // in the browser build and the server build alike, so the app never waits for a package build.
  ...sourceResolution(),
});
