import * as z from 'zod/mini';
import { blockBaseShape, lenientArray, safeMediaUrl } from './blockFieldSchemas';
import { safeHref } from './safeHref';

/** One up-sell item (content-blocks §3); an item without a name, sku or safe link is dropped. */
export const upSellItemSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1)),
  sku: z.string().check(z.trim(), z.minLength(1)),
  name: z.string().check(z.trim(), z.minLength(1)),
  url: z.string().check(z.refine((url) => safeHref(url) !== undefined, { error: 'unsafe link' })),
  image: z.catch(
    z.optional(
      z.object({
        url: safeMediaUrl,
        alt: z.optional(z.string()),
        width: z.optional(z.number()),
        height: z.optional(z.number()),
      }),
    ),
    undefined,
  ),
  price: z.optional(z.union([z.number().check(z.nonnegative()), z.string()])),
  currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
  productInventoryState: z.catch(z.optional(z.enum(['InStock', 'OutOfStock'])), undefined),
});

/**
 * An up-sell block (content-blocks §2–§4): items to add alongside a product, drawn as `cards`, a
 * `carousel`, `checkbox`es or `cta` buttons. `stackedCount` (default 3) is how many the stacked forms show.
 *
 * @example
 * upSellBlockSchema.parse({ id: 'up', type: 'upSell', variant: 'checkbox', title: 'Complete the look',
 *   items: [{ id: 'SOCKS0001', sku: '194000000101', name: 'Merino hiking socks', url: '/en-gb/p/merino-hiking-socks-SOCKS0001', price: 18 }] });
 */
export const upSellBlockSchema = z.object({
  ...blockBaseShape,
  type: z.enum(['upSell', 'upsell']),
  title: z.optional(z.string()),
  variant: z._default(z.catch(z.enum(['cards', 'carousel', 'checkbox', 'cta']), 'cards'), 'cards'),
  stackedCount: z._default(z.catch(z.int().check(z.gte(1), z.lte(12)), 3), 3),
  items: lenientArray(upSellItemSchema),
});

/** An up-sell block as the registry hands it to {@link UpSell}. */
export type UpSellBlock = z.output<typeof upSellBlockSchema>;
/** One up-sell item. */
export type UpSellItem = UpSellBlock['items'][number];

/** The default number of up-sells the stacked forms show (content-blocks §9). */
export const UP_SELL_STACKED_DEFAULT = 3;
