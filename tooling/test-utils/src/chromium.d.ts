/** Debian's Chromium with this sandbox's flags, for Playwright and the Vitest browser provider. */
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
