import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Starts an msw server for the current test file and resets it between tests. Requests that no handler
 * answers fail the test, so a test cannot silently reach a real host.
 *
 * @example
 * const server = setupMswServer(http.get('https://api.test/fapi/server/time', () => HttpResponse.json({ timestamp: 1 })));
 * server.use(http.get(...)); // per-test override
 */
export function setupMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * The former name of {@link setupMswServer} (not a React hook, so React's rules of hooks rejected every call).
 *
 * @deprecated Use `setupMswServer`.
 */
export const useMswServer = setupMswServer;
