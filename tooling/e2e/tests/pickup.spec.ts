import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startStack, type Stack } from '../src/stack';

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

interface Target {
  pdpUrl: string;
  name: string;
  color: string;
  size: string;
  /** A US store with the size in stock, and its city (what the shopper types). */
  store: { id: string; name: string; city: string };
  /** Another store the chooser lists for that city (for the change-store confirmation). */
  other: { id: string; name: string };
}

interface StoreAnswer {
  stores: { id: string; name: string; address: { city: string }; inventory: { available: boolean }[] }[];
}

const post = async (path: string, body: unknown) =>
  (await (
    await fetch(`${stack.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()) as StoreAnswer;

/** A size sold online that a US store also has in stock, found through the live API. */
async function sizeWithStoreStock(): Promise<Target> {
  for (const query of ['jacket', 'fleece', 'boot', 'shoe', 'pack']) {
    const search = (await (
      await fetch(`${stack.apiUrl}/products/v2/search/productSearch?q=${query}&count=12`)
    ).json()) as { products: { id: string }[] };
    for (const { id } of search.products) {
      const details = (await (await fetch(`${stack.apiUrl}/products/v2/products/${id}/details`)).json()) as {
        name: string;
        pdpUrl: string;
        variants: { upc: string; color: { code: string }; size: string | null; available: boolean }[];
      };
      for (const variant of details.variants) {
        if (!variant.available || !variant.size) continue;
        const answer = await post('/stores/v1/search', {
          countryCode: 'US',
          service: 'pickup',
          upcs: [variant.upc],
          qty: 1,
          limit: 20,
        });
        const store = answer.stores.find((entry) => entry.inventory[0]?.available);
        if (!store) continue;
        // The storefront searches by the city the shopper types; the list must show a second store too.
        const near = await post('/stores/v1/search', { city: store.address.city, service: 'pickup', limit: 10 });
        const other = near.stores.find((entry) => entry.id !== store.id);
        if (!near.stores.some((entry) => entry.id === store.id) || !other) continue;
        return {
          pdpUrl: details.pdpUrl,
          name: details.name,
          color: variant.color.code,
          size: variant.size,
          store: { id: store.id, name: store.name, city: store.address.city },
          other: { id: other.id, name: other.name },
        };
      }
    }
  }
  throw new Error('no seeded product has a size in stock at a US store with a neighbour store');
}

async function expectStoreLineInCart(page: Page, name: string, storeName: string) {
  await page.goto(`${stack.storefrontUrl}/en-us/cart`);
  const pickup = page.getByRole('region', { name: 'Pick up in store' });
  await expect(pickup.getByTestId('cart-line')).toContainText(name);
  await expect(pickup.getByTestId('cart-line')).toContainText(storeName);
}

test.describe('pickup in store with JavaScript', () => {
  test('a size chosen in the chooser searches with that size, and the chooser still shows one size list', async ({
    page,
  }) => {
    const target = await sizeWithStoreStock();
    await page.goto(`${stack.storefrontUrl}${target.pdpUrl}?color=${target.color}`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Choose a store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a store' });
    await dialog.getByRole('combobox', { name: 'Size' }).selectOption(target.size);
    await dialog.getByRole('textbox', { name: 'Postal code or city' }).fill(target.store.city);
    await dialog.getByRole('button', { name: 'Find stores' }).click();
    await expect(dialog.getByRole('listitem').filter({ hasText: target.store.name })).toContainText(/In stock \(\d+\)/);
    await expect(page).toHaveURL(new RegExp(`[?&]size=${encodeURIComponent(target.size)}(&|$)`));
    await expect(dialog.getByRole('combobox', { name: 'Size' })).toHaveCount(1);
    await expect(dialog.getByRole('combobox', { name: 'Size' })).toHaveValue(target.size);
  });

  test('chooses a store with stock in the dialog, adds the line as pickup, and changes the store after confirming', async ({
    page,
  }) => {
    const target = await sizeWithStoreStock();
    const chooserScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && /\/PickupChooser-/.test(request.url()))
        chooserScripts.push(request.url());
    });
    await page.goto(
      `${stack.storefrontUrl}${target.pdpUrl}?color=${target.color}&size=${encodeURIComponent(target.size)}`,
    );
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.waitForLoadState('networkidle');
    // The chooser's code is not part of the product page (issue 14): it comes when the shopper opens it.
    expect(chooserScripts).toEqual([]);
    const main = page.getByRole('main');
    await expect(main.getByRole('radio', { name: /^Pick up at/ })).toHaveCount(0);

    // Escape closes the chooser.
    await main.getByRole('link', { name: 'Choose a store' }).click();
    let dialog = page.getByRole('dialog', { name: 'Choose a store' });
    await expect(dialog).toBeVisible();
    expect(chooserScripts).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await main.getByRole('link', { name: 'Choose a store' }).click();
    dialog = page.getByRole('dialog', { name: 'Choose a store' });
    await dialog.getByRole('textbox', { name: 'Postal code or city' }).fill(target.store.city);
    await dialog.getByRole('button', { name: 'Find stores' }).click();
    const choice = dialog.getByRole('listitem').filter({ hasText: target.store.name });
    await expect(choice).toContainText(/In stock \(\d+\)/);
    expect((await new AxeBuilder({ page }).include('dialog[open]').analyze()).violations).toEqual([]);
    await choice.getByRole('button', { name: `Choose ${target.store.name}` }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByRole('status').filter({ hasText: 'is now your store' })).toHaveText(
      `${target.store.name} is now your store.`,
    );
    await expect(main.getByText(`Your store: ${target.store.name}`)).toBeVisible();

    await main.getByRole('radio', { name: `Pick up at ${target.store.name}` }).check();
    await main.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Changing the chosen store asks first, then says it changed.
    await main.getByRole('link', { name: 'Change store' }).click();
    dialog = page.getByRole('dialog', { name: 'Choose a store' });
    await dialog.getByRole('textbox', { name: 'Postal code or city' }).fill(target.store.city);
    await dialog.getByRole('button', { name: 'Find stores' }).click();
    await dialog.getByRole('button', { name: `Choose ${target.other.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Change store?' });
    await expect(confirm).toContainText(`Change your store from ${target.store.name} to ${target.other.name}?`);
    await expect(confirm).toContainText(
      `Your cart has 1 item to pick up at ${target.store.name}; it will move to the new store.`,
    );
    await confirm.getByRole('button', { name: 'Change store' }).click();
    // The store changed dialog says where the cart's pickup line went (picked up there, or shipped there when the
    // new store does not have the size); Escape closes it and focus returns to "Change store".
    const changed = page.getByRole('dialog', { name: 'Store changed' });
    await expect(changed).toContainText(`${target.other.name} is now your store.`);
    await expect(changed).toContainText(
      new RegExp(`1 item (in your cart will be picked up at|is not in stock at) ${target.other.name}`),
    );
    expect((await new AxeBuilder({ page }).include('dialog[open]').analyze()).violations).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(changed).toBeHidden();
    await expect(main.getByRole('link', { name: 'Change store' })).toBeFocused();

    await expectStoreLineInCart(page, target.name, target.other.name);
  });
});

