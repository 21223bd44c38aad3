import { defineConfig } from 'tsup';
import { moduleFilesPreset } from '@switchback/tsup-config';

// ESM one module per file (dist/createPkcePair.js, …; `sideEffects: false`), so an app's bundler keeps only the
// modules its imports reach; CJS stays one bundle. See tooling/tsup-config.
export default defineConfig(moduleFilesPreset());
