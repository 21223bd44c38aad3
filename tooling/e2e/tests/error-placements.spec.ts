import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fillHostedCard, productsInStock, addToCart } from '../src/shop';
import { startStack, type Stack } from '../src/stack';

// Issue 17, the error catalogue's placements (spec §8), one page test per kind on one stack: the exact text of
// api-client's errorMessageFor (or, for a toast, the server's message, as paymentSaveErrorMessage gives it) inside
// the container the spec puts it in —
// - field: an unknown promo code (PRM130) in the element the code input's aria-describedby names;
// - cart line: more than is in stock (INV406) in the line's own alert, worded as the item code
//   ProductLineItemInventoryMissing (cartErrorFor);
// - top of form: a used reset link (AUT402) as the reset form's first element, before its fields;
// - toast: a card already saved (CCA400) in the Notifications region;
// - dialog: the sign-in flow opened as a dialog (AUT401, AUT426 at the password; AUT423 at the top of its step).
// packages/api-client/README.md has the whole table: id → condition → how to provoke it → where the shop shows it.

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

test.setTimeout(150_000);

async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor();
}

test('sign-in errors in the dialog: wrong password and last attempt at the password, a locked account at the top of the step', async ({
  page,
}) => {
  await page.goto(`${stack.storefrontUrl}/en-us/help/contact-us`);
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Switchback account' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('riley.morgan@example.com');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const password = dialog.getByLabel('Password', { exact: true });

  // Wrong three times: AUT401 at the password field, inside the dialog.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await password.fill(`Wrong-password-${attempt}`);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByText('The email or password is incorrect.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
  }
  expect((await new AxeBuilder({ page }).include('dialog[open]').analyze()).violations).toEqual([]);

  // The fourth: AUT426, the last attempt, still at the password.
  await password.fill('Wrong-password-4');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByText('One more failed attempt will lock your account.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  // The fifth locks the account: AUT423 at the top of the step, announced, and not at the field.
  await password.fill('Wrong-password-5');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Your account is locked. Reset your password to unlock it.' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Your Switchback account' })).toBeVisible();
});

test('field and cart line: an unknown promo code at its input, more than is in stock at the line', async ({ page }) => {
  const [target] = await productsInStock(stack, 'jacket', { count: 1, minQuantity: 2 });
  if (!target) throw new Error('no jacket in stock');
  const stock = (await (await fetch(`${stack.apiUrl}/products/v2/search/productSearch?q=jacket&count=20`)).json()) as {
    products: { id: string }[];
  };
  let quantity = 0;
  for (const { id } of stock.products) {
    const details = (await (await fetch(`${stack.apiUrl}/products/v2/products/${id}/details`)).json()) as {
      pdpUrl: string;
      variants: { color: { code: string }; size: string | null; quantity: number }[];
    };
    const variant =
      details.pdpUrl === target.pdpUrl
        ? details.variants.find((entry) => entry.color.code === target.color && entry.size === target.size)
        : undefined;
    if (variant) {
      quantity = variant.quantity;
      break;
    }
  }
  expect(quantity).toBeGreaterThan(1);
  await addToCart(page, stack, target);
  await page.goto(`${stack.storefrontUrl}/en-us/cart`);
  await hydrated(page);

  // Field: a blank code asks for one (no call to the API), PRM130 in the element the input names as its description.
  const code = page.getByRole('textbox', { name: 'Promo code' });
  await code.fill('   ');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(code).toHaveAccessibleDescription('Enter a promo code.');
  await code.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await code.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('This promo code is not valid.');

  // Cart line: INV406 in the line's own alert, saying how many there are; the quantity unchanged.
  const line = page.getByTestId('cart-line').filter({ hasText: target.name });
  const field = line.getByRole('spinbutton', { name: `Quantity of ${target.name}` });
  await field.fill(String(quantity + 1));
  await line.getByRole('button', { name: `Update ${target.name}` }).click();
  await expect(line.getByRole('alert')).toHaveText(`Only ${quantity} left in stock.`);
  await expect(field).toHaveValue('1');
});

test('top of form: a used reset link at the top of the reset form, before its fields', async ({ page }) => {
  await page.goto(`${stack.storefrontUrl}/en-us/forgot-password?code=not-a-code&email=alex.rivera%40example.com`);
  await hydrated(page);
  const newPassword = page.getByLabel('New password', { exact: true });
  await newPassword.fill('Switchback27');
  await page.getByLabel('Repeat the new password').fill('Switchback27');
  await page.getByRole('button', { name: 'Save password' }).click();
  const alert = page
    .getByRole('main')
    .getByRole('alert')
    .filter({ hasText: 'This reset link has expired. Please request a new one.' });
  await expect(alert).toBeVisible();
  // At the top: the alert comes before the form's first field in the page.
  const before = await alert.evaluate((element) => {
    const input = document.querySelector('main input[type="password"]');
    return input !== null && Boolean(element.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(before).toBe(true);
});

test("toast: the same card saved twice in the account, with the server's message", async ({ page }) => {
  await page.goto(`${stack.storefrontUrl}/en-us/account/payment-methods`);
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill('alex.rivera@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Trailhead26');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await hydrated(page);
  const saveCard = async () => {
    await fillHostedCard(page, '4242424242424242');
    await expect(page.getByText(/ending \d{4} is ready to save\./)).toBeVisible();
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Alex Rivera');
    await page.getByRole('button', { name: 'Save card' }).click();
  };
  await saveCard();
  await expect(page.getByRole('status').filter({ hasText: 'The card was saved.' })).toBeVisible();
  // A fresh page for the second try: the provider's frame starts over.
  await page.reload();
  await hydrated(page);
  await saveCard();
  const toasts = page.getByRole('status', { name: 'Notifications' });
  await expect(toasts).toContainText('This card is already saved in your account');
  // In the toast, not in the card form's own status line.
  await expect(
    page.getByRole('region', { name: 'Add a credit card' }).getByText('This card is already saved in your account'),
  ).toHaveCount(0);
});
