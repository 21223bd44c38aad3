import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Debian's Chromium, never a downloaded browser (see TOOLCHAIN.md); CI may point elsewhere.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Every story becomes a test: it must render, its play function must pass, and axe must find no violation
// (parameters.a11y.test = 'error' in .storybook/preview.ts). The plugin builds with .storybook/main.ts, whose
// viteFinal already resolves @switchback/* to sources, so no Vite settings are repeated here.
export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
