import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (never a downloaded browser), with the flags this sandbox needs: no sandbox as root, and no
 * background networking, which the closed network would refuse over and over.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  };
}
