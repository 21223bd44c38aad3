// Plain JavaScript on purpose: Vite loads config files through Node, which cannot import a TypeScript preset.
import { defaultClientConditions, defaultServerConditions } from 'vite';

/** The export condition under which every workspace package points at its TypeScript sources. */
export const SOURCE_CONDITION = '@switchback/source';

/**
 * Vite `resolve` settings that make workspace packages resolve to their sources (no build step), in the
 * browser and in server rendering alike.
 * @returns {Pick<import('vite').UserConfig, 'resolve' | 'ssr'>}
 */
export function sourceResolution() {
  return {
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    ssr: {
      resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions], externalConditions: [SOURCE_CONDITION] },
    },
  };
}

/**
 * Vitest config for a package or app: sources resolved through the source condition, tests next to the code.
 * @param {{ environment?: 'node' | 'jsdom', setupFiles?: string[], include?: string[] }} [options]
 * @returns {import('vitest/config').ViteUserConfig}
 * @example
 * // vitest.config.ts
 * import { defineConfig } from 'vitest/config';
 * import { testPreset } from '@switchback/vitest-config';
 * export default defineConfig(testPreset({ environment: 'jsdom' }));
 */
export function testPreset(options = {}) {
  const { environment = 'node', setupFiles = [], include = ['src/**/*.test.{ts,tsx}'] } = options;
  const jsdomSetup = environment === 'jsdom' ? ['@switchback/test-utils/setup-dom'] : [];
  return {
    ...sourceResolution(),
    test: {
      environment,
      include,
      setupFiles: [...jsdomSetup, ...setupFiles],
      // Time limits sized for CI: two cores shared by turbo's parallel suites, where bundling, jsdom start-up and
      // first renders take several times longer than on a developer machine. Speed is judged by `pnpm bench`.
      testTimeout: 30_000,
      // A hook that seeds a whole database can take over a minute on two busy cores (CI with other work running).
      hookTimeout: 180_000,
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
    },
  };
}
