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
export async function productsInStock(stack: Stack, query: string, { count = 5, minQuantity = 3 } = {}): Promise<ProductSize[]> {
  const search = (await (await fetch(`${stack.apiUrl}/products/v2/search/productSearch?q=${encodeURIComponent(query)}&count=20`)).json()) as { products: { id: string }[] };
  const found: ProductSize[] = [];
  for (const { id } of search.products) {
    const details = (await (await fetch(`${stack.apiUrl}/products/v2/products/${id}/details`)).json()) as ProductDetails;
    const variant = details.variants.find((entry) => entry.available && entry.size && entry.quantity >= minQuantity);
    if (variant?.size) found.push({ pdpUrl: details.pdpUrl, name: details.name, color: variant.color.code, size: variant.size });
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
  await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: new RegExp(`^${target.size}$`) }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  // The product page has other live regions (review votes); the add answer is the one that says it.
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
}

/** The JSON-LD blocks of a page's HTML, parsed; a block that is not valid JSON fails the test that reads it. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
}
