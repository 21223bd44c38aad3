import react from '@vitejs/plugin-react';
import { sourceResolution } from '@switchback/vitest-config';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // @switchback/* resolve to their TypeScript sources: the tool never waits for a package build.
  ...sourceResolution(),
});
