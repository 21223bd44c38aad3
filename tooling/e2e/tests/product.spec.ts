import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { startStack, type Stack } from '../src/stack';

// The product page's review translation and size chart against the real stack: commerce-api on a fresh database,
// the built storefront, Chromium.
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

interface Details {
  pdpUrl: string;
  productType: string;
  sizes: string[];
}

/** A seeded jacket whose most helpful review commerce-api can translate into French, with that translation. */
async function aTranslatableReview(): Promise<{
  pdpUrl: string;
  title: string;
  translatedTitle: string;
  translatedText: string;
}> {
  const search = await getJson<{ products: { id: string }[] }>('/products/v2/search/productSearch?q=jacket&count=20');
  for (const { id } of search.products) {
    const reviews = await getJson<{ results: { id: string; title: string }[] }>(
      `/products/v1/products/${id}/reviews?sort=mostHelpful&limit=5`,
    );
    for (const review of reviews.results) {
      const answer = await getJson<{ translated: boolean; title: string; text: string }>(
        `/products/v1/review/${review.id}/translate`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ targetLocale: 'fr-ca' }),
        },
      );
      if (!answer.translated) continue;
      const details = await getJson<Details>(`/products/v2/products/${id}/details`);
      return {
        pdpUrl: details.pdpUrl,
        title: review.title,
        translatedTitle: answer.title,
        translatedText: answer.text,
      };
    }
  }
  throw new Error('no seeded jacket review can be translated to French');
}

test('a shopper on the French site translates an English review and sees it in French', async ({ page }) => {
  const target = await aTranslatableReview();
  await page.goto(`${stack.storefrontUrl}${target.pdpUrl.replace(/^\/en-us\//u, '/fr-ca/')}`);
  // A click while the page hydrates can be lost (the button turns from a GET form into a fetcher form): wait.
  await page.locator('html[data-hydrated="true"]').waitFor();
  const review = page.locator('#reviews li').filter({ hasText: target.title });
  await review.getByRole('button', { name: `Traduire l’avis « ${target.title} »` }).click();
  const status = review.getByRole('status').first();
  await expect(status).toContainText('Avis traduit');
  await expect(status).toContainText(target.translatedTitle);
  await expect(status).toContainText(target.translatedText);
});

