// Words a shopper reads that were wrong: category names on fr-ca (pages and the header's menu), favourites offered
// to an employee, and the saved reward codes of a member told apart; and each page downloads only its own language's
// words.
import { expect, test } from '@playwright/test';
import { startStack, type Stack } from '../src/stack';

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

async function signIn(page: import('@playwright/test').Page, email: string) {
  await page.goto(`${stack.storefrontUrl}/en-us/sign-in?returnTo=/en-us`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Trailhead26');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a fr-ca category page and the menu name the categories in French', async ({ page }) => {
  await page.goto(`${stack.storefrontUrl}/fr-ca/c/mens-jackets-100110`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manteaux');
  await expect(page.getByRole('heading', { level: 1, name: 'Jackets' })).toHaveCount(0);

  // The header's menu (closed, so read as text) names the categories and activities in French too (the gear menu and
  // "Shop by activity" were in English).
  const header = page.getByRole('banner');
  for (const french of ['Tentes', 'Sacs de couchage', 'Sacs de jour', 'Randonnée', 'Course en sentier'])
    await expect(header.getByText(french, { exact: true }).first()).toBeAttached();
  for (const english of [
    'Tents',
    'Sleeping bags',
    'Backpacks',
    'Daypacks',
    'Trekking packs',
    'Hiking',
    'Trail running',
  ])
    await expect(header.getByText(english, { exact: true })).toHaveCount(0);
});

test("a page downloads its own language's UI strings only, and draws them once hydrated", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${stack.storefrontUrl}/fr-ca/c/mens-jackets-100110`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Trier par' }).or(page.getByText('Trier par')).first()).toBeVisible();
  expect(scripts.filter((script) => /\/messages(En|Fr)-/.test(script))).toEqual([
    expect.stringMatching(/\/messagesFr-/),
  ]);

  scripts.length = 0;
  await page.goto(`${stack.storefrontUrl}/en-us/c/mens-jackets-100110`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sort by' }).or(page.getByText('Sort by')).first()).toBeVisible();
  expect(scripts.filter((script) => /\/messages(En|Fr)-/.test(script))).toEqual([
    expect.stringMatching(/\/messagesEn-/),
  ]);

  // The checkout draws the checkout's strings, not the account area's (issue 14).
  scripts.length = 0;
  await page.goto(`${stack.storefrontUrl}/fr-ca/checkout`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  expect(scripts.filter((script) => /\/messages(Checkout|Account)(Fr)?-/.test(script))).toEqual([
    expect.stringMatching(/\/messagesCheckoutFr-/),
  ]);
});

test('fr-ca pages name the CMS blocks’ controls in French: the events page’s film, the home page’s carousels', async ({
  page,
}) => {
  await page.goto(`${stack.storefrontUrl}/fr-ca/events`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  const film = page.locator('[data-block-type="video"]');
  await expect(film.getByRole('link', { name: /^Transcription\b/ })).toBeVisible();
  await expect(film.getByRole('navigation', { name: 'Chapitres' })).toBeVisible();
  await expect(film.getByText(/Transcript\b|Play video|Pause video|Chapters/)).toHaveCount(0);
  const promotions = page.getByRole('region', { name: 'Promotions' });
  await expect(promotions.getByRole('button', { name: 'Message suivant' })).toBeVisible();
  await expect(promotions.getByRole('button', { name: 'Fermer les promotions' })).toBeVisible();

  // On a phone, where the home page's collections are carousels.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${stack.storefrontUrl}/fr-ca`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  const season = page.locator('[data-block-type="collection"]').first();
  await expect(season.getByRole('button', { name: 'Diapositive suivante' })).toBeVisible();
  await season.getByRole('button', { name: 'Aller à la diapositive 2' }).click();
  await expect(season.getByRole('button', { name: 'Aller à la diapositive 2' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(season.locator('[aria-roledescription="diapositive"]').first()).toHaveAttribute(
    'aria-label',
    /^1 sur \d+$/,
  );
  // Nothing of the blocks' fixed English is left on the page's controls.
  const englishControls = page.getByRole('button', {
    name: /^(Previous|Next) (slide|message)$|^Go to slide|^(Pause|Play|Resume) |^Close promotions$|^Add to basket/,
  });
  await expect(englishControls).toHaveCount(0);
});

test('an employee has no favourites: no link to them, and the page says so', async ({ page }) => {
  await signIn(page, 'jordan.blake@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Employee discount terms' })).toBeVisible();
  await page.getByRole('button', { name: 'Accept terms' }).click();
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favorites' })).toHaveCount(0);
  const response = await page.goto(`${stack.storefrontUrl}/en-us/favorites`);
  expect(response?.status()).toBe(403);
  await expect(page.getByText('Favorites are not available for employee accounts.')).toBeVisible();
  await expect(page.getByTestId('favorite')).toHaveCount(0);
});

test("a member's saved reward codes are each named by their own code", async ({ page }) => {
  await signIn(page, 'maya.chen@example.com');
  await expect(page).toHaveURL(/\/en-us$/);
  await page.goto(`${stack.storefrontUrl}/en-us/account/payment-methods`);
  const saved = page.getByTestId('payment-instrument');
  await expect(saved.filter({ hasText: 'Reward code RWD-5OFF-MAYA' })).toHaveCount(1);
  await expect(saved.filter({ hasText: 'Reward code RWD-10OFF-MAYA' })).toHaveCount(1);
  await expect(page.getByText('Reward code ending MAYA')).toHaveCount(0);
});

test("a client navigation into another locale draws that locale's header menu, though the menu's code never loaded", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${stack.storefrontUrl}/en-us`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  const menuLink = page.locator('[data-sb-island="site-menu-desktop"] a[href$="/c/womens-100200"]').first();
  await expect(menuLink).toHaveAttribute('href', '/en-us/c/womens-100200');
  // A link into another locale inside the shop (a CMS link, say) is a client navigation.
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate('/fr-ca'),
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect(menuLink).toHaveAttribute('href', '/fr-ca/c/womens-100200');
});

test('recommendation tiles write prices and their add button as the listings do, in each locale', async ({ page }) => {
  await page.goto(`${stack.storefrontUrl}/en-us`);
  const bestsellers = page.getByRole('region', { name: 'Bestsellers this week' });
  await expect(bestsellers.locator('.sb-recs__price').first()).toHaveText(/^\$\d[\d,]*\.\d\d$/);
  await expect(bestsellers.getByText(/US\$/)).toHaveCount(0);
  await expect(bestsellers.getByRole('button', { name: /^Add to cart / }).first()).toBeVisible();
  await expect(bestsellers.getByRole('button', { name: /^Add to basket/ })).toHaveCount(0);

  // fr-ca: French number format with the CAD code, as the category page writes its prices.
  await page.goto(`${stack.storefrontUrl}/fr-ca`);
  const french = page.getByRole('region', { name: 'Les best-sellers de la semaine' });
  await expect(french.locator('.sb-recs__price').first()).toHaveText(/^\d[\d\s]*,\d\d\sCAD$/);
  await expect(french.getByRole('button', { name: /^Ajouter au panier / }).first()).toBeVisible();
});
