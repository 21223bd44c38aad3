// `pnpm bench:check`: reads results/latest.json (written by `pnpm bench`) and exits 1 when any budget of budgets.json
// is exceeded, a section's harness broke, or nothing was measured yet; lists every failing line.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { evaluate, formatCheck, readBudgets } from './src/budgets';
import type { Results } from './src/results';

const latest = fileURLToPath(new URL('./results/latest.json', import.meta.url));
if (!existsSync(latest)) {
  console.error('No results yet: run `pnpm bench` first (it writes tooling/bench/results/latest.json).');
  process.exit(1);
}
const results = JSON.parse(readFileSync(latest, 'utf8')) as Results;
const checks = evaluate(results, readBudgets());
const failed = checks.filter((check) => !check.ok);
const missing = (['firstLoad', 'lighthouse', 'ssr', 'api', 'packages'] as const).filter(
  (name) => !results.sections[name],
);
console.log(`Results of ${results.updated} (${results.machine.cores} cores, Node ${results.machine.node}).`);
for (const name of missing) console.log(`FAIL ${name}: never measured (run \`pnpm bench\`)`);
if (process.argv.includes('--verbose')) for (const check of checks) console.log(formatCheck(check));
else for (const check of failed) console.log(formatCheck(check));
console.log(
  `${checks.length - failed.length} of ${checks.length} budget lines pass${failed.length || missing.length ? `; over budget: ${[...failed.map((check) => `${check.section} ${check.what}`), ...missing].join(', ')}` : '.'}`,
);
process.exit(failed.length || missing.length ? 1 : 0);
