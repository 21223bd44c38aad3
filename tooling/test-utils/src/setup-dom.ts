// Loaded by testPreset({ environment: 'jsdom' }): jest-dom matchers and a clean document between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 10 s instead of 1 s: on two shared cores under load a render after a state change can take
// longer than a second. A behaviour that never happens still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
