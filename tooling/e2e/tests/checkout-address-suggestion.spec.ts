import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { startStack, type Stack } from '../src/stack';

// The address validation call (spec §7) suggests the carrier's form of an address: the shopper sees both and
// chooses with the keyboard.

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

test('a suggested address is offered next to the typed one and chosen with the keyboard', async ({ page }) => {
  const search = (await (await fetch(`${stack.apiUrl}/products/v2/search/productSearch?q=jacket&count=20`)).json()) as {
    products: { id: string }[];
  };
  let added = false;
  for (const { id } of search.products.slice(3)) {
    const details = (await (await fetch(`${stack.apiUrl}/products/v2/products/${id}/details`)).json()) as {
      pdpUrl: string;
      variants: { color: { code: string }; size: string | null; available: boolean; quantity: number }[];
    };
    const variant = details.variants.find((entry) => entry.available && entry.size && entry.quantity >= 3);
    if (!variant?.size) continue;
    await page.goto(
      `${stack.storefrontUrl}${details.pdpUrl.replace(/^\/[a-z]{2}-[a-z]{2}\//, '/en-ca/')}?color=${variant.color.code}`,
    );
    await page
      .getByRole('group', { name: 'Size' })
      .getByRole('radio', { name: new RegExp(`^${variant.size}$`) })
      .check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
    added = true;
    break;
  }
  expect(added).toBe(true);

  await page.goto(`${stack.storefrontUrl}/en-ca/checkout`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByRole('main').getByLabel('Email').fill('casey.suggest@example.com');
  await page.getByLabel('Phone').fill('4165550100');
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Tremblay');
  await page.getByLabel('Address line 1').fill('388 Queen St W');
  await page.getByLabel('City', { exact: true }).fill('Toronto');
  await page.getByLabel('State or province').selectOption('ON');
  await page.getByLabel('Postal code', { exact: true }).fill('m5v 2a7');
  await page.getByRole('button', { name: 'Continue to billing' }).click();

  const heading = page.getByRole('heading', { name: 'Check your delivery address' });
  await expect(heading).toBeFocused();
  const group = page.getByRole('group', { name: /Which one should we use\?/ });
  const suggested = group.getByRole('radio', { name: /^Suggested: .*M5V 2A7/ });
  const typed = group.getByRole('radio', { name: /^As you entered it: .*m5v 2a7/ });
  await expect(suggested).toBeChecked();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // One tab stop for the group; the arrow keys move the choice.
  await page.keyboard.press('Tab');
  await expect(suggested).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(typed).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(suggested).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Use this address' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Billing', exact: true, level: 2 })).toBeVisible();
  // The carrier's form is what the cart keeps.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'sb_at')?.value;
  const cart = (await (
    await fetch(`${stack.apiUrl}/cart/v1/cart?siteId=sb-ca`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    })
  ).json()) as { shippingAddress?: { postalCode?: string } };
  expect(cart.shippingAddress?.postalCode).toBe('M5V 2A7');
});
