import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '@switchback/test-utils/chromium';

// Every story becomes a test: it must render, its play function must pass, and axe must find no violation
// (parameters.a11y.test = 'error' in .storybook/preview.ts). The plugin builds with .storybook/main.ts, whose
// viteFinal already resolves @switchback/* to sources, so no Vite settings are repeated here.
export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'storybook',
    // Two cores shared with the other suites in CI: a story's first render and axe pass can take far longer than
    // locally. Speed is judged by `pnpm bench`, not here.
    testTimeout: 60_000,
    // One story file at a time, as on a two-core machine. With more cores Vitest runs files side by side in frames
    // the browser treats as hidden, where animation frames and smooth scrolling are throttled: carousels and
    // scroll-driven stories then behave unlike anything a shopper sees.
    fileParallelism: false,
    hookTimeout: 120_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        // Debian's Chromium with this sandbox's flags, as the e2e tests launch it.
        launchOptions: chromiumLaunchOptions(),
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
