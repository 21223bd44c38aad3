import { defineConfig } from 'tsup';
import { moduleFilesPreset } from '@switchback/tsup-config';

// ESM one module per file (dist/formatMoney.js, …; `sideEffects: false`), so an app's bundler keeps only the
// modules its imports reach; CJS stays one bundle. The swr hooks are a second entry, `@switchback/cart/react`
// (dist/react.js, .cjs, .d.ts, .d.cts), so the main entry loads without react or swr. See tooling/tsup-config.
export default defineConfig(moduleFilesPreset({ typedEntries: { react: 'src/react.ts' } }));
