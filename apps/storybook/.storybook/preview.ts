import type { Preview } from '@storybook/react-vite';
import '@switchback/ui/styles.css';
import '@switchback/content-blocks/styles.css';
import './fonts.css';
import { loadRichTextSanitizer } from '@switchback/content-blocks';
import { configure } from 'storybook/test';
import { viewports } from './viewports';

// Play functions' findBy*/waitFor wait up to 5 s instead of 1 s: on CI's two shared cores a story can take longer
// than a second to react. A behaviour that never happens still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  tags: ['autodocs'],
  // Blocks draw rich text through the sanitiser, a chunk of its own that an app loads before rendering: so do the
  // stories, which draw blocks from plain props.
  loaders: [
    async () => {
      await loadRichTextSanitizer();
      return {};
    },
  ],
  parameters: {
    // Every story is also a test (pnpm --filter storybook test); an axe violation fails it rather than
    // showing up as a warning in the panel.
    a11y: { test: 'error' },
    viewport: { options: viewports },
    controls: { expanded: true },
    options: {
      storySort: { order: ['Introduction', 'UI', 'Content blocks', ['Overview', '*'], 'Storefront'] },
    },
  },
};

export default preview;
