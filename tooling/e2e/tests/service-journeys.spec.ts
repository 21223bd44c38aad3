import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { productsInStock } from '../src/shop';
import { startStack, type Stack } from '../src/stack';

// Issue 17: the service journeys of spec §7 on the real stack — back-in-stock requests answered when stock returns
// (commerce-api's test-only warehouse and outbox calls stand in for a warehouse and a mail server), and the account's
// data download and notification preferences. Demo accounts share the password Trailhead26; the database is this
// file's own.
const PASSWORD = 'Trailhead26';

// Two cores shared with other suites: page loads can be slow.
test.setTimeout(150_000);

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor();
}

/** Signs in on the storefront's sign-in page, coming back to `path`. */
async function signIn(page: Page, email: string, path: string) {
  await page.goto(`${stack.storefrontUrl}/en-us/sign-in?returnTo=${encodeURIComponent(path)}`);
  await hydrated(page);
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await hydrated(page);
}

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
 * Test setup (the checkout UI has journeys of its own): a demo shopper places a card-paid order through the API,
 * signing in with the PKCE exchange the storefront uses — a gift card for `giftCardTo`, or one jacket delivered home.
 * Answers the order number and the ordered product.
 */
async function placeOrderThroughApi(
  email: string,
  line: { giftCardTo: string } | 'jacket',
): Promise<{ orderNumber: string; productId: string; productName: string }> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const { authorizationCode } = await api<{ authorizationCode: string }>('POST', '/consumers-v3/auth/signin', {
    type: 'Registered',
    username: email,
    password: PASSWORD,
    codeChallenge: challenge,
    codeChallengeMethod: 'S256',
  });
  const { accessToken: token } = await api<{ accessToken: string }>('POST', '/token/v2/auth/token', {
    type: 'Registered',
    authorizationCode,
    codeVerifier: verifier,
  });
  const address = {
    firstName: 'Sam',
    lastName: 'Ortiz',
    addressLine1: '1601 Wazee St',
    city: 'Denver',
    province: 'CO',
    postalCode: '80202',
    country: 'US',
    phone: '3035550142',
    email,
  };
  const cart = await api<{ id: string }>('POST', '/cart/v1/cart', {}, token);
  let product: { id: string; name: string } | undefined;
  const search = await api<{ products: { id: string }[] }>(
    'GET',
    `/products/v2/search/productSearch?q=${line === 'jacket' ? 'jacket' : 'gift%20card'}&count=20`,
  );
  for (const { id } of search.products) {
    const details = await api<{ name: string; isDigital?: boolean; variants: { upc: string; quantity: number }[] }>(
      'GET',
      `/products/v2/products/${id}/details`,
    );
    if (line === 'jacket') {
      const variant = details.isDigital ? undefined : details.variants.find((entry) => entry.quantity >= 2);
      if (!variant) continue;
      await api('POST', '/cart/v1/item', { cartId: cart.id, productId: id, upc: variant.upc, qty: 1 }, token);
    } else {
      const variant = details.isDigital ? details.variants[0] : undefined;
      if (!variant) continue;
      await api(
        'POST',
        '/cart/v1/item',
        {
          cartId: cart.id,
          productId: id,
          upc: variant.upc,
          qty: 1,
          customAmount: 40,
          giftOption: { to: 'Sky', email: line.giftCardTo, message: 'Enjoy!' },
        },
        token,
      );
    }
    product = { id, name: details.name };
    break;
  }
  if (!product) throw new Error(`the seed has no ${line === 'jacket' ? 'jacket in stock' : 'gift card'}`);
  if (line === 'jacket') {
    await api('POST', `/cart/v2/cart/${cart.id}/shippingAddress`, { list: [address] }, token);
    await api('POST', '/cart/v1/shippingMethod', { cartId: cart.id, shippingId: 'me', code: 'standard' }, token);
  }
  const card = await api<{ token: string }>('POST', '/payments/sandbox/v1/tokens', {
    number: '4242424242424242',
    expiryMonth: 12,
    expiryYear: 2030,
    cvc: '123',
    holder: 'Sam Ortiz',
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
  return { orderNumber: order.orderNumber, productId: product.id, productName: product.name };
}

interface OutboxMessage {
  kind: string;
  recipient: string;
  payload: Record<string, unknown>;
}

/** The e-mails of one kind commerce-api "sent" to an address (its test-only outbox call). */
async function outbox(recipient: string, kind: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${stack.apiUrl}/testing/v1/outbox?recipient=${encodeURIComponent(recipient)}&kind=${kind}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/** Sets a variant's online stock through commerce-api's test-only warehouse call; answers how many e-mails it sent. */
async function setStock(upc: string, quantity: number): Promise<number> {
  const res = await fetch(`${stack.apiUrl}/testing/v1/inventory`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ upc, quantity }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { emailsSent: number }).emailsSent;
}

test('notify me on a sold-out size: the request is checked, registered, and e-mailed when the size is back', async ({
  page,
}) => {
  const [target] = await productsInStock(stack, 'jacket', { count: 1 });
  if (!target) throw new Error('no jacket in stock');
  const id = target.pdpUrl.split('-').pop() ?? '';
  const details = (await (await fetch(`${stack.apiUrl}/products/v2/products/${id}/details`)).json()) as {
    variants: { upc: string; size: string; color: { code: string } }[];
  };
  const variant = details.variants.find((entry) => entry.color.code === target.color && entry.size === target.size);
  if (!variant) throw new Error('the size has no variant');
  // The size sells out.
  await setStock(variant.upc, 0);
  const email = `casey.${Date.now()}@example.com`;

  await page.goto(`${stack.storefrontUrl}${target.pdpUrl}?color=${target.color}`);
  await hydrated(page);
  const notify = page.getByRole('region', { name: 'Sold out in your size?' });
  await notify.getByLabel('Size').selectOption({ label: target.size });
  // Spec §5 messages at the e-mail field: empty, then malformed; nothing is registered.
  await notify.getByRole('button', { name: 'Notify me' }).click();
  await expect(notify.getByText('This field is required')).toBeVisible();
  await notify.getByLabel('Email').fill('casey@');
  await notify.getByRole('button', { name: 'Notify me' }).click();
  await expect(notify.getByText('Email is not valid')).toBeVisible();
  await expect(notify.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await notify.getByLabel('Email').fill(email);
  await notify.getByRole('button', { name: 'Notify me' }).click();
  await expect(notify.getByRole('status')).toHaveText('We will email you when it is back in stock.');
  expect(await outbox(email, 'back_in_stock')).toEqual([]);

  // The warehouse restocks the size: the e-mail goes out once, naming the product and size.
  expect(await setStock(variant.upc, 5)).toBe(1);
  const [message, ...more] = await outbox(email, 'back_in_stock');
  expect(more).toEqual([]);
  expect(message?.payload).toMatchObject({
    productId: id,
    productName: target.name,
    upc: variant.upc,
    size: target.size,
  });
  expect(target.pdpUrl).toContain(String(message?.payload['productPath']));
  expect(await setStock(variant.upc, 6)).toBe(0);
});

test("download my data: the profile page hands over a JSON file holding the shopper's profile and orders", async ({
  page,
}) => {
  await signIn(page, 'kai.nakamura@example.com', '/en-us/account/profile');
  // The fixed-name CMS page account-profile (commerce-core §7) above the form.
  await expect(page.locator('[data-content="account-profile"]')).toContainText('Tell us your interests and birthday');
  const section = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^switchback-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    exportedAt: string;
    userData: { isLoggedIn?: boolean; consumerId?: string };
    profile: { consumerDetails: { email: string; firstName: string } };
    orders: unknown[];
    paymentMethods: unknown[];
  };
  expect(file.profile.consumerDetails).toMatchObject({ email: 'kai.nakamura@example.com', firstName: 'Kai' });
  expect(file.userData).toMatchObject({ isLoggedIn: true });
  expect(Array.isArray(file.orders)).toBe(true);
  expect(Array.isArray(file.paymentMethods)).toBe(true);
  // The page is still there to use (the download did not navigate away).
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('notification preferences: saved, and found as saved after a reload; text messages need a phone', async ({
  page,
}) => {
  await signIn(page, 'kai.nakamura@example.com', '/en-us/account/subscriptions');
  const section = page.getByRole('region', { name: 'Order and service notifications' });
  await expect(section.getByLabel('By email')).toBeChecked();
  await expect(section.getByLabel('In the Switchback app (push)')).not.toBeChecked();
  await section.getByLabel('By email').uncheck();
  await section.getByLabel('In the Switchback app (push)').check();
  await section.getByRole('button', { name: 'Save notification preferences' }).click();
  await expect(section.getByRole('status')).toHaveText('Your notification preferences were saved.');

  await page.reload();
  await hydrated(page);
  const again = page.getByRole('region', { name: 'Order and service notifications' });
  await expect(again.getByLabel('By email')).not.toBeChecked();
  await expect(again.getByLabel('In the Switchback app (push)')).toBeChecked();
  await expect(again.getByLabel('By text message (SMS)')).not.toBeChecked();
});

test('resend a gift-card e-mail from the order: the button on the gift-card line sends it to its recipient again', async ({
  page,
}) => {
  const recipient = `sky.${Date.now()}@example.com`;
  const { orderNumber } = await placeOrderThroughApi('riley.morgan@example.com', { giftCardTo: recipient });
  const [issued] = await outbox(recipient, 'gift_card_email');
  expect(issued?.payload).toMatchObject({ orderNo: orderNumber, amount: 40 });

  await signIn(page, 'riley.morgan@example.com', `/en-us/account/orders/${orderNumber}`);
  const line = page.getByTestId('order-line').filter({ hasText: '$40.00 gift card e-mailed to Sky' });
  await line.getByRole('button', { name: 'Send the gift card email again' }).click();
  await expect(line.getByRole('status')).toHaveText(`The gift card email was sent again to ${recipient}.`);
  const sent = await outbox(recipient, 'gift_card_email');
  expect(sent).toHaveLength(2);
  // The order's confirmation page, with the fixed-name CMS page order-confirmation (commerce-core §7).
  await page.goto(`${stack.storefrontUrl}/en-us/order-confirmation?order=${orderNumber}`);
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.locator('[data-content="order-confirmation"]')).toContainText(
    'We have e-mailed your confirmation.',
  );
  // The same card, sent again.
  expect(sent[0]?.payload).toMatchObject({ orderNo: orderNumber, number: issued?.payload['number'] });
});

// A real 1×1 PNG.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
let warrantyCase: { caseNumber: string; orderNumber: string; productId: string; description: string } | undefined;

test('a warranty claim for a delivered order, with a photo: checked fields, then a support case and its reference', async ({
  page,
}) => {
  const email = 'alex.rivera@example.com';
  const { orderNumber, productId, productName } = await placeOrderThroughApi(email, 'jacket');
  await api('PUT', `/testing/v1/orders/${orderNumber}/status`, { status: 'delivered' });

  await signIn(page, email, `/en-us/account/orders/${orderNumber}`);
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');
  await page
    .getByRole('region', { name: 'Start a warranty claim' })
    .getByRole('link', { name: 'Start a warranty claim' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Warranty claim for order ${orderNumber}` })).toBeVisible();
  const product = page.getByLabel('Product', { exact: true });
  await expect(product).toHaveValue(/\d+/);
  await expect(product.locator('option:checked')).toContainText(productName);

  // A file that is not an image is refused as soon as it is chosen.
  const photos = page.getByLabel('Photos', { exact: true });
  await photos.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(page.getByText('notes.txt is not a JPEG, PNG or WebP image.')).toBeVisible();
  await expect(photos).toHaveAttribute('aria-invalid', 'true');
  await photos.setInputFiles({ name: 'seam.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('notes.txt is not a JPEG, PNG or WebP image.')).toHaveCount(0);

  // Sent without a problem kind and with too short a description: refused at those fields.
  await page.getByLabel('Describe the problem').fill('Torn');
  await page.getByRole('button', { name: 'Send warranty claim' }).click();
  await expect(page.getByText('Please select an option.')).toBeVisible();
  await expect(page.getByText('Describe the problem in at least 10 characters.')).toBeVisible();
  await expect(page.getByLabel('What happened?')).toBeFocused();

  const description = 'The main zip pulled away from the fabric on the second hike.';
  await page.getByLabel('What happened?').selectOption('defect');
  await page.getByLabel('Describe the problem').fill(description);
  await page.getByRole('button', { name: 'Send warranty claim' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your warranty claim was sent.' })).toBeVisible();
  const reference = page.getByTestId('warranty-case');
  await expect(reference).toHaveText(/^CS\d+$/);
  warrantyCase = { caseNumber: (await reference.textContent()) ?? '', orderNumber, productId, description };
});

test('commerce-api stored the warranty case with its product, purchase and photo', async () => {
  expect(warrantyCase).toBeDefined();
  // Read the stopped server's own database (PGlite allows one process at a time).
  await stack.stop();
  const apiDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../apps/commerce-api');
  const script = `
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(process.argv[1]);
    const { rows } = await db.query("select c.case_number, c.kind, c.email, c.payload, (select json_agg(json_build_object('name', p.file_name, 'type', p.content_type, 'size', p.byte_size)) from support_case_photos p where p.case_number = c.case_number) as photos from support_cases c where c.kind = 'warranty'");
    console.log(JSON.stringify(rows));
    await db.close();`;
  const rows = JSON.parse(
    execFileSync('node', ['--input-type=module', '-e', script, stack.dataDir], { cwd: apiDir, encoding: 'utf8' }),
  ) as { case_number: string; kind: string; email: string; payload: Record<string, unknown>; photos: unknown[] }[];
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    case_number: warrantyCase?.caseNumber,
    email: 'alex.rivera@example.com',
    payload: {
      productId: warrantyCase?.productId,
      orderNumber: warrantyCase?.orderNumber,
      issueType: 'defect',
      description: warrantyCase?.description,
      purchaseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    },
    photos: [{ name: 'seam.png', type: 'image/png', size: PNG.length }],
  });
});
