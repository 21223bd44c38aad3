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

// A French-Canadian browser that has never answered the location confirmation (the suite's default has).
test.use({ locale: 'fr-CA', storageState: { cookies: [], origins: [] } });

test('a fr-CA browser landing on /en-us is offered Canada (français); staying is remembered', async ({ page }) => {
  await page.goto(`${stack.storefrontUrl}/en-us/store-locator`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  const dialog = page.getByRole('dialog', { name: 'Shopping from somewhere else?' });
  await expect(dialog).toBeVisible();
  const go = dialog.getByRole('link', { name: 'Aller sur Canada (français)' });
  await expect(go).toHaveAttribute('href', '/location-choice?choice=fr-ca&return=%2Ffr-ca%2Fstore-locator');
  expect((await new AxeBuilder({ page }).include('dialog').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Stay on United States (English)' }).click();
  await expect(dialog).toBeHidden();
  // The page was never redirected, and the header links to the store locator.
  await expect(page).toHaveURL(`${stack.storefrontUrl}/en-us/store-locator`);
  await expect(
    page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Find a store' }),
  ).toHaveAttribute('href', '/en-us/store-locator');
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'sb_location')?.value)
    .toBe('en-us');
  await page.goto(`${stack.storefrontUrl}/en-us`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await expect(page.getByRole('heading', { name: 'Shopping from somewhere else?' })).toHaveCount(0);
});

test.describe('an en-US browser landing on /en-gb (cookie banner too)', () => {
  test.use({ locale: 'en-US' });

  test('"stay" puts focus on the main content, and so does the cookie banner after it', async ({ page }) => {
    await page.goto(`${stack.storefrontUrl}/en-gb`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const dialog = page.getByRole('dialog', { name: 'Shopping from somewhere else?' });
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(dialog).toBeVisible();
    await expect(banner).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay on United Kingdom (English)' }).click();
    await expect(dialog).toBeHidden();
    // Not the body: a keyboard user carries on from the page's content, with the cookie banner still to answer.
    await expect(page.getByRole('main')).toBeFocused();
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the question is a banner; going records the answer and opens the same page in fr-ca', async ({ page }) => {
    await page.goto(`${stack.storefrontUrl}/en-us/store-locator`);
    const banner = page.getByRole('region', { name: 'Shopping from somewhere else?' });
    await expect(banner).toBeVisible();
    // The page itself is all there behind it.
    await expect(page.getByRole('main')).toBeVisible();
    await banner.getByRole('link', { name: 'Aller sur Canada (français)' }).click();
    await expect(page).toHaveURL(`${stack.storefrontUrl}/fr-ca/store-locator`);
    await expect(page.getByRole('region', { name: /ailleurs/ })).toHaveCount(0);
    await page.goto(`${stack.storefrontUrl}/en-us`);
    await expect(page.getByRole('region', { name: 'Shopping from somewhere else?' })).toHaveCount(0);
  });
});
