import { testPreset } from '@switchback/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(testPreset({ include: ['app/**/*.test.{ts,tsx}'], setupFiles: ['./vitest.setup.ts'] }));
