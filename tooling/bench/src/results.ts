// The shape of results/latest.json: one entry per section, each with when it was measured, so `pnpm bench <section>`
// can refresh one section and keep the others from the previous run.

/** The machine a run was measured on. */
export interface Machine {
  cores: number;
  cpu: string;
  ramGB: number;
  node: string;
  chromium: string;
  os: string;
  /** 1-minute load average when the run started: above ~0.5 on 2 cores, something else was busy. */
  loadAverageAtStart: number;
}

/** One script or stylesheet a page loaded before interaction. */
export interface Resource {
  url: string;
  kB: number;
}

/** Script and CSS before interaction on one page type (section 1). */
export interface FirstLoadRow {
  page: string;
  path: string;
  /** Where the page ended up (a sign-in redirect, for example). */
  finalPath: string;
  status: number;
  scriptKB: number;
  cssKB: number;
  scripts: Resource[];
  stylesheets: Resource[];
}

/** Lighthouse numbers of one run, or the median of several. */
export interface LighthouseNumbers {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse mobile for one page type (section 2). */
export interface LighthouseRow {
  page: string;
  path: string;
  /** The runs that completed (a page that does not load, HTTP 500 for one, gives no numbers). */
  runs: LighthouseNumbers[];
  /** Median of the completed runs; null when none completed. */
  median: LighthouseNumbers | null;
  /** Why runs did not complete (Lighthouse's runtime error code and message), one per failed run. */
  failedRuns: string[];
  warnings: string[];
  /**
   * Lighthouse's accessibility score from one run of that category alone (its audits read the DOM, not timings, so
   * one run is enough); null when the run failed or was not made. `accessibilityFailures` names the failed audits.
   */
  accessibility?: number | null;
  accessibilityFailures?: string[];
}

/** One autocannon measurement. */
export interface LoadNumbers {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** SSR under load for one page type beside its static reference (section 3). */
export interface SsrRow extends LoadNumbers {
  page: string;
  path: string;
  static: LoadNumbers;
  /** page req/s divided by the static file's req/s, measured back to back. */
  ratio: number;
  /**
   * The same page asked with `Cache-Control: no-cache` (a hard reload), which the storefront's document cache never
   * answers: every request runs the loaders and renders, as a shopper's first view of a page does. Informational
   * (no budget); absent in results written before it was measured.
   */
  fresh?: LoadNumbers & { ratio: number };
}

/** One commerce-api call under load (section 4). */
export interface ApiRow extends LoadNumbers {
  name: 'addToCart' | 'getCart' | 'placeOrder';
  route: string;
  connections: number;
  note: string;
}

/** One size-limit entry (section 5), as size-limit --json writes it. */
export interface PackageSizeRow {
  name: string;
  size: number;
  sizeLimit?: number;
  passed?: boolean;
}

interface SectionBase {
  measuredAt: string;
  seconds: number;
  /** Set when the harness broke in this section: its numbers are missing and the check fails. */
  error?: string;
}

export interface Results {
  updated: string;
  machine: Machine;
  note?: string;
  /** The last `pnpm bench` run: which sections it measured, how long it took in all and how long its build took. */
  lastRun: { sections: SectionName[]; seconds: number; buildSeconds?: number };
  sections: {
    firstLoad?: SectionBase & { pages: FirstLoadRow[] };
    lighthouse?: SectionBase & { runsPerPage: number; pages: LighthouseRow[] };
    ssr?: SectionBase & { connections: number; durationSeconds: number; staticPath: string; pages: SsrRow[] };
    api?: SectionBase & { rows: ApiRow[] };
    packages?: SectionBase & { measured: boolean; reason?: string; entries: PackageSizeRow[] };
  };
}

export type SectionName = keyof Results['sections'];

/** Median of a non-empty list (mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
