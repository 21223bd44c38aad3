// commerce-api as a real child process (src/main.ts under tsx), for tests that need several processes or a kill -9.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const APP_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A running commerce-api process. */
export interface ChildServer {
  url: string;
  child: ChildProcess;
}

/**
 * Starts commerce-api on a free port with `DATABASE_URL` (plus `env`); resolves with its URL once it listens.
 * @example
 * const server = await startChildServer('postgres://postgres@127.0.0.1:5432/mine', { RATE_LIMITS: 'off' });
 */
export function startChildServer(databaseUrl: string, env: Record<string, string> = {}): Promise<ChildServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: APP_DIR,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: '0',
        PAYMENTS_PORT: '0',
        HOST: '127.0.0.1',
        GUEST_PURGE_MINUTES: 'off',
        WORKERS: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`commerce-api did not start in time:\n${output}`));
    }, 240_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /commerce-api listening on (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', read);
        child.stdout?.resume();
        resolve({ url: match[1]!, child });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`commerce-api exited (${signal ?? code}) before listening:\n${output}`));
    });
  });
}

/** Stops a child server: SIGTERM (SIGKILL after 8 s), or SIGKILL at once with `kill: true`. */
export async function stopChildServer(
  server: ChildServer | undefined,
  options: { kill?: boolean } = {},
): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(options.kill ? 'SIGKILL' : 'SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 8_000);
  await exited;
  clearTimeout(timer);
}
