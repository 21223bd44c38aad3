import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@switchback/test-utils/chromium';

/**
 * End-to-end tests against the real stack: commerce-api on a fresh embedded database and the BUILT storefront,
 * both started by the tests themselves (src/stack.ts) so a test can also stop and restart them.
 * Run `pnpm build` first; the README's test command does.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
  },
});
