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
  quantity: number;
}

/** A seeded jacket size with at least two in stock, found through the live API (as browse.spec.ts does). */
async function jacketInStock(): Promise<Target> {
  const search = (await (await fetch(`${stack.apiUrl}/products/v2/search/productSearch?q=jacket&count=10`)).json()) as { products: { id: string }[] };
  for (const { id } of search.products) {
    const details = (await (await fetch(`${stack.apiUrl}/products/v2/products/${id}/details`)).json()) as {
      name: string;
      pdpUrl: string;
      maxQty?: number | null;
      variants: { color: { code: string }; size: string | null; available: boolean; quantity: number }[];
    };
    // Asking for one more than the stock must stay under the line's maximum, or the browser's own validation
    // (max = maxQty) would stop the form before the API could refuse it.
    const maxQty = details.maxQty ?? 999999;
    const variant = details.variants.find((entry) => entry.available && entry.size && entry.quantity >= 2 && entry.quantity + 1 <= maxQty);
    if (variant?.size) return { pdpUrl: details.pdpUrl, name: details.name, color: variant.color.code, size: variant.size, quantity: variant.quantity };
  }
  throw new Error('no seeded jacket has a size with two or more in stock');
}

async function addToCart(page: Page, target: Target) {
  await page.goto(`${stack.storefrontUrl}${target.pdpUrl}?color=${target.color}`);
  await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: new RegExp(`^${target.size}$`) }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status')).toContainText('Added to your cart.');
}

const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test.describe('the cart without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('changes a quantity, refuses one beyond stock at its line, and removes the line', async ({ page }) => {
    const target = await jacketInStock();
    await addToCart(page, target);
    await page.goto(`${stack.storefrontUrl}/en-us/cart`);

    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('link', { name: target.name })).toHaveAttribute('href', target.pdpUrl);
    // The image is decorative (alt=""): the linked name says what it shows.
    await expect(line.locator('img')).toHaveAttribute('width', '96');
    const quantity = line.getByRole('spinbutton', { name: `Quantity of ${target.name}` });
    await expect(quantity).toHaveValue('1');
    const single = amount(await line.getByTestId('row-total').textContent());
    expect(single).toBeGreaterThan(0);

    await quantity.fill('2');
    await line.getByRole('button', { name: `Update ${target.name}` }).click();
    await expect(page.getByRole('status')).toHaveText('Your cart was updated.');
    await expect(quantity).toHaveValue('2');
    expect(amount(await line.getByTestId('row-total').textContent())).toBeCloseTo(single * 2, 2);
    expect(amount(await page.getByTestId('item-subtotal').textContent())).toBeCloseTo(single * 2, 2);

    await quantity.fill(String(target.quantity + 1));
    await line.getByRole('button', { name: `Update ${target.name}` }).click();
    await expect(line.getByRole('alert')).toHaveText('Some items in your cart are no longer available in the quantity you chose.');
    await expect(quantity).toHaveValue('2');
    await expect(line.getByText(`${target.name} × 2`)).toBeVisible();
    expect(amount(await line.getByTestId('row-total').textContent())).toBeCloseTo(single * 2, 2);

    await line.getByRole('button', { name: `Remove ${target.name}` }).click();
    await expect(page.getByRole('status')).toHaveText('The item was removed from your cart.');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(0);
  });
});

test('a filled cart hydrates, updates through the enhanced form and has no accessibility violations', async ({ page }) => {
  const target = await jacketInStock();
  await addToCart(page, target);
  await page.goto(`${stack.storefrontUrl}/en-us/cart`);
  await page.locator('html[data-hydrated="true"]').waitFor();

  const line = page.getByTestId('cart-line');
  await line.getByRole('spinbutton', { name: `Quantity of ${target.name}` }).fill('2');
  await line.getByRole('button', { name: `Update ${target.name}` }).click();
  await expect(page.getByRole('status')).toHaveText('Your cart was updated.');
  await expect(line.getByText(`${target.name} × 2`)).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
