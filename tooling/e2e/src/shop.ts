import { expect, type Page } from '@playwright/test';
import type { Stack } from './stack';

/** A product size to buy: its page, name, colour code and size label. */
export interface ProductSize {
  pdpUrl: string;
  name: string;
  color: string;
  size: string;
}

interface ProductDetails {
  name: string;
  pdpUrl: string;
  variants: { color: { code: string }; size: string | null; available: boolean; quantity: number }[];
}

/**
 * Seeded products matching `query` that have a size with at least `minQuantity` in stock, one size each, read from
 * the live API (never hard-coded: the seed decides).
 *
 * @example
 * const [jacket] = await productsInStock(stack, 'jacket', { count: 1 });
 */
export async function productsInStock(
  stack: Stack,
  query: string,
  { count = 5, minQuantity = 3 } = {},
): Promise<ProductSize[]> {
  const search = (await (
    await fetch(`${stack.apiUrl}/products/v2/search/productSearch?q=${encodeURIComponent(query)}&count=20`)
  ).json()) as { products: { id: string }[] };
  const found: ProductSize[] = [];
  for (const { id } of search.products) {
    const details = (await (
      await fetch(`${stack.apiUrl}/products/v2/products/${id}/details`)
    ).json()) as ProductDetails;
    const variant = details.variants.find((entry) => entry.available && entry.size && entry.quantity >= minQuantity);
    if (variant?.size)
      found.push({ pdpUrl: details.pdpUrl, name: details.name, color: variant.color.code, size: variant.size });
    if (found.length >= count) break;
  }
  if (found.length === 0) throw new Error(`no seeded "${query}" has a size with ${minQuantity} in stock`);
  return found;
}

/**
 * Adds a size to the cart from its product page, as a shopper does (pick the size, press Add to cart), and waits
 * for the page to say so.
 */
export async function addToCart(page: Page, stack: Stack, target: ProductSize): Promise<void> {
  await page.goto(`${stack.storefrontUrl}${target.pdpUrl}?color=${target.color}`);
  await page
    .getByRole('group', { name: 'Size' })
    .getByRole('radio', { name: new RegExp(`^${target.size}$`) })
    .check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  // The product page has other live regions (review votes); the add answer is the one that says it.
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
}

/** The JSON-LD blocks of a page's HTML, parsed; a block that is not valid JSON fails the test that reads it. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

/**
 * Fills the checkout's shipping step with a Denver home address and goes on to billing, as a guest shopper on
 * /en-us does.
 */
export async function fillShipping(page: Page, email = 'jamie.walker@example.com'): Promise<void> {
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('3035550199');
  await page.getByLabel('First name').fill('Jamie');
  await page.getByLabel('Last name').fill('Walker');
  await page.getByLabel('Address line 1').fill('1601 Wazee St');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('State or province').selectOption('CO');
  await page.getByLabel('Postal code').fill('80202');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page.getByRole('heading', { name: 'Billing', exact: true, level: 2 })).toBeVisible();
}

/** Types a card (expiring in three years) into the payment provider's hosted fields and hands it to the shop. */
export async function fillHostedCard(page: Page, number: string): Promise<void> {
  const fields = page.frameLocator('iframe[title="Card details (secure payment provider)"]');
  await fields.getByLabel('Card number').fill(number);
  await fields.getByLabel('Expiry month').fill('12');
  await fields.getByLabel('Expiry year').fill(String(new Date().getUTCFullYear() + 3));
  await fields.getByLabel('Security code').fill('123');
  await fields.getByRole('button', { name: 'Use this card' }).click();
}

/** Types a card into the payment provider's hosted fields on the billing step and waits for the shop to take it. */
export async function enterCard(page: Page, number: string): Promise<void> {
  await fillHostedCard(page, number);
  await expect(page.getByText(`ending ${number.slice(-4)} will be used for this order.`)).toBeVisible();
}

/**
 * Records every Content-Security-Policy violation a page meets from now on, in any frame and after every
 * navigation: the `securitypolicyviolation` events and Chromium's "Refused to …" console errors. The policy is
 * enforced (not report-only), so a violation is something the shopper lost.
 *
 * @returns a function that answers the violations so far, one line each
 * @example
 * const violations = await recordCspViolations(page);
 * // … the whole checkout …
 * expect(violations()).toEqual([]);
 */
export async function recordCspViolations(page: Page): Promise<() => string[]> {
  const seen: string[] = [];
  await page.exposeBinding('__sbCspViolation', (_source, line: string) => {
    seen.push(line);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __sbCspViolation?: (line: string) => void }).__sbCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return () => [...seen];
}
