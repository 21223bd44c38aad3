import { defineConfig } from 'tsup';
import { packagePreset } from '@switchback/tsup-config';

export default defineConfig(packagePreset({
  entry: {
    index: 'src/index.ts',
    // The package's one stylesheet, built next to the JavaScript as dist/styles.css.
    styles: 'src/styles.css',
    // The two sides of the `#dom-window` import map in package.json; index keeps `#dom-window` as an import so
    // the consumer's resolver (node or browser conditions) picks one, and jsdom never reaches a browser bundle.
    'domWindow.browser': 'src/domWindow.browser.ts',
    'domWindow.server': 'src/domWindow.server.ts',
  },
  external: ['#dom-window'],
  dts: { entry: { index: 'src/index.ts' } },
  // import.meta.url in the CommonJS build of domWindow.server (createRequire needs a real file URL).
  shims: true,
}));
