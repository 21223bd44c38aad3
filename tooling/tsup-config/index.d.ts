import type { Options } from 'tsup';

/** The shared package build: ESM + CJS + types from `src/index.ts`. */
export declare function packagePreset(overrides?: Options): Options;
