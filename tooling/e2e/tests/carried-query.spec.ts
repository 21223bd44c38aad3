import { expect, test, type Page } from '@playwright/test';
import { startStack, type Stack } from '../src/stack';

// Spec §2 (commerce-core, content-blocks): siteId, cms, preview and enrollment_marketing_source follow the shopper
// across navigation. Every internal link of a page — header, mega menu, promo bar, CMS blocks, footer, tiles,
// breadcrumbs — carries the ones the page was opened with.

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

const CARRIED = 'cms=edit&enrollment_marketing_source=qr';

/** Opens a page and waits for hydration, failing on a hydration mismatch in the console. */
async function open(page: Page, problems: string[], url: string) {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor();
  expect(problems, `hydration problems on ${url}`).toEqual([]);
}

/** The internal links of the page that lack one of the two parameters. */
async function linksWithoutCarry(page: Page): Promise<{ total: number; missing: string[] }> {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const missing = hrefs.filter((href) => {
    const query = new URL(href, 'http://shop.test').searchParams;
    return query.get('cms') !== 'edit' || query.get('enrollment_marketing_source') !== 'qr';
  });
  return { total: hrefs.length, missing };
}

test('every internal link of home, a category and a product carries cms and enrollment_marketing_source; clicking through keeps them', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) problems.push(message.text());
  });

  await open(page, problems, `${stack.storefrontUrl}/en-us?${CARRIED}`);
  const home = await linksWithoutCarry(page);
  expect(home.total).toBeGreaterThan(50);
  expect(home.missing).toEqual([]);

  // Through the header's mega menu to a category (a real click, client-side navigation).
  const primary = page.getByRole('navigation', { name: 'Primary' });
  await primary.getByRole('link', { name: 'Find a store' }).click();
  await expect(page).toHaveURL(/\/en-us\/store-locator\?cms=edit&enrollment_marketing_source=qr$/);

  await open(page, problems, `${stack.storefrontUrl}/en-us/c/mens-jackets-100110?${CARRIED}`);
  const category = await linksWithoutCarry(page);
  expect(category.total).toBeGreaterThan(50);
  expect(category.missing).toEqual([]);

  // A listing tile leads to its product with the parameters.
  await page.locator('main a[href*="/p/"]').first().click();
  await expect(page).toHaveURL(/\/en-us\/p\/[^?]+\?cms=edit&enrollment_marketing_source=qr$/);
  await page.locator('html[data-hydrated="true"]').waitFor();
  const product = await linksWithoutCarry(page);
  expect(product.total).toBeGreaterThan(50);
  expect(product.missing).toEqual([]);

  // A footer link (CMS footer columns) keeps them too.
  // Clicked straight away, while the footer island (woken by the pointer) may still be loading: the island keeps its
  // server markup until the press is over, so the click reaches the link.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).first().click();
  await expect(page).toHaveURL(/\/en-us\/help\/contact-us\?cms=edit&enrollment_marketing_source=qr$/);
  expect(problems).toEqual([]);
});

test('switching country drops the siteId of the site left and keeps the other parameters', async ({ page }) => {
  await page.goto(`${stack.storefrontUrl}/en-ca/c/mens-jackets-100110?siteId=sb-ca&${CARRIED}`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.locator('summary', { hasText: 'Shipping to' }).first().click();
  const chooser = page.getByRole('list', { name: 'Choose your country and language' }).first();
  // Same country, other language: siteId stays.
  await expect(chooser.getByRole('link', { name: /Canada \(français\)/ })).toHaveAttribute(
    'href',
    `/fr-ca/c/mens-jackets-100110?siteId=sb-ca&${CARRIED}`,
  );
  await chooser.getByRole('link', { name: /United Kingdom/ }).click();
  await expect(page).toHaveURL(`${stack.storefrontUrl}/en-gb/c/mens-jackets-100110?${CARRIED}`);
});

test('a landing with storeNum and referral_code: that store becomes the pickup store, the referral is kept, the URL keeps only the carried parameters; localePath leads inside the locale', async ({
  page,
  context,
}) => {
  const answer = (await (
    await fetch(`${stack.apiUrl}/stores/v1/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ storeIds: ['1001'] }),
    })
  ).json()) as { stores: { id: string; name: string }[] };
  const store = answer.stores[0]!;
  const product = '/en-us/p/men-s-switchback-trail-runner-SBTR10001';
  await page.goto(`${stack.storefrontUrl}${product}?storeNum=${store.id}&referral_code=MAYA-5&${CARRIED}`);
  await expect(page).toHaveURL(`${stack.storefrontUrl}${product}?${CARRIED}`);
  const pickup = page.getByRole('main').locator('#pickup');
  await expect(pickup).toContainText(store.name);
  await expect(pickup.getByRole('link', { name: 'Change store' })).toBeVisible();
  const cookies = new Map((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(decodeURIComponent(cookies.get('sb_referral') ?? '')).toBe('referral_code=MAYA-5');
  // Still the shopper's store on the next page.
  await page.reload();
  await expect(pickup).toContainText(store.name);

  // localePath lands on that page of the locale, keeping the carried parameters; one leaving the shop is ignored.
  await page.goto(`${stack.storefrontUrl}/en-us?localePath=${encodeURIComponent('/c/tents-100420')}&${CARRIED}`);
  await expect(page).toHaveURL(`${stack.storefrontUrl}/en-us/c/tents-100420?${CARRIED}`);
  await page.goto(`${stack.storefrontUrl}/en-us?localePath=${encodeURIComponent('//evil.example')}`);
  await expect(page).toHaveURL(`${stack.storefrontUrl}/en-us`);
});