test('the size chart opens from the size selector, closes with Escape and gives focus back', async ({
  page,
  browser,
}) => {
  const search = await getJson<{ products: { id: string }[] }>('/products/v2/search/productSearch?q=jacket&count=1');
  const details = await getJson<Details>(`/products/v2/products/${search.products[0]!.id}/details`);
  await page.goto(`${stack.storefrontUrl}${details.pdpUrl}`);
  const main = page.getByRole('main');
  const opener = main.getByRole('button', { name: 'Size chart' });
  // The server's disclosure (what shows until the page hydrates) has the button's size and place: nothing moves.
  const scriptless = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const before = await scriptless.newPage();
  await before.goto(`${stack.storefrontUrl}${details.pdpUrl}`);
  const disclosure = await before.getByRole('main').locator('summary', { hasText: 'Size chart' }).boundingBox();
  await scriptless.close();
  const button = await opener.boundingBox();
  expect(
    [button!.x - disclosure!.x, button!.width - disclosure!.width].map((gap) => Math.round(Math.abs(gap))),
  ).toEqual([0, 0]);
  await opener.click();
  const dialog = page.getByRole('dialog', { name: /^Size chart: clothing/u });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: 'Chest (cm)' })).toBeVisible();
  for (const size of details.sizes)
    await expect(dialog.getByRole('rowheader', { name: size, exact: true })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(axe.violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

interface CategoryNode {
  id: string;
  url: string;
  children?: CategoryNode[];
}

/** A seeded jackets category page (top level first), found through the live API. */
async function aJacketCategory(): Promise<string> {
  const catalogue = await getJson<{ categories: CategoryNode[] }>('/products/v2/catalog');
  const all = catalogue.categories.flatMap((category) => [category, ...(category.children ?? [])]);
  const jackets = all.find((category) => /jackets/u.test(category.url));
  if (!jackets) throw new Error('no jackets category in the seeded catalogue');
  return jackets.url;
}

test('the gallery shows the colour from the front, the back and close up: thumbnails on a desktop, a swipe on a phone; the details are an accordion', async ({
  page,
}) => {
  const name = "Men's Alpenglow Insulated Parka Recycled";
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${stack.storefrontUrl}/en-us/p/men-s-alpenglow-insulated-parka-recycled-SBJK10026?color=SLT`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const images = page.getByRole('list', { name: `Images of ${name}` });
  await expect(images.getByRole('img')).toHaveCount(3);
  const back = images.getByRole('img', { name: `${name} in Slate, from the back` });
  const closeUp = images.getByRole('img', { name: `${name} in Slate, close-up` });
  const track = await images.boundingBox();
  const inTrack = async (image: typeof back) => {
    const box = await image.boundingBox();
    return box !== null && track !== null && Math.abs(box.x - track.x) < 2;
  };
  const thumbnails = page.getByRole('list', { name: 'Choose an image' }).getByRole('link');
  await expect(thumbnails).toHaveCount(3);
  await thumbnails.nth(2).click();
  await expect.poll(() => inTrack(closeUp)).toBe(true);
  // The page stayed where it was and the address has no fragment.
  expect(page.url()).not.toContain('#');
  // The keyboard scrolls it too: the track takes focus and the arrow keys move it.
  await images.focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => inTrack(back)).toBe(true);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('list', { name: 'Choose an image' })).toBeHidden();
  const phoneTrack = await images.boundingBox();
  // A swipe to the left (a horizontal wheel over the picture) brings the next view.
  await page.mouse.move(phoneTrack!.x + phoneTrack!.width / 2, phoneTrack!.y + phoneTrack!.height / 2);
  await page.mouse.wheel(phoneTrack!.width, 0);
  await expect
    .poll(async () => {
      const box = await back.boundingBox();
      return box && Math.abs(box.x - phoneTrack!.x) < 2;
    })
    .toBe(true);

  // Description and features are the design system's accordion: the description open, the features a keypress away.
  const description = page.locator('details').filter({ has: page.locator('summary', { hasText: 'Description' }) });
  const features = page.locator('details').filter({ has: page.locator('summary', { hasText: 'Features' }) });
  await expect(description).toHaveClass(/\bsb-details__item\b/);
  await expect(description).toHaveAttribute('open', '');
  await expect(features).toHaveClass(/\bsb-details__item\b/);
  await expect(features.getByRole('listitem').first()).toBeHidden();
  await features.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(features.getByRole('listitem').first()).toBeVisible();
});

test('quick shop adds a colour and size to the cart from a category page without leaving it', async ({ page }) => {
  const categoryUrl = await aJacketCategory();
  await page.goto(`${stack.storefrontUrl}${categoryUrl}`);
  const main = page.getByRole('main');
  const opener = main.getByRole('button', { name: /^Quick shop / }).first();
  const name = ((await opener.textContent()) ?? '').replace(/^Quick shop /u, '');
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  const colours = dialog.getByRole('group', { name: 'Color' }).getByRole('radio');
  await expect(colours.first()).toBeVisible();
  if ((await colours.count()) > 1) {
    await colours.nth(1).click();
    await expect(colours.nth(1)).toBeChecked();
  }
  const size = dialog.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false }).first();
  const sizeLabel = ((await size.locator('..').textContent()) ?? '').trim();
  await size.check();
  const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(axe.violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog.getByRole('status')).toContainText('Added to your cart.');
  expect(new URL(page.url()).pathname).toBe(new URL(`${stack.storefrontUrl}${categoryUrl}`).pathname);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.goto(`${stack.storefrontUrl}/en-us/cart`);
  await expect(page.getByRole('main')).toContainText(name);
  await expect(page.getByRole('main')).toContainText(sizeLabel);
});

test('a product sold in one size comes with that size chosen: Add to cart needs no pick', async ({ page }) => {
  const details = await getJson<{ pdpUrl: string; variants: { size?: string }[] }>(
    '/products/v2/products/SBTN10002/details',
  );
  expect(new Set(details.variants.map((variant) => variant.size))).toEqual(new Set(['One Size']));
  await page.goto(`${stack.storefrontUrl}${details.pdpUrl}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'One Size' })).toBeChecked();
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(main.getByText('Added to your cart.')).toBeVisible();
  await page.goto(`${stack.storefrontUrl}/en-us/cart`);
  await expect(page.getByRole('main')).toContainText('Cirque 3 Tent');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a listing tile has no quick shop button and links to the product page', async ({ page }) => {
    await page.goto(`${stack.storefrontUrl}${await aJacketCategory()}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('article').first().getByRole('link').first()).toHaveAttribute('href', /\/en-us\/p\//u);
    await expect(main.getByRole('button', { name: /^Quick shop / })).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the size chart is a disclosure with the same table', async ({ page }) => {
    const search = await getJson<{ products: { id: string }[] }>('/products/v2/search/productSearch?q=boot&count=1');
    const details = await getJson<Details>(`/products/v2/products/${search.products[0]!.id}/details`);
    await page.goto(`${stack.storefrontUrl}${details.pdpUrl}`);
    const main = page.getByRole('main');
    await main.getByText('Size chart', { exact: true }).click();
    const table = main.getByRole('table', { name: /^Size chart: footwear/u });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader', { name: details.sizes[0]!, exact: true })).toBeVisible();
  });
});
