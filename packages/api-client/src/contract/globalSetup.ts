// Starts the real commerce-api as a child process (its own `start` script, a fresh PGlite data folder, a free
// port) for the contract suite, and stops it afterwards. A child process rather than an import keeps the package
// boundary: api-client does not depend on commerce-api. It runs with `TEST_ROUTES=on`, so tests can change stock
// (`PUT /testing/v1/inventory`) and move orders on, as the e2e stack does.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const STARTUP_TIMEOUT_MS = 90_000;

declare module 'vitest' {
  export interface ProvidedContext {
    commerceApiUrl: string;
    /** Whether the server serves the test-only calls under `/testing/v1` (`TEST_ROUTES=on`). */
    testRoutes: boolean;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`commerce-api exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${url}/fapi/server/time`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`commerce-api did not answer /fapi/server/time within ${STARTUP_TIMEOUT_MS} ms:\n${log()}`);
}

export default async function setup(project: TestProject) {
  const external = process.env.COMMERCE_API_URL;
  if (external) {
    // Point the suite at a server that is already running (e.g. one on PostgreSQL).
    const url = external.replace(/\/+$/, '');
    project.provide('commerceApiUrl', url);
    // An empty body is refused (400) where the test calls are served, and answers API404 where they are not.
    const probe = await fetch(`${url}/testing/v1/inventory`, { method: 'PUT' }).catch(() => undefined);
    project.provide('testRoutes', probe !== undefined && probe.status !== 404);
    return;
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'api-client-contract-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn('pnpm', ['--filter', 'commerce-api', 'start'], {
    cwd: workspaceRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'pglite'),
      PUBLIC_URL: url,
      TEST_ROUTES: 'on',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it stops pnpm, tsx and node together.
    detached: true,
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const started = Date.now();
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8_000))]);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  console.info(`commerce-api ready at ${url} in ${Date.now() - started} ms`);
  project.provide('commerceApiUrl', url);
  project.provide('testRoutes', true);
  return stop;
}
