// Money a shopper reads on the page: a sale saving counted once in the cart summary, the free-shipping nudge in one
// sentence, and standard delivery free on the shipping step once the free-shipping threshold is reached.
import { expect, test, type Page } from '@playwright/test';
import { addToCart } from '../src/shop';
import { startStack, type Stack } from '../src/stack';

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

interface Found {
  pdpUrl: string;
  name: string;
  color: string;
  size: string;
  current: number;
  original: number;
}

interface Details {
  name: string;
  pdpUrl: string;
  price: { current: number; original: number };
  productType: string;
  variants: { color: { code: string }; size: string | null; available: boolean; quantity: number }[];
}

/** A seeded product (never hard-coded: the seed decides) matching `accept`, with a size that has stock. */
async function findProduct(query: string, accept: (details: Details) => boolean): Promise<Found> {
  const search = (await (
    await fetch(`${stack.apiUrl}/products/v2/search/productSearch?q=${encodeURIComponent(query)}&count=40`)
  ).json()) as { products: { id: string }[] };
  for (const { id } of search.products) {
    const details = (await (await fetch(`${stack.apiUrl}/products/v2/products/${id}/details`)).json()) as Details;
    if (!accept(details)) continue;
    const variant = details.variants.find((entry) => entry.available && entry.size && entry.quantity >= 3);
    if (variant?.size)
      return {
        pdpUrl: details.pdpUrl,
        name: details.name,
        color: variant.color.code,
        size: variant.size,
        current: details.price.current,
        original: details.price.original,
      };
  }
  throw new Error(`no seeded "${query}" matches`);
}

const amount = (text: string | null) => {
  if (!text || /free/i.test(text)) return 0;
  const value = Number(text.replace(/[^0-9.]/g, ''));
  return text.includes('−') || text.includes('-') ? -value : value;
};

async function summary(page: Page) {
  return {
    subtotal: amount(await page.getByTestId('item-subtotal').textContent()),
    discount: amount(await page.getByTestId('discount').textContent()),
    shipping: amount(await page.getByTestId('shipping').textContent()),
    tax: amount(await page.getByTestId('tax').textContent()),
    total: amount(await page.getByTestId('cart-total').textContent()),
  };
}

test('a sale item is counted at its sale price once: the summary adds up, with no second discount', async ({
  page,
}) => {
  // A jacket on sale (tents would carry an automatic product promotion on top).
  const sale = await findProduct('jacket', (details) => details.price.current < details.price.original);
  await addToCart(page, stack, sale);
  await page.goto(`${stack.storefrontUrl}/en-us/cart`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  const rows = await summary(page);
  expect(rows.subtotal).toBeCloseTo(sale.current, 2);
  // The sale saving is in the subtotal already; "Discount −$x" of the same saving would take it off twice.
  expect(rows.discount).toBe(0);
  // No address yet: the tax is not known, and the summary says when it will be rather than "$0.00".
  await expect(page.getByTestId('tax')).toHaveText('Calculated at checkout');
  expect(Math.round((rows.subtotal + rows.discount + rows.shipping + rows.tax) * 100) / 100).toBeCloseTo(rows.total, 2);
});

test('below the free-shipping threshold the cart says how much more to spend, in one sentence', async ({ page }) => {
  const beanie = await findProduct('beanie', (details) => details.price.current < 50);
  await addToCart(page, stack, beanie);
  await page.goto(`${stack.storefrontUrl}/en-us/cart`);
  const nudge = page.getByTestId('approaching-promotion');
  await expect(nudge).toHaveCount(1);
  // Was "Spend $46.05 more for spend 46.05 USD more for free shipping".
  await expect(nudge).toHaveText(/^Spend \$\d+\.\d{2} more for free standard shipping$/);
});

test('with free shipping reached, the shipping step offers standard delivery free, with the price it would have cost', async ({
  page,
}) => {
  const jacket = await findProduct('jacket', (details) => details.price.current >= 120);
  await addToCart(page, stack, jacket);
  await page.goto(`${stack.storefrontUrl}/en-us/cart`);
  await expect(page.getByTestId('shipping')).toHaveText('Free');
  await page.goto(`${stack.storefrontUrl}/en-us/checkout`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  const methods = page.getByRole('radiogroup', { name: 'Delivery method' });
  // Was "Standard delivery (3-5 business days) · $8.95" although the cart ships free.
  await expect(methods.getByRole('radio', { name: /^Standard delivery .*· Free \(was \$8\.95\)$/ })).toBeVisible();
});
