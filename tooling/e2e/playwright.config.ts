import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@switchback/test-utils/chromium';

/**
 * End-to-end tests against the real stack: commerce-api on a fresh embedded database and the BUILT storefront,
 * both started by the tests themselves (src/stack.ts) so a test can also stop and restart them.
 * Run `pnpm build` first; the README's test command does.
 */
export default defineConfig({
  testDir: './tests',
  // Two spec files at a time, each on a stack of its own (its own ports and embedded database), tests within a file
  // in order: CI's two cores are mostly idle while one browser waits on one server, and the suite must fit CI's 45
  // minutes with every other suite.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  // Assertions wait up to 15 s: CI runs these on two cores right after the other suites.
  expect: { timeout: 15_000 },
  reporter: 'list',
  // Reference screenshots (tests/screens.spec.ts) are named by the test, without a platform suffix: CI and the
  // README read the same files.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    // The browser sends Accept-Language en-US, so a landing on /fr-ca or /en-gb would get the location
    // confirmation dialog (storefront components/LocationConfirmation). Every test starts as a shopper who already
    // answered it; tests/location.spec.ts starts without this cookie.
    storageState: {
      cookies: [
        {
          name: 'sb_location',
          value: 'en-us',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    trace: 'off',
  },
});
