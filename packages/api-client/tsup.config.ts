import { defineConfig } from 'tsup';
import { moduleFilesPreset } from '@switchback/tsup-config';

// ESM one module per file (dist/calls/cartCalls.js, dist/schemas/cartSchema.js, …; `sideEffects: false`), so a
// bundler drops the areas and schemas an app does not import; one bundled file would keep every top-level schema.
// Only modules reachable from src/index.ts are built (no tests, fixtures or contract suites). CJS stays one bundle.
export default defineConfig(moduleFilesPreset());
