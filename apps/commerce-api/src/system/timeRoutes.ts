import { Hono } from 'hono';
import type { AppEnv } from '../http/AppEnv';

/**
 * `GET /fapi/server/time` → `{ timestamp }` in epoch milliseconds, so clients can correct a skewed clock.
 * @example
 * app.route('/fapi/server', timeRoutes(() => new Date()));
 */
export function timeRoutes(now: () => Date) {
  return new Hono<AppEnv>().get('/time', (c) => c.json({ timestamp: now().getTime() }));
}
