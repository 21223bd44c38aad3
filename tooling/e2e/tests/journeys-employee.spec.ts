// Issue 16 item 5: an employee who accepts the discount terms sees the employee price on the listing and the
// product page, gets the discount in the cart, and orders with it: on the confirmation and in the account.
import { expect, test, type Page } from '@playwright/test';
import { addToCart, enterCard, fillShipping, productsInStock, type ProductSize } from '../src/shop';
import { startStack, type Stack } from '../src/stack';

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

const PASSWORD = 'Trailhead26';
const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

async function signInAsEmployee(page: Page) {
  await page.goto(`${stack.storefrontUrl}/en-us/sign-in?returnTo=/en-us`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill('jordan.blake@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employee discount terms' })).toBeVisible();
}

/** The product's current price (the lowest when its sizes differ), read from the live API: the seed decides. */
async function priceOf(target: ProductSize): Promise<number> {
  const id = /-([A-Z0-9]+)$/.exec(target.pdpUrl)?.[1] ?? '';
  const details = (await (await fetch(`${stack.apiUrl}/products/v2/products/${id}/details`)).json()) as {
    price: { current: number; lowCurrent?: number | null };
  };
  return details.price.lowCurrent ?? details.price.current;
}

test('item 5: an employee who accepts the terms sees and gets the employee price, through checkout to the order', async ({
  page,
}) => {
  const [target] = await productsInStock(stack, 'jacket', { count: 1 });
  if (!target) throw new Error('no jacket in stock');
  const price = await priceOf(target);
  const employeePrice = Math.round(price * 70) / 100;

  await signInAsEmployee(page);
  // Before accepting, no employee price anywhere.
  await page.goto(`${stack.storefrontUrl}/en-us/search?q=${encodeURIComponent(target.name)}`);
  await expect(page.getByRole('heading', { name: target.name }).first()).toBeVisible();
  await expect(page.getByTestId('employee-price')).toHaveCount(0);

  // Back to the sign-in page: a signed-in employee with the terms pending is shown them again.
  await page.goto(`${stack.storefrontUrl}/en-us/sign-in?returnTo=/en-us`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await expect(page.getByRole('heading', { level: 1, name: 'Employee discount terms' })).toBeVisible();
  await page.getByRole('button', { name: 'Accept terms' }).click();
  await expect(page.getByTestId('spend-banner')).toContainText('$1,580.00 left this year');

  // Listing: the tile shows the employee price beside the normal one.
  await page.goto(`${stack.storefrontUrl}/en-us/search?q=${encodeURIComponent(target.name)}`);
  const tile = page
    .locator('.product-tile')
    .filter({ has: page.getByRole('link', { name: target.name, exact: true }) })
    .first();
  await expect(tile.getByTestId('employee-price')).toHaveText(`Employee price ${usd(employeePrice)}`);

  // Product page, then into the cart.
  await addToCart(page, stack, target);
  await expect(page.locator('.product-page__intro').getByTestId('employee-price')).toHaveText(
    `Employee price ${usd(employeePrice)}`,
  );

  await page.goto(`${stack.storefrontUrl}/en-us/cart`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  const subtotal = amountOf(await page.getByTestId('item-subtotal').textContent());
  const discount = Math.round(subtotal * 30) / 100;
  await expect(page.getByTestId('promotions')).toContainText('Employee discount 30% off');
  await expect(page.getByTestId('discount')).toHaveText(`−${usd(discount)}`);
  await expect(page.getByTestId('line-employee-discount')).toHaveText(`−${usd(discount)}`);

  // Checkout with a card.
  await page.goto(`${stack.storefrontUrl}/en-us/checkout`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await fillShipping(page, 'jordan.blake@example.com');
  await enterCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await expect(page.getByRole('heading', { name: 'Summary', exact: true, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('employee-discount')).toHaveText(`−${usd(discount)}`);
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumber).toMatch(/\w{6,}/);

  // The order in the account keeps it; the spend against the cap grew by what was paid for the discounted goods.
  await page.goto(`${stack.storefrontUrl}/en-us/account/orders/${orderNumber}`);
  await expect(page.getByTestId('employee-discount')).toHaveText(`−${usd(discount)}`);
  const spent = Math.round((420 + subtotal - discount) * 100) / 100;
  await expect(page.getByTestId('spend-banner')).toContainText(`${usd(spent)} spent of $2,000.00`);
});
