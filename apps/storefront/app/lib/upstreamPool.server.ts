import { Agent, setGlobalDispatcher } from 'undici';
import { serverConfig } from './serverConfig.server';

/**
 * How the storefront server's `fetch` talks to commerce-api (Node 20's `fetch` is undici; this installs an undici
 * `Agent` as the process's global dispatcher):
 *
 * - **keep-alive pooling**: connections are reused between calls instead of one TCP connection per call;
 * - **back-pressure**: at most `UPSTREAM_CONNECTIONS` (32) connections per origin; further calls wait in the pool's
 *   queue for a free connection rather than opening hundreds of sockets under load (which is what made
 *   commerce-api reset connections);
 * - **idle timeout below the server's**: an idle connection is closed by this side after 3 s, before
 *   commerce-api's Node server closes it (its `keepAliveTimeout` is 5 s), so a call is not written into a socket the
 *   server is closing. Should that race happen anyway, {@link retryIdempotentOnReset} sends a GET or HEAD again once.
 *
 * @example
 * installUpstreamPool(); // once, as the server starts (entry.server.tsx)
 */
export const UPSTREAM_POOL = {
  keepAliveTimeoutMs: 3_000,
  connectTimeoutMs: 5_000,
  /** No answer headers within this long: the call fails (commerce-api is stuck, not slow). */
  headersTimeoutMs: 30_000,
  bodyTimeoutMs: 30_000,
} as const;

/**
 * The undici Agent used for commerce-api calls.
 *
 * @example
 * const agent = createUpstreamAgent({ connections: 8 });
 */
export function createUpstreamAgent({ connections }: { connections: number }): Agent {
  return new Agent({
    connections,
    pipelining: 1,
    keepAliveTimeout: UPSTREAM_POOL.keepAliveTimeoutMs,
    keepAliveMaxTimeout: UPSTREAM_POOL.keepAliveTimeoutMs,
    headersTimeout: UPSTREAM_POOL.headersTimeoutMs,
    bodyTimeout: UPSTREAM_POOL.bodyTimeoutMs,
    connect: { timeout: UPSTREAM_POOL.connectTimeoutMs },
  });
}

let installed: Agent | undefined;

/**
 * Makes the pooled Agent the global dispatcher of `fetch` (once per process); returns it.
 *
 * @example
 * installUpstreamPool();
 */
export function installUpstreamPool(): Agent {
  if (!installed) {
    installed = createUpstreamAgent({ connections: serverConfig().upstreamConnections });
    setGlobalDispatcher(installed);
  }
  return installed;
}

const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

/**
 * True for a `fetch` failure caused by the connection being closed under the request (reset, "other side closed").
 *
 * @example
 * isConnectionReset(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } })); // true
 */
export function isConnectionReset(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && RESET_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Wraps a `fetch` so an idempotent call (GET, HEAD) whose connection was reset is sent once more: with keep-alive a
 * reused connection can be closed by the server at the moment a call is written into it. Other methods are never
 * repeated (a POST may have been processed), nor are aborted calls.
 *
 * @example
 * const apiFetch = retryIdempotentOnReset(globalThis.fetch);
 */
export function retryIdempotentOnReset(fetchImpl: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    try {
      return await fetchImpl(input, init);
    } catch (error) {
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const aborted = init?.signal?.aborted || (input instanceof Request && input.signal.aborted);
      if ((method !== 'GET' && method !== 'HEAD') || aborted || !isConnectionReset(error)) throw error;
      return fetchImpl(input, init);
    }
  };
}
