import react from '@vitejs/plugin-react';
import { sourceResolution } from '@switchback/vitest-config';
import { defineConfig } from 'vite';

// The tool calls commerce-api as /api on its own origin; the dev and preview servers forward it (the API sends
// no CORS headers). COMMERCE_API_URL points it at another API.
const api = {
  '/api': {
    target: process.env.COMMERCE_API_URL ?? 'http://127.0.0.1:4000',
    changeOrigin: true,
    rewrite: (path: string) => path.replace(/^\/api/, ''),
  },
};

export default defineConfig({
  plugins: [react()],
  // @switchback/* resolve to their TypeScript sources: the tool never waits for a package build.
  ...sourceResolution(),
  server: { proxy: api },
  preview: { proxy: api },
});
