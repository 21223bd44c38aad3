import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addToCart as addToCartFrom, productsInStock, type ProductSize } from '../src/shop';
import { startStack, type Stack } from '../src/stack';

// Guest checkouts whose parcel goes to a collection point (spec §3 method code pudo), with a gift option, paid by
// card with JavaScript and through PayPal's sandbox approval page without it.

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

type Target = ProductSize;
const addToCart = (page: Page, target: Target) => addToCartFrom(page, stack, target);

let serial = 0;
/** A different seeded jacket size with stock for each test, through the live API. */
async function nextProduct(): Promise<Target> {
  const all = await productsInStock(stack, 'jacket', { count: 12 });
  const target = all[serial % all.length] as Target;
  serial += 1;
  return target;
}

async function chooseCollectionPoint(page: Page, near: string, point: string) {
  const search = page.getByRole('search', { name: 'Collection point' });
  await search.getByLabel('Search near').fill(near);
  await search.getByRole('button', { name: 'Find collection points' }).click();
  await page
    .getByRole('group', { name: `Collection points near ${near}` })
    .getByRole('radio', { name: new RegExp(point) })
    .check();
  await page.getByRole('button', { name: 'Deliver to this collection point' }).click();
  await expect(page.getByTestId('collection-point-chosen')).toContainText(`Delivered to the collection point ${point}`);
  // A collection point needs no delivery address.
  await expect(page.getByLabel('Address line 1')).toHaveCount(0);
}

async function fillContactAndContinue(page: Page, email: string) {
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('3035550199');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page.getByRole('heading', { name: 'Billing', exact: true, level: 2 })).toBeVisible();
}

async function fillBillingAddress(page: Page) {
  const form = page.locator('#billing-form');
  await form.getByLabel('First name').fill('Jamie');
  await form.getByLabel('Last name').fill('Walker');
  await form.getByLabel('Address line 1').fill('1550 Wynkoop St');
  await form.getByLabel('City').fill('Denver');
  await form.getByLabel('State or province').selectOption('CO');
  await form.getByLabel('Postal code').fill('80202');
  await form.getByLabel('Phone').fill('3035550199');
}

/** The order as the API keeps it, read with the browser session's own token. */
async function orderOf(page: Page, orderNumber: string) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'sb_at')?.value;
  const res = await fetch(`${stack.apiUrl}/consumers-v3/consumer/purchase/${orderNumber}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as {
    shippingMethod?: string;
    paymentMethod?: { code: string }[];
    totals: { total: number };
  };
}

async function placeAndConfirm(page: Page, target: Target) {
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(
    page
      .getByTestId('order-line')
      .filter({ hasText: `${target.name} (` })
      .first(),
  ).toBeVisible();
  return (await page.getByTestId('order-number').textContent()) ?? '';
}

test('guest checkout to a collection point with a gift option, paid by card', async ({ page }) => {
  const target = await nextProduct();
  await addToCart(page, target);
  await page.goto(`${stack.storefrontUrl}/en-us/checkout`);
  await page.locator('html[data-hydrated="true"]').waitFor();

  // Gift option from the shipping step: a modal that gives focus back to its link when it closes.
  await page.getByRole('link', { name: `Add gift option for ${target.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a gift option' });
  await dialog.getByLabel('Recipient name').fill('Sam');
  await dialog.getByLabel('Gift message').fill('Happy trails!');
  expect((await new AxeBuilder({ page }).include('dialog').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Save gift option' }).click();
  await expect(page.getByTestId('gift-summary')).toHaveText('Gift for Sam');

  await chooseCollectionPoint(page, 'Denver', 'ParcelPoint Union Station');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await fillContactAndContinue(page, 'jamie.walker@example.com');

  await fillBillingAddress(page);
  const fields = page.frameLocator('iframe[title="Card details (secure payment provider)"]');
  await fields.getByLabel('Card number').fill('4242424242424242');
  await fields.getByLabel('Expiry month').fill('12');
  await fields.getByLabel('Expiry year').fill(String(new Date().getUTCFullYear() + 3));
  await fields.getByLabel('Security code').fill('123');
  await fields.getByRole('button', { name: 'Use this card' }).click();
  await expect(page.getByText('ending 4242 will be used for this order.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to summary' }).click();

  await expect(page.getByTestId('summary-collection-point')).toContainText('ParcelPoint Union Station');
  await expect(page.getByText(`${target.name}: Gift for Sam`)).toBeVisible();
  const orderNumber = await placeAndConfirm(page, target);
  expect((await orderOf(page, orderNumber)).shippingMethod).toBe('pudo');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('one line shipped to a store, the other to a collection point found by postal code, then PayPal approved on its sandbox page', async ({
    page,
  }) => {
    const target = await nextProduct();
    const second = await nextProduct();
    await addToCart(page, target);
    await addToCart(page, second);
    await page.goto(`${stack.storefrontUrl}/en-us/checkout`);
    // Ship to store (spec §3 code sts) for one line.
    await page
      .getByLabel(`Ship to a store (free, 3-6 business days) for ${second.name}`, { exact: true })
      .selectOption({ label: 'Switchback Denver Flagship' });
    await page.getByRole('button', { name: `Ship to this store for ${second.name}`, exact: true }).click();
    await expect(
      page.getByText(`${second.name} × 1: Ship to Switchback Denver Flagship`, { exact: true }),
    ).toBeVisible();
    await chooseCollectionPoint(page, '80218', 'ParcelPoint Capitol Hill');
    await fillContactAndContinue(page, 'pat.paypal@example.com');

    await fillBillingAddress(page);
    await page.getByRole('radio', { name: 'PayPal (sandbox)' }).check();
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    // The provider's own page, on its own origin.
    await expect(page).toHaveURL(new RegExp(`^${stack.paymentsUrl}/payments/sandbox/v1/paypal`));
    await page.getByRole('button', { name: 'Approve payment' }).click();

    await expect(page.getByRole('heading', { name: 'Summary', exact: true, level: 2 })).toBeVisible();
    await expect(page.getByText(/^PayPal \(sandbox\):/)).toBeVisible();
    await expect(page.getByTestId('summary-collection-point')).toContainText('ParcelPoint Capitol Hill');
    const orderNumber = await placeAndConfirm(page, target);
    await expect(page.getByTestId('order-line').filter({ hasText: `${second.name} (` })).toContainText(
      'Shipped to Switchback Denver Flagship',
    );
    await expect(page.getByTestId('order-collection-point')).toBeVisible();
    await expect(page.getByTestId('order-collection-point-name')).toHaveText(
      'Collection point: ParcelPoint Capitol Hill',
    );
    const order = await orderOf(page, orderNumber);
    expect(order.shippingMethod).toBe('pudo');
    expect(order.paymentMethod?.map((entry) => entry.code)).toContain('PAYPAL');
  });
});
