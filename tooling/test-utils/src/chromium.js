// Plain JavaScript on purpose: Vitest and Playwright load their config files through Node, which cannot import
// a TypeScript file from a linked package.

/**
 * How every browser test here launches Chromium: Debian's package (never a browser downloaded by a test tool),
 * headless, with no sandbox (we run as root) and no background networking, which this machine's closed network
 * would refuse over and over. Shared by the Playwright e2e tests and the Storybook story tests.
 *
 * @returns {{ executablePath: string, args: string[] }}
 * @example
 * const browser = await chromium.launch(chromiumLaunchOptions());
 */
export function chromiumLaunchOptions() {
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
