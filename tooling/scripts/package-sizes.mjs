#!/usr/bin/env node
// Runs every package's size-limit budgets (packages/*/.size-limit.json: the whole entry and typical partial
// imports, measured from the built ESM dist, minified by esbuild, gzip) and writes one machine-readable result
// to tooling/bench/results/package-sizes.json for the benchmark. Exits 1 when any budget is exceeded.
// Build first: `pnpm size` at the root does (turbo run build for packages/*, then this script).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const output = path.join(root, 'tooling/bench/results/package-sizes.json');
const only = process.argv.slice(2); // optional package names (folder or @switchback/name) to run

const packageDirs = readdirSync(path.join(root, 'packages'))
  .map((name) => path.join(root, 'packages', name))
  .filter((dir) => existsSync(path.join(dir, '.size-limit.json')))
  .filter((dir) => {
    if (only.length === 0) return true;
    const { name } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return only.includes(name) || only.includes(path.basename(dir));
  })
  .sort();

const checks = [];
const problems = [];
for (const dir of packageDirs) {
  const { name: packageName } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const config = JSON.parse(readFileSync(path.join(dir, '.size-limit.json'), 'utf8'));
  // size-limit exits 1 when a budget is exceeded and still prints its JSON; anything else is a real failure.
  const run = spawnSync('pnpm', ['exec', 'size-limit', '--json'], { cwd: dir, encoding: 'utf8' });
  let results;
  try {
    results = JSON.parse(run.stdout);
  } catch {
    problems.push(`${packageName}: size-limit did not report (exit ${run.status})\n${run.stdout}\n${run.stderr}`);
    continue;
  }
  for (const result of results) {
    const check = config.find((entry) => entry.name === result.name) ?? {};
    checks.push({
      package: packageName,
      name: result.name,
      path: check.path ?? null,
      import: check.import ?? null,
      compression: check.gzip ? 'gzip' : check.brotli === false ? 'none' : 'brotli',
      sizeBytes: result.size,
      limitBytes: result.sizeLimit ?? null,
      passed: result.passed,
    });
  }
}

const passed = problems.length === 0 && checks.every((check) => check.passed);
const report = {
  schemaVersion: 1,
  generatedAt: new Date().toISOString(),
  tool: 'size-limit 11.2.0 + @size-limit/preset-small-lib (esbuild bundle, minified; peer dependencies external)',
  passed,
  checks,
};
// A run of some packages only (`node tooling/scripts/package-sizes.mjs cart auth`) leaves the file alone.
if (only.length === 0) {
  mkdirSync(path.dirname(output), { recursive: true });
  writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
}

const kB = (bytes) => (bytes == null ? '—' : `${(bytes / 1000).toFixed(2)} kB`);
const width = Math.max(...checks.map((check) => check.name.length), 10);
for (const check of checks) {
  const mark = check.passed ? 'ok  ' : 'OVER';
  console.log(
    `${mark} ${check.name.padEnd(width)} ${kB(check.sizeBytes).padStart(10)} / ${kB(check.limitBytes).padStart(10)} ${check.compression}`,
  );
}
for (const problem of problems) console.error(problem);
const written = only.length === 0 ? `${path.relative(root, output)} written` : 'partial run, results file not written';
console.log(`\n${written}; ${passed ? 'all budgets met' : 'BUDGET EXCEEDED (limits in packages/*/.size-limit.json)'}`);
process.exit(passed ? 0 : 1);
