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

test('the footer newsletter sign-up subscribes a guest through the storefront’s /api proxy to commerce-api', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/newsletter')) calls.push(request.url());
  });
  await page.goto(`${stack.storefrontUrl}/en-us`);
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

test('the footer link columns are the CMS footerColumns block: keyboard accordions on a phone, side by side on a desktop without JavaScript', async ({ browser }) => {
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
