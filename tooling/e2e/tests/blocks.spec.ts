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
