import type { Preview } from '@storybook/react-vite';
import '@switchback/ui/styles.css';
import '@switchback/content-blocks/styles.css';
import { viewports } from './viewports';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    // Every story is also a test (pnpm --filter storybook test); an axe violation fails it rather than
    // showing up as a warning in the panel.
    a11y: { test: 'error' },
    viewport: { options: viewports },
    controls: { expanded: true },
    options: {
      storySort: { order: ['Introduction', 'UI', 'Content blocks', ['Overview', '*']] },
    },
  },
};

export default preview;
