import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

/** Settings of the server process, read from the environment. */
export interface Config {
  port: number;
  host: string;
  /** PGlite folder; unused when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl?: string;
  /** Origin media URLs in content are made absolute against. */
  publicUrl: string;
  previewAccessKey?: string;
  /** How many server processes to run (node:cluster, sharing the port); more than 1 needs `databaseUrl`. */
  workers: number;
  /** `TEST_ROUTES=on`: serve the test-only outbox call (`GET /testing/v1/outbox`); never in a real deployment. */
  testRoutes: boolean;
}

/**
 * Reads PORT (default 4000), HOST (127.0.0.1), DATA_DIR (apps/commerce-api/.data/pglite), DATABASE_URL,
 * PUBLIC_URL (default the listen address), PREVIEW_ACCESS_KEY, WORKERS (1; `auto` for one per CPU) and TEST_ROUTES (`on` serves the test outbox). Throws on
 * values that cannot work, such as several workers on an embedded database (one process per PGlite folder).
 * @example
 * const config = readConfig(process.env);
 */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const host = env.HOST || '127.0.0.1';
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(?:ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const workers = env.WORKERS === 'auto' ? availableParallelism() : Number(env.WORKERS || 1);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64)
    throw new Error(`WORKERS must be 1-64 or "auto", got "${env.WORKERS}"`);
  if (workers > 1 && !databaseUrl) {
    throw new Error('WORKERS > 1 needs DATABASE_URL: only one process may open an embedded (PGlite) database');
  }
  // A wildcard listen address is not somewhere a browser can fetch images from.
  const reachableHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    port,
    host,
    dataDir: env.DATA_DIR || fileURLToPath(new URL('../.data/pglite', import.meta.url)),
    ...(databaseUrl ? { databaseUrl } : {}),
    publicUrl: (env.PUBLIC_URL || `http://${reachableHost}:${port}`).replace(/\/+$/, ''),
    ...(env.PREVIEW_ACCESS_KEY ? { previewAccessKey: env.PREVIEW_ACCESS_KEY } : {}),
    workers,
    testRoutes: env.TEST_ROUTES === 'on',
  };
}
