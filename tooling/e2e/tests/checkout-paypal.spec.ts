import { expect, test, type Page } from '@playwright/test';
import { addToCart, productsInStock } from '../src/shop';
import { startStack, type Stack } from '../src/stack';

// PayPal as a sandbox flow: billing → the provider's approval page (its own origin) → back to the checkout with an
// approval token that commerce-api verifies for this cart and amount → summary → order.

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

async function addSomethingToCart(page: Page): Promise<string> {
  const [jacket] = await productsInStock(stack, 'jacket', { count: 1 });
  await addToCart(page, stack, jacket!);
  return jacket!.name;
}

async function payWithPayPal(page: Page) {
  await page.getByRole('radio', { name: 'PayPal (sandbox)' }).check();
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await expect(page).toHaveURL(new RegExp(`^${stack.paymentsUrl}/payments/sandbox/v1/paypal`));
}

test('PayPal: cancelling returns to billing with a message; approving leads to the summary and the order', async ({ page }) => {
  const name = await addSomethingToCart(page);
  await page.goto(`${stack.storefrontUrl}/en-us/checkout`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByRole('main').getByLabel('Email').fill('paypal.shopper@example.com');
  await page.getByLabel('Phone').fill('3035550199');
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Hale');
  await page.getByLabel('Address line 1').fill('1601 Wazee St');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('State or province').selectOption('CO');
  await page.getByLabel('Postal code').fill('80202');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page.getByRole('heading', { name: 'Billing', exact: true, level: 2 })).toBeVisible();

  await payWithPayPal(page);
  await expect(page.getByText(/Switchback asks you to pay \$\d/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel and return to the shop' }).click();
  await expect(page.getByRole('heading', { name: 'Billing', exact: true, level: 2 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('You cancelled the PayPal payment, so nothing was charged. Choose PayPal again or another way to pay.');

  // A token typed into the address bar is no approval: commerce-api refuses it as the cart's payment, so the
  // shopper is back on billing with nothing to place.
  await page.goto(`${stack.storefrontUrl}/en-us/checkout?step=billing&paypal=approved&paypalToken=ppapr_forged-by-hand.0123456789abcdef0123456789abcdef`);
  await expect(page.getByRole('heading', { name: 'Billing', exact: true, level: 2 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('PayPal did not approve this payment. Choose PayPal again or another way to pay.');
  await page.locator('html[data-hydrated="true"]').waitFor();
  await payWithPayPal(page);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { name: 'Summary', exact: true, level: 2 })).toBeVisible();
  await expect(page.getByText(/^PayPal \(sandbox\):/)).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('order-line')).toContainText(name);
  await expect(page.getByTestId('order-payment')).toContainText('PayPal');
});
