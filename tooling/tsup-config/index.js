// Plain JavaScript on purpose: tsup loads its config through Node, which cannot import a TypeScript preset.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

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
    // No source maps in the published dist: tarballs ship dist/, README, LICENSE and CHANGELOG (issue 20), and a map
    // pointing at sources that are not there only makes consumers' tools warn.
    sourcemap: false,
    clean: true,
    treeshake: true,
    splitting: false,
    target: 'es2022',
    outDir: 'dist',
    ...overrides,
  };
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];
const SCRIPT_FILE = /\.[cm]?[jt]sx?$/;

/** `./x`, `./x.js`, `./x/index` … → the source file it names, or undefined (a stylesheet, JSON, a typo in a comment). */
function resolveSource(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.[cm]?jsx?$/, '');
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((extension) => stem + extension),
    ...SOURCE_EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find((candidate) => SCRIPT_FILE.test(candidate) && existsSync(candidate));
}

/**
 * Every source module reachable from `entries` through relative imports (static, dynamic and re-exports),
 * as absolute paths. Type-only imports are followed too; such a module builds to an empty file.
 */
export function moduleGraph(entries, cwd = process.cwd()) {
  const seen = new Set();
  const queue = entries.map((entry) => path.resolve(cwd, entry));
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('./') && !fileName.startsWith('../')) continue;
      const target = resolveSource(file, fileName);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].sort();
}

/**
 * esbuild plugin: every relative import of a script module in `modules` stays an import, of that module's own
 * output file (`./formatMoney.js`), instead of being bundled in. With each module an entry, this is Rollup's
 * `preserveModules`: one output file per source file, so a consumer's bundler drops the files it does not use.
 */
function preserveModulesPlugin({ modules, srcDir, extension }) {
  const known = new Set(modules);
  const outputOf = (file) => path.relative(srcDir, file).replace(/\.[cm]?[jt]sx?$/, extension);
  return {
    name: 'switchback-preserve-modules',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (!SCRIPT_FILE.test(args.importer) || !known.has(args.importer)) return undefined;
        const target = resolveSource(args.importer, args.path);
        if (!target || !known.has(target)) return undefined;
        let relative = path
          .relative(path.dirname(outputOf(args.importer)), outputOf(target))
          .split(path.sep)
          .join('/');
        if (!relative.startsWith('.')) relative = `./${relative}`;
        return { path: relative, external: true };
      });
    },
  };
}

/**
 * The tree-shakable build: ESM one module per file, CJS one bundle, types for the public entry.
 *
 * - ESM (`dist/**\/*.js`): every module reachable from `src/index.ts` (and `entries`) is its own file, its
 *   relative imports rewritten to `./module.js`. With `"sideEffects": false` (or a list) in package.json, a
 *   bundler keeps only the files an app's imports reach, so importing one helper costs that helper.
 * - CJS (`dist/index.cjs` plus any extra `entries`): one bundle, as before; Node's `require` loads it whole anyway.
 * - Types: `dist/index.d.ts` and `dist/index.d.cts` (one declaration bundle for each format).
 *
 * @param {object} [options]
 * @param {Record<string, string>} [options.entries] extra public files, name → source, e.g. the two sides of
 *   an imports map (`{ 'domWindow.browser': 'src/domWindow.browser.ts' }`); also built as CJS
 * @param {Record<string, string>} [options.typedEntries] extra public entry points with declarations of their own,
 *   name → source, e.g. `{ react: 'src/react.ts' }` for a `./react` subpath (dist/react.js, .cjs, .d.ts, .d.cts)
 * @param {Record<string, string>} [options.assets] non-script entries built once, e.g. `{ styles: 'src/styles.css' }`
 * @param {import('tsup').Options} [options.overrides] added to both builds (e.g. `external`, `shims`)
 * @returns {import('tsup').Options[]}
 * @example
 * // packages/cart/tsup.config.ts
 * import { defineConfig } from 'tsup';
 * import { moduleFilesPreset } from '@switchback/tsup-config';
 * export default defineConfig(moduleFilesPreset());
 */
export function moduleFilesPreset({ entries = {}, typedEntries = {}, assets = {}, overrides = {} } = {}) {
  const cwd = process.cwd();
  const srcDir = path.resolve(cwd, 'src');
  const modules = moduleGraph(['src/index.ts', ...Object.values(entries), ...Object.values(typedEntries)], cwd);
  const outside = modules.filter((file) => path.relative(srcDir, file).startsWith('..'));
  if (outside.length > 0) throw new Error(`moduleFilesPreset: modules outside src/: ${outside.join(', ')}`);
  const moduleEntries = Object.fromEntries(
    modules.map((file) => [
      path
        .relative(srcDir, file)
        .replace(/\.[cm]?[jt]sx?$/, '')
        .split(path.sep)
        .join('/'),
      file,
    ]),
  );
  const preset = packagePreset();
  const types = { entry: { index: 'src/index.ts', ...typedEntries } };
  // The two builds run at once, so neither may clean the output folder (one would delete the other's files,
  // .d.cts included); it is emptied here, once, before either starts.
  rmSync(path.resolve(cwd, overrides.outDir ?? preset.outDir), { recursive: true, force: true });
  return [
    {
      ...preset,
      ...overrides,
      format: ['esm'],
      entry: { ...moduleEntries, ...assets },
      dts: types,
      clean: false,
      // tsup's ESM shims (__dirname) would add `import 'path'` and `import 'url'` to every file, browser ones too.
      shims: false,
      // Each file holds one module already; tsup's Rollup pass would only re-bundle them.
      splitting: false,
      treeshake: false,
      esbuildPlugins: [
        preserveModulesPlugin({ modules, srcDir, extension: '.js' }),
        ...(overrides.esbuildPlugins ?? []),
      ],
    },
    {
      ...preset,
      ...overrides,
      format: ['cjs'],
      entry: { index: 'src/index.ts', ...entries, ...typedEntries },
      dts: types,
      clean: false,
      // import.meta.url in CommonJS (e.g. createRequire(import.meta.url)); nothing is added where it is unused.
      shims: true,
    },
  ];
}
