// Plain JavaScript on purpose: tsup loads its config through Node, which cannot import a TypeScript preset.

/**
 * The build every package shares: ESM + CJS + type declarations from `src/index.ts`, tree-shakable,
 * with dependencies and peer dependencies left external (tsup reads them from package.json).
 *
 * @param {import('tsup').Options} [overrides] per-package additions, e.g. extra entries
 * @returns {import('tsup').Options}
 * @example
 * // packages/cart/tsup.config.ts
 * import { defineConfig } from 'tsup';
 * import { packagePreset } from '@switchback/tsup-config';
 * export default defineConfig(packagePreset());
 */
export function packagePreset(overrides = {}) {
  return {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: false,
    target: 'es2022',
    outDir: 'dist',
    ...overrides,
  };
}
