// Loaded by testPreset({ environment: 'jsdom' }): jest-dom matchers and a clean document between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s instead of 1 s: on CI's two shared cores a render after a state change can take
// longer than a second. A behaviour that never happens still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
