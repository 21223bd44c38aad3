// Budgets (budgets.json) applied to results (results/latest.json): one line per judged number, shared by
// `pnpm bench` (prints them) and `pnpm bench:check` (exits 1 when any fails).
import { readFileSync } from 'node:fs';
import type { Results, SectionName } from './results';

/** How each section is named in printed lines and on the command line. */
export const SECTION_LABEL: Record<SectionName, string> = {
  firstLoad: 'first-load',
  lighthouse: 'lighthouse',
  ssr: 'ssr',
  api: 'api',
  packages: 'packages',
};

export interface Budgets {
  firstLoad: { scriptKB: Record<string, number>; cssKB: Record<string, number> };
  lighthouse: { minScore: number; maxCls: number; maxTbtMs: number; minAccessibility: number };
  ssr: { maxNon2xx: number; maxErrors: number; minRatioToStatic: Record<string, number> };
  api: { maxP99Ms: Record<string, number>; maxNon2xx: number; maxErrors: number };
}

/** One judged number. */
export interface Check {
  ok: boolean;
  section: string;
  what: string;
  value: string;
  budget: string;
}

export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8')) as Budgets;
}

const kB = (value: number) => `${value.toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * Every budgeted number of `results` against `budgets`. A section that broke (its `error`) fails; a section not in
 * the results is not judged (run `pnpm bench` to measure it).
 *
 * @example
 * const failed = evaluate(results, readBudgets()).filter((check) => !check.ok);
 */
export function evaluate(results: Results, budgets: Budgets): Check[] {
  const checks: Check[] = [];
  const add = (section: string, what: string, ok: boolean, value: string, budget: string) =>
    checks.push({ ok, section, what, value, budget });
  const { firstLoad, lighthouse, ssr, api, packages } = results.sections;

  for (const [name, section] of Object.entries(results.sections)) {
    if (section?.error)
      add(
        SECTION_LABEL[name as SectionName],
        'harness',
        false,
        `broke: ${section.error.split('\n')[0]}`,
        'runs to the end',
      );
  }

  for (const row of firstLoad?.pages ?? []) {
    add(
      'first-load',
      `${row.page} answers`,
      row.status > 0 && row.status < 400,
      `HTTP ${row.status} at ${row.finalPath}`,
      '< 400',
    );
    const script = budgets.firstLoad.scriptKB[row.page];
    if (script !== undefined)
      add('first-load', `${row.page} script`, row.scriptKB <= script, kB(row.scriptKB), `≤ ${script} kB`);
    const css = budgets.firstLoad.cssKB[row.page];
    if (css !== undefined) add('first-load', `${row.page} CSS`, row.cssKB <= css, kB(row.cssKB), `≤ ${css} kB`);
  }

  for (const row of lighthouse?.pages ?? []) {
    if (row.accessibility !== undefined) {
      const failures = row.accessibilityFailures ?? [];
      const shown =
        row.accessibility === null
          ? 'run failed'
          : `${row.accessibility.toFixed(2)}${failures.length ? ` (${failures.join(', ')})` : ''}`;
      add(
        'lighthouse',
        `${row.page} accessibility`,
        (row.accessibility ?? 0) >= budgets.lighthouse.minAccessibility,
        shown,
        `≥ ${budgets.lighthouse.minAccessibility}`,
      );
    }
    const failedRuns = row.failedRuns ?? [];
    add(
      'lighthouse',
      `${row.page} loads in every run`,
      failedRuns.length === 0,
      failedRuns.length
        ? `${failedRuns.length} of ${failedRuns.length + row.runs.length} failed: ${failedRuns[0]!.split(':')[0]}`
        : `${row.runs.length} of ${row.runs.length}`,
      'all',
    );
    if (!row.median) continue;
    const { score, cls, tbtMs } = row.median;
    add(
      'lighthouse',
      `${row.page} score`,
      score >= budgets.lighthouse.minScore,
      score.toFixed(2),
      `≥ ${budgets.lighthouse.minScore}`,
    );
    add(
      'lighthouse',
      `${row.page} CLS`,
      cls <= budgets.lighthouse.maxCls,
      cls.toFixed(3),
      `≤ ${budgets.lighthouse.maxCls}`,
    );
    add(
      'lighthouse',
      `${row.page} TBT`,
      tbtMs <= budgets.lighthouse.maxTbtMs,
      ms(tbtMs),
      `≤ ${budgets.lighthouse.maxTbtMs} ms`,
    );
  }

  for (const row of ssr?.pages ?? []) {
    const { maxNon2xx, maxErrors } = budgets.ssr;
    add('ssr', `${row.page} non-2xx`, row.non2xx <= maxNon2xx, `${row.non2xx} of ${row.requests}`, `≤ ${maxNon2xx}`);
    add('ssr', `${row.page} errors`, row.errors <= maxErrors, String(row.errors), `≤ ${maxErrors}`);
    add(
      'ssr',
      `${row.page} static reference non-2xx/errors`,
      row.static.non2xx <= maxNon2xx && row.static.errors <= maxErrors,
      `${row.static.non2xx}/${row.static.errors}`,
      `≤ ${maxNon2xx}/${maxErrors}`,
    );
    if (row.fresh) {
      // A first view (hard reload, never from the document cache) must hold under load as well.
      add(
        'ssr',
        `${row.page} fresh (hard reload) non-2xx/errors`,
        row.fresh.non2xx <= maxNon2xx && row.fresh.errors <= maxErrors,
        `${row.fresh.non2xx}/${row.fresh.errors} of ${row.fresh.requests}`,
        `≤ ${maxNon2xx}/${maxErrors}`,
      );
    }
    const ratio = budgets.ssr.minRatioToStatic[row.page];
    if (ratio !== undefined) {
      add(
        'ssr',
        `${row.page} share of static req/s`,
        row.ratio >= ratio,
        `${(row.ratio * 100).toFixed(1)} % (${row.rps.toFixed(0)} / ${row.static.rps.toFixed(0)} req/s)`,
        `≥ ${(ratio * 100).toFixed(0)} %`,
      );
    }
  }

  for (const row of api?.rows ?? []) {
    const { maxNon2xx, maxErrors } = budgets.api;
    add(
      'api',
      `${row.name} non-2xx/errors`,
      row.non2xx <= maxNon2xx && row.errors <= maxErrors,
      `${row.non2xx}/${row.errors} of ${row.requests}`,
      `≤ ${maxNon2xx}/${maxErrors}`,
    );
    const p99 = budgets.api.maxP99Ms[row.name];
    if (p99 !== undefined)
      add('api', `${row.name} p99 at ${row.connections} connections`, row.p99Ms <= p99, ms(row.p99Ms), `≤ ${p99} ms`);
  }

  for (const entry of packages?.entries ?? []) {
    const passed = entry.passed ?? (entry.sizeLimit === undefined ? true : entry.size <= entry.sizeLimit);
    add(
      'packages',
      entry.name,
      passed,
      `${(entry.size / 1000).toFixed(2)} kB`,
      entry.sizeLimit === undefined ? 'no limit' : `≤ ${(entry.sizeLimit / 1000).toFixed(2)} kB`,
    );
  }
  return checks;
}

/** The check as one printed line: `ok  ` or `FAIL`, then what, value and budget. */
export function formatCheck(check: Check): string {
  return `${check.ok ? 'ok  ' : 'FAIL'} ${check.section.padEnd(10)} ${check.what.padEnd(44)} ${check.value.padEnd(36)} (budget ${check.budget})`;
}
