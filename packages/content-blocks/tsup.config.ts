import { defineConfig } from 'tsup';
import { moduleFilesPreset } from '@switchback/tsup-config';
import { blockStylesheetTypes } from './src/blockStylesheets';

// ESM one module per file (dist/Hero.js, dist/blockRegistry.js, …), so importing one block costs that block; the
// registry (every block) is only kept by apps that use it. CJS stays one bundle. See tooling/tsup-config.
export default defineConfig(
  moduleFilesPreset({
    // The two sides of the `#dom-window` import map in package.json, built as ESM files and as CJS bundles.
    // Every module keeps `#dom-window` as an import so the consumer's resolver (node or browser conditions)
    // picks one, and jsdom never reaches a browser bundle.
    entries: {
      'domWindow.browser': 'src/domWindow.browser.ts',
      'domWindow.server': 'src/domWindow.server.ts',
    },
    // Stylesheets built next to the JavaScript: dist/styles.css (every block), dist/base.css (what every page with
    // blocks needs) and dist/blocks/{type}.css (one per block type with its own rules; see blockStylesheets.ts).
    assets: {
      styles: 'src/styles.css',
      base: 'src/base.css',
      ...Object.fromEntries(blockStylesheetTypes.map((type) => [`blocks/${type}`, `src/blockStyles/${type}.css`])),
    },
    overrides: { external: ['#dom-window'] },
  }),
);
