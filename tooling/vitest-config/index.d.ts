import type { UserConfig } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

/** The export condition under which every workspace package points at its TypeScript sources. */
export declare const SOURCE_CONDITION: '@switchback/source';
/** Vite resolve settings that read workspace packages from source, client and server side. */
export declare function sourceResolution(): Pick<UserConfig, 'resolve' | 'ssr'>;
/** Vitest settings for a package or app. */
export declare function testPreset(options?: {
  environment?: 'node' | 'jsdom';
  setupFiles?: string[];
  include?: string[];
}): ViteUserConfig;
