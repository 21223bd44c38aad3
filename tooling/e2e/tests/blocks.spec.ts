import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { startStack, type Stack } from '../src/stack';

// CMS blocks that call the network, in the shop: the storefront hands them its api-client on the /api proxy.
let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

test('the footer newsletter sign-up subscribes a guest through the storefront’s /api proxy to commerce-api', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/newsletter')) calls.push(request.url());
  });
  await page.goto(`${stack.storefrontUrl}/en-us`);
  // With JavaScript (before it, the form posts to the newsletter route: see the no-JavaScript test).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const footer = page.getByRole('contentinfo');
  const newsletter = footer.getByRole('region', { name: 'Trail notes in your inbox' });
  await expect(newsletter).toBeVisible();

  // The form's own rule first: an address is required.
  await newsletter.getByRole('button', { name: 'Sign up' }).click();
  await expect(newsletter.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toEqual([]);

  const email = `trail-notes-${Date.now()}@example.com`;
  await newsletter.getByRole('textbox', { name: 'Email' }).fill(email);
  await newsletter.getByRole('checkbox').check();
  await newsletter.getByRole('button', { name: 'Sign up' }).click();
  await expect(newsletter.getByRole('status')).toContainText('Thanks for signing up');
  expect(calls).toHaveLength(1);
  expect(new URL(calls[0]!).origin).toBe(stack.storefrontUrl);

  const axe = await new AxeBuilder({ page }).include('footer').analyze();
  expect(axe.violations).toEqual([]);
});

test('the footer link columns are the CMS footerColumns block: keyboard accordions on a phone, side by side on a desktop without JavaScript', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await page.goto(`${stack.storefrontUrl}/en-us`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const help = page.getByRole('contentinfo').getByRole('navigation', { name: 'Help' });
  const contact = help.getByRole('link', { name: 'Contact us' });
  await expect(contact).toBeHidden();
  // The column's heading is the accordion's toggle: Tab reaches it, Enter opens it, the link follows.
  await help.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(contact).toBeVisible();
  // The column's links follow in order: the help centre first, then Contact us.
  await page.keyboard.press('Tab');
  await expect(help.getByRole('link', { name: 'Help centre' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(contact).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-us\/help\/contact-us$/);
  await phone.close();

  const withoutJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const desktop = await withoutJs.newPage();
  await desktop.goto(`${stack.storefrontUrl}/en-us`);
  const footer = desktop.getByRole('contentinfo');
  const first = footer.getByRole('link', { name: 'Contact us' });
  const last = footer.getByRole('link', { name: 'Privacy notice' });
  await expect(first).toBeVisible();
  await expect(last).toBeVisible();
  const [firstBox, lastBox] = [await first.boundingBox(), await last.boundingBox()];
  expect(lastBox!.x).toBeGreaterThan(firstBox!.x + firstBox!.width);
  await withoutJs.close();
});

test('the journal’s article grid lists articles from commerce-api, filters by tag and reads more', async ({ page }) => {
  const searches: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/caas/v1/canvas/articles/')) searches.push(new URL(request.url()));
  });
  await page.goto(`${stack.storefrontUrl}/en-us/journal`);
  // "Read more" is a plain button until the page is interactive; a click before that does nothing.
  await page.locator('html[data-hydrated="true"]').waitFor();
  const grid = page.getByRole('region', { name: 'From the trail journal' });
  // Newest first, a page of rowsToLoad (3) × one column on phones, searched by the server.
  await expect(grid.getByRole('article')).toHaveCount(3);
  await expect(grid.getByRole('article').first()).toContainText('Sixteen weeks to your first 50 km');

  await grid.getByRole('button', { name: 'Read more' }).click();
  await expect(grid.getByRole('article')).toHaveCount(6);
  // The browser asks only for the next page, through the storefront's /api proxy.
  expect(searches[0]?.origin).toBe(stack.storefrontUrl);
  expect(searches[0]?.searchParams.get('parent')).toBe('journal');
  expect(searches[0]?.searchParams.get('offset')).toBe('3');
  await grid.getByRole('button', { name: 'Read more' }).click();
  await expect(grid.getByRole('article')).toHaveCount(7);
  await expect(grid.getByRole('button', { name: 'Read more' })).toBeHidden();

  await grid.getByRole('button', { name: 'Gear care' }).click();
  await expect(grid.getByRole('button', { name: 'Gear care' })).toHaveAttribute('aria-pressed', 'true');
  await expect(grid.getByRole('article')).toHaveCount(3);
  await grid.getByRole('button', { name: 'Hiking' }).click();
  await expect(grid.getByRole('article')).toHaveCount(1);
  await grid.getByRole('button', { name: 'Clear all' }).click();
  await expect(grid.getByRole('article')).toHaveCount(3);

  const axe = await new AxeBuilder({ page }).include('.sb-article-grid').analyze();
  expect(axe.violations).toEqual([]);

  await grid.getByRole('link', { name: 'Five ridge walks for golden hour' }).click();
  await expect(page).toHaveURL(/\/en-us\/journal\/ridge-walks-for-autumn$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Five ridge walks for golden hour' })).toBeVisible();
});

test('the journal’s article grid shows its first articles without JavaScript', async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto(`${stack.storefrontUrl}/en-us/journal`);
  const grid = page.getByRole('region', { name: 'From the trail journal' });
  await expect(grid.getByRole('article')).toHaveCount(3);
  await expect(grid.getByRole('article').first()).toContainText('Sixteen weeks to your first 50 km');
  await expect(grid.getByRole('list', { name: 'Loading articles' })).toHaveCount(0);
  await noScript.close();
});

