import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';
import { fillHostedCard } from '../src/shop';
import { startStack, type Stack } from '../src/stack';

// The account pages against the real stack: commerce-api on a fresh database, the built storefront, Chromium.
// The demo loyalty member is used (password of every demo account: Trailhead26); each spec has its own database.
const EMAIL = 'maya.chen@example.com';
const PASSWORD = 'Trailhead26';

let stack: Stack;
let orderNumber: string;

/** One call to commerce-api, failing loudly. */
async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Test setup only (the checkout UI is another team's): the member places an order through the API, signing in with
 * the same PKCE exchange the storefront uses.
 */
async function placeOrderThroughApi(): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const { authorizationCode } = await api<{ authorizationCode: string }>('POST', '/consumers-v3/auth/signin', {
    type: 'Registered',
    username: EMAIL,
    password: PASSWORD,
    codeChallenge: challenge,
    codeChallengeMethod: 'S256',
  });
  const { accessToken: token } = await api<{ accessToken: string }>('POST', '/token/v2/auth/token', {
    type: 'Registered',
    authorizationCode,
    codeVerifier: verifier,
  });
  const search = await api<{ products: { id: string; productInventoryState?: string }[] }>(
    'GET',
    '/products/v2/search/productSearch?q=jacket&count=10',
    undefined,
    token,
  );
  for (const product of search.products) {
    const details = await api<{ variants: { upc: string; quantity: number }[] }>(
      'GET',
      `/products/v2/products/${product.id}/details`,
      undefined,
      token,
    );
    const variant = details.variants.find((entry) => entry.quantity >= 2);
    if (!variant) continue;
    const cart = await api<{ id: string }>('POST', '/cart/v1/cart', {}, token);
    await api('POST', '/cart/v1/item', { cartId: cart.id, productId: product.id, upc: variant.upc, qty: 1 }, token);
    const address = {
      firstName: 'Maya',
      lastName: 'Chen',
      addressLine1: '1601 Wazee St',
      city: 'Denver',
      province: 'CO',
      postalCode: '80202',
      country: 'US',
      phone: '3035550142',
      email: EMAIL,
    };
    await api('POST', `/cart/v2/cart/${cart.id}/shippingAddress`, { list: [address] }, token);
    await api('POST', '/cart/v1/shippingMethod', { cartId: cart.id, shippingId: 'me', code: 'standard' }, token);
    const card = await api<{ token: string }>('POST', '/payments/sandbox/v1/tokens', {
      number: '4242424242424242',
      expiryMonth: 12,
      expiryYear: 2030,
      cvc: '123',
      holder: 'Maya Chen',
    });
    await api(
      'POST',
      `/cart/v1/cart/${cart.id}/paymentInstruments`,
      { payment_method_id: 'CREDIT_CARD', payment_instrument_id: card.token },
      token,
    );
    await api('POST', `/cart/v1/cart/${cart.id}/billingAddress`, address, token);
    const order = await api<{ orderNumber: string }>(
      'PUT',
      '/cart/v2/checkout/order',
      { cartId: cart.id, paymentMethod: { code: 'CREDIT_CARD' } },
      token,
      { 'idempotency-key': randomBytes(8).toString('hex') },
    );
    return order.orderNumber;
  }
  throw new Error('no seeded jacket has two in stock');
}

/** A seeded product page, through the live API. */
async function aProductPage(): Promise<{ pdpUrl: string; name: string }> {
  const search = await api<{ products: { id: string }[] }>('GET', '/products/v2/search/productSearch?q=boot&count=3');
  const details = await api<{ name: string; pdpUrl: string }>(
    'GET',
    `/products/v2/products/${search.products[0]!.id}/details`,
  );
  return details;
}

