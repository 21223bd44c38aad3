import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addToCart, enterCard, fillShipping, productsInStock } from '../src/shop';
import { startStack, type Stack } from '../src/stack';

// Issue 16, journey 1: a gift card is bought from its product page (custom amount, recipient, message), paid without a
// delivery address, e-mailed by commerce-api (read from its outbox), and its balance then pays part of a second order.

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

const amount = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** The gift card of the seeded catalogue, found through the API (the digital product). */
async function giftCardPage(): Promise<{ pdpUrl: string; name: string }> {
  const search = (await (
    await fetch(`${stack.apiUrl}/products/v2/search/productSearch?q=gift%20card&count=20`)
  ).json()) as { products: { id: string }[] };
  for (const { id } of search.products) {
    const details = (await (await fetch(`${stack.apiUrl}/products/v2/products/${id}/details`)).json()) as {
      name: string;
      pdpUrl: string;
      isDigital?: boolean;
    };
    if (details.isDigital) return { pdpUrl: details.pdpUrl, name: details.name };
  }
  throw new Error('the seed has no digital gift card');
}

interface GiftCardEmail {
  recipient: string;
  payload: { orderNo: string; amount: number; number: string; pin: string; to: string | null; message: string | null };
}

/** The gift-card e-mails commerce-api "sent" to an address, from its outbox (a test-only call of the e2e stack). */
async function giftCardEmails(recipient: string): Promise<GiftCardEmail[]> {
  const res = await fetch(
    `${stack.apiUrl}/testing/v1/outbox?recipient=${encodeURIComponent(recipient)}&kind=gift_card_email`,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: GiftCardEmail[] }).messages;
}

async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor();
}

test('a gift card bought from its product page is e-mailed to its recipient and its balance pays a later order', async ({
  page,
}) => {
  const recipient = `robin.${Date.now()}@example.com`;
  const card = await giftCardPage();

  // The product page: amounts, recipient and message; no size buttons and no pick up in store for an e-mailed card.
  await page.goto(`${stack.storefrontUrl}${card.pdpUrl}`);
  await hydrated(page);
  const amounts = page.getByRole('radiogroup', { name: 'Amount' });
  await expect(amounts.getByRole('radio', { name: '$50.00' })).toBeVisible();
  await expect(amounts.getByRole('radio', { name: '$100.00' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Size' })).toHaveCount(0);
  await expect(page.getByText('Pick up in store')).toHaveCount(0);
  await expect(page.getByText('Delivered by email: no shipping address needed.')).toBeVisible();

  // Out of the limits and a bad address: refused at their fields with the validation messages, nothing added.
  await page.getByLabel('Your amount').fill('5');
  await expect(amounts.getByRole('radio', { name: 'Other amount' })).toBeChecked();
  await page.getByLabel("Recipient's email").fill('robin@');
  // The browser's own e-mail check would stop the form first; the server's answer is what is tested here.
  await page.locator('form.add-to-cart').evaluate((form) => form.setAttribute('novalidate', ''));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByLabel('Your amount')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter 10 or more.')).toBeVisible();
  await expect(page.getByText('Email is not valid')).toBeVisible();
  expect((await new AxeBuilder({ page }).include('form.add-to-cart').analyze()).violations).toEqual([]);
  await page.getByLabel('Your amount').fill('500.01');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Enter 500 or less.')).toBeVisible();

  // A custom amount of 75 for Robin, with a message.
  await page.getByLabel('Your amount').fill('75');
  await page.getByLabel("Recipient's email").fill(recipient);
  await page.getByLabel("Recipient's name").fill('Robin');
  await page.getByLabel('Message', { exact: true }).fill('Happy trails!');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();

  // The cart line says the amount and who it is for, not "Size 50".
  await page.goto(`${stack.storefrontUrl}/en-us/cart`);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('gift-card-amount')).toHaveText('$75.00');
  await expect(line.getByTestId('row-total')).toHaveText('$75.00');
  await expect(line).toContainText(`Robin (${recipient})`);
  await expect(line).toContainText('Happy trails!');
  await expect(line).not.toContainText('Size');
  await expect(line.getByRole('link', { name: /Change delivery/ })).toHaveCount(0);

  // Checkout: no delivery address and no store for an e-mailed card, only who to tell.
  await page.goto(`${stack.storefrontUrl}/en-us/checkout`);
  await hydrated(page);
  await expect(page.getByText('E-mailed once the payment is confirmed')).toBeVisible();
  await expect(page.getByLabel('Address line 1')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Pick up at this store/ })).toHaveCount(0);
  await page.getByRole('main').getByLabel('Email').fill('gift.buyer@example.com');
  await page.getByLabel('Phone').fill('3035550177');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page.getByRole('heading', { name: 'Billing', exact: true, level: 2 })).toBeVisible();
  await page.getByLabel('First name').fill('Gale');
  await page.getByLabel('Last name').fill('Buyer');
  await page.getByLabel('Address line 1').fill('1550 Wynkoop St');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('State or province').selectOption('CO');
  await page.getByLabel('Postal code').fill('80202');
  await page.getByLabel('Phone').fill('3035550177');
  await hydrated(page);
  await enterCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await expect(page.getByRole('heading', { name: 'Summary', exact: true, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();

  // The confirmation: the card, its amount and where it goes; $75 and no shipping.
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  await expect(page.getByTestId('order-line')).toContainText(
    `${card.name} × 1: $75.00 · $75.00 gift card e-mailed to Robin`,
  );
  expect(amount(await page.getByTestId('order-total').textContent())).toBe(75);

  // The gift-card e-mail in commerce-api's outbox: to Robin, the number, PIN, amount and message.
  await expect.poll(async () => (await giftCardEmails(recipient)).length).toBe(1);
  const [email] = await giftCardEmails(recipient);
  expect(email?.payload).toMatchObject({ orderNo: orderNumber, amount: 75, to: 'Robin', message: 'Happy trails!' });
  const number = email?.payload.number ?? '';
  const pin = email?.payload.pin ?? '';
  expect(number).toMatch(/^\d{16}$/);

  // A second order: a jacket, part-paid with the bought card's whole balance, the rest by card.
  const [jacket] = await productsInStock(stack, 'jacket', { count: 1 });
  if (!jacket) throw new Error('no jacket in stock');
  await addToCart(page, stack, jacket);
  await page.goto(`${stack.storefrontUrl}/en-us/checkout`);
  await hydrated(page);
  await fillShipping(page, 'gift.buyer@example.com');
  const before = amount(await page.getByTestId('remaining-to-pay').textContent());
  await page.getByLabel('Gift card number').fill(number);
  await page.getByLabel('PIN').fill(pin);
  await page.getByRole('button', { name: 'Apply gift card' }).click();
  await expect(page.getByText(`Gift card ending ${number.slice(-4)}: $75.00`)).toBeVisible();
  expect(amount(await page.getByTestId('remaining-to-pay').textContent())).toBeCloseTo(before - 75, 2);
  await hydrated(page);
  await enterCard(page, '4111111111111111');
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await expect(page.getByRole('heading', { name: 'Summary', exact: true, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('order-line')).toContainText(jacket.name);
  await expect(page.getByTestId('order-payment').first()).toHaveText(`Gift card ending ${number.slice(-4)}: $75.00`);

  // Spent: the card has nothing left.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'sb_at')?.value;
  const balance = await fetch(`${stack.apiUrl}/cart/v1/giftcard/balance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ cardNumber: number, pin }),
  });
  expect(await balance.json()).toMatchObject({ balance: 0 });
});
