import { expect, test, type Page } from '@playwright/test';
import { productsInStock } from '../src/shop';
import { startStack, type Stack } from '../src/stack';

// Issue 17: the service journeys of spec §7 on the real stack — back-in-stock requests answered when stock returns
// (commerce-api's test-only warehouse and outbox calls stand in for a warehouse and a mail server).

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
  const res = await fetch(`${stack.apiUrl}/testing/v1/inventory`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ upc, quantity }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { emailsSent: number }).emailsSent;
}

test('notify me on a sold-out size: the request is checked, registered, and e-mailed when the size is back', async ({ page }) => {
  const [target] = await productsInStock(stack, 'jacket', { count: 1 });
  if (!target) throw new Error('no jacket in stock');
  const id = target.pdpUrl.split('-').pop() ?? '';
  const details = (await (await fetch(`${stack.apiUrl}/products/v2/products/${id}/details`)).json()) as { variants: { upc: string; size: string; color: { code: string } }[] };
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
  expect(message?.payload).toMatchObject({ productId: id, productName: target.name, upc: variant.upc, size: target.size });
  expect(target.pdpUrl).toContain(String(message?.payload['productPath']));
  expect(await setStock(variant.upc, 6)).toBe(0);
});
