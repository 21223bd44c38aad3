import type { Options } from 'tsup';

/** The shared package build: ESM + CJS + types from `src/index.ts`. */
export declare function packagePreset(overrides?: Options): Options;

/** Every source module reachable from `entries` through relative imports, as absolute paths. */
export declare function moduleGraph(entries: string[], cwd?: string): string[];

export interface ModuleFilesOptions {
  /** Extra public script files, output name → source (built as ESM modules and as CJS bundles). */
  entries?: Record<string, string>;
  /** Extra public entry points with declarations of their own, name → source, e.g. `{ react: 'src/react.ts' }`. */
  typedEntries?: Record<string, string>;
  /** Non-script entries built once with the ESM build, e.g. `{ styles: 'src/styles.css' }`. */
  assets?: Record<string, string>;
  /** Added to both builds. */
  overrides?: Options;
}

/** The tree-shakable build: ESM one module per file (imports rewritten to `./module.js`), CJS one bundle, types. */
export declare function moduleFilesPreset(options?: ModuleFilesOptions): Options[];
