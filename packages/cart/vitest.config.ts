import { defineConfig } from 'vitest/config';
import { testPreset } from '@switchback/vitest-config';

// jsdom for the hook tests; the plain helpers do not mind it.
export default defineConfig(testPreset({ environment: 'jsdom' }));
