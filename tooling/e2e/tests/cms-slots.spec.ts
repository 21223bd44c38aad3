import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { startStack, type Stack } from '../src/stack';

// The CMS slots of catalogue pages (content-blocks §2, issue 18), on the seeded content (commerce-api seedSlots and
// seedNavigation): the tents listing draws a banner above its grid and editorial tiles within it, the Cirque 3 tent
// its story, the search page its banner; product recommendations are the recommendation carousel block. One stack,
// three page visits.
let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

test('a category draws its slots above and within the grid; a hover-opened menu panel closes on Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${stack.storefrontUrl}/en-us/c/tents-100420`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  // Above the grid, below the page title: the editors' banner.
  const above = page.locator('.listing-page__slot [data-block-type="banner"]');
  await expect(above.getByRole('heading', { name: 'Pitched and checked before it ships' })).toBeVisible();
  // Within the grid: the guide tile takes the third cell, the wide sleep-system tile the eighth.
  const cells = page.locator('.product-grid > li');
  await expect(cells.nth(0).getByRole('article')).toBeVisible();
  await expect(cells.nth(2)).toHaveAttribute('data-block-type', 'inlineCatalogGrid');
  await expect(
    cells
      .nth(2)
      .locator('[data-block-type="linkedCard"]')
      .getByRole('heading', { name: 'Which tent sleeps how many?' }),
  ).toBeVisible();
  await expect(cells.nth(7).locator('[data-block-type="linkedCard"]')).toContainText('Complete the sleep system');
  const [tile, product] = [await cells.nth(7).boundingBox(), await cells.nth(0).boundingBox()];
  expect(tile!.width).toBeGreaterThan(product!.width * 1.5);
  expect((await new AxeBuilder({ page }).include('.listing-page').analyze()).violations).toEqual([]);

  // The header's mega menu (an island woken by the pointer): hovering opens a panel, Escape closes it while focus
  // stays outside the menu.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const men = menu.getByRole('link', { name: 'Men', exact: true });
  await men.hover();
  await expect(men).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Jackets', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(men).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Jackets', exact: true })).toBeHidden();
});

test('a product draws its story slot, and its recommendations as the recommendation carousel block (without targeting consent too)', async ({
  page,
}) => {
  // In EMEA without consent the decision engine does not decide: the catalogue's similar products fill the block.
  await page.goto(`${stack.storefrontUrl}/en-gb/p/cirque-3-tent-SBTN10002`);
  await expect(page.getByRole('heading', { level: 1, name: /Cirque 3/ })).toBeVisible();
  const story = page.locator('.product-page__slot [data-block-type="richText"]');
  await expect(story.getByRole('heading', { name: 'Room for three, and the gear' })).toBeVisible();

  const recommendations = page.locator('[data-block-type="recommendations"]');
  await expect(recommendations).toHaveCount(1);
  const carousel = recommendations.locator('section.sb-recs');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(carousel.getByRole('list').getByRole('link').first()).toHaveAttribute('href', /^\/en-gb\/p\//);
  await expect(page.locator('.recommendations__rail')).toHaveCount(0);
});

test('the search page draws its seeded banner above the results', async ({ page }) => {
  await page.goto(`${stack.storefrontUrl}/en-us/search?q=tent`);
  const banner = page.locator('.listing-page__slot [data-block-type="banner"]');
  await expect(banner.getByRole('heading', { name: 'Need a hand choosing?' })).toBeVisible();
  await expect(page.locator('.product-grid > li').first()).toBeVisible();
  // Its link leads to a page that exists.
  const help = banner.getByRole('link', { name: 'Sizing and fit help' });
  const response = await page.request.get(`${stack.storefrontUrl}${await help.getAttribute('href')}`);
  expect(response.status()).toBe(200);
});

test('the French search page writes its banner and its no-results text in French', async ({ page }) => {
  await page.goto(`${stack.storefrontUrl}/fr-ca/search?q=tente`);
  const banner = page.locator('.listing-page__slot [data-block-type="banner"]');
  await expect(banner.getByRole('heading', { name: 'Besoin d’aide pour choisir ?' })).toBeVisible();
  await page.goto(`${stack.storefrontUrl}/fr-ca/search?q=zzzqqq`);
  await expect(page.getByRole('heading', { name: 'Aucun résultat' })).toBeVisible();
});
