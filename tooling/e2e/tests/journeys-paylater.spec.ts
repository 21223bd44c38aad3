import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addToCart, fillShipping, productsInStock, recordCspViolations } from '../src/shop';
import { startStack, type Stack } from '../src/stack';

// Issue 16 item 7: the pay-later provider may answer show_form (spec §4). The shop then opens the pay-later provider
// dialog (spec §2) with the provider's form; the shopper completes it and the order is placed, or the provider
// declines and the shop says PAY400. The sandbox answers show_form for an e-mail containing "+paylater-form".

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

let cspViolations: () => string[] = () => [];
test.beforeEach(async ({ page }) => {
  cspViolations = await recordCspViolations(page);
});
test.afterEach(() => {
  expect(cspViolations(), 'Content-Security-Policy violations').toEqual([]);
});

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

const PAY400 = 'The pay-later payment could not be completed. Please choose another payment method.';

/** Opens the provider step from billing and answers the dialog, with focus checked inside it. */
async function openProviderStep(page: Page) {
  await page.getByRole('button', { name: 'Continue with pay later' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay later' });
  await expect(dialog).toBeVisible();
  const form = dialog.frameLocator('iframe[title="Pay later (secure payment provider)"]');
  await expect(form.getByLabel('Date of birth')).toBeFocused();
  // The modal keeps the page behind it out of reach: focus is in the dialog (in the provider's frame).
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
  return { dialog, form };
}

test('item 7: a new shopper pays later through the provider form, from the product page to the order in the account', async ({
  page,
}) => {
  const [target] = await productsInStock(stack, 'jacket', { count: 1 });
  if (!target) throw new Error('no jacket in stock');
  const email = `pay.later.${Date.now()}+paylater-form@example.com`;

  await page.goto(`${stack.storefrontUrl}${target.pdpUrl}?color=${target.color}`);
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const account = page.getByRole('dialog', { name: 'Your Switchback account' });
  await account.getByRole('textbox', { name: 'Email' }).fill(email);
  await account.getByRole('button', { name: 'Continue' }).click();
  await account.getByRole('textbox', { name: 'First name' }).fill('Paige');
  await account.getByRole('textbox', { name: 'Last name' }).fill('Later');
  await account.getByLabel('Password', { exact: true }).fill('Switchback26');
  await account.getByRole('checkbox', { name: 'I accept the terms of sale and the privacy policy' }).check();
  await account.getByRole('button', { name: 'Create account' }).click();
  await expect(account.getByRole('heading', { name: 'Welcome to Switchback' })).toBeVisible();
  await account.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();

  await addToCart(page, stack, target);
  await page.goto(`${stack.storefrontUrl}/en-us/checkout`);
  await hydrated(page);
  await fillShipping(page, email);
  await hydrated(page);

  const { dialog, form } = await openProviderStep(page);
  await expect(
    new AxeBuilder({ page })
      .include('.checkout-pay-later-dialog')
      .analyze()
      .then((result) => result.violations),
  ).resolves.toEqual([]);
  await form.getByLabel('Date of birth').fill('1990-04-12');
  await form.getByRole('checkbox', { name: 'I agree to pay in 4 instalments' }).check();
  await form.getByRole('button', { name: 'Confirm pay later' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { name: 'Summary', exact: true, level: 2 })).toBeVisible();
  await expect(page.getByText(/^Pay later:/)).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('order-payment')).toContainText('Pay later');
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^SB\d+$/);

  await page.goto(`${stack.storefrontUrl}/en-us/account/orders`);
  const entry = page.getByTestId('order-summary').filter({ hasText: orderNumber });
  await expect(entry).toHaveCount(1);
  await hydrated(page);
  await entry.getByRole('link', { name: `Order ${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en-us/account/orders/${orderNumber}$`));
  await expect(page.getByRole('main')).toContainText(target.name);
  await expect(page.getByRole('main')).toContainText('Pay later');
});

test('item 7: cancelling the provider form returns to billing quietly; a declined form shows PAY400 and stays on billing', async ({
  page,
}) => {
  const [, target] = await productsInStock(stack, 'jacket', { count: 2 });
  if (!target) throw new Error('no second jacket in stock');
  await addToCart(page, stack, target);
  await page.goto(`${stack.storefrontUrl}/en-us/checkout`);
  await hydrated(page);
  await fillShipping(page, 'jo+paylater-form@example.com');
  await hydrated(page);

  const first = await openProviderStep(page);
  await first.form.getByRole('button', { name: 'Cancel' }).click();
  await expect(first.dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Continue with pay later' })).toBeFocused();
  await expect(page.getByText(PAY400)).toHaveCount(0);

  const second = await openProviderStep(page);
  await second.form.getByLabel('Date of birth').fill(`${new Date().getUTCFullYear() - 12}-06-01`);
  await second.form.getByRole('checkbox', { name: 'I agree to pay in 4 instalments' }).check();
  await second.form.getByRole('button', { name: 'Confirm pay later' }).click();
  await expect(second.dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: PAY400 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Billing', exact: true, level: 2 })).toBeVisible();
});
