// Section 1: script and CSS before interaction per page type, measured as ../shared/tools/js-weight.cjs measures
// script: a cold Chromium context per page (no cache; only the session's cookies), every script (and stylesheet)
// response until `load` and network idle, each body re-compressed with gzip -9, summed, kB = 1000 B.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { FirstLoadRow, Resource } from './results';
import type { Session } from './shopper';

/** One page to weigh: its type, path, and whose cookies the cold context starts with. */
export interface FirstLoadTarget {
  page: string;
  path: string;
  session: Session;
}

const gzip9 = (body: Buffer) => (body.length > 0 ? gzipSync(body, { level: 9 }).length : 0);

async function weigh(browser: Browser, origin: string, target: FirstLoadTarget): Promise<FirstLoadRow> {
  const context = await browser.newContext();
  try {
    await context.addCookies(target.session.cookies);
    const page = await context.newPage();
    const pending: Promise<{ type: 'script' | 'stylesheet'; resource: Resource }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const url = response.url().startsWith(origin) ? response.url().slice(origin.length) : response.url();
      pending.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => ({ type, resource: { url, kB: gzip9(body) / 1000 } })),
      );
    });
    const response = await page.goto(origin + target.path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(pending);
    const of = (type: 'script' | 'stylesheet') =>
      loaded
        .filter((entry) => entry.type === type)
        .map((entry) => entry.resource)
        .sort((a, b) => b.kB - a.kB);
    const scripts = of('script');
    const stylesheets = of('stylesheet');
    const sum = (list: Resource[]) => list.reduce((total, entry) => total + entry.kB, 0);
    const finalUrl = new URL(page.url());
    return {
      page: target.page,
      path: target.path,
      finalPath: finalUrl.pathname + finalUrl.search,
      status: response?.status() ?? 0,
      scriptKB: sum(scripts),
      cssKB: sum(stylesheets),
      scripts,
      stylesheets,
    };
  } finally {
    await context.close();
  }
}

/**
 * Weighs each target in its own cold context, one after another.
 *
 * @example
 * const rows = await firstLoad(browser, stack.storefrontUrl, [{ page: 'home', path: '/en-us', session: visitor(origin) }]);
 */
export async function firstLoad(browser: Browser, origin: string, targets: FirstLoadTarget[]): Promise<FirstLoadRow[]> {
  const rows: FirstLoadRow[] = [];
  for (const target of targets) rows.push(await weigh(browser, origin, target));
  return rows;
}
