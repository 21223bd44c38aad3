import type { StorybookConfig } from '@storybook/react-vite';
import { sourceResolution } from '@switchback/vitest-config';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';

// Written by hand on purpose: `storybook init` reaches the network and pins versions that need Node 22.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Stories live next to the code in each package; this app only collects them.
  stories: [
    '../src/**/*.mdx',
    '../../../packages/*/src/**/*.mdx',
    '../../../packages/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // @switchback/* resolve to their TypeScript sources: stories never wait for a package build.
      ...sourceResolution(),
      // One tsconfig for every transformed file; see vitest.config.ts of the packages for why.
      tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
    }),
};

export default config;
