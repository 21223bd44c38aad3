// RESULTS.md from results/latest.json and the budgets: date, machine, one table per section, every budget line.
import type { Check } from './budgets';
import type { Results } from './results';

const f1 = (value: number) => value.toFixed(1);
const ms = (value: number) => String(Math.round(value));
const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/**
 * The whole RESULTS.md.
 *
 * @example
 * writeFileSync('RESULTS.md', resultsMarkdown(results, evaluate(results, readBudgets())));
 */
export function resultsMarkdown(results: Results, checks: Check[]): string {
  const { machine, sections } = results;
  const out: string[] = [];
  const failed = checks.filter((check) => !check.ok);
  out.push('# Bench results', '');
  out.push(
    `Written by \`pnpm bench\` (tooling/bench); the same numbers are in \`results/latest.json\`. ${checks.length - failed.length} of ${checks.length} budget lines pass.`,
    '',
  );
  if (results.note) out.push(`> ${results.note}`, '');
  out.push(
    `- **Updated**: ${results.updated}; the last run measured ${results.lastRun.sections.length === 5 ? 'every section' : results.lastRun.sections.join(', ')} in ${Math.round(results.lastRun.seconds)} s${results.lastRun.buildSeconds !== undefined ? ` (build included: ${Math.round(results.lastRun.buildSeconds)} s)` : ''}`,
    `- **Machine**: ${machine.cores} cores (${machine.cpu}), ${machine.ramGB} GB RAM, Node ${machine.node}, ${machine.chromium}, ${machine.os}; 1-minute load average at start ${machine.loadAverageAtStart.toFixed(2)}`,
    "- **Stack**: built storefront (server.mjs: Express with React Router's request handler) + commerce-api on a fresh embedded database, free loopback ports, started by `startStack()` of @switchback/e2e",
    '',
  );

  const section = (title: string, key: keyof Results['sections']) => {
    const entry = sections[key];
    out.push(`## ${title}`, '');
    if (!entry) {
      out.push('Not measured in any run yet.', '');
      return false;
    }
    out.push(`Measured ${entry.measuredAt} (${Math.round(entry.seconds)} s).`, '');
    if (entry.error) out.push(`**The harness broke here**: \`${entry.error.split('\n')[0]}\``, '');
    return true;
  };

  if (section('1. Script and CSS before interaction', 'firstLoad') && sections.firstLoad) {
    out.push(
      'Cold Chromium context per page; every script / stylesheet response until `load` and network idle; each body gzip -9; kB = 1000 B.',
      '',
    );
    out.push(
      table(
        ['page', 'path', 'script kB', 'CSS kB', 'scripts', 'HTTP'],
        (sections.firstLoad.pages ?? []).map((row) => [
          row.page,
          `\`${row.finalPath}\``,
          f1(row.scriptKB),
          f1(row.cssKB),
          row.scripts.length,
          row.status,
        ]),
      ),
      '',
    );
    out.push('<details><summary>Per-script listing (gzip -9 kB)</summary>', '');
    for (const row of sections.firstLoad.pages ?? []) {
      out.push(`**${row.page}** (${f1(row.scriptKB)} kB)`, '');
      out.push(
        table(
          ['kB', 'script'],
          row.scripts.map((script) => [f1(script.kB), `\`${script.url}\``]),
        ),
        '',
      );
    }
    out.push('</details>', '');
  }

  if (section('2. Lighthouse mobile', 'lighthouse') && sections.lighthouse) {
    out.push(
      `Lighthouse 12.2.3, default mobile emulation and simulated throttling, performance as the median of ${sections.lighthouse.runsPerPage} runs per number; accessibility from one run.`,
      '',
    );
    out.push(
      table(
        ['page', 'score', 'LCP ms', 'TBT ms', 'CLS', 'accessibility', 'scores of the runs'],
        (sections.lighthouse.pages ?? []).map((row) => {
          const failed = (row.failedRuns ?? []).length;
          const runs = `${row.runs.map((run) => run.score.toFixed(2)).join(' ')}${failed ? ` (${failed} failed)` : ''}`;
          const access =
            row.accessibility === undefined || row.accessibility === null ? '–' : row.accessibility.toFixed(2);
          if (!row.median)
            return [
              row.page,
              '–',
              '–',
              '–',
              '–',
              access,
              `no run loaded the page: ${(row.failedRuns ?? [])[0]?.split(':')[0] ?? ''}`,
            ];
          return [
            row.page,
            row.median.score.toFixed(2),
            ms(row.median.lcpMs),
            ms(row.median.tbtMs),
            row.median.cls.toFixed(3),
            access,
            runs,
          ];
        }),
      ),
      '',
    );
    const warnings = (sections.lighthouse.pages ?? []).flatMap((row) =>
      (row.warnings ?? []).map((warning) => `${row.page}: ${warning}`),
    );
    if (warnings.length) out.push('Lighthouse warnings:', '', ...warnings.map((warning) => `- ${warning}`), '');
  }

  if (section('3. SSR under load', 'ssr') && sections.ssr) {
    const { connections, durationSeconds, staticPath } = sections.ssr;
    out.push(
      `autocannon, ${connections} connections, ${durationSeconds} s each; before each page, the static file \`${staticPath}\` served by the same storefront process. One returning shopper's cookies on every request, so the page's req/s is that of a shopper asking again for the same page (the storefront's document cache answers it within \`DOCUMENT_CACHE_SECONDS\`); *fresh* is the same page as a hard reload (\`Cache-Control: no-cache\`), which always runs the loaders and renders — what a first view costs (no budget).`,
      '',
    );
    out.push(
      table(
        [
          'page',
          'req/s',
          'p50 ms',
          'p99 ms',
          'non-2xx',
          'errors',
          'static req/s',
          'static p99 ms',
          'page / static',
          'fresh req/s',
          'fresh p99 ms',
          'fresh non-2xx',
          'fresh / static',
        ],
        (sections.ssr.pages ?? []).map((row) => [
          row.page,
          f1(row.rps),
          row.p50Ms,
          row.p99Ms,
          `${row.non2xx} / ${row.requests}`,
          row.errors,
          f1(row.static.rps),
          row.static.p99Ms,
          `${(row.ratio * 100).toFixed(1)} %`,
          row.fresh ? f1(row.fresh.rps) : '—',
          row.fresh ? row.fresh.p99Ms : '—',
          row.fresh ? `${row.fresh.non2xx} / ${row.fresh.requests}` : '—',
          row.fresh ? `${(row.fresh.ratio * 100).toFixed(1)} %` : '—',
        ]),
      ),
      '',
    );
  }

  if (section('4. commerce-api under load', 'api') && sections.api) {
    out.push(
      table(
        ['call', 'route', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors', 'how'],
        (sections.api.rows ?? []).map((row) => [
          row.name,
          `\`${row.route}\``,
          row.connections,
          f1(row.rps),
          row.p50Ms,
          row.p99Ms,
          row.requests,
          row.non2xx,
          row.errors,
          row.note,
        ]),
      ),
      '',
    );
  }

  if (section('5. Package entry and partial-import sizes', 'packages') && sections.packages) {
    if (!sections.packages.measured)
      out.push(table(['entry', 'size'], [['(all)', sections.packages.reason ?? 'not measured']]), '');
    else
      out.push(
        table(
          ['entry', 'size kB', 'limit kB', 'passed'],
          (sections.packages.entries ?? []).map((entry) => [
            entry.name,
            (entry.size / 1000).toFixed(2),
            entry.sizeLimit === undefined ? '–' : (entry.sizeLimit / 1000).toFixed(2),
            entry.passed === undefined ? '–' : entry.passed ? 'yes' : 'no',
          ]),
        ),
        '',
      );
  }

  out.push(
    '## Budgets',
    '',
    `From \`budgets.json\`; \`pnpm bench:check\` fails on any FAIL line (${failed.length} now).`,
    '',
  );
  out.push(
    table(
      ['', 'section', 'what', 'measured', 'budget'],
      checks.map((check) => [check.ok ? 'ok' : '**FAIL**', check.section, check.what, check.value, check.budget]),
    ),
    '',
  );
  return out.join('\n');
}
