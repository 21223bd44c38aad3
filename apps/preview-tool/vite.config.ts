import react from '@vitejs/plugin-react';
import { sourceResolution } from '@switchback/vitest-config';
import { fileURLToPath } from 'node:url';
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

// `start` (vite preview) listens on PORT and HOST when given (the e2e stack picks a free port).
const port = Number(process.env.PORT) || undefined;

export default defineConfig({
  plugins: [react()],
  // @switchback/* resolve to their TypeScript sources: the tool never waits for a package build.
  ...sourceResolution(),
  build: {
    rollupOptions: {
      // Two pages: the tool, and the page inside each breakpoint frame (phone, tablet, desktop).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        frame: fileURLToPath(new URL('./frame.html', import.meta.url)),
      },
    },
  },
  server: { proxy: api },
  preview: {
    proxy: api,
    ...(port ? { port, strictPort: true } : {}),
    ...(process.env.HOST ? { host: process.env.HOST } : {}),
  },
});
