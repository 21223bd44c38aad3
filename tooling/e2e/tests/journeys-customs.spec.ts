import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startStack, type Stack } from '../src/stack';

// Issue 16, journey 2 (customs): the customisable Talus boot is customised on its product page (initials, thread and
// lace colours, placement; live preview and price; the spec's validation messages), added as a made-to-order line,
// reopened from its cart line (`?recipe=`) with the saved design and changed there, ordered, and the changed design is
// on the cart, checkout, confirmation and the order in the account.

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

const BOOT = 'SBHB10001';
const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor();
}

/** Alex (README demo accounts: default address and a saved card) signs in on the sign-in page. */
async function signInAsAlex(page: Page) {
  await page.goto(`${stack.storefrontUrl}/en-us/sign-in?returnTo=/en-us`);
  await hydrated(page);
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill('alex.rivera@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Trailhead26');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
}

async function expectFocusIn(dialog: Locator) {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

test('customs: the Talus boot is customised, its design changed from the cart, ordered, and kept in the account order', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const boot = (await (await fetch(`${stack.apiUrl}/products/v2/products/${BOOT}/details`)).json()) as {
    name: string;
    pdpUrl: string;
    price: { current: number };
  };
  await signInAsAlex(page);

  // The customiser's code is not part of the product page's first load: it comes with the first "Customise".
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${stack.storefrontUrl}${boot.pdpUrl}`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => /CustomiserDialog/.test(url))).toBe(false);

  const opener = page.getByRole('button', { name: 'Customize' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `Customize your ${boot.name}` });
  await expect(dialog).toBeVisible();
  expect(scripts.some((url) => /CustomiserDialog/.test(url))).toBe(true);
  const initials = dialog.getByRole('textbox', { name: 'Initials' });
  await expect(initials).toBeFocused();
  await expect(
    dialog.getByText('Made to order: ships in 14-21 business days. Home delivery only, no pickup in store.'),
  ).toBeVisible();
  await expect(dialog.getByText('Customized items cannot be returned.')).toBeVisible();

  // Validation: required, then letters and digits only, then at most 3; the field at fault keeps the focus.
  const add = dialog.getByRole('button', { name: /^Add to cart/ });
  await add.click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await expect(initials).toBeFocused();
  await expect(initials).toHaveAttribute('aria-invalid', 'true');
  await initials.fill('J!');
  await expect(dialog.getByText('Use letters and numbers only.')).toBeVisible();
  await initials.fill('jdoe');
  await expect(dialog.getByText('Use at most 3 characters.')).toBeVisible();
  await initials.fill('jd');
  await expect(dialog.getByText('Use at most 3 characters.')).toHaveCount(0);

  // The price and the preview follow the choices, by keyboard as well.
  await expect(dialog.getByTestId('customs-price')).toHaveText(usd(15));
  await dialog.getByRole('radio', { name: 'Gold' }).check();
  await dialog.getByRole('radio', { name: /^Red \(\+\$5\.00\)/ }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('radio', { name: 'Tongue' }).check();
  await expect(dialog.getByTestId('customs-price')).toHaveText(usd(20));
  await expect(dialog.getByTestId('customs-total')).toHaveText(usd(boot.price.current + 20));
  await expect(dialog.getByRole('img', { name: /initials JD in Gold on the tongue, red\.?$/ })).toBeVisible();
  await expect(dialog.getByTestId('customs-preview')).toHaveAttribute('data-initials', 'JD');
  const size = dialog.getByRole('combobox', { name: 'Size' });
  const firstSize = await size.locator('option:not([value=""])').first().getAttribute('value');
  await size.selectOption(firstSize ?? '');

  // Focus stays in the dialog, and the dialog passes axe.
  for (let step = 0; step < 25; step += 1) await page.keyboard.press('Tab');
  await expectFocusIn(dialog);
  const axe = await new AxeBuilder({ page }).include('dialog.customiser').analyze();
  expect(
    axe.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);

  await add.click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Your customized boot is in your cart.' })).toBeVisible();
  await dialog.getByRole('link', { name: 'View cart' }).click();

  // The cart: a made-to-order line with its design and price, no pickup or delivery change.
  await expect(page).toHaveURL(/\/en-us\/cart/);
  const line = page.getByTestId('cart-line').filter({ hasText: boot.name });
  await expect(line).toHaveAttribute('data-delivery', 'customs');
  await expect(line.getByTestId('line-customs')).toContainText(
    'Customization: Initials JD in Gold on the tongue, red laces (+$20.00)',
  );
  await expect(line.getByTestId('line-delivery')).toContainText('Made to order');
  await expect(line.getByRole('link', { name: /Change delivery/ })).toHaveCount(0);
  await expect(line.getByText(usd(boot.price.current + 20)).first()).toBeVisible();

  // The line's product page reopens the customiser with the saved design, by its link (`?recipe=`).
  const changeDesign = line.getByRole('link', { name: `Change design ${boot.name}` });
  const recipeLink = await changeDesign.getAttribute('href');
  expect(recipeLink).toMatch(/\?recipe=RCP[0-9A-F]+$/);
  await expect(line.getByRole('link', { name: boot.name, exact: true })).toHaveAttribute('href', recipeLink ?? '');
  await changeDesign.click();
  await expect(page).toHaveURL(/\?recipe=RCP[0-9A-F]+$/);
  const editor = page.getByRole('dialog', { name: `Change the design of your ${boot.name}` });
  await expect(editor).toBeVisible();
  const savedInitials = editor.getByRole('textbox', { name: 'Initials' });
  await expect(savedInitials).toHaveValue('JD');
  await expect(savedInitials).toBeFocused();
  await expect(editor.getByRole('radio', { name: 'Gold' })).toBeChecked();
  await expect(editor.getByRole('radio', { name: /^Red \(\+\$5\.00\)/ })).toBeChecked();
  await expect(editor.getByRole('radio', { name: 'Tongue' })).toBeChecked();
  await expect(editor.getByRole('combobox', { name: 'Size' })).toHaveValue(firstSize ?? '');
  await expect(editor.getByTestId('customs-price')).toHaveText(usd(20));

  // A new design: other initials and thread, on the heel, the original laces; the same line gets it.
  await savedInitials.fill('ab');
  await editor.getByRole('radio', { name: 'Signal red' }).check();
  await editor.getByRole('radio', { name: 'Heel' }).check();
  await editor.getByRole('radio', { name: 'Original laces' }).check();
  await expect(editor.getByTestId('customs-price')).toHaveText(usd(15));
  await editor.getByRole('button', { name: /^Update cart/ }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Your cart has the new design.' })).toBeVisible();
  await editor.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/en-us\/cart/);
  await expect(page.getByTestId('cart-line').filter({ hasText: boot.name })).toHaveCount(1);
  await expect(line.getByTestId('line-customs')).toContainText(
    'Customization: Initials AB in Signal red on the heel (+$15.00)',
  );
  await expect(line.getByText(usd(boot.price.current + 15)).first()).toBeVisible();
  await expect(line.getByRole('link', { name: `Change design ${boot.name}` })).not.toHaveAttribute(
    'href',
    recipeLink ?? '',
  );

  // Checkout: Alex's default address and saved card take the order to the summary.
  await page.goto(`${stack.storefrontUrl}/en-us/checkout`);
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await expect(
    page.getByTestId('checkout-line').filter({ hasText: boot.name }).getByTestId('line-customs'),
  ).toContainText('Initials AB in Signal red on the heel');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  await expect(page.getByTestId('order-line').filter({ hasText: boot.name })).toContainText(
    'Initials AB in Signal red on the heel',
  );

  // The order in the account keeps the design, and offers no return for the customised boot.
  await page.goto(`${stack.storefrontUrl}/en-us/account/orders/${orderNumber}`);
  const ordered = page.getByTestId('order-line').filter({ hasText: boot.name });
  await expect(ordered.getByTestId('line-customs')).toContainText(
    'Customization: Initials AB in Signal red on the heel (+$15.00)',
  );
  await expect(ordered).toContainText('Made to order, cannot be returned');
});
