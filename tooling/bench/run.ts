// `pnpm bench [section…] [--verbose] [--no-build] [--note=TEXT]`: builds the storefront and commerce-api, starts them
// on a fresh embedded database (startStack of @switchback/e2e) and measures issue 14's five sections, writing
// results/latest.json and RESULTS.md and printing ok/FAIL per budget line. It exits 0 whatever the numbers (use
// `pnpm bench:check` to fail on a budget); only a broken harness exits 1. Speed is measured here, never in timed unit
// tests. Sections: first-load, lighthouse, ssr, api, packages (several may be named; none means all).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '@switchback/test-utils/chromium';
import { startStack, type Stack } from '@switchback/e2e/stack';
import { apiUnderLoad } from './src/api';
import { evaluate, formatCheck, readBudgets, SECTION_LABEL } from './src/budgets';
import { firstLoad } from './src/firstLoad';
import { lighthouseMobile } from './src/lighthouse';
import { packageSizes } from './src/packages';
import { resultsMarkdown } from './src/report';
import type { Machine, Results, SectionName } from './src/results';
import {
  guestWithItem,
  LOCATION_COOKIE,
  returningVisitor,
  shopPaths,
  signedInMember,
  visitor,
  type Session,
} from './src/shopper';
import { ssrUnderLoad } from './src/ssr';

const ALL: SectionName[] = ['firstLoad', 'lighthouse', 'ssr', 'api', 'packages'];
const ALIASES: Record<string, SectionName> = {
  'first-load': 'firstLoad',
  firstload: 'firstLoad',
  script: 'firstLoad',
  js: 'firstLoad',
  css: 'firstLoad',
  lighthouse: 'lighthouse',
  lh: 'lighthouse',
  ssr: 'ssr',
  load: 'ssr',
  api: 'api',
  packages: 'packages',
  package: 'packages',
  size: 'packages',
  sizes: 'packages',
};
/** Numbers fixed by issue 14. */
const SSR_CONNECTIONS = 50;
const API_CONNECTIONS = 10;
/** Overridable for a quick look while working on a page; the committed results use the defaults. */
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** The static reference of the SSR section: a file of the storefront's public/ folder, served by the same process. */
const STATIC_PATH = '/favicon.svg';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const repoRoot = here('../..');
const LATEST = here('./results/latest.json');

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const build = !args.includes('--no-build');
const note = args.find((arg) => arg.startsWith('--note='))?.slice('--note='.length) ?? process.env.BENCH_NOTE;
const named = args.filter((arg) => !arg.startsWith('--'));
const unknown = named.filter((name) => !ALIASES[name.toLowerCase()]);
if (unknown.length) {
  console.error(`Unknown section ${unknown.join(', ')}. Sections: first-load, lighthouse, ssr, api, packages.`);
  process.exit(2);
}
const wanted = named.length ? [...new Set(named.map((name) => ALIASES[name.toLowerCase()]!))] : ALL;
const wants = (name: SectionName) => wanted.includes(name);
const needsStack = wanted.some((name) => name !== 'packages');

function machine(): Machine {
  const version =
    spawnSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).stdout?.trim().split('\n').pop() ?? 'unknown';
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    ramGB: Math.round(totalmem() / 1e9),
    node: process.version,
    chromium: version || 'unknown Chromium',
    os: `${type()} ${release()}`,
    loadAverageAtStart: loadavg()[0] ?? 0,
  };
}

const started = Date.now();
const seconds = (since: number) => (Date.now() - since) / 1000;
const log = (line: string) => console.log(line);
const results: Results = existsSync(LATEST)
  ? (JSON.parse(readFileSync(LATEST, 'utf8')) as Results)
  : ({ sections: {} } as Results);
results.machine = machine();
results.updated = new Date().toISOString();
if (note) results.note = note;
else delete results.note;
results.lastRun = { sections: wanted, seconds: 0 };
let broke = false;

/** Runs one section, keeping its numbers, or the error that stopped it (the check fails on that). */
async function section<K extends SectionName>(
  name: K,
  measure: () => Promise<Omit<NonNullable<Results['sections'][K]>, 'measuredAt' | 'seconds'>>,
): Promise<void> {
  const since = Date.now();
  log(`\n== ${name}`);
  try {
    const numbers = await measure();
    results.sections[name] = {
      measuredAt: new Date().toISOString(),
      seconds: seconds(since),
      ...numbers,
    } as Results['sections'][K];
  } catch (error) {
    broke = true;
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`The ${name} section broke: ${message}`);
    results.sections[name] = {
      measuredAt: new Date().toISOString(),
      seconds: seconds(since),
      error: message.split('\n')[0],
    } as Results['sections'][K];
  }
  log(`   (${Math.round(seconds(since))} s)`);
}

if (needsStack && build) {
  const since = Date.now();
  log('== build (turbo: storefront, commerce-api and what they depend on)');
  const turbo = spawnSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=storefront', '--filter=commerce-api', '--output-logs=errors-only'],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (turbo.status !== 0) {
    console.error(`The build failed (exit ${turbo.status ?? turbo.signal}); nothing measured.`);
    process.exit(1);
  }
  results.lastRun.buildSeconds = seconds(since);
}

