import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';
import { startStack, type Stack } from '../src/stack';

// The change-password page against the real stack. A fresh account is signed up for it (not the shared demo
// member), so changing its password affects no other test.
const PASSWORD = 'Trailhead26';
const NEW_PASSWORD = 'Summit2027';

let stack: Stack;
let email: string;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Test setup: a new, fully enrolled account through commerce-api's sign-up (the sign-up UI is tested elsewhere). */
async function signUpThroughApi(): Promise<string> {
  const address = `password.change.${Date.now()}@example.com`;
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  const response = await fetch(`${stack.apiUrl}/consumers-v3/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: address,
      password: PASSWORD,
      firstName: 'Robin',
      lastName: 'Hale',
      phone: `720555${String(Date.now()).slice(-4)}`,
      phoneCode: '+1',
      postalCode: '80202',
      birthDate: '1990-05-04',
      country: 'US',
      isTermsConfirmed: true,
      codeChallenge: challenge,
      codeChallengeMethod: 'S256',
    }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return address;
}

/** Signs in through the storefront's sign-in page, which the account sends a guest to and back from. */
async function signIn(page: Page, password: string, path = '/en-us/account/password') {
  await page.goto(`${stack.storefrontUrl}${path}`);
  await expect(page).toHaveURL(new RegExp(`/en-us/sign-in\\?returnTo=${escape(encodeURIComponent(path))}$`));
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(path)}$`));
}

test.beforeAll(async () => {
  stack = await startStack();
  email = await signUpThroughApi();
});

test.afterAll(async () => {
  await stack?.stop();
});

// Two cores shared with other suites: page loads and axe runs can be slow.
test.setTimeout(120_000);

test('a member changes the password: a wrong current one is refused at its field, then the new one signs in', async ({
  page,
}) => {
  // Reached from the profile page.
  await signIn(page, PASSWORD, '/en-us/account/profile');
  await page.getByRole('main').getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/en-us\/account\/password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Password' }),
  ).toHaveAttribute('aria-current', 'page');

  const current = page.getByLabel(/^Current password/);
  const next = page.getByLabel(/^New password/);
  const confirm = page.getByLabel(/^Confirm new password/);
  await current.fill('NotMyPassword1');
  await next.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription('Your current password is incorrect.');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);

  await current.fill(PASSWORD);
  await next.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Your password has been changed.' });
  await expect(status).toBeVisible();
  await expect(status).toBeFocused();

  // commerce-api ended the old session; the shop took the new one, so the shopper is still signed in.
  await page.goto(`${stack.storefrontUrl}/en-us/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  // Sign out, then the new password signs in.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en-us\/?$/);
  await signIn(page, NEW_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
});
