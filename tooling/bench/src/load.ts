// autocannon, reduced to the numbers the report keeps.
import autocannon from 'autocannon';
import type { LoadNumbers } from './results';

/** Options passed through to autocannon (url, connections, duration or amount, headers, requests…). */
export type LoadOptions = autocannon.Options;

/**
 * Runs autocannon and keeps req/s, p50/p99, non-2xx and errors. `control` receives the running instance (to stop it
 * early, as the add-to-cart load does before its baskets' stock runs out).
 *
 * @example
 * const numbers = await load({ url, connections: 50, duration: 5, headers: { cookie } });
 */
export function load(options: LoadOptions, control?: (instance: autocannon.Instance) => void): Promise<LoadNumbers> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      resolve({
        rps: result.duration > 0 ? result.requests.total / result.duration : 0,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      });
    });
    control?.(instance);
  });
}
