import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { startStack, type Stack } from '../src/stack';

// Writing a review (with the dialog, and as a page without JavaScript), translating one without JavaScript, and the
// footer newsletter without JavaScript, against the real stack: commerce-api on a fresh database, the built
// storefront, Chromium.
let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${stack.apiUrl}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The page of the `index`-th jacket of the catalogue (each test reviews its own). */
async function aJacketPage(index: number): Promise<string> {
  const search = await getJson<{ products: { id: string }[] }>('/products/v2/search/productSearch?q=jacket&count=10');
  const id = search.products[index]?.id;
  if (!id) throw new Error('not enough jackets in the catalogue');
  return (await getJson<{ pdpUrl: string }>(`/products/v2/products/${id}/details`)).pdpUrl;
}

test('a guest writes a review in the dialog and is told it appears once checked', async ({ page }) => {
  await page.goto(`${stack.storefrontUrl}${await aJacketPage(0)}`);
  const reviews = page.locator('#reviews');
  const opener = reviews.getByRole('button', { name: 'Write a review' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: /^Review / });
  await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeFocused();
  const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(axe.violations).toEqual([]);

  // Refused at the field, nothing lost.
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Storm-proof and light');
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(dialog.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Storm-proof and light');

  await dialog.getByRole('radio', { name: '4 stars' }).check();
  await dialog
    .getByRole('textbox', { name: 'Your review', exact: true })
    .fill('Wore it through a week of sleet on the Colorado Trail and stayed dry.');
  await dialog.getByRole('textbox', { name: 'Nickname (shown with your review)' }).fill('sleet_walker');
  await dialog.getByRole('button', { name: 'Publish review' }).click();

  // Written as a guest: the review waits for moderation (issue 15), so it is thanked for but not listed yet.
  await expect(reviews.getByText('Thank you! Your review will appear once we have checked it.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(reviews.locator('.review-list')).not.toContainText('Storm-proof and light');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Write a review" is a page whose form takes the review and comes back to the list', async ({ page }) => {
    await page.goto(`${stack.storefrontUrl}${await aJacketPage(1)}`);
    await page.locator('#reviews').getByRole('button', { name: 'Write a review' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Review ');

    await page.getByRole('textbox', { name: 'Your review', exact: true }).fill('Too short');
    await page.getByRole('button', { name: 'Publish review' }).click();
    await expect(page.getByText('Your review needs 20 to 5000 characters.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your review', exact: true })).toHaveValue('Too short');

    await page.getByRole('radio', { name: '5 stars' }).check();
    await page.getByRole('textbox', { name: 'Title' }).fill('No-script hero');
    await page
      .getByRole('textbox', { name: 'Your review', exact: true })
      .fill('Ordered with scripts off, reviewed with scripts off, still warm.');
    await page.getByRole('textbox', { name: 'Nickname (shown with your review)' }).fill('plain_html');
    await page.getByRole('button', { name: 'Publish review' }).click();

    // Written as a guest: held for moderation (issue 15), thanked for, not listed yet.
    await expect(page).toHaveURL(/\?reviewSort=newest&notice=writeReview-pending#reviews$/u);
    const reviews = page.locator('#reviews');
    await expect(reviews.getByText('Thank you! Your review will appear once we have checked it.')).toBeVisible();
    await expect(reviews.locator('.review-list')).not.toContainText('No-script hero');
  });

  test('"Translate" reloads the product page with the review in French', async ({ page }) => {
    const search = await getJson<{ products: { id: string }[] }>('/products/v2/search/productSearch?q=jacket&count=20');
    for (const { id } of search.products) {
      const { results } = await getJson<{ results: { id: string; title: string }[] }>(
        `/products/v1/products/${id}/reviews?sort=mostHelpful&limit=5`,
      );
      for (const review of results) {
        const answer = await getJson<{ translated: boolean; title: string }>(
          `/products/v1/review/${review.id}/translate`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ targetLocale: 'fr-ca' }),
          },
        );
        if (!answer.translated) continue;
        const { pdpUrl } = await getJson<{ pdpUrl: string }>(`/products/v2/products/${id}/details`);
        await page.goto(`${stack.storefrontUrl}${pdpUrl.replace(/^\/en-us\//u, '/fr-ca/')}`);
        const item = () => page.locator('#reviews li').filter({ hasText: review.title }).first();
        await item()
          .getByRole('button', { name: `Traduire l’avis « ${review.title} »` })
          .click();
        await expect(page).toHaveURL(new RegExp(`translate=${review.id}#reviews$`, 'u'));
        await expect(item()).toContainText('Avis traduit');
        await expect(item()).toContainText(answer.title);
        return;
      }
    }
    throw new Error('no seeded jacket review can be translated to French');
  });

  test('the footer newsletter form subscribes and says so on the same page', async ({ page }) => {
    await page.goto(`${stack.storefrontUrl}/en-us/searchhub`);
    const newsletter = page.getByRole('contentinfo').getByRole('region', { name: 'Trail notes in your inbox' });
    await newsletter.getByRole('textbox', { name: 'Email' }).fill(`no-script-${Date.now()}@example.com`);
    await newsletter.getByRole('checkbox').check();
    await newsletter.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/en-us\/searchhub\?newsletter=subscribed#newsletter-status$/u);
    await expect(
      page.getByRole('contentinfo').getByRole('status').filter({ hasText: 'Thanks for signing up' }),
    ).toBeVisible();
  });
});
