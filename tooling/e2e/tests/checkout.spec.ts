import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  addToCart as addToCartFrom,
  enterCard,
  fillShipping,
  productsInStock,
  recordCspViolations,
  type ProductSize,
} from '../src/shop';
import { startStack, type Stack } from '../src/stack';

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

// Every message to or from the provider's frames (card fields, 3-D Secure, pay later) goes to the exact origin of the
// window it is meant for: Chromium reports one whose target origin is not the receiving window's on the console.
let postMessageProblems: string[] = [];
test.beforeEach(({ page }) => {
  postMessageProblems = [];
  page.on('console', (message) => {
    if (message.text().includes('postMessage')) postMessageProblems.push(message.text());
  });
});
test.afterEach(() => {
  expect(postMessageProblems, 'postMessage target-origin problems').toEqual([]);
});

type Target = ProductSize;
const addToCart = (page: Page, target: Target) => addToCartFrom(page, stack, target);

let serial = 0;
/** A different product for each test, so no test runs out of another's stock. */
async function nextProduct(): Promise<Target> {
  const all = await productsInStock(stack, 'jacket', { count: 12 });
  const target = all[serial % all.length] as Target;
  serial += 1;
  return target;
}

/** A jacket size that a US store offering pickup holds, so the shipping step offers to pick it up there. */
async function productForPickup(): Promise<Target> {
  const stores = (await (
    await fetch(`${stack.apiUrl}/stores/v1/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ countryCode: 'US', limit: 10 }),
    })
  ).json()) as {
    stores: { id: string; services?: string[] }[];
  };
  const pickupStores = new Set(
    stores.stores.filter((store) => store.services?.includes('pickup')).map((store) => store.id),
  );
  const search = (await (await fetch(`${stack.apiUrl}/products/v2/search/productSearch?q=jacket&count=20`)).json()) as {
    products: { id: string }[];
  };
  for (const { id } of search.products.slice().reverse()) {
    const details = (await (await fetch(`${stack.apiUrl}/products/v2/products/${id}/details`)).json()) as {
      name: string;
      pdpUrl: string;
      variants: { upc: string; color: { code: string }; size: string | null; available: boolean; quantity: number }[];
    };
    const inventory = (await (await fetch(`${stack.apiUrl}/products/v2/products/${id}/inventory`)).json()) as {
      variants: Record<string, { stores?: Record<string, number> }>;
    };
    const variant = details.variants.find(
      (entry) =>
        entry.available &&
        entry.size &&
        Object.entries(inventory.variants[entry.upc]?.stores ?? {}).some(
          ([store, quantity]) => pickupStores.has(store) && quantity >= 1,
        ),
    );
    if (variant?.size)
      return { pdpUrl: details.pdpUrl, name: details.name, color: variant.color.code, size: variant.size };
  }
  throw new Error('no seeded jacket size is held by a US pickup store');
}

async function openCheckout(page: Page) {
  await page.goto(`${stack.storefrontUrl}/en-us/checkout`);
  await page.locator('html[data-hydrated="true"]').waitFor();
}

async function toSummary(page: Page) {
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await expect(page.getByRole('heading', { name: 'Summary', exact: true, level: 2 })).toBeVisible();
}

const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** Orders of the shopper of this browser, read from the API with the session's own token. */
async function ordersOf(page: Page): Promise<{ orderNumber: string; status: string; total: number }[]> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'sb_at')?.value;
  const res = await fetch(`${stack.apiUrl}/consumers-v3/consumer/purchasehistory`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return ((await res.json()) as { orders: { orderNumber: string; status: string; total: number }[] }).orders;
}

async function expectConfirmation(page: Page, target: Target) {
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumber).toMatch(/\w{6,}/);
  await expect(page.getByTestId('order-line')).toContainText(target.name);
  const total = amount(await page.getByTestId('order-total').textContent());
  // In the order history with the same total.
  const history = await ordersOf(page);
  expect(history.find((order) => order.orderNumber === orderNumber)?.total).toBeCloseTo(total, 2);
  // Survives a reload.
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  return { orderNumber, total };
}

/** The session cookies (HttpOnly: read through the browser context, never by page script). */
async function sessionTokens(page: Page): Promise<{ access?: string; refresh?: string }> {
  const cookies = await page.context().cookies(stack.storefrontUrl);
  return {
    access: cookies.find((cookie) => cookie.name === 'sb_at')?.value,
    refresh: cookies.find((cookie) => cookie.name === 'sb_rt')?.value,
  };
}

test('guest checkout to home delivery with a card; no card number reaches the storefront', async ({ page }) => {
  const card = '4242424242424242';
  const leaks: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(stack.storefrontUrl)) return;
    const body = request.postData() ?? '';
    if (request.url().includes(card) || body.includes(card) || body.includes('4242 4242')) leaks.push(request.url());
  });
  const target = await nextProduct();
  await addToCart(page, target);
  await openCheckout(page);
  await expect(page.getByRole('navigation', { name: 'Checkout steps' }).getByText('1. Shipping')).toHaveAttribute(
    'aria-current',
    'step',
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Validation on the server with the country's rules: a bad postal code is refused at its field.
  await page.getByRole('main').getByLabel('Email').fill('jamie.walker@example.com');
  await page.getByLabel('Postal code').fill('ABCDE');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  // A postal code that does not fit says what the country expects.
  await expect(page.getByLabel('Postal code')).toHaveAccessibleDescription(/Enter a 5-digit ZIP code\./);
  // Focus leaves the button for the first field to correct (the phone: the email was fine).
  await expect(page.getByLabel('Phone')).toBeFocused();
  await fillShipping(page);

  await enterCard(page, card);
  // The provider's card frame too: a screen reader lists its landmarks with the page's.
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  // The storefront page itself never holds the number: it is typed in the provider's frame.
  expect(await page.evaluate((number) => document.documentElement.outerHTML.includes(number), card)).toBe(false);
  await toSummary(page);
  await expect(page.getByText('VISA ending 4242')).toBeVisible();
  const tokensBefore = await sessionTokens(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectConfirmation(page, target);
  await expect(page.getByTestId('order-payment')).toContainText('VISA ending 4242');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  expect(leaks).toEqual([]);

  // Session rotation after the order (issue 15): the same shopper holds a new pair of tokens, and the pair the order
  // was placed with is refused by commerce-api.
  const tokensAfter = await sessionTokens(page);
  expect(tokensAfter.access).not.toBe(tokensBefore.access);
  expect(tokensAfter.refresh).not.toBe(tokensBefore.refresh);
  const oldPair = await fetch(`${stack.apiUrl}/cart/v1/cart`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokensBefore.access}`, 'x-site-id': 'sb-us', 'x-locale': 'en-us' },
  });
  expect(oldPair.status).toBe(401);

  // The cart was reset.
  await page.goto(`${stack.storefrontUrl}/en-us/cart`);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('3-D Secure that passes: the challenge dialog, then the confirmation', async ({ page }) => {
  const target = await nextProduct();
  await addToCart(page, target);
  await openCheckout(page);
  await fillShipping(page);
  await enterCard(page, '4000000000003220');
  await toSummary(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(dialog).toBeVisible();
  expect((await new AxeBuilder({ page }).exclude('iframe').analyze()).violations).toEqual([]);
  await dialog.frameLocator('iframe').getByRole('button', { name: 'Authenticate' }).click();
  const { orderNumber } = await expectConfirmation(page, target);
  expect((await ordersOf(page)).find((order) => order.orderNumber === orderNumber)?.status).toBe('confirmed');
});

test('3-D Secure that fails: back to billing with the message, the cart intact, then paid with another card', async ({
  page,
}) => {
  const target = await nextProduct();
  await addToCart(page, target);
  await openCheckout(page);
  await fillShipping(page);
  await enterCard(page, '4000000000003063');
  await toSummary(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await dialog.frameLocator('iframe').getByRole('button', { name: 'Authenticate' }).click();

  await expect(page.getByRole('alert')).toHaveText('payment authentication error');
  await expect(page.getByRole('heading', { name: 'Billing', exact: true, level: 2 })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  await expect(page.getByTestId('checkout-line')).toContainText(target.name);

  await enterCard(page, '5555555555554444');
  await toSummary(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectConfirmation(page, target);
  const statuses = (await ordersOf(page)).map((order) => order.status).sort();
  expect(statuses).toEqual(['confirmed', 'failed']);
});

test('gift card plus card: the gift card pays part, the card the rest', async ({ page }) => {
  const target = await nextProduct();
  await addToCart(page, target);
  await openCheckout(page);
  await fillShipping(page);
  const before = amount(await page.getByTestId('remaining-to-pay').textContent());

  // An empty card is refused at the gift-card input.
  await page.getByLabel('Gift card number').fill('6035550000000003');
  await page.getByLabel('PIN').fill('1234');
  await page.getByRole('button', { name: 'Apply gift card' }).click();
  await expect(page.getByLabel('Gift card number')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Gift card number').fill('6035550000000002');
  await page.getByLabel('PIN').fill('1234');
  await page.getByRole('button', { name: 'Apply gift card' }).click();
  await expect(page.getByText('Gift card ending 0002: $25.00')).toBeVisible();
  expect(amount(await page.getByTestId('remaining-to-pay').textContent())).toBeCloseTo(before - 25, 2);

  await page.locator('html[data-hydrated="true"]').waitFor();
  await enterCard(page, '4111111111111111');
  await toSummary(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  const { total } = await expectConfirmation(page, target);
  const payments = page.getByTestId('order-payment');
  await expect(payments).toHaveCount(2);
  await expect(payments.nth(0)).toHaveText('Gift card ending 0002: $25.00');
  expect(amount((await payments.nth(1).textContent())?.split(':')[1] ?? '')).toBeCloseTo(total - 25, 2);
});

test('pickup in store: no delivery address, the store on the confirmation', async ({ page }) => {
  const target = await productForPickup();
  await addToCart(page, target);
  await openCheckout(page);
  const storeList = page.getByLabel(`Store for ${target.name}`);
  await storeList.selectOption({ index: 1 });
  // The option says the store's name, then its availability in brackets.
  const storeName = ((await storeList.locator('option:checked').textContent()) ?? '').replace(/\s*\(.*$/, '').trim();
  await page.getByRole('button', { name: `Pick up at this store for ${target.name}` }).click();
  await expect(page.getByText(/Pick up at Switchback/)).toBeVisible();
  await expect(page.getByLabel('Address line 1')).toHaveCount(0);
  await page.getByRole('main').getByLabel('Email').fill('pickup.person@example.com');
  await page.getByLabel('Phone').fill('3035550123');
  await page.getByRole('button', { name: 'Continue to billing' }).click();

  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Pickup');
  await page.getByLabel('Address line 1').fill('1550 Wynkoop St');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('State or province').selectOption('CO');
  await page.getByLabel('Postal code').fill('80202');
  await page.getByLabel('Phone').fill('3035550123');
  await page.locator('html[data-hydrated="true"]').waitFor();
  await enterCard(page, '4242424242424242');
  await toSummary(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectConfirmation(page, target);
  // The confirmation names the store, not its id.
  await expect(page.getByTestId('order-line')).toContainText(`Pick up at ${storeName}`);
});

test('pay later approved', async ({ page }) => {
  const target = await nextProduct();
  await addToCart(page, target);
  await openCheckout(page);
  await fillShipping(page);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByRole('button', { name: 'Continue with pay later' }).click();
  await expect(page.getByRole('heading', { name: 'Summary', exact: true, level: 2 })).toBeVisible();
  await expect(page.getByText(/^Pay later:/)).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectConfirmation(page, target);
  await expect(page.getByTestId('order-payment')).toContainText('Pay later');
});

test('pay later refused shows the PAY400 message and stays on billing', async ({ page }) => {
  const target = await nextProduct();
  await addToCart(page, target);
  await openCheckout(page);
  await fillShipping(page, 'jamie+paylater-denied@example.com');
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByRole('button', { name: 'Continue with pay later' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The pay-later payment could not be completed. Please choose another payment method.',
  );
  await expect(page.getByRole('heading', { name: 'Billing', exact: true, level: 2 })).toBeVisible();
});

test('double-clicking "Place order" places exactly one order', async ({ page }) => {
  const target = await nextProduct();
  await addToCart(page, target);
  await openCheckout(page);
  await fillShipping(page);
  await enterCard(page, '4242424242424242');
  await toSummary(page);
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await expectConfirmation(page, target);
  expect(await ordersOf(page)).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the shipping step works and the billing step says card payment needs JavaScript', async ({ page }) => {
    const target = await nextProduct();
    await addToCart(page, target);
    await page.goto(`${stack.storefrontUrl}/en-us/checkout`);
    // The server's answer to an empty form opens on its first field to correct.
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await expect(page.getByRole('main').getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('main').getByLabel('Email')).toBeFocused();
    await fillShipping(page);
    await expect(page.getByText('Paying by card needs JavaScript', { exact: false })).toBeVisible();
  });
});

test('registered express checkout: signed in with a default address and saved card, straight to the summary', async ({
  page,
}) => {
  // Sign in through the sign-in page (the shared contract of the auth pages).
  await page.goto(`${stack.storefrontUrl}/en-us/sign-in?returnTo=/en-us/cart`);
  await page.getByRole('main').getByLabel('Email').fill('alex.rivera@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Trailhead26');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();

  const target = await nextProduct();
  await addToCart(page, target);
  await openCheckout(page);
  await expect(page.getByRole('heading', { name: 'Summary', exact: true, level: 2 })).toBeVisible();
  await expect(page.getByTestId('express-notice')).toBeVisible();
  await expect(page.getByText(/VISA ending 4242/)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectConfirmation(page, target);
  await expect(page.getByTestId('order-payment')).toContainText('VISA ending 4242');
  // Spec §2: the express-pay flow's confirmation carries storeContext.
  expect(new URL(page.url()).searchParams.get('storeContext')).toBe('express-pay-pdp');
});

test('buy-in-store: an order placed during an associate session carries the store and employee', async ({ page }) => {
  await page.goto(`${stack.storefrontUrl}/en-us/associate-login`);
  const store = page.getByLabel('Store', { exact: true }).or(page.getByLabel('Store number'));
  if ((await store.evaluate((element) => element.tagName)) === 'SELECT') await store.selectOption('1001');
  else await store.fill('1001');
  await page.getByLabel('Login or employee id').fill('taylor.brooks');
  await page.getByLabel('Password').fill('Associate26');
  await page.getByRole('button', { name: 'Start selling' }).click();
  await expect(page.getByTestId('buy-in-store')).toContainText('1001');

  const target = await nextProduct();
  await addToCart(page, target);
  await openCheckout(page);
  await fillShipping(page);
  await enterCard(page, '4242424242424242');
  await toSummary(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  const { orderNumber } = await expectConfirmation(page, target);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'sb_at')?.value;
  const order = (await (
    await fetch(`${stack.apiUrl}/consumers-v3/consumer/purchase/${orderNumber}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as {
    storeId: string | null;
    storeEmployeeId: string | null;
  };
  expect(order).toMatchObject({ storeId: '1001', storeEmployeeId: 'E1001' });
});

test('a declined card: the message at the top of the summary, no order, the cart kept', async ({ page }) => {
  const target = await nextProduct();
  await addToCart(page, target);
  await openCheckout(page);
  await fillShipping(page);
  await enterCard(page, '4000000000000002');
  await toSummary(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your payment could not be processed. Please check your details or use another payment method.',
  );
  await expect(page.getByRole('heading', { name: 'Summary', exact: true, level: 2 })).toBeVisible();
  await expect(page.getByTestId('checkout-line')).toContainText(target.name);
  expect(await ordersOf(page)).toHaveLength(0);
});

test('the card fields name each problem at its own field, in words a shopper reads, then take a good card', async ({
  page,
}) => {
  const target = await nextProduct();
  await addToCart(page, target);
  await openCheckout(page);
  await fillShipping(page);
  await page.locator('html[data-hydrated="true"]').waitFor();
  const fields = page.frameLocator('iframe[title="Card details (secure payment provider)"]');
  const use = fields.getByRole('button', { name: 'Use this card' });
  await use.click();
  await expect(fields.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
    'Enter the card number.',
  );
  await expect(fields.getByRole('textbox', { name: 'Card number' })).toBeFocused();
  await expect(fields.getByRole('textbox', { name: 'Expiry month' })).toHaveAccessibleDescription(
    'Enter the expiry month as 1 to 12.',
  );
  await expect(fields.getByRole('textbox', { name: 'Security code' })).toHaveAccessibleDescription(
    'Enter the 3 or 4 digit security code.',
  );
  // A mistyped number (its check digit is wrong), month 13, a one-digit code.
  await fields.getByLabel('Card number').fill('4242 4242 4242 4241');
  await fields.getByLabel('Expiry month').fill('13');
  await fields.getByLabel('Expiry year').fill(String(new Date().getUTCFullYear() + 3));
  await fields.getByLabel('Security code').fill('1');
  await use.click();
  await expect(fields.getByText('This card number is not valid. Check it and try again.')).toBeVisible();
  await expect(fields.getByText('Enter the expiry month as 1 to 12.')).toBeVisible();
  await expect(fields.getByText(/Field "/)).toHaveCount(0);
  await expect(fields.getByLabel('Expiry year')).not.toHaveAttribute('aria-invalid', 'true');

  await enterCard(page, '4242424242424242');
  await expect(fields.getByText('Enter the expiry month as 1 to 12.')).toHaveCount(0);
});

test('loyalty voucher: maya applies the 500-point voucher, the 2 000-point one is disabled, and the order total reflects it', async ({
  page,
}) => {
  await page.goto(`${stack.storefrontUrl}/en-us/sign-in`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByRole('main').getByLabel('Email').fill('maya.chen@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill('Trailhead26');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Account' }).first()).toBeVisible();

  const target = await nextProduct();
  await addToCart(page, target);
  await openCheckout(page);
  await fillShipping(page, 'maya.chen@example.com');

  const vouchers = page.getByRole('region', { name: 'Loyalty vouchers' });
  await expect(vouchers.getByText('You have 1,250 points.')).toBeVisible();
  await expect(vouchers.getByRole('button', { name: 'Apply $10.00 voucher (1,000 points)' })).toBeEnabled();
  const tooMany = vouchers.getByRole('button', { name: 'Apply $20.00 voucher (2,000 points)' });
  await expect(tooMany).toBeDisabled();
  await expect(tooMany).toHaveAccessibleDescription('You need 750 more points for this voucher.');
  expect((await new AxeBuilder({ page }).include('[aria-labelledby="loyalty-title"]').analyze()).violations).toEqual(
    [],
  );

  const before = amount(await page.getByTestId('remaining-to-pay').textContent());
  await vouchers.getByRole('button', { name: 'Apply $5.00 voucher (500 points)' }).click();
  await expect(vouchers.getByTestId('voucher-applied')).toHaveText('Loyalty voucher applied: $5.00');
  expect(amount(await page.getByTestId('remaining-to-pay').textContent())).toBeCloseTo(before - 5, 2);

  await page.locator('html[data-hydrated="true"]').waitFor();
  await enterCard(page, '4111111111111111');
  await toSummary(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  const { total } = await expectConfirmation(page, target);
  // The card paid the total less the voucher.
  const card = page.getByTestId('order-payment').filter({ hasText: 'ending 1111' });
  expect(amount((await card.textContent())?.split(':')[1] ?? '')).toBeCloseTo(total - 5, 2);
});

async function signIn(page: Page, email: string) {
  await page.goto(`${stack.storefrontUrl}/en-us/sign-in`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill('Trailhead26');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Account' }).first()).toBeVisible();
}

test('athlete credit: kai pays part with athlete credit and the card the rest, then a whole order with credit alone', async ({
  page,
}) => {
  await signIn(page, 'kai.nakamura@example.com');
  const target = await nextProduct();
  await addToCart(page, target);
  await openCheckout(page);
  await fillShipping(page, 'kai.nakamura@example.com');

  const athlete = page.getByRole('region', { name: 'Athlete credit' });
  await expect(athlete.getByTestId('athlete-remaining')).toHaveText('Athlete credit left this year: $2,350.00');
  const before = amount(await page.getByTestId('remaining-to-pay').textContent());
  await expect(athlete.getByTestId('athlete-payable')).toContainText(`$${before.toFixed(2)}`);
  // Athletes with credit left cannot use reward codes (spec §5).
  await expect(page.getByRole('region', { name: 'Reward codes' })).toContainText(
    'Reward codes can be used once your athlete credit is used up.',
  );
  expect((await new AxeBuilder({ page }).include('[aria-labelledby="athlete-title"]').analyze()).violations).toEqual(
    [],
  );

  // More than is left to pay is refused at the amount input.
  await athlete.getByLabel('Amount to pay with athlete credit').fill(String(before + 1));
  await athlete.getByRole('button', { name: 'Pay with athlete credit' }).click();
  await expect(athlete.getByLabel('Amount to pay with athlete credit')).toHaveAttribute('aria-invalid', 'true');
  await expect(athlete.getByRole('alert')).toContainText('Athlete credit can pay at most');

  await athlete.getByLabel('Amount to pay with athlete credit').fill('10');
  await athlete.getByRole('button', { name: 'Pay with athlete credit' }).click();
  await expect(athlete.getByTestId('athlete-applied')).toHaveText('Athlete credit: $10.00');
  await expect(athlete.getByTestId('athlete-remaining')).toHaveText('Athlete credit left this year: $2,340.00');
  expect(amount(await page.getByTestId('remaining-to-pay').textContent())).toBeCloseTo(before - 10, 2);

  await page.locator('html[data-hydrated="true"]').waitFor();
  await enterCard(page, '4111111111111111');
  await toSummary(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  const { total } = await expectConfirmation(page, target);
  const card = page.getByTestId('order-payment').filter({ hasText: 'ending 1111' });
  expect(amount((await card.textContent())?.split(':')[1] ?? '')).toBeCloseTo(total - 10, 2);

  // A second order paid wholly with athlete credit: no card is asked for.
  const second = await nextProduct();
  await addToCart(page, second);
  await openCheckout(page);
  await fillShipping(page, 'kai.nakamura@example.com');
  await expect(athlete.getByTestId('athlete-remaining')).toHaveText('Athlete credit left this year: $2,340.00');
  await athlete.getByRole('button', { name: 'Pay with athlete credit' }).click();
  await expect(athlete.getByTestId('athlete-applied')).toBeVisible();
  expect(amount(await page.getByTestId('remaining-to-pay').textContent())).toBe(0);
  await toSummary(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectConfirmation(page, second);
  await expect(page.getByTestId('order-payment').filter({ hasText: 'ending' })).toHaveCount(0);
});

test('reward code: maya applies RWD-5OFF-MAYA, an unknown code is refused at its input, and the card pays the total less 5', async ({
  page,
}) => {
  await signIn(page, 'maya.chen@example.com');
  const target = await nextProduct();
  await addToCart(page, target);
  await openCheckout(page);
  await fillShipping(page, 'maya.chen@example.com');

  const rewards = page.getByRole('region', { name: 'Reward codes' });
  await rewards.getByLabel('Reward code').fill('RWD-NOT-MINE');
  await rewards.getByRole('button', { name: 'Apply reward code' }).click();
  await expect(rewards.getByLabel('Reward code')).toHaveAttribute('aria-invalid', 'true');
  await expect(rewards.getByRole('alert')).toHaveText('This reward is not valid.');
  expect((await new AxeBuilder({ page }).include('[aria-labelledby="rewards-title"]').analyze()).violations).toEqual(
    [],
  );

  const before = amount(await page.getByTestId('remaining-to-pay').textContent());
  await rewards.getByLabel('Reward code').fill('RWD-5OFF-MAYA');
  await rewards.getByRole('button', { name: 'Apply reward code' }).click();
  await expect(rewards.getByTestId('reward-applied')).toHaveText('Reward RWD-5OFF-MAYA: $5.00');
  expect(amount(await page.getByTestId('remaining-to-pay').textContent())).toBeCloseTo(before - 5, 2);

  await page.locator('html[data-hydrated="true"]').waitFor();
  await enterCard(page, '4111111111111111');
  await toSummary(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  const { total } = await expectConfirmation(page, target);
  const card = page.getByTestId('order-payment').filter({ hasText: 'ending 1111' });
  expect(amount((await card.textContent())?.split(':')[1] ?? '')).toBeCloseTo(total - 5, 2);
});

test('3-D Secure that fails gives the reward code back: maya applies RWD-10OFF-MAYA again on billing', async ({
  page,
}) => {
  await signIn(page, 'maya.chen@example.com');
  const target = await nextProduct();
  await addToCart(page, target);
  await openCheckout(page);
  await fillShipping(page, 'maya.chen@example.com');
  const rewards = page.getByRole('region', { name: 'Reward codes' });
  await rewards.getByLabel('Reward code').fill('RWD-10OFF-MAYA');
  await rewards.getByRole('button', { name: 'Apply reward code' }).click();
  await expect(rewards.getByTestId('reward-applied')).toHaveText('Reward RWD-10OFF-MAYA: $10.00');

  await page.locator('html[data-hydrated="true"]').waitFor();
  await enterCard(page, '4000000000003063');
  await toSummary(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .frameLocator('iframe')
    .getByRole('button', { name: 'Authenticate' })
    .click();
  await expect(page.getByRole('alert')).toHaveText('payment authentication error');
  await expect(page.getByRole('heading', { name: 'Billing', exact: true, level: 2 })).toBeVisible();

  // The failed order gave the reward back: it applies to the new cart, not refused as already used.
  await rewards.getByLabel('Reward code').fill('RWD-10OFF-MAYA');
  await rewards.getByRole('button', { name: 'Apply reward code' }).click();
  await expect(rewards.getByTestId('reward-applied')).toHaveText('Reward RWD-10OFF-MAYA: $10.00');
});
