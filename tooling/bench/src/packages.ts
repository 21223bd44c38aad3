// Section 5: package entry and partial-import sizes. size-limit (configured by the packages' owners) writes
// tooling/bench/results/package-sizes.json through the root `size` script; this section runs that script and reads
// the file it wrote. Without a `size` script there is nothing to measure, and the report says so.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PackageSizeRow } from './results';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const PACKAGE_SIZES_FILE = fileURLToPath(new URL('../results/package-sizes.json', import.meta.url));

/**
 * Runs the root `size` script (when there is one) and reads the sizes it wrote, in bytes as size-limit reports them.
 *
 * @example
 * const { measured, entries } = packageSizes();
 */
export function packageSizes(): { measured: boolean; reason?: string; entries: PackageSizeRow[] } {
  const rootScripts =
    (JSON.parse(readFileSync(`${repoRoot}package.json`, 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
  if (!rootScripts.size)
    return { measured: false, reason: 'not measured: the root package.json has no `size` script yet', entries: [] };
  const started = Date.now();
  // size-limit exits 1 when an entry is over its limit; the file it wrote is what counts, so the exit code is only
  // reported when no fresh file came of the run.
  const run = spawnSync('pnpm', ['--silent', 'run', 'size'], { cwd: repoRoot, encoding: 'utf8', timeout: 240_000 });
  const fresh = existsSync(PACKAGE_SIZES_FILE) && statSync(PACKAGE_SIZES_FILE).mtimeMs >= started - 1000;
  if (!fresh) {
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim().split('\n').slice(-3).join(' / ');
    return {
      measured: false,
      reason: `not measured: \`pnpm size\` (exit ${run.status ?? run.signal}) wrote no results/package-sizes.json${output ? `: ${output}` : ''}`,
      entries: [],
    };
  }
  return { measured: true, entries: readPackageSizes(JSON.parse(readFileSync(PACKAGE_SIZES_FILE, 'utf8')) as unknown) };
}

/**
 * The entries of package-sizes.json, in bytes: either size-limit's own `--json` array ({name, size, sizeLimit?,
 * passed?}) or tooling/scripts/package-sizes.mjs's wrapper ({checks: [{package, name, sizeBytes, limitBytes, passed}]}).
 *
 * @example
 * readPackageSizes([{ name: 'cart: formatMoney', size: 812, sizeLimit: 2000, passed: true }]);
 */
export function readPackageSizes(parsed: unknown): PackageSizeRow[] {
  const list = Array.isArray(parsed) ? parsed : (parsed as { checks?: unknown } | null)?.checks;
  if (!Array.isArray(list))
    throw new Error('results/package-sizes.json holds neither an array (size-limit --json) nor { checks: [...] }');
  return list.map((entry: Record<string, unknown>) => {
    const size = Number(entry.size ?? entry.sizeBytes);
    const limit = entry.sizeLimit ?? entry.limitBytes;
    const name =
      typeof entry.package === 'string' && !String(entry.name).includes(entry.package)
        ? `${entry.package}: ${entry.name}`
        : String(entry.name);
    return {
      name,
      size,
      ...(typeof limit === 'number' ? { sizeLimit: limit } : {}),
      ...(typeof entry.passed === 'boolean' ? { passed: entry.passed } : {}),
    };
  });
}
