import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { jsonLdOf } from '../src/shop';
import { startStack, type Stack } from '../src/stack';

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

test.describe('store locator and store pages', () => {
  test('finds stores and collection points near a city and opens a store page', async ({ page }) => {
    await page.goto(`${stack.storefrontUrl}/en-us/store-locator`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'City or postal code' }).fill('Denver');
    await main.getByRole('combobox', { name: 'Show' }).selectOption('all');
    await main.getByRole('button', { name: 'Find stores' }).click();
    await expect(main.getByRole('link', { name: 'Details of ParcelPoint Union Station' })).toBeVisible();
    await expect(main.getByRole('article').filter({ hasText: 'ParcelPoint Union Station' })).toContainText(
      'Collection point',
    );
    expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

    await main.getByRole('link', { name: 'Details of Switchback Denver Flagship' }).click();
    await expect(page).toHaveURL(`${stack.storefrontUrl}/en-us/stores/switchback-denver-flagship-1001`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Switchback Denver Flagship');
    await expect(
      main.getByRole('table', { name: 'Opening hours' }).getByRole('row', { name: /^Saturday/ }),
    ).toContainText('09:00–21:00');
    await expect(main.getByRole('region', { name: 'Services' })).toContainText('Ship to store');
    await expect(main.getByRole('link', { name: 'Open in a map' })).toHaveAttribute(
      'href',
      /openstreetmap\.org\/\?mlat=39\.7527&mlon=-104\.9992/,
    );
    await expect(page).toHaveTitle('Switchback Denver Flagship, Denver');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test.describe('with the browser position', () => {
    // Seattle: the nearest store is Seattle's, not the first of the list.
    test.use({ geolocation: { latitude: 47.61, longitude: -122.33 }, permissions: ['geolocation'] });

    test('"Use my location" lists the stores nearest to the shopper', async ({ page }) => {
      await page.goto(`${stack.storefrontUrl}/en-us/store-locator`);
      await page.locator('html[data-hydrated="true"]').waitFor();
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Use my location' }).click();
      await expect(main.getByRole('heading', { name: 'Nearest to your location' })).toBeVisible();
      expect(new URL(page.url()).searchParams.get('lat')).toBe('47.6100');
      await expect(main.getByRole('article').first()).toContainText('Switchback Seattle');
    });
  });

  test('the sitemap lists the store pages of each locale; each answers 200 with Store JSON-LD and its canonical', async () => {
    const xml = await (await fetch(`${stack.storefrontUrl}/sitemap.xml`)).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => match[1] ?? '')
      .filter((url) => url.includes('/stores/'));
    expect(urls).toContain(`${stack.storefrontUrl}/en-us/stores/switchback-denver-flagship-1001`);
    expect(urls).toContain(`${stack.storefrontUrl}/fr-ca/stores/switchback-montreal-2003`);
    // Collection points have pages but are not offered to search engines.
    expect(urls.some((url) => url.includes('parcelpoint'))).toBe(false);
    for (const url of urls) {
      const response = await fetch(url, { redirect: 'manual' });
      expect(response.status, url).toBe(200);
      const html = await response.text();
      expect(
        jsonLdOf(html).map((block) => block['@type']),
        url,
      ).toContain('Store');
      expect(html, url).toContain(`<link rel="canonical" href="${url}"/>`);
    }
  });
});

interface StoreAnswer {
  stores: { id: string; name: string; address: { city: string }; inventory: { available: boolean }[] }[];
}

interface StsTarget {
  pdpUrl: string;
  name: string;
  color: string;
  size: string;
  store: { id: string; name: string };
}

/** A jacket size in stock online that a Denver-area store does not have (most stores carry few of each size). */
async function sizeMissingAtAStore(): Promise<StsTarget> {
  const search = (await (await fetch(`${stack.apiUrl}/products/v2/search/productSearch?q=jacket&count=12`)).json()) as {
    products: { id: string }[];
  };
  for (const { id } of search.products) {
    const details = (await (await fetch(`${stack.apiUrl}/products/v2/products/${id}/details`)).json()) as {
      name: string;
      pdpUrl: string;
      variants: { upc: string; color: { code: string }; size: string | null; available: boolean }[];
    };
    const variant = details.variants.find((entry) => entry.available && entry.size);
    if (!variant?.size) continue;
    const answer = (await (
      await fetch(`${stack.apiUrl}/stores/v1/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ city: 'Denver', service: 'pickup', upcs: [variant.upc], qty: 1, limit: 10 }),
      })
    ).json()) as StoreAnswer;
    const store = answer.stores.find((entry) => entry.inventory[0]?.available === false);
    if (store)
      return { pdpUrl: details.pdpUrl, name: details.name, color: variant.color.code, size: variant.size, store };
  }
  throw new Error('no seeded jacket size is missing at a Denver-area store');
}

/** Opens the product page of {@link sizeMissingAtAStore}'s size, hydrated, and says which it is. */
async function openProductMissingAtAStore(page: Page): Promise<StsTarget> {
  const target = await sizeMissingAtAStore();
  await page.goto(
    `${stack.storefrontUrl}${target.pdpUrl}?color=${target.color}&size=${encodeURIComponent(target.size)}`,
  );
  await page.locator('html[data-hydrated="true"]').waitFor();
  return target;
}

async function expectShipToStoreLine(page: Page, target: StsTarget) {
  await page.goto(`${stack.storefrontUrl}/en-us/cart`);
  const line = page.getByRole('main').locator('[data-testid="cart-line"][data-delivery="sts"]');
  await expect(line).toContainText(target.name);
  await expect(line.getByTestId('line-delivery')).toContainText(`Ship to store at ${target.store.name}`);
}

test.describe('ship to store', () => {
  test('a size sold online but not at the chosen store is shipped there for free, and the cart shows it', async ({
    page,
  }) => {
    const target = await openProductMissingAtAStore(page);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Choose a store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a store' });
    await dialog.getByRole('textbox', { name: 'Postal code or city' }).fill('Denver');
    await dialog.getByRole('button', { name: 'Find stores' }).click();
    const choice = dialog.getByRole('listitem').filter({ hasText: target.store.name });
    await expect(choice).toContainText('Not available at this store · Free ship to store: 3–6 business days');
    await choice.getByRole('button', { name: `Choose ${target.store.name}` }).click();
    await expect(dialog).toBeHidden();

    await expect(
      main.getByRole('radio', { name: `Pick up at ${target.store.name} (Not available at this store)` }),
    ).toBeDisabled();
    await main.getByRole('radio', { name: `Ship to ${target.store.name} (free, 3–6 business days)` }).check();
    await main.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
    await expectShipToStoreLine(page, target);
  });

  test('a line delivered home is sent to a store from the cart: the change-delivery dialog offers ship to store', async ({
    page,
  }) => {
    const target = await openProductMissingAtAStore(page);
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();

    await page.goto(`${stack.storefrontUrl}/en-us/cart`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const line = page.getByTestId('cart-line').filter({ hasText: target.name });
    await line.getByRole('link', { name: `Change delivery for ${target.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Change delivery method' });
    await expect(dialog.getByRole('radio', { name: 'Home delivery' })).toBeChecked();
    await expect(dialog).toContainText('Free, 3–6 business days. The store needs none in stock.');
    // The store lacks this size: it cannot be picked up there, only shipped there.
    await expect(dialog.getByRole('option', { name: `${target.store.name} (we ship it there)` })).toBeEnabled();
    expect((await new AxeBuilder({ page }).include('dialog[open]').analyze()).violations).toEqual([]);
    await dialog.getByRole('radio', { name: 'Ship to a store' }).check();
    await dialog.getByRole('combobox', { name: 'Store' }).selectOption(target.store.id);
    await dialog.getByRole('button', { name: 'Save delivery method' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'The item will be shipped to the store for free.',
    );
    await expectShipToStoreLine(page, target);

    // Opened again, the dialog shows the choice made.
    await page
      .getByTestId('cart-line')
      .filter({ hasText: target.name })
      .getByRole('link', { name: /Change delivery/ })
      .click();
    await expect(dialog.getByRole('radio', { name: 'Ship to a store' })).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Store' })).toHaveValue(target.store.id);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the same choice is a radio of the plain add-to-cart form', async ({ page }) => {
      const target = await sizeMissingAtAStore();
      await page.goto(
        `${stack.storefrontUrl}${target.pdpUrl}?color=${target.color}&size=${encodeURIComponent(target.size)}&pickup=1&near=Denver`,
      );
      const main = page.getByRole('main');
      await main
        .getByRole('region', { name: 'Choose a store' })
        .getByRole('button', { name: `Choose ${target.store.name}` })
        .click();
      await main.getByRole('radio', { name: `Ship to ${target.store.name} (free, 3–6 business days)` }).check();
      await main.getByRole('button', { name: 'Add to cart' }).click();
      await expect(main.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
      await expectShipToStoreLine(page, target);
    });
  });
});
