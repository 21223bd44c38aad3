import type { StorybookConfig } from '@storybook/react-vite';
import { sourceResolution } from '@switchback/vitest-config';
import { mergeConfig } from 'vite';
import { writeBlockDocsPages } from './blockSchemaDocs';

// One docs page per block type of the registry, written before Storybook indexes the stories (src/block-schemas).
writeBlockDocsPages();

// Written by hand on purpose: `storybook init` reaches the network and pins versions that need Node 22.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Stories live next to the code in each package; this app only collects them.
  stories: [
    '../src/**/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
    '../../../packages/*/src/**/*.mdx',
    '../../../packages/*/src/**/*.stories.@(ts|tsx)',
    // The storefront's own dialogs and composite components, drawn under an in-memory router (app/testing/shopStory).
    '../../storefront/app/components/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // @switchback/* resolve to their TypeScript sources: stories never wait for a package build.
  // The storefront's stories reach swr through @switchback/cart's sources, which the dependency scan does not see:
  // bundled up front, or Vite reloads the page half-way through the first story file that needs it.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, { ...sourceResolution(), optimizeDeps: { include: ['@switchback/cart > swr'] } }),
};

export default config;
