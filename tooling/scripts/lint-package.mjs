// Lints what a package really publishes: packs it with pnpm (which applies `publishConfig` and replaces the
// `workspace:` and `catalog:` ranges, as `pnpm publish` does), checks the tarball holds only dist/, README, LICENSE
// and CHANGELOG and that its package.json carries no trace of the workspace's `@switchback/source` condition, then
// runs `publint --strict` and `attw --profile node16` on that tarball.
//
// Run from a package folder (its `lint` script): `node ../../tooling/scripts/lint-package.mjs [attw options…]`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';

const SOURCE_CONDITION = '@switchback/source';
const ALLOWED = [
  /^package\/package\.json$/,
  /^package\/README\.md$/,
  /^package\/LICENSE$/,
  /^package\/CHANGELOG\.md$/,
  /^package\/dist\//,
];

/** The exports (or imports) map without the workspace-only source condition: what consumers must see. */
export function withoutSourceCondition(value) {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, inner]) => [key, withoutSourceCondition(inner)]),
  );
}

/** Problems with a packed tarball's file list and manifest, given the workspace manifest; [] when it is clean. */
export function tarballProblems(entries, packed, workspace) {
  const problems = [];
  for (const entry of entries) {
    if (!ALLOWED.some((pattern) => pattern.test(entry))) problems.push(`ships ${entry}`);
    if (entry.endsWith('.map')) problems.push(`ships the source map ${entry}`);
  }
  for (const required of ['package/README.md', 'package/LICENSE', 'package/CHANGELOG.md', 'package/package.json']) {
    if (!entries.includes(required)) problems.push(`lacks ${required.slice('package/'.length)}`);
  }
  const text = JSON.stringify(packed);
  if (text.includes(SOURCE_CONDITION)) problems.push(`its package.json still names the ${SOURCE_CONDITION} condition`);
  if (/"(workspace|catalog):/.test(text)) problems.push('its package.json keeps a workspace: or catalog: range');
  for (const field of ['exports', 'imports']) {
    if (!isDeepStrictEqual(packed[field], withoutSourceCondition(workspace[field]))) {
      problems.push(
        `its ${field} differ from the workspace's ${field} without ${SOURCE_CONDITION} (publishConfig drifted)`,
      );
    }
  }
  for (const field of ['repository', 'homepage', 'bugs', 'license', 'author']) {
    if (!packed[field]) problems.push(`has no ${field}`);
  }
  return problems;
}

function main() {
  const attwOptions = process.argv.slice(2);
  const workspace = JSON.parse(readFileSync('package.json', 'utf8'));
  const folder = mkdtempSync(path.join(tmpdir(), 'switchback-pack-'));
  try {
    execFileSync('pnpm', ['pack', '--pack-destination', folder], { stdio: ['ignore', 'ignore', 'inherit'] });
    const tarball = path.join(
      folder,
      readdirSync(folder).find((file) => file.endsWith('.tgz')),
    );
    const entries = execFileSync('tar', ['tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean);
    const packed = JSON.parse(execFileSync('tar', ['xzfO', tarball, 'package/package.json'], { encoding: 'utf8' }));
    const problems = tarballProblems(entries, packed, workspace);
    if (problems.length > 0) {
      console.error(`${workspace.name}: the tarball is not what consumers should get:\n  ${problems.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`${workspace.name}: tarball holds ${entries.length} files (dist/, README.md, LICENSE, CHANGELOG.md)`);
    execFileSync('pnpm', ['exec', 'publint', 'run', tarball, '--strict'], { stdio: 'inherit' });
    execFileSync('pnpm', ['exec', 'attw', tarball, '--profile', 'node16', ...attwOptions], { stdio: 'inherit' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (error) {
    // publint's or attw's own report is already printed; only their exit status is carried on.
    if (typeof error.status !== 'number') throw error;
    process.exit(error.status);
  }
}
