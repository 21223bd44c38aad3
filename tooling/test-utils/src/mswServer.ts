import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Starts an msw server for the current test file and resets it between tests. Requests that no handler
 * answers fail the test, so a test cannot silently reach a real host.
 *
 * @example
 * const server = useMswServer(http.get('https://api.test/fapi/server/time', () => HttpResponse.json({ timestamp: 1 })));
 * server.use(http.get(...)); // per-test override
 */
export function useMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
