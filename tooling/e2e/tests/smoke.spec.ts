import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { startStack, type Stack } from '../src/stack';

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

async function homeContentFromApi(): Promise<{ title: string; heading: string }> {
  const response = await fetch(`${stack.apiUrl}/publish/caas/v1/canvas/augmentedpage/sb-us/home`);
  expect(response.status).toBe(200);
  const page = (await response.json()) as { title: string; blocks: Array<{ title?: string }> };
  const heading = page.blocks.find((block) => typeof block.title === 'string')?.title;
  if (!heading) throw new Error('the seeded home page has no block with a title');
  return { title: page.title, heading };
}

test('the home page is rendered on the server with content from the commerce API database', async () => {
  const { heading } = await homeContentFromApi();
  const response = await fetch(`${stack.storefrontUrl}/en-us`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  const cookies = response.headers.getSetCookie();
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) expect(cookie.toLowerCase()).toContain('httponly');
  const html = await response.text();
  expect(html).toContain(heading);
  expect(html).toContain('lang="en-US"');
});

test('the server-rendered home page hydrates in Chromium and has no accessibility violations', async ({ page }) => {
  const { heading } = await homeContentFromApi();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${stack.storefrontUrl}/en-us`);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test("hydration keeps the server's page: the same elements, not a page drawn again in the browser", async ({
  page,
}) => {
  // The elements the browser parsed, noted before any script of the page runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const parsed = window as unknown as Record<string, unknown>;
      parsed.__parsedHeader = document.querySelector('header');
      parsed.__parsedMain = document.querySelector('main');
    });
  });
  for (const path of ['/en-us', '/en-us/search?q=jacket']) {
    await page.goto(`${stack.storefrontUrl}${path}`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const kept = await page.evaluate(() => {
      const parsed = window as unknown as Record<string, Element | null>;
      return [
        parsed.__parsedHeader === document.querySelector('header'),
        parsed.__parsedMain === document.querySelector('main'),
      ];
    });
    expect(kept, path).toEqual([true, true]);
  }
});

test('tokens stay on the server: the browser sees HttpOnly cookies only, never a token in page or script', async ({
  page,
  context,
}) => {
  await page.goto(`${stack.storefrontUrl}/en-us`);
  const cookies = await context.cookies();
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) expect(cookie.httpOnly).toBe(true);
  const visibleToScript = await page.evaluate(() => document.cookie);
  expect(visibleToScript).toBe('');
  // No token or id from a cookie is written into the page. Short preference values (sb_location=en-us, which the
  // page naturally names) are not secrets.
  const html = await page.content();
  const secrets = cookies.filter((cookie) => cookie.value.length >= 16);
  expect(secrets.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['sb_at', 'sb_rt']));
  for (const cookie of secrets) expect(html, cookie.name).not.toContain(cookie.value);
});

test('the query parameters of spec §2 are carried across navigation', async ({ page }) => {
  await page.goto(
    `${stack.storefrontUrl}/en-us?siteId=sb-us&cms=edit&enrollment_marketing_source=email&utm_campaign=x`,
  );
  await page.locator('html[data-hydrated="true"]').waitFor();
  // The header's cart opens the mini cart drawer; its View cart link leads on with the parameters.
  await page.getByRole('banner').getByRole('link', { name: /cart/i }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/en-us\/cart\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('siteId')).toBe('sb-us');
  expect(url.searchParams.get('cms')).toBe('edit');
  expect(url.searchParams.get('enrollment_marketing_source')).toBe('email');
  expect(url.searchParams.has('utm_campaign')).toBe(false);
});
