import { expect, test, type Locator, type Page } from '@playwright/test';
import { addToCart, enterCard, productsInStock } from '../src/shop';
import { startStack, type Stack } from '../src/stack';

// Issue 16, account journeys: every step of the sign-in flow inside the dialog (items 3), loyalty enrolment of a new
// account from the loyalty page (item 4), checkout contact pre-filled for a signed-in shopper through to the order in the account (item 8), and the
// header after signing in on the sign-in page.

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

const PASSWORD = 'Trailhead26';

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Focus is on an element inside `dialog`. */
async function expectFocusIn(dialog: Locator) {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/** Tabbing forwards and backwards keeps focus inside the modal dialog. */
async function expectTabbingStaysIn(page: Page, dialog: Locator) {
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `focus after ${key}`).toBe(
      true,
    );
  }
}

/** The profile of the browser's shopper, read from the API with the session's own token. */
async function profileOf(page: Page): Promise<{
  isLoyaltyMember?: boolean;
  memberId?: string | null;
  consumerDetails: { phone?: string | null; postalCode?: string | null };
  preferences?: { interests?: string | null };
}> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'sb_at')?.value;
  const res = await fetch(`${stack.apiUrl}/consumers-v3/consumer`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as Awaited<ReturnType<typeof profileOf>>;
}

test('item 3: a new account is made in the sign-in dialog and every later step (welcome, interests, success) stays in it, with focus', async ({
  page,
}) => {
  const email = `dialog.signup.${Date.now()}@example.com`;
  await page.goto(`${stack.storefrontUrl}/en-us/help/contact-us`);
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Switchback account' });
  // The fixed-name CMS pages of the dialog (commerce-core §7): sign-in-modal, then sign-up-modal on sign-up.
  await expect(dialog.locator('[data-content="sign-in-modal"]')).toContainText('Sign in to see your orders');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(dialog.locator('[data-content="sign-up-modal"]')).toContainText('Members get free returns');
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Dialog');
  await dialog.getByLabel('Password', { exact: true }).fill('Switchback26');
  await dialog.getByRole('checkbox', { name: 'I accept the terms of sale and the privacy policy' }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();

  // The welcome step stays (it used to vanish as the header turned to "Account").
  const welcome = dialog.getByRole('heading', { name: 'Welcome to Switchback' });
  await expect(welcome).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(welcome).toBeVisible();
  await expectFocusIn(dialog);
  await expectTabbingStaysIn(page, dialog);

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'What are you into?' })).toBeVisible();
  await expectFocusIn(dialog);
  await dialog.getByRole('checkbox', { name: 'Climbing' }).check();
  await dialog.getByRole('checkbox', { name: 'Skiing' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('heading', { name: 'You are all set' })).toBeVisible();
  await expectFocusIn(dialog);
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expect(page).toHaveURL(/\/en-us\/help\/contact-us$/);
  await expect(page.getByRole('dialog', { name: 'Your Switchback account' })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  expect((await profileOf(page)).preferences?.interests).toBe('climbing|skiing');
});

