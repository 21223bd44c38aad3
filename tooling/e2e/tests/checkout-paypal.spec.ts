import { expect, test, type Page } from '@playwright/test';
import { addToCart, fillShipping, productsInStock, recordCspViolations } from '../src/shop';
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

// The storefront's Content-Security-Policy is enforced: every step of every checkout here (card, 3-D Secure,
// PayPal, the provider's frames and scripts) must run without a single violation.
let cspViolations: () => string[] = () => [];
test.beforeEach(async ({ page }) => {
  cspViolations = await recordCspViolations(page);
});
test.afterEach(() => {
  expect(cspViolations(), 'Content-Security-Policy violations').toEqual([]);
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

test('PayPal: cancelling returns to billing with a message; approving leads to the summary and the order', async ({
  page,
}) => {
  const name = await addSomethingToCart(page);
  await page.goto(`${stack.storefrontUrl}/en-us/checkout`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await fillShipping(page, 'paypal.shopper@example.com');

  await payWithPayPal(page);
  await expect(page.getByText(/Switchback asks you to pay \$\d/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel and return to the shop' }).click();
  await expect(page.getByRole('heading', { name: 'Billing', exact: true, level: 2 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'You cancelled the PayPal payment, so nothing was charged. Choose PayPal again or another way to pay.',
  );

  // A token typed into the address bar is no approval: commerce-api refuses it as the cart's payment, so the
  // shopper is back on billing with nothing to place.
  await page.goto(
    `${stack.storefrontUrl}/en-us/checkout?step=billing&paypal=approved&paypalToken=ppapr_forged-by-hand.0123456789abcdef0123456789abcdef`,
  );
  await expect(page.getByRole('heading', { name: 'Billing', exact: true, level: 2 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'PayPal did not approve this payment. Choose PayPal again or another way to pay.',
  );
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
