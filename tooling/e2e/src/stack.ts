import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** A running commerce-api + storefront pair that a test can stop and start again on the same data. */
export interface Stack {
  apiUrl: string;
  /** Origin of commerce-api's sandbox payment provider (hosted card fields, 3-D Secure, pay-later). */
  paymentsUrl: string;
  storefrontUrl: string;
  /** The built editors' preview tool (apps/preview-tool dist/), when asked for with `previewTool: true`. */
  previewToolUrl?: string | undefined;
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startProcess(filter: string, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  // Detached so stop() can end pnpm and everything it started as one process group.
  const child = spawn('pnpm', ['--silent', '--filter', filter, 'start'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function waitForHttp(url: string, what: string, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs} ms. Its output:\n${output()}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  // A process ended by a signal has no exit code but a signal code: it is gone all the same (stop() called twice).
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // The group may be gone by the time a signal is sent (the process exited on its own): that is the goal, not an error.
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts commerce-api on an embedded database in `dataDir` (a fresh temporary folder unless given; or on the
 * PostgreSQL database in E2E_DATABASE_URL when that is set) and the built
 * storefront in front of it, each on a free port, and waits until both answer. With `previewTool: true` it also
 * serves the built preview tool (`pnpm --filter preview-tool start`: dist/, with `/api` forwarded to this
 * commerce-api) on a free port of its own.
 */
export async function startStack(
  options: { dataDir?: string; apiPort?: number; storefrontPort?: number; previewTool?: boolean } = {},
): Promise<Stack> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'switchback-e2e-'));
  const apiPort = options.apiPort ?? (await freePort());
  const storefrontPort = options.storefrontPort ?? (await freePort());
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;

  // The sandbox payment provider (hosted card fields, 3-D Secure, pay-later script) on an origin of its own.
  const paymentsPort = await freePort();
  const api = startProcess('commerce-api', {
    PORT: String(apiPort),
    PAYMENTS_PORT: String(paymentsPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The embedded database, unless E2E_DATABASE_URL names a PostgreSQL database for the run (scripts/test.sh's
    // smoke run on the server; every stack of the run then shares that database).
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    TEST_ROUTES: 'on',
  });
  await waitForHttp(`${apiUrl}/fapi/server/time`, 'commerce-api', api.output);
  const storefront = startProcess('storefront', {
    PORT: String(storefrontPort),
    HOST: '127.0.0.1',
    COMMERCE_API_URL: apiUrl,
    NODE_ENV: 'production',
  });
  await waitForHttp(storefrontUrl, 'storefront', storefront.output);

  let previewTool: ReturnType<typeof startProcess> | undefined;
  let previewToolUrl: string | undefined;
  if (options.previewTool) {
    const previewToolPort = await freePort();
    previewToolUrl = `http://127.0.0.1:${previewToolPort}`;
    previewTool = startProcess('preview-tool', {
      PORT: String(previewToolPort),
      HOST: '127.0.0.1',
      COMMERCE_API_URL: apiUrl,
    });
    await waitForHttp(previewToolUrl, 'preview tool', previewTool.output);
  }

  return {
    apiUrl,
    paymentsUrl: `http://127.0.0.1:${paymentsPort}`,
    storefrontUrl,
    previewToolUrl,
    dataDir,
    async stop() {
      if (previewTool) await stopProcess(previewTool.child);
      await stopProcess(storefront.child);
      await stopProcess(api.child);
    },
  };
}
