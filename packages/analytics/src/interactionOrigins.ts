/**
 * Where a shopper's path to a product started (content-blocks §2), sent with product events so
 * analytics can credit the search, the finder or the carousel that led to a sale.
 *
 * @example
 * ```ts
 * import { interactionOrigins } from '@switchback/analytics';
 *
 * interactionOrigins.includes('shop-the-look'); // true
 * ```
 */
export const interactionOrigins = [
  'search',
  'grid',
  'jacket-finder',
  'backpack-finder',
  'footwear-finder',
  'explore-collection',
  'product-bundles',
  'retail-shoe-finder',
  'product-compare',
  'tent-and-sleeping-bag-guide',
  'shop-the-look',
  'direct-to-product-page',
  'recommendation-carousel',
  'upsell-complete-the-look',
  'customizer',
  'fit-analytics',
] as const;

/**
 * One of {@link interactionOrigins}.
 *
 * @example
 * ```ts
 * const origin: InteractionOrigin = 'footwear-finder';
 * ```
 */
export type InteractionOrigin = (typeof interactionOrigins)[number];

/**
 * Narrows a string (a link attribute, a query parameter) to a known interaction origin.
 *
 * @example
 * ```ts
 * const origin = new URLSearchParams(location.search).get('origin');
 * if (origin && isInteractionOrigin(origin)) track(origin);
 * ```
 */
export function isInteractionOrigin(value: string): value is InteractionOrigin {
  return (interactionOrigins as readonly string[]).includes(value);
}
