/**
 * Which products have been written to through this server (a review written, a vote, a question, a flag), so the
 * shared caches of their reviews and questions (lib/productPage.server.ts) are read afresh afterwards: each write
 * moves the product to a new generation, and the cache keys carry the generation. A shopper who writes or votes sees
 * the result on the next page; writes made elsewhere show once the time to live ends.
 *
 * @example
 * noteProductWrite('POST', 'http://127.0.0.1:4000/products/v1/products/SBJK10026/reviews');
 * productGeneration('SBJK10026'); // 1
 */
const generations = new Map<string, number>();
const MAX_PRODUCTS = 10_000;

const PRODUCT_PATH = /\/products\/v\d+\/products\/([^/?#]+)\//;

/**
 * The write generation of a product (0 until something is written to it).
 *
 * @example
 * const key = `${productId}/reviews#${productGeneration(productId)}`;
 */
export function productGeneration(productId: string): number {
  return generations.get(productId) ?? 0;
}

/**
 * Records a call to commerce-api: any method but GET and HEAD on a product's own path moves it to a new generation.
 *
 * @example
 * noteProductWrite('POST', new URL('http://api/products/v1/products/SBJK10026/review/R1/vote'));
 */
export function noteProductWrite(method: string, url: string | URL): void {
  const upper = method.toUpperCase();
  if (upper === 'GET' || upper === 'HEAD') return;
  const match = PRODUCT_PATH.exec(typeof url === 'string' ? url : url.pathname);
  if (!match?.[1]) return;
  const id = decodeURIComponent(match[1]);
  const next = productGeneration(id) + 1;
  generations.delete(id);
  generations.set(id, next);
  // A product forgotten here only loses its bump; the time to live still bounds what its cache serves.
  while (generations.size > MAX_PRODUCTS) generations.delete(generations.keys().next().value as string);
}