test('the home page keeps its static blocks’ server markup while the interactive ones hydrate, and reads without JavaScript', async ({
  page,
  browser,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error #(418|419|421|423|425)/i.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${stack.storefrontUrl}/en-us`);
  const staticBlocks = page.locator('main [data-sb-static]');
  await expect(staticBlocks.first()).toBeAttached();
  // Before hydration the browser's own `required` check answers instead (a loaded CI machine clicked too early).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // Hydrated: the footer newsletter (interactive) answers its own validation rule without a page load.
  const newsletter = page.getByRole('contentinfo').getByRole('region', { name: 'Trail notes in your inbox' });
  await newsletter.getByRole('button', { name: 'Sign up' }).click();
  await expect(newsletter.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  expect(problems).toEqual([]);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${stack.storefrontUrl}/en-us`);
  await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await plain.locator('main [data-sb-static]').count()).toBe(await staticBlocks.count());
  await noScript.close();
});

test('a page links only the stylesheets of the block types it draws, on the server and after a client navigation', async ({
  page,
}) => {
  const linked = () =>
    page
      .locator('head link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  // The product page draws no hero: no hero stylesheet, and well under a whole block library.
  await page.goto(`${stack.storefrontUrl}/en-us/p/cirque-3-tent-SBTN10002`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  expect((await linked()).filter((href) => /\/hero-[\w-]+\.css$/.test(href))).toEqual([]);

  // Client navigation to the home page: React adds the hero's stylesheet and the hero is drawn with it.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Switchback/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en-us\/?$/);
  await expect.poll(async () => (await linked()).filter((href) => /\/hero-[\w-]+\.css$/.test(href)).length).toBe(1);
  const hero = page.locator('.sb-hero__stage').first();
  await expect(hero).toBeVisible();
  await expect.poll(() => hero.evaluate((element) => getComputedStyle(element).display)).toBe('grid');

  // Served straight from the server, the hero's stylesheet is in the head before any script runs.
  const html = await (await page.request.get(`${stack.storefrontUrl}/en-us`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/hero-[\w-]+\.css"\/?>/);
});