// Runs before the employee accepts the discount terms in the dialog test below: it needs the terms step still to come.
test('the header shows the signed-in state straight after signing in on the sign-in page', async ({ page }) => {
  const header = page.getByRole('banner');
  async function signIn(email: string) {
    await page.goto(`${stack.storefrontUrl}/en-us/sign-in`);
    await hydrated(page);
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await signIn('kai.nakamura@example.com');
  await expect(page).toHaveURL(/\/en-us\/account$/);
  await expect(header.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

  await page.context().clearCookies({ name: 'sb_at' });
  await page.context().clearCookies({ name: 'sb_rt' });
  await page.context().clearCookies({ name: 'sb_who' });
  await signIn('jordan.blake@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Employee discount terms' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});

test('item 3: an employee signing in from the dialog gets the discount terms in it, and accepting them shows the spend banner', async ({
  page,
}) => {
  await page.goto(`${stack.storefrontUrl}/en-us`);
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Switchback account' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('jordan.blake@example.com');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  const terms = dialog.getByRole('heading', { name: 'Employee discount terms' });
  await expect(terms).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(terms).toBeVisible();
  await expectFocusIn(dialog);
  await expectTabbingStaysIn(page, dialog);
  await dialog.getByRole('button', { name: 'Accept terms' }).click();

  await expect(page.getByTestId('spend-banner')).toHaveText(
    'Employee discount: $420.00 spent of $2,000.00 · $1,580.00 left this year',
  );
  await expect(page).toHaveURL(/\/en-us$/);
});

test('item 4: a new e-mail joins the loyalty programme from the loyalty page, in the loyalty sign-up dialog, and ends a member', async ({
  page,
}) => {
  const email = `loyalty.new.${Date.now()}@example.com`;
  await page.goto(`${stack.storefrontUrl}/en-us/xplr-pass`);
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name: 'Join XPLR Pass' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join XPLR Pass' });
  await expect(dialog).toBeVisible();
  // The programme's fixed-name CMS page loyalty-modal (commerce-core §7) in the dialog.
  await expect(dialog.locator('[data-content="loyalty-modal"]')).toContainText('Joining is free.');
  await expect(page).toHaveURL(/\/en-us\/xplr-pass$/);
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Lee');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Loyal');
  await dialog.getByLabel('Password', { exact: true }).fill('Switchback26');
  await dialog.getByRole('checkbox', { name: 'I accept the terms of sale and the privacy policy' }).check();
  // Joining needs the programme's terms.
  const loyaltyTerms = dialog.getByRole('checkbox', { name: 'I accept the XPLR Pass loyalty program terms' });
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(loyaltyTerms).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Password', { exact: true }).fill('Switchback26');
  await loyaltyTerms.check();
  await dialog.getByRole('button', { name: 'Create account' }).click();

  await expect(dialog.getByRole('heading', { name: 'Welcome to Switchback' })).toBeVisible();
  await expectFocusIn(dialog);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Add your mobile number' })).toBeVisible();
  await expectFocusIn(dialog);
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('7205550991');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Postal code' }).fill('80302');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('heading', { name: 'What are you into?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Skip' }).click();
  await expect(dialog.getByRole('heading', { name: 'You are all set' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Back on the loyalty page, a member with a pass.
  await expect(page).toHaveURL(/\/en-us\/xplr-pass$/);
  const pass = page.getByRole('group', { name: 'Your pass' });
  await expect(pass).toBeVisible();
  await expect(pass.getByTestId('member-id')).toHaveText(/^M\d+$/);
  await expect(pass.getByTestId('points-balance')).toHaveText('0');
  const profile = await profileOf(page);
  expect(profile.isLoyaltyMember).toBe(true);
  expect(profile.consumerDetails.phone).toBe('7205550991');
  expect(profile.consumerDetails.postalCode).toBe('80302');
});

test('item 8: a signed-in shopper finds the checkout contact pre-filled from the profile and places the order, kept in the account', async ({
  page,
}) => {
  await page.goto(`${stack.storefrontUrl}/en-us/sign-in?returnTo=/en-us`);
  await hydrated(page);
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill('maya.chen@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en-us$/);

  const [target] = await productsInStock(stack, 'jacket', { count: 1 });
  if (!target) throw new Error('no jacket in stock');
  await addToCart(page, stack, target);
  await page.goto(`${stack.storefrontUrl}/en-us/checkout`);
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Shipping', exact: true, level: 2 })).toBeVisible();
  await expect(main.getByLabel('Email')).toHaveValue('maya.chen@example.com');
  await expect(main.getByLabel('Phone')).toHaveValue('7205550188');

  await main.getByLabel('First name').fill('Maya');
  await main.getByLabel('Last name').fill('Chen');
  await main.getByLabel('Address line 1').fill('1900 Folsom St');
  await main.getByLabel('City').fill('Boulder');
  await main.getByLabel('State or province').selectOption('CO');
  await main.getByLabel('Postal code').fill('80302');
  await main.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(main.getByRole('heading', { name: 'Billing', exact: true, level: 2 })).toBeVisible();
  await expect(page.getByText('This field is required')).toHaveCount(0);

  // Paid by card, the order is placed and is in the account with the address typed at checkout.
  await hydrated(page);
  await enterCard(page, '4242424242424242');
  await main.getByRole('button', { name: 'Continue to summary' }).click();
  await expect(main.getByRole('heading', { name: 'Summary', exact: true, level: 2 })).toBeVisible();
  await main.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumber).toMatch(/\w{6,}/);
  await page.goto(`${stack.storefrontUrl}/en-us/account/orders`);
  await expect(page.getByRole('main').getByText(orderNumber).first()).toBeVisible();
  await page.goto(`${stack.storefrontUrl}/en-us/account/orders/${orderNumber}`);
  await expect(page.getByRole('main')).toContainText(target.name);
  await expect(page.getByRole('main')).toContainText('1900 Folsom St');
});

// Issue 16 defects list: "the header shows 'Sign in' after signing in on /sign-in". Not reproduced on this build
// (the root loader is revalidated after the page's action); these keep it so, for a sign-in that ends at once and
// for one that stays on the page for a further step.
