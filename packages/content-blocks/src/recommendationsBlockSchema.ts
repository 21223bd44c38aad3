import * as z from 'zod/mini';
import { blockBaseShape, lenientArray, safeMediaUrl } from './blockFieldSchemas';
import { safeHref } from './safeHref';

/** One recommended product (content-blocks §3); a product without a title or a safe link is dropped. */
export const recommendedProductSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1)),
  sku: z.optional(z.string()),
  title: z.string().check(z.trim(), z.minLength(1)),
  url: z.string().check(z.refine((url) => safeHref(url) !== undefined, { error: 'unsafe link' })),
  image: z.catch(z.optional(z.object({ src: safeMediaUrl, alt: z.optional(z.string()) })), undefined),
  rating: z.catch(
    z.optional(z.object({ score: z.number().check(z.gte(0), z.lte(5)), showScore: z.optional(z.boolean()) })),
    undefined,
  ),
  price: z.optional(z.number().check(z.nonnegative())),
  currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
  recToken: z.optional(z.string()),
});

/**
 * A recommendation carousel (content-blocks §2–§4, §9): `recommendedProducts` in a row of `3-cards`, `5-cards`
 * or `6-cards` (a third, fifth or sixth of the width at large size), `title`, `showRatings`,
 * `addToCartControls` (`cta` or `checkbox`), `monetateDecision { name, variant }` (the personalisation decision
 * the products came from) and `bloomreachIndex`: set, the products come from the search provider's page
 * global at that index (default 0) instead.
 *
 * @example
 * recommendationsBlockSchema.parse({ id: 'recs', type: 'recommendations', variant: '5-cards', title: 'You may also like',
 *   recommendedProducts: [{ id: 'RDG2025M', title: 'Ridgeline shell', url: '/en-gb/p/ridgeline-shell-RDG2025M', price: 240 }] });
 */
export const recommendationsBlockSchema = z.object({
  ...blockBaseShape,
  type: z.enum(['recommendations', 'recommendationCarousel']),
  title: z.optional(z.string()),
  variant: z._default(z.catch(z.enum(['3-cards', '5-cards', '6-cards']), '3-cards'), '3-cards'),
  recommendedProducts: z._default(lenientArray(recommendedProductSchema), []),
  showRatings: z.optional(z.boolean()),
  quickShopVisibility: z.optional(z.boolean()),
  addToCartControls: z.catch(z.optional(z.enum(['cta', 'checkbox'])), undefined),
  monetateDecision: z.catch(
    z.optional(z.object({ name: z.optional(z.string()), variant: z.optional(z.string()) })),
    undefined,
  ),
  bloomreachIndex: z.catch(z.optional(z.int().check(z.nonnegative())), undefined),
});

/** A recommendation block as the registry hands it to {@link Recommendations}. */
export type RecommendationsBlock = z.output<typeof recommendationsBlockSchema>;
/** One recommended product. */
export type RecommendedProduct = RecommendationsBlock['recommendedProducts'][number];

export {
  RECOMMENDATION_IMPRESSION_CAP,
  SEARCH_RECOMMENDATIONS_EVENT,
  SEARCH_RECOMMENDATIONS_GLOBAL,
} from './recommendationsConstants';
