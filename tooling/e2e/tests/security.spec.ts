import { expect, test, type Page } from '@playwright/test';
import { productsInStock, recordCspViolations } from '../src/shop';
import { startStack, type Stack } from '../src/stack';

// Security headers and the enforced Content-Security-Policy (issue 15): every kind of storefront answer carries the
// headers, every script of a page carries the response's nonce, and the shop's pages run without a violation.

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

function expectCommonHeaders(headers: Headers, what: string) {
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).not.toContain('unsafe-eval');
  // Served over plain HTTP and no trusted proxy configured: no HSTS, whatever X-Forwarded-Proto says.
  expect(headers.get('strict-transport-security'), what).toBeNull();
}

/** The nonce of a page's policy, after checking the policy's fixed parts. */
function nonceOfPolicy(csp: string): string {
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toMatch(/report-uri \/csp-report/);
  const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  expect(nonce, csp).toBeTruthy();
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  return nonce!;
}

test('every kind of storefront answer carries the security headers; every script of a page carries its nonce', async () => {
  const [product] = await productsInStock(stack, 'jacket', { count: 1 });
  const pages = [
    '/en-us',
    `${product!.pdpUrl}`,
    '/en-us/c/mens-jackets-100110',
    '/en-us/search?q=jacket',
    '/en-us/cart',
    '/en-us/checkout',
    '/en-us/sign-in',
    '/en-us/no-such-page',
    '/fr-ca',
  ];
  const nonces = new Set<string>();
  for (const path of pages) {
    const response = await fetch(`${stack.storefrontUrl}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('content-type'), path).toContain('text/html');
    expectCommonHeaders(response.headers, path);
    const nonce = nonceOfPolicy(response.headers.get('content-security-policy') ?? '');
    nonces.add(nonce);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) expect(script, `${path}: ${script}`).toContain(`nonce="${nonce}"`);
    for (const preload of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g))
      expect(preload[0], path).toContain(`nonce="${nonce}"`);
  }
  // A fresh nonce per response.
  expect(nonces.size).toBe(pages.length);

  // Data, proxy, redirect, resource and error answers.
  const others: Array<[string, RequestInit?]> = [
    ['/en-us.data'],
    ['/api/products/v2/search/productSearch?q=jacket&count=1'],
    ['/'],
    ['/robots.txt'],
    [
      '/api/products/v2/search/productSearch',
      { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } },
    ],
  ];
  for (const [path, init] of others) {
    const response = await fetch(`${stack.storefrontUrl}${path}`, { redirect: 'manual', ...init });
    expectCommonHeaders(response.headers, `${init?.method ?? 'GET'} ${path} (${response.status})`);
  }
});

test('the CSP report endpoint takes a report without an Origin and answers 204', async () => {
  const report = {
    'csp-report': {
      'document-uri': `${stack.storefrontUrl}/en-us`,
      'effective-directive': 'script-src-elem',
      'blocked-uri': 'https://evil.example/x.js',
    },
  };
  const response = await fetch(`${stack.storefrontUrl}/csp-report`, {
    method: 'POST',
    headers: { 'content-type': 'application/csp-report' },
    body: JSON.stringify(report),
  });
  expect(response.status).toBe(204);
});

async function visit(page: Page, path: string) {
  await page.goto(`${stack.storefrontUrl}${path}`);
  await page.locator('html[data-hydrated="true"]').waitFor();
}

test('home, category, product, search and the account pages load, hydrate and navigate with zero CSP violations', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const [product] = await productsInStock(stack, 'boot', { count: 1 });

  await visit(page, '/en-us');
  await visit(page, '/en-us/c/mens-jackets-100110');
  await visit(page, product!.pdpUrl);
  // A client-side navigation loads route chunks after hydration (strict-dynamic must allow them).
  await page.getByRole('link', { name: 'Switchback', exact: false }).first().click();
  await expect(page).toHaveURL(/\/en-us\/?$/);
  await visit(page, '/en-us/search?q=jacket');

  // The account pages, signed in through the storefront's own sign-in page.
  await visit(page, '/en-us/account');
  await expect(page).toHaveURL(/\/en-us\/sign-in\?returnTo=/);
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill('maya.chen@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Trailhead26');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en-us\/account$/);
  for (const path of [
    '/en-us/account/profile',
    '/en-us/account/addresses',
    '/en-us/account/payment-methods',
    '/en-us/account/orders',
    '/en-us/account/loyalty',
  ]) {
    const response = await page.goto(`${stack.storefrontUrl}${path}`);
    expect(response?.status(), path).toBe(200);
    await page.locator('html[data-hydrated="true"]').waitFor();
  }

  expect(violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('a page of the shop cannot be framed by another site', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.setContent(`<iframe id="shop" src="${stack.storefrontUrl}/en-us/checkout"></iframe>`);
  await expect.poll(() => violations().some((line) => /frame-ancestors/.test(line))).toBe(true);
});

test('sign-in keeps every returnTo trick of the corpus on the shop', async () => {
  const { OPEN_REDIRECT_CORPUS, staysOnOrigin } = await import('@switchback/test-utils/open-redirect-corpus');
  expect(OPEN_REDIRECT_CORPUS.length).toBeGreaterThanOrEqual(30);
  for (const trick of OPEN_REDIRECT_CORPUS) {
    const response = await fetch(`${stack.storefrontUrl}/en-us/sign-in?returnTo=${encodeURIComponent(trick)}`);
    // A NUL is refused before the page (400): nothing to redirect to at all.
    if (trick.includes('\u0000')) {
      expect(response.status, JSON.stringify(trick)).toBe(400);
      continue;
    }
    expect(response.status, JSON.stringify(trick)).toBe(200);
    const html = await response.text();
    const fields = [...html.matchAll(/name="returnTo" value="([^"]*)"/g)].map((match) =>
      match[1]!.replace(/&amp;/g, '&'),
    );
    expect(fields.length, JSON.stringify(trick)).toBeGreaterThan(0);
    for (const value of fields)
      expect(staysOnOrigin(value, stack.storefrontUrl), `${JSON.stringify(trick)} → ${value}`).toBe(true);
  }
});

test('bad parameters answer a 4xx page, never a 500', async () => {
  const [product] = await productsInStock(stack, 'jacket', { count: 1 });
  const pdp = product!.pdpUrl;
  const urls = [
    `${pdp}?color=x`,
    `${pdp}?color=ABCD`,
    `${pdp}?color=%00`,
    `${pdp}?color=%ED%A0%80`,
    `${pdp}?color=ZZZ`,
    `${pdp}?size=%00&translate=%00`,
    `${pdp}?reviewSort=%00`,
    '/en-us/p/%00',
    '/en-us/c/mens-jackets-100110?page=%00&sort=%ED%A0%80',
    '/en-us/c/mens-jackets-100110?start=-5&count=abc',
    '/en-us/search?q=%00',
    '/en-us/search?q=%ED%A0%80',
  ];
  for (const path of urls) {
    const response = await fetch(`${stack.storefrontUrl}${path}`);
    expect(response.status, path).toBeLessThan(500);
  }
  expect((await fetch(`${stack.storefrontUrl}${pdp}?color=x`)).status).toBe(400);
});