/** Signs in through the storefront's own sign-in page (the account sends guests there and back). */
async function signInFromAccount(page: Page, path = '/en-us/account') {
  await page.goto(`${stack.storefrontUrl}${path}`);
  await expect(page).toHaveURL(
    new RegExp(`/en-us/sign-in\\?returnTo=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

/** axe on the page; `exclude` leaves out what is not the shop's (the payment provider's frame). */
async function expectNoAxeViolations(page: Page, exclude?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  expect(results.violations).toEqual([]);
}

test.beforeAll(async () => {
  stack = await startStack();
  orderNumber = await placeOrderThroughApi();
});

test.afterAll(async () => {
  await stack?.stop();
});

// Two cores shared with other suites: page loads and axe runs can be slow.
test.setTimeout(120_000);

test('a member edits the profile, saves a card, keeps a favourite, finds the order, and every account page passes axe', async ({
  page,
}) => {
  await signInFromAccount(page);
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Profile: a refused value first, then a saved one that survives a reload.
  await account.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expectNoAxeViolations(page);
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await firstName.fill('M4ya');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Name is not valid.')).toBeVisible();
  await expect(firstName).toBeFocused();
  await firstName.fill('Mae');
  await page.getByRole('textbox', { name: 'Birth date' }).fill('');
  await page.getByRole('textbox', { name: 'Birth date' }).pressSequentially('03151988');
  await expect(page.getByRole('textbox', { name: 'Birth date' })).toHaveValue('03/15/1988');
  await page.getByRole('checkbox', { name: 'Climbing' }).check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile was saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Mae');
  await expect(page.getByRole('textbox', { name: 'Birth date' })).toHaveValue('03/15/1988');
  await expect(page.getByRole('checkbox', { name: 'Climbing' })).toBeChecked();

  // The order placed in the setup is in the history, with its own page.
  await account.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: `Order ${orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
  await expect(page.getByRole('region', { name: 'Tracking' }).getByRole('listitem')).not.toHaveCount(0);
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download invoice' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${orderNumber}.txt`);

  // A credit card, typed into the payment provider's own frame, saved; the same card again is refused with the
  // server's message (spec §8).
  await account.getByRole('link', { name: 'Payment methods' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  const saveCard = async (number = '4242424242424242') => {
    await fillHostedCard(page, number);
    await expect(page.getByText(/ending \d{4} is ready to save\./)).toBeVisible();
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Mae Chen');
    await page.getByRole('button', { name: 'Save card' }).click();
  };
  await saveCard();
  await expect(page.getByRole('status').filter({ hasText: 'The card was saved.' })).toBeVisible();
  await expect(page.getByTestId('payment-instrument').filter({ hasText: 'VISA ending 4242' })).toHaveCount(1);
  await expectNoAxeViolations(page, 'iframe');
  // The shop's own page never held the number: it was typed in the provider's frame.
  expect(await page.evaluate(() => document.documentElement.outerHTML.includes('4242424242424242'))).toBe(false);
  await saveCard();
  // In an error toast (spec §8), with a button to dismiss it.
  const cardToast = page
    .getByRole('status', { name: 'Notifications' })
    .filter({ hasText: 'This card is already saved in your account' });
  await expect(cardToast).toBeVisible();
  await cardToast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(cardToast).toHaveCount(0);
  await expect(page.getByTestId('payment-instrument').filter({ hasText: 'VISA ending 4242' })).toHaveCount(1);
  // A second card becomes the main one, then the first is deleted; both survive a reload.
  await saveCard('5555555555554444');
  await expect(page.getByRole('status').filter({ hasText: 'The card was saved.' })).toBeVisible();
  const mastercard = page.getByTestId('payment-instrument').filter({ hasText: 'MASTERCARD ending 4444' });
  const visa = page.getByTestId('payment-instrument').filter({ hasText: 'VISA ending 4242' });
  await expect(visa.getByText('Main payment method')).toBeVisible();
  await page.getByRole('button', { name: 'Make main MASTERCARD ending 4444' }).click();
  await expect(mastercard.getByText('Main payment method')).toBeVisible();
  await expect(visa.getByText('Main payment method')).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove VISA ending 4242' }).click();
  await expect(visa).toHaveCount(0);
  await page.reload();
  await expect(visa).toHaveCount(0);
  await expect(mastercard.getByText('Main payment method')).toBeVisible();

  for (const [link, heading] of [
    ['Subscriptions', 'Subscriptions'],
    ['Points and vouchers', 'Points and vouchers'],
    ['Addresses', 'Addresses'],
  ] as const) {
    await account.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  }

  // Favourites: add from a product page, find it on the list, remove it.
  const product = await aProductPage();
  await page.goto(`${stack.storefrontUrl}${product.pdpUrl}`);
  await page.getByRole('button', { name: `Add to favorites ${product.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your favorites.' })).toBeVisible();
  await page.getByRole('link', { name: 'See your favorites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expect(page.getByTestId('favorite')).toHaveCount(1);
  await expect(page.getByTestId('favorite').getByRole('link', { name: product.name })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Remove ${product.name}` }).click();
  await expect(page.getByTestId('favorite')).toHaveCount(0);
  await expect(page.getByText(/You have no favorites yet/)).toBeVisible();

  await page.goto(`${stack.storefrontUrl}/en-us/xplr-pass`);
  await expect(page.getByRole('group', { name: 'Your pass' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // (axe needs scripts in the page; the addresses page is checked with JavaScript in the test above.)
  test('adds two addresses and switches the main one', async ({ page }) => {
    await signInFromAccount(page, '/en-us/account/addresses');
    const shipping = page.getByRole('region', { name: 'Shipping addresses' });
    // The demo member starts with one shipping address, main, and no billing address.
    await expect(shipping.getByRole('listitem', { name: '1900 Folsom St, Main address' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Billing addresses' })).toHaveCount(0);
    const add = page.getByRole('region', { name: 'Add an address' });
    // A refusal comes back from the server with focus on the first field to correct (the city; line 1 is filled).
    await add.getByRole('textbox', { name: 'Address line 1' }).fill('1601 Wazee St');
    await add.getByRole('button', { name: 'Add address' }).click();
    await expect(add.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
    await expect(add.getByRole('textbox', { name: 'City' })).toBeFocused();
    for (const [line1, city, type] of [
      ['1601 Wazee St', 'Denver', 'Billing'],
      ['500 Pearl St', 'Boulder', 'Shipping'],
    ] as const) {
      await add.getByRole('textbox', { name: 'Address line 1' }).fill(line1);
      await add.getByRole('textbox', { name: 'City' }).fill(city);
      await add.getByRole('textbox', { name: 'State or province' }).fill('CO');
      await add.getByRole('textbox', { name: 'Postal code' }).fill('80302');
      await add.getByRole('textbox', { name: 'Phone number' }).fill('3035550142');
      await add.getByRole('radio', { name: type }).check();
      await add.getByRole('button', { name: 'Add address' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'The address was added.' })).toBeVisible();
    }
    // The first address of a type became main by itself; a second one of a type did not.
    await expect(
      page
        .getByRole('region', { name: 'Billing addresses' })
        .getByRole('listitem', { name: '1601 Wazee St, Main address' }),
    ).toBeVisible();
    await expect(shipping.getByRole('listitem', { name: '500 Pearl St', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Make main 500 Pearl St' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'This is now your main address.' })).toBeVisible();
    await expect(shipping.getByRole('listitem', { name: '500 Pearl St, Main address' })).toBeVisible();
    // Making one main took it from the previous main address of that type only.
    await expect(shipping.getByRole('listitem', { name: '1900 Folsom St', exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Billing addresses' })
        .getByRole('listitem', { name: '1601 Wazee St, Main address' }),
    ).toBeVisible();

    // A field error is shown at its field, and nothing is added.
    await add.getByRole('textbox', { name: 'City' }).fill('');
    await add.getByRole('button', { name: 'Add address' }).click();
    await expect(add.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('address-card')).toHaveCount(3);
    // The country's own rules, as at checkout: a US address needs a 5-digit ZIP code.
    await add.getByRole('textbox', { name: 'Address line 1' }).fill('700 Walnut St');
    await add.getByRole('textbox', { name: 'City' }).fill('Boulder');
    await add.getByRole('textbox', { name: 'State or province' }).fill('CO');
    await add.getByRole('textbox', { name: 'Phone number' }).fill('3035550142');
    await add.getByRole('textbox', { name: 'Postal code' }).fill('ABC');
    await add.getByRole('button', { name: 'Add address' }).click();
    await expect(add.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription(
      'Enter a 5-digit ZIP code.',
    );
    await expect(page.getByTestId('address-card')).toHaveCount(3);
  });

  test('on fr-ca the profile form and the order page answer in French', async ({ page }) => {
    await signInFromAccount(page, '/en-us/account/profile');
    await page.goto(`${stack.storefrontUrl}/fr-ca/account/profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'Votre profil' })).toBeVisible();
    const saved = await page.getByRole('textbox', { name: 'Prénom' }).inputValue();
    await page.getByRole('textbox', { name: 'Prénom' }).fill('M4ya');
    await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription('Le nom n’est pas valide.');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Veuillez corriger les champs en surbrillance.' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Prénom' }).fill(saved);
    await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Votre profil a été enregistré.' })).toBeVisible();

    await page.goto(`${stack.storefrontUrl}/fr-ca/account/orders/${orderNumber}`);
    await expect(page.getByTestId('order-status')).toHaveText('Confirmée');
  });
});