let stack: Stack | undefined;
try {
  if (needsStack) {
    const since = Date.now();
    stack = await startStack();
    log(
      `== stack up in ${seconds(since).toFixed(1)} s: storefront ${stack.storefrontUrl}, commerce-api ${stack.apiUrl}`,
    );
    const origin = stack.storefrontUrl;
    const paths = await shopPaths(origin);
    const cartShopper: Session | undefined =
      wants('firstLoad') || wants('lighthouse') || wants('ssr') ? await guestWithItem(stack) : undefined;
    if (cartShopper) log(`   cart and checkout as a ${cartShopper.description}`);

    if (wants('firstLoad')) {
      await section('firstLoad', async () => {
        const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
        try {
          let member: Session;
          try {
            member = await signedInMember(browser, origin);
          } catch (error) {
            // The account needs sign-in: without a signed-in session, the page a guest gets there (sign-in) is weighed.
            console.error(
              `Signing in failed (${error instanceof Error ? error.message.split('\n')[0] : error}); weighing the sign-in page the account sends guests to.`,
            );
            member = visitor(origin);
          }
          const guest = visitor(origin);
          const pages = await firstLoad(browser, origin, [
            { page: 'home', path: paths.home, session: guest },
            { page: 'category', path: paths.category, session: guest },
            { page: 'product', path: paths.product, session: guest },
            { page: 'search', path: paths.search, session: guest },
            { page: 'cart', path: paths.cart, session: cartShopper! },
            { page: 'checkout', path: paths.checkout, session: cartShopper! },
            { page: 'account', path: paths.account, session: member },
          ]);
          for (const row of pages) {
            log(
              `   ${row.page.padEnd(9)} script ${row.scriptKB.toFixed(1).padStart(6)} kB  CSS ${row.cssKB.toFixed(1).padStart(5)} kB  HTTP ${row.status}  ${row.finalPath}`,
            );
            if (verbose)
              for (const script of row.scripts) log(`       ${script.kB.toFixed(1).padStart(6)}  ${script.url}`);
            if (verbose)
              for (const sheet of row.stylesheets) log(`       ${sheet.kB.toFixed(1).padStart(6)}  ${sheet.url} (CSS)`);
          }
          return { pages };
        } finally {
          await browser.close();
        }
      });
    }

    if (wants('lighthouse')) {
      await section('lighthouse', async () => ({
        runsPerPage: LIGHTHOUSE_RUNS,
        pages: await lighthouseMobile(
          origin,
          [
            { page: 'home', path: paths.home, cookie: LOCATION_COOKIE },
            { page: 'category', path: paths.category, cookie: LOCATION_COOKIE },
            { page: 'product', path: paths.product, cookie: LOCATION_COOKIE },
            { page: 'search', path: paths.search, cookie: LOCATION_COOKIE },
            { page: 'cart', path: paths.cart, cookie: cartShopper!.header },
          ],
          LIGHTHOUSE_RUNS,
          log,
        ),
      }));
    }

    if (wants('ssr')) {
      await section('ssr', async () => {
        const returning = (await returningVisitor(origin)).header;
        const pages = await ssrUnderLoad(
          origin,
          STATIC_PATH,
          [
            { page: 'home', path: paths.home, cookie: returning },
            { page: 'category', path: paths.category, cookie: returning },
            { page: 'product', path: paths.product, cookie: returning },
            { page: 'search', path: paths.search, cookie: returning },
            { page: 'cart', path: paths.cart, cookie: cartShopper!.header },
          ],
          { connections: SSR_CONNECTIONS, seconds: LOAD_SECONDS },
          (row) =>
            log(
              `   ${row.page.padEnd(9)} ${row.rps.toFixed(0).padStart(5)} req/s  p50 ${row.p50Ms} p99 ${row.p99Ms} ms  non-2xx ${row.non2xx}/${row.requests}  errors ${row.errors}` +
                `  | static ${row.static.rps.toFixed(0)} req/s  → ${(row.ratio * 100).toFixed(1)} %`,
            ),
        );
        return { connections: SSR_CONNECTIONS, durationSeconds: LOAD_SECONDS, staticPath: STATIC_PATH, pages };
      });
    }

    if (wants('api')) {
      await section('api', async () => {
        const rows = await apiUnderLoad(stack!.apiUrl, { connections: API_CONNECTIONS, seconds: LOAD_SECONDS }, log);
        for (const row of rows)
          log(
            `   ${row.name.padEnd(10)} ${row.rps.toFixed(0).padStart(5)} req/s  p50 ${row.p50Ms} p99 ${row.p99Ms} ms  non-2xx ${row.non2xx}/${row.requests}  errors ${row.errors}`,
          );
        return { rows };
      });
    }
  }
} catch (error) {
  broke = true;
  console.error(
    `The bench broke before its sections could run: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
  );
} finally {
  await stack?.stop();
}

// After the stack is down: size-limit builds and measures bundles of its own.
if (wants('packages')) {
  await section('packages', async () => {
    const sizes = packageSizes();
    if (!sizes.measured) log(`   ${sizes.reason}`);
    return sizes;
  });
}

results.lastRun.seconds = seconds(started);
results.updated = new Date().toISOString();
const checks = evaluate(results, readBudgets());
mkdirSync(here('./results'), { recursive: true });
writeFileSync(LATEST, `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(here('./RESULTS.md'), resultsMarkdown(results, checks));

const shown = checks.filter((check) => wanted.some((name) => SECTION_LABEL[name] === check.section));
log('\n== budgets (budgets.json)');
for (const check of shown) log(formatCheck(check));
const failed = shown.filter((check) => !check.ok).length;
log(
  `\n${shown.length - failed} ok, ${failed} FAIL; ${Math.round(results.lastRun.seconds)} s in all. Wrote tooling/bench/results/latest.json and RESULTS.md; \`pnpm bench:check\` fails on any FAIL.`,
);
// Nothing of the run should keep the process alive (a browser driver's or a load tool's handle would).
process.exit(broke ? 1 : 0);
