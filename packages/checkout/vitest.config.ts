import { defineConfig } from 'vitest/config';
import { testPreset } from '@switchback/vitest-config';

// Nothing in this package renders yet, so tests run in plain Node; move to 'jsdom' with the first component test.
export default defineConfig(testPreset());
