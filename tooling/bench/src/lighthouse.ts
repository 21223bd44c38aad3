// Section 2: Lighthouse 12.2.3 (the last line that runs on Node 20) with its default mobile settings (Moto G Power
// emulation, simulated slow 4G and 4x CPU slowdown), performance in N runs per page, each number the median of its
// runs; then accessibility in one run per page (its audits read the page's DOM and do not vary between runs). One Chromium (Debian's) serves every run: Lighthouse resets storage and cache before each navigation.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { LighthouseNumbers, LighthouseRow } from './results';
import { median } from './results';

/** The flags every browser here runs with (see ../shared/TOOLCHAIN.md). */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SCORED_AUDITS = [
  'first-contentful-paint',
  'speed-index',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

/** A page to audit and the cookies its requests carry (Lighthouse `extraHeaders`). */
export interface LighthouseTarget {
  page: string;
  path: string;
  cookie: string;
}

/**
 * Audits each target `runs` times and keeps every run's numbers and their medians. `onRun` hears each run (progress).
 *
 * @example
 * const rows = await lighthouseMobile(origin, [{ page: 'home', path: '/en-us', cookie: 'sb_location=en-us' }], 5);
 */
export async function lighthouseMobile(
  origin: string,
  targets: LighthouseTarget[],
  runs: number,
  onRun: (line: string) => void = () => {},
): Promise<LighthouseRow[]> {
  process.env.CHROME_PATH ??= '/usr/bin/chromium';
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const target of targets) {
      const numbers: LighthouseNumbers[] = [];
      const warnings = new Set<string>();
      const failedRuns: string[] = [];
      for (let run = 1; run <= runs; run++) {
        const runLighthouse = () =>
          lighthouse(origin + target.path, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            // The five audits the performance score is weighted from (FCP 10, SI 10, LCP 25, TBT 30, CLS 25; every
            // other audit weighs 0), so the score is the full category's, and the gatherers nothing here reads
            // (bf-cache's second navigation, script coverage, images…) are skipped: ~2x faster per run.
            onlyAudits: SCORED_AUDITS,
            extraHeaders: { Cookie: target.cookie },
          });
        let result = await runLighthouse();
        // NO_NAVSTART is Lighthouse failing to record its own trace (the page's navigation start is missing from it),
        // not the page failing to load: that run is recorded again, once, and the retry is noted. Any other failure,
        // or a second NO_NAVSTART, counts as a failed run.
        if (result?.lhr.runtimeError?.code === 'NO_NAVSTART') {
          warnings.add(
            `run ${run} was recorded again: Lighthouse's trace of the first attempt had no navigation start`,
          );
          onRun(`  lighthouse ${target.page} run ${run}/${runs}: NO_NAVSTART (Lighthouse's trace), recorded again`);
          result = await runLighthouse();
        }
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          // The page did not load as a page (an HTTP 500, say): a failed run of that page, not a broken harness.
          const why = lhr?.runtimeError
            ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
            : 'Lighthouse gave no result';
          failedRuns.push(why);
          onRun(`  lighthouse ${target.page} run ${run}/${runs}: failed (${why.slice(0, 160)})`);
          continue;
        }
        for (const warning of lhr.runWarnings) warnings.add(String(warning));
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const one: LighthouseNumbers = {
          score: lhr.categories.performance?.score ?? 0,
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        };
        numbers.push(one);
        onRun(
          `  lighthouse ${target.page} run ${run}/${runs}: score ${one.score.toFixed(2)}  LCP ${Math.round(one.lcpMs)} ms  TBT ${Math.round(one.tbtMs)} ms  CLS ${one.cls.toFixed(3)}`,
        );
      }
      const access = await accessibilityOf(origin + target.path, chrome.port, target.cookie);
      onRun(
        `  lighthouse ${target.page} accessibility: ${access.score === null ? 'failed' : access.score.toFixed(2)}${access.failures.length ? ` (failed: ${access.failures.join(', ')})` : ''}`,
      );
      rows.push({
        page: target.page,
        accessibility: access.score,
        accessibilityFailures: access.failures,
        path: target.path,
        runs: numbers,
        median:
          numbers.length === 0
            ? null
            : {
                score: median(numbers.map((entry) => entry.score)),
                lcpMs: median(numbers.map((entry) => entry.lcpMs)),
                tbtMs: median(numbers.map((entry) => entry.tbtMs)),
                cls: median(numbers.map((entry) => entry.cls)),
              },
        failedRuns,
        warnings: [...warnings],
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

/** One accessibility-only Lighthouse run: the category's score and the ids of the audits that failed. */
async function accessibilityOf(
  url: string,
  port: number,
  cookie: string,
): Promise<{ score: number | null; failures: string[] }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['accessibility'],
    extraHeaders: { Cookie: cookie },
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) return { score: null, failures: [] };
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  const failures = refs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id);
  return { score: lhr.categories.accessibility?.score ?? null, failures };
}
