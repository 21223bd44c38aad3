import { expect, test, type Page } from '@playwright/test';
import { addToCart, enterCard, fillShipping, productsInStock } from '../src/shop';
import { startStack, type Stack } from '../src/stack';

// Issue 16 item 6: a guest who signs up right after placing an order keeps it. The token exchange hands the order
// over (spec §7 `action: "postLogin"`) and the flow ends on the account page (spec §1).

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Places a guest order for one jacket, paid by card, and answers its number from the confirmation page. */
async function placeGuestOrder(page: Page): Promise<{ orderNumber: string; name: string }> {
  const [target] = await productsInStock(stack, 'jacket', { count: 1 });
  if (!target) throw new Error('no jacket in stock');
  await addToCart(page, stack, target);
  await page.goto(`${stack.storefrontUrl}/en-us/checkout`);
  await hydrated(page);
  await fillShipping(page, 'gus.guest@example.com');
  await enterCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await expect(page.getByRole('heading', { name: 'Summary', exact: true, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^SB\d+$/);
  return { orderNumber, name: target.name };
}

test('item 6: a guest signs up on the order confirmation, lands on the account and finds the order in the history', async ({
  page,
}) => {
  const { orderNumber, name } = await placeGuestOrder(page);
  await hydrated(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Switchback account' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`guest.order.${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Gus');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Guest');
  await dialog.getByLabel('Password', { exact: true }).fill('Switchback26');
  await dialog.getByRole('checkbox', { name: 'I accept the terms of sale and the privacy policy' }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();

  // Signed up: the confirmation behind the dialog still shows the order (it used to say it could not find it).
  await expect(dialog.getByRole('heading', { name: 'Welcome to Switchback' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByText('We could not find a recent order in this browser.')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'What are you into?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('heading', { name: 'You are all set' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // A guest who signs in during an order goes to the account.
  await expect(page).toHaveURL(/\/en-us\/account$/);
  await expect(page.getByRole('dialog', { name: 'Your Switchback account' })).toBeHidden();

  await page.goto(`${stack.storefrontUrl}/en-us/account/orders`);
  const entry = page.getByTestId('order-summary').filter({ hasText: orderNumber });
  await expect(entry).toHaveCount(1);
  await hydrated(page);
  await entry.getByRole('link', { name: `Order ${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en-us/account/orders/${orderNumber}$`));
  await expect(page.getByRole('main')).toContainText(name);
});

test('item 6: a guest who signs in from the checkout goes to the account, not back to the checkout', async ({
  page,
}) => {
  const [target] = await productsInStock(stack, 'jacket', { count: 2 });
  if (!target) throw new Error('no jacket in stock');
  await addToCart(page, stack, target);
  await page.goto(`${stack.storefrontUrl}/en-us/checkout`);
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Switchback account' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('sam.patel@example.com');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill('Trailhead26');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en-us\/account$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
});
