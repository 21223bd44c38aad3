import { defineConfig } from 'tsup';
import { packagePreset } from '@switchback/tsup-config';

// ESM is split per module (every call area and schema file is an entry), so a bundler drops the areas and
// schemas an app does not import (`sideEffects: false`); one bundled file would keep every top-level schema.
// The public entry stays `dist/index.*`; the other files are chunks, not entry points of the package.
const preset = packagePreset();

export default defineConfig([
  {
    ...preset,
    format: ['esm'],
    entry: ['src/index.ts', 'src/calls/*.ts', 'src/schemas/*.ts', 'src/errorMessageFor.ts', 'src/frenchErrorMessages.ts'],
    splitting: true,
    dts: { entry: 'src/index.ts' },
  },
  { ...preset, format: ['cjs'], clean: false, dts: { entry: 'src/index.ts' } },
]);
