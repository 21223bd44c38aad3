// Starts the commerce API: opens (and on first start creates, migrates and seeds) the database, then serves HTTP.
// With WORKERS=N (and DATABASE_URL) the primary prepares the database once and forks N workers sharing the port.
import { randomBytes } from 'node:crypto';
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import type { DatabaseHandle } from './db/openDatabase';
import { analyzeIfNeeded, seedDatabase } from './db/seedDatabase';
import { createPaymentApp } from './payments/paymentRoutes';
import { rateLimitOptionsFromEnv } from './http/rateLimits';
import { startPurgeSchedule } from './auth/purgeExpired';

const SHUTDOWN_GRACE_MS = 5_000;

const config = readConfig(process.env);

/** Migrates and seeds what is missing (a no-op read on a restart); several processes at once take turns (locks). */
async function prepare(database: DatabaseHandle): Promise<void> {
  try {
    const { applied, adopted } = await migrate(database.db);
    const seeded = await seedDatabase(database.db);
    const analyzed = !seeded && (await analyzeIfNeeded(database.db));
    console.log(
      `commerce-api: ${database.driver} database at ${database.location}` +
        (adopted.length > 0 ? `; recorded ${adopted.join(', ')} as applied (made by the earlier SQL migrations)` : '') +
        (applied.length > 0 ? `; applied ${applied.join(', ')}` : '') +
        (seeded ? '; seeded demo data' : '') +
        (analyzed ? '; gathered planner statistics' : ''),
    );
  } catch (error) {
    await database.close();
    throw error;
  }
}

if (cluster.isPrimary && config.workers > 1) {
  // The primary serves nothing: it prepares the database once, so the workers start on a ready one, then keeps
  // `config.workers` workers running. The sandbox payment provider's signing key is shared, so a token one worker
  // issued verifies on another.
  const database = await openDatabase({ databaseUrl: config.databaseUrl as string });
  await prepare(database);
  await database.close();
  process.env.SANDBOX_SIGNING_KEY ||= randomBytes(32).toString('hex');
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`commerce-api: worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, 500);
  });
  for (let index = 0; index < config.workers; index += 1) fork();
  console.log(`commerce-api: primary ${process.pid} started ${config.workers} workers`);
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`commerce-api: ${signal}, stopping the workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} else {
  await runServer();
}

async function runServer(): Promise<void> {
  // A new data folder starts from the migrated template the build puts next to the compiled server (dist/), when there
  // is one (not under `tsx`, which runs src/ and so runs initdb).
  const template = new URL('./pglite-template.tar.gz', import.meta.url);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir, template },
  );
  await prepare(database);

  // The sandbox payment provider answers on a port of its own (PAYMENTS_PORT; 0 or unset picks a free one), so its
  // hosted card fields and 3-D Secure pages have an origin that is neither the storefront's nor the API's.
  const paymentsServer = await new Promise<{ url: string; close: () => void }>((resolve, reject) => {
    const server = serve(
      {
        fetch: createPaymentApp(database.db, () => new Date()).fetch,
        port: Number(process.env.PAYMENTS_PORT ?? 0),
        hostname: config.host,
      },
      (info: AddressInfo) => {
        const host =
          info.family === 'IPv6' ? `[${info.address}]` : info.address === '0.0.0.0' ? 'localhost' : info.address;
        resolve({
          url: (process.env.PAYMENTS_PUBLIC_URL || `http://${host}:${info.port}`).replace(/\/+$/, ''),
          close: () => server.close(),
        });
      },
    );
    server.on('error', reject);
  });
  console.log(`commerce-api: sandbox payments listening on ${paymentsServer.url}`);

  const app = createApp({
    db: database.db,
    publicUrl: config.publicUrl,
    paymentsUrl: paymentsServer.url,
    logRequests: true,
    rateLimits: rateLimitOptionsFromEnv(process.env),
    ...(config.previewAccessKey ? { previewAccessKey: config.previewAccessKey } : {}),
    testRoutes: config.testRoutes,
  });

  // Expired tokens and the guests nobody can reach any more are removed on a schedule (GUEST_PURGE_MINUTES, default
  // 60; `off` turns it off). Several processes may run it at once (it skips rows another one holds).
  const purgeMinutes = process.env.GUEST_PURGE_MINUTES === 'off' ? 0 : Number(process.env.GUEST_PURGE_MINUTES || 60);
  const purge = purgeMinutes > 0 ? startPurgeSchedule(database.db, { intervalMs: purgeMinutes * 60_000 }) : undefined;

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    console.log(`commerce-api listening on http://${host}:${info.port}`);
  });

  server.on('error', async (error) => {
    console.error(`commerce-api: cannot listen on ${config.host}:${config.port}: ${error.message}`);
    await database.close();
    process.exit(1);
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) {
      // A second Ctrl-C means "now"; PGlite may lose the last writes, which is what was asked for.
      process.exit(1);
    }
    stopping = true;
    console.log(`commerce-api: ${signal}, shutting down`);
    paymentsServer.close();
    await purge?.stop();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    const forced = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    await closed;
    clearTimeout(forced);
    // Closing PGlite is what flushes its files to the data folder.
    await database.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
