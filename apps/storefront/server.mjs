// The production server (`pnpm --filter storefront start`): Express with React Router's request handler, as React
// Router documents for a custom server. Beside what react-router-serve did (compression, the hashed assets cached for
// a year, the other client files, a log line per request, PORT and HOST), it gives each request a router context that
// holds its socket's address (`getLoadContext`), which the session forwards to commerce-api as the shopper's
// (app/lib/clientAddress.server.ts): the request React Router builds carries only the headers.
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';

process.env.NODE_ENV = process.env.NODE_ENV ?? 'production';

const here = path.dirname(fileURLToPath(import.meta.url));
const build = await import(path.join(here, 'build/server/index.js'));
// `build/client`, relative to this app's folder.
const clientDirectory = path.resolve(here, build.assetsBuildDirectory);
const publicPath = build.publicPath;

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use(
  path.posix.join(publicPath, 'assets'),
  express.static(path.join(clientDirectory, 'assets'), { immutable: true, maxAge: '1y' }),
);
// The other client files (favicon.svg …), listed once as the server starts, so a page's path is never looked for on
// disk (that was a stat per page request).
const clientFiles = new Set(
  readdirSync(clientDirectory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${path.relative(clientDirectory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    ),
);
const serveClientFile = express.static(clientDirectory);
app.use(publicPath, (req, res, next) => (clientFiles.has(req.path) ? serveClientFile(req, res, next) : next()));
app.use(morgan('tiny'));
// The same browser asking again for a page it had within seconds gets the document drawn then (a fresh CSP nonce),
// without React Router; a write purges its shopper's documents first (app/lib/documentCache.server.ts).
app.use((req, res, next) => (build.entry.module.serveKeptDocument(req, res) ? undefined : next()));
app.all(
  '*',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req) => build.entry.module.createLoadContext(req),
  }),
);

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || undefined;
const server = createServer(app);
server.listen(port, host, () => {
  console.log(`[storefront] http://${host ?? 'localhost'}:${port}`);
});
// Stopping: no new connections, idle keep-alive ones closed at once, requests in flight finished; then the process
// ends itself — its own keep-alive sockets to commerce-api and the caches' timers would otherwise keep it running
// after the server has closed (a stopped test stack left such servers behind). Five seconds at most.
const SHUTDOWN_GRACE_MS = 5000;
function shutDown() {
  server.close((error) => {
    if (error) console.error(error);
    process.exit(error ? 1 : 0);
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
}
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, shutDown);
