#!/usr/bin/env node
// Measures how long commerce-api takes from spawn to answering GET /fapi/server/time with 200: a first start on a new
// embedded database, then restarts on the same folder. Runs the compiled server (`pnpm --filter commerce-api build`
// first) on a free port with a temporary DATA_DIR, and removes the folder afterwards.
//   node apps/commerce-api/scripts/measure-startup.mjs [restarts=3]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const restarts = Number(process.argv[2] ?? 3);

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// CPU time the server used so far (user + system, Linux): on a busy machine, closer to what an idle one would take.
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Math.round(((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
  } catch {
    return '?';
  }
}

async function startOnce(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      PAYMENTS_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`commerce-api exited:\n${output}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/fapi/server/time`);
        if (response.status === 200)
          return `${Math.round(performance.now() - started)} ms (server CPU ${cpuMs(child.pid)} ms)`;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'commerce-api-startup-'));
try {
  console.log(`first start (new data folder): ${await startOnce(join(dataDir, 'pglite'))}`);
  for (let index = 1; index <= restarts; index += 1)
    console.log(`restart ${index}: ${await startOnce(join(dataDir, 'pglite'))}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
