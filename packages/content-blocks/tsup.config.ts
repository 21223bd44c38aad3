import { defineConfig } from 'tsup';
import { moduleFilesPreset } from '@switchback/tsup-config';

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
    // The package's one stylesheet, built next to the JavaScript as dist/styles.css.
    assets: { styles: 'src/styles.css' },
    overrides: { external: ['#dom-window'] },
  }),
);
