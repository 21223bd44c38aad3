// `pnpm bench`: starts the real stack (built storefront + commerce-api on a fresh embedded database), loads it
// over loopback with autocannon for a bounded time, and compares the results with budgets.json.
// Run `pnpm build` first. Speed is measured here, never in timed unit tests.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { startStack } from '@switchback/e2e/stack';

interface Budget {
  name: string;
  target: 'storefront' | 'api';
  path: string;
  connections: number;
  seconds: number;
  p99Ms: number;
  minRequestsPerSecond: number;
}

async function sessionCookie(storefrontUrl: string): Promise<string> {
  const response = await fetch(`${storefrontUrl}/en-us`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as Budget[];
const only = process.argv[2];
const stack = await startStack();
const failures: string[] = [];
try {
  for (const budget of budgets.filter((b) => !only || b.name.includes(only))) {
    const base = budget.target === 'api' ? stack.apiUrl : stack.storefrontUrl;
    // A returning shopper: one session, reused by every request (a first visit would mint a guest token each time).
    const headers = budget.target === 'storefront' ? { cookie: await sessionCookie(base) } : {};
    // A short warm-up so the first compile of a route is not what gets measured.
    await autocannon({ url: base + budget.path, headers, connections: 2, duration: 1 });
    const result = await autocannon({ url: base + budget.path, headers, connections: budget.connections, duration: budget.seconds });
    const p99 = result.latency.p99;
    const rps = result.requests.average;
    const ok = result.non2xx === 0 && result.errors === 0 && p99 <= budget.p99Ms && rps >= budget.minRequestsPerSecond;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${budget.name.padEnd(28)} p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(p99).padStart(4)} ms (budget ${budget.p99Ms})  ` +
        `${rps.toFixed(0).padStart(5)} req/s (budget ≥ ${budget.minRequestsPerSecond})  non-2xx ${result.non2xx}  errors ${result.errors}`,
    );
    if (!ok) failures.push(budget.name);
  }
} finally {
  await stack.stop();
}
if (failures.length) {
  console.error(`Over budget: ${failures.join(', ')}`);
  process.exit(1);
}
