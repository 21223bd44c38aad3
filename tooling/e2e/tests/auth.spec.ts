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

const PASSWORD = 'Trailhead26';

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

function violations(result: Awaited<ReturnType<AxeBuilder['analyze']>>) {
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The session cookies are HttpOnly: the browser keeps them, but no script can read them. */
async function expectNoTokenVisibleToScripts(page: Page) {
  const cookies = await page.context().cookies();
  const tokens = cookies.filter((cookie) => cookie.name === 'sb_at' || cookie.name === 'sb_rt');
  expect(tokens.map((cookie) => cookie.name).sort()).toEqual(['sb_at', 'sb_rt']);
  for (const cookie of tokens) expect(cookie.httpOnly).toBe(true);
  const visible = await page.evaluate(() => ({
    cookie: document.cookie,
    storage: JSON.stringify({ ...window.localStorage }),
    session: JSON.stringify({ ...window.sessionStorage }),
  }));
  for (const { value } of tokens) {
    expect(visible.cookie).not.toContain(value);
    expect(visible.storage).not.toContain(value);
    expect(visible.session).not.toContain(value);
  }
  expect(visible.cookie).not.toMatch(/sb_at|sb_rt/);
  return visible;
}

/** A seeded jacket size in stock, found through the live API. */
async function jacketInStock(): Promise<{ pdpUrl: string; name: string; color: string; size: string }> {
  const search = (await (await fetch(`${stack.apiUrl}/products/v2/search/productSearch?q=jacket&count=10`)).json()) as {
    products: { id: string }[];
  };
  for (const { id } of search.products) {
    const details = (await (await fetch(`${stack.apiUrl}/products/v2/products/${id}/details`)).json()) as {
      name: string;
      pdpUrl: string;
      variants: { color: { code: string }; size: string | null; available: boolean; quantity: number }[];
    };
    const variant = details.variants.find((entry) => entry.available && entry.size && entry.quantity >= 2);
    if (variant?.size)
      return { pdpUrl: details.pdpUrl, name: details.name, color: variant.color.code, size: variant.size };
  }
  throw new Error('no seeded jacket in stock');
}

test('the sign-in page and dialog have no axe violations; the dialog traps focus, closes on Escape and returns focus', async ({
  page,
}) => {
  await page.goto(`${stack.storefrontUrl}/en-us/sign-in`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in or create an account' })).toBeVisible();
  expect(violations(await new AxeBuilder({ page }).analyze())).toEqual([]);

  await page.goto(`${stack.storefrontUrl}/en-us`);
  await hydrated(page);
  const link = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Your Switchback account' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  expect(violations(await new AxeBuilder({ page }).include('dialog').analyze())).toEqual([]);
  // Tabbing stays inside the modal dialog, forwards and backwards.
  for (const key of [
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
  ]) {
    await page.keyboard.press(key);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog'))), `focus after ${key}`).toBe(
      true,
    );
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('signs up a new account (a field error first, then success), then signs out', async ({ page }) => {
  const email = `new.member.${Date.now()}@example.com`;
  await page.goto(`${stack.storefrontUrl}/en-us/sign-in?returnTo=/en-us/help/contact-us`);
  await hydrated(page);
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

  await page.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Hale');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Password does not meet requirements.')).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: 'I accept the terms of sale and the privacy policy' }),
  ).toHaveAttribute('aria-invalid', 'true');

  await password.fill('Switchback26');
  await page.getByRole('checkbox', { name: 'I accept the terms of sale and the privacy policy' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Switchback' })).toBeVisible();
  // Signed in straight away (spec §4): the header says so.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'What are you into?' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Hiking' }).check();
  await page.getByRole('checkbox', { name: 'Camping' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are all set' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/en-us\/help\/contact-us$/);
  await expectNoTokenVisibleToScripts(page);

  // Back on the sign-in page a registered shopper is offered profile completion and a way out.
  await page.goto(`${stack.storefrontUrl}/en-us/sign-in`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add your mobile number' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in or create an account' })).toBeVisible();

  // The account exists with the interests chosen: it signs in again.
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Switchback26');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en-us\/account$/);
});

test('a referral code of the landing (?referral_code=) is kept on a plain sign-up, as the account source campaign', async ({
  page,
  context,
}) => {
  const email = `referred.${Date.now()}@example.com`;
  // Landing on any page with the referral link: the shop keeps the code (two hours) and drops it from the URL.
  await page.goto(`${stack.storefrontUrl}/en-us?referral_code=XYZ`);
  await expect(page).toHaveURL(`${stack.storefrontUrl}/en-us`);
  await page.goto(`${stack.storefrontUrl}/en-us/sign-in`);
  await hydrated(page);
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Fran');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Friend');
  await page.getByLabel('Password', { exact: true }).fill('Switchback26');
  await page.getByRole('checkbox', { name: 'I accept the terms of sale and the privacy policy' }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Switchback' })).toBeVisible();

  // commerce-api kept it on the new consumer: its profile, read with the new account's own session.
  const token = (await context.cookies()).find((cookie) => cookie.name === 'sb_at')?.value ?? '';
  const response = await fetch(`${stack.apiUrl}/consumers-v3/consumer`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const profile = (await response.json()) as {
    isLoyaltyMember: boolean;
    consumerDetails: { email: string; source: { acquisitionType: string | null; campaignName: string | null } };
  };
  expect(profile.consumerDetails.email).toBe(email);
  expect(profile.consumerDetails.source).toEqual({ acquisitionType: 'Signup', campaignName: 'XYZ' });
  // A plain sign-up: the referral does not make the shopper a loyalty member.
  expect(profile.isLoyaltyMember).toBe(false);
});

test('a consumerId + email link of a partially enrolled account: sign in, then its missing details, the profile pre-filled', async ({
  page,
}) => {
  // Sam (README demo accounts: name and e-mail only) is the second seeded consumer.
  await page.goto(
    `${stack.storefrontUrl}/en-us/sign-in?consumerId=C100000002&email=sam.patel%40example.com&returnTo=/en-us/search`,
  );
  await hydrated(page);
  // The lookup is answered by the link: the account's sign-in step, its e-mail filled, nothing else of it shown.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Sam');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in, the link goes on to what the account lacks: the mobile number, then the profile from the account.
  await expect(page.getByRole('heading', { level: 1, name: 'Add your mobile number' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Sam');
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Patel');
  await expect(page.getByRole('textbox', { name: 'Postal code' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('80202');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'What are you into?' })).toBeVisible();

  // A fully enrolled account's link only signs in and returns.
  await page.goto(`${stack.storefrontUrl}/en-us/sign-in`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto(
    `${stack.storefrontUrl}/en-us/sign-in?consumerId=C100000001&email=alex.rivera%40example.com&returnTo=/en-us/search`,
  );
  await hydrated(page);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en-us\/search$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a wrong password shows the message at the password; the right one signs in and returns', async ({ page }) => {
    await page.goto(`${stack.storefrontUrl}/en-us/sign-in?returnTo=/en-us/search`);
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill('alex.rivera@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('NotThePassword1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-describedby', /password-error/);

    await password.fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en-us\/search$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  });

  test('an unknown e-mail is refused at the field before any call', async ({ page }) => {
    await page.goto(`${stack.storefrontUrl}/en-us/sign-in`);
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByText('Email is not valid')).toBeVisible();
  });
});

test('signing in from the dialog keeps the guest cart after the merge, and leaves no token to scripts', async ({
  page,
}) => {
  const jacket = await jacketInStock();
  await page.goto(`${stack.storefrontUrl}${jacket.pdpUrl}?color=${jacket.color}`);
  await page
    .getByRole('group', { name: 'Size' })
    .getByRole('radio', { name: new RegExp(`^${jacket.size}$`) })
    .check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to your cart.').first()).toBeVisible();

  await page.goto(`${stack.storefrontUrl}/en-us/cart`);
  await hydrated(page);
  await expect(page.getByRole('link', { name: jacket.name, exact: true })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('sam.patel@example.com');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  // The sign-in confirmation dialog (spec §2) greets the shopper back on the cart.
  const confirmation = page.getByRole('dialog', { name: 'You are signed in' });
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(confirmation).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await expect(page.getByRole('link', { name: jacket.name, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: jacket.name, exact: true })).toBeVisible();
  // Once only.
  await expect(page.getByRole('dialog', { name: 'You are signed in' })).toBeHidden();

  const visible = await expectNoTokenVisibleToScripts(page);
  // Spec §4: the consumer number and type are all that is kept locally.
  const stored = JSON.parse(JSON.parse(visible.storage).sb_auth) as Record<string, unknown>;
  expect(Object.keys(stored).sort()).toEqual(['consumerNo', 'consumerType']);
  expect(stored.consumerType).not.toBe('GUEST');
});

test('the employee is prompted for the discount terms, then sees the spend banner', async ({ page }) => {
  await page.goto(`${stack.storefrontUrl}/en-us/sign-in?returnTo=/en-us`);
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill('jordan.blake@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employee discount terms' })).toBeVisible();
  await expect(page.getByTestId('spend-banner')).toHaveCount(0);
  await page.getByRole('button', { name: 'Accept terms' }).click();
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByTestId('spend-banner')).toHaveText(
    'Employee discount: $420.00 spent of $2,000.00 · $1,580.00 left this year',
  );
});

test('the athlete sees the credit banner', async ({ page }) => {
  await page.goto(`${stack.storefrontUrl}/en-us/sign-in?returnTo=/en-us`);
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill('kai.nakamura@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByTestId('spend-banner')).toHaveText(
    'Athlete credit: $650.00 spent of $3,000.00 · $2,350.00 left this year',
  );
});

test.describe('passwords and associates without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('forgot password sends a link; an unknown or used link says it has expired', async ({ page }) => {
    await page.goto(`${stack.storefrontUrl}/en-us/sign-in`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill('alex.rivera@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

    await page.goto(`${stack.storefrontUrl}/en-us/forgot-password?code=not-a-code&email=alex.rivera%40example.com`);
    await page.getByLabel('New password', { exact: true }).fill('Switchback27');
    await page.getByLabel('Repeat the new password').fill('Switchback27');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('alert')).toContainText('This reset link has expired. Please request a new one.');
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  });

  test('an associate starts a buy-in-store session and ends it', async ({ page }) => {
    await page.goto(`${stack.storefrontUrl}/en-us/associate-login`);
    await page.getByLabel('Store').selectOption('1001');
    await page.getByRole('textbox', { name: 'Login or employee id' }).fill('taylor.brooks');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Start selling' }).click();
    await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');

    await page.getByLabel('Store').selectOption('1001');
    await page.getByRole('textbox', { name: 'Login or employee id' }).fill('taylor.brooks');
    await page.getByLabel('Password', { exact: true }).fill('Associate26');
    await page.getByRole('button', { name: 'Start selling' }).click();
    await expect(page.getByTestId('buy-in-store')).toContainText('Switchback Denver Flagship (1001)');
    await expect(page.getByTestId('buy-in-store')).toContainText('E1001');
    await expect(page.getByRole('region', { name: 'Account notices' })).toContainText('Selling in store');

    await page.getByRole('button', { name: 'End session' }).click();
    await expect(page.getByRole('button', { name: 'Start selling' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account notices' })).toHaveCount(0);
  });
});

test.describe('profile completion and loyalty sign-up without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  async function signIn(page: Page, email: string, query = 'returnTo=/en-us') {
    await page.goto(`${stack.storefrontUrl}/en-us/sign-in?${query}`);
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  test('a partially enrolled member adds a phone (one in use is refused at the field), then the profile', async ({
    page,
  }) => {
    await signIn(page, 'sam.patel@example.com');
    await expect(page).toHaveURL(/\/en-us$/);
    await page.goto(`${stack.storefrontUrl}/en-us/sign-in`);
    await expect(page.getByRole('heading', { level: 1, name: 'Add your mobile number' })).toBeVisible();
    const phone = page.getByRole('textbox', { name: 'Mobile number' });
    await phone.fill('3035550142');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This phone number is already in use.')).toBeVisible();
    await phone.fill('3035550977');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Postal code' }).fill('80202');
    await page.getByRole('textbox', { name: 'Birth date' }).fill('04/12/1990');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'What are you into?' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are all set' })).toBeVisible();
    // With a phone now, the flow starts at the profile step.
    await page.goto(`${stack.storefrontUrl}/en-us/sign-in`);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  });

  test('loyalty sign-up: a registered non-member joins the programme after signing in', async ({ page }) => {
    await signIn(page, 'alex.rivera@example.com', 'loyalty=1&returnTo=/en-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Join Switchback Rewards' })).toBeVisible();
    await page.getByRole('button', { name: 'Join now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Switchback' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/en-us$/);
    // A member is not offered the programme again.
    await page.goto(`${stack.storefrontUrl}/en-us/sign-in?loyalty=1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  });
});
