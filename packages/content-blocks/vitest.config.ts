import { defineConfig } from 'vitest/config';
import { testPreset } from '@switchback/vitest-config';

export default defineConfig(testPreset({ environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] }));