test.describe('pickup in store without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the chooser is a page section of GET and POST forms, the line is added as pickup and follows a store change', async ({
    page,
  }) => {
    const target = await sizeWithStoreStock();
    await page.goto(`${stack.storefrontUrl}${target.pdpUrl}?color=${target.color}`);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Choose a store' }).click();
    const panel = main.getByRole('region', { name: 'Choose a store' });
    await panel.getByRole('combobox', { name: 'Size' }).selectOption(target.size);
    await panel.getByRole('textbox', { name: 'Postal code or city' }).fill(target.store.city);
    await panel.getByRole('button', { name: 'Find stores' }).click();
    expect(new URL(page.url()).searchParams.get('pickup')).toBe('1');
    const choice = main
      .getByRole('region', { name: 'Choose a store' })
      .getByRole('listitem')
      .filter({ hasText: target.store.name });
    await expect(choice).toContainText(/In stock \(\d+\)/);
    await choice.getByRole('button', { name: `Choose ${target.store.name}` }).click();
    await expect(main.getByRole('status').filter({ hasText: 'is now your store' })).toHaveText(
      `${target.store.name} is now your store.`,
    );
    await expect(main.getByRole('region', { name: 'Choose a store' })).toHaveCount(0);

    await main
      .getByRole('group', { name: 'Size' })
      .getByRole('radio', { name: new RegExp(`^${target.size}$`) })
      .check();
    await main.getByRole('radio', { name: `Pick up at ${target.store.name}` }).check();
    await main.getByRole('button', { name: 'Add to cart' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
    await expectStoreLineInCart(page, target.name, target.store.name);

    // Changing store without JavaScript: the confirmation and the store changed notice are page sections.
    await page.goto(
      `${stack.storefrontUrl}${target.pdpUrl}?color=${target.color}&size=${encodeURIComponent(target.size)}&pickup=1&near=${encodeURIComponent(target.store.city)}`,
    );
    await main
      .getByRole('region', { name: 'Choose a store' })
      .getByRole('button', { name: `Choose ${target.other.name}` })
      .click();
    await main.getByRole('region', { name: 'Change store?' }).getByRole('button', { name: 'Change store' }).click();
    const changed = main.getByRole('region', { name: 'Store changed' });
    await expect(changed).toContainText(`${target.other.name} is now your store.`);
    await changed.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(main.getByRole('region', { name: 'Store changed' })).toHaveCount(0);
    await expectStoreLineInCart(page, target.name, target.other.name);
  });
});
