import * as z from 'zod/mini';
import { commonBlockShape } from './commonBlockFields';
import {
  blockBaseShape,
  buttonTargetSchema,
  colorSchema,
  lenientArray,
  richTextFieldSchema,
  safeMediaUrl,
} from './blockFieldSchemas';

const iconAndTextItemSchema = z.object({
  /** A small image; decorative unless it has alt text (the text next to it carries the meaning). */
  icon: z.object({ url: safeMediaUrl, alt: z.optional(z.string()) }),
  richText: richTextFieldSchema,
  target: z.optional(buttonTargetSchema),
  backgroundColor: colorSchema,
  textColor: colorSchema,
});

/**
 * A collection of icons with short texts ("Free returns for 60 days", "Repairs for life"), in one of three
 * variants, with the icon size the CMS picks (content-blocks spec §2, §3, §9). Items that fail their schema are
 * dropped; the block needs at least one. Unknown variants and sizes fall back to the defaults.
 *
 * @example
 * iconAndTextCollectionBlockSchema.parse({ id: 'usp', type: 'iconAndTextCollection', variant: 'icon-left',
 *   iconSize: 'medium', iconAndText: [{ icon: { url: '/icons/returns.svg' }, richText: { html: '<p>Free returns</p>' } }] });
 */
export const iconAndTextCollectionBlockSchema = z.object({
  ...blockBaseShape,
  ...commonBlockShape,
  type: z.literal('iconAndTextCollection'),
  title: z.optional(z.string()),
  variant: z._default(
    z.catch(z.enum(['icon-above-text', 'icon-left', 'one-column']), 'icon-above-text'),
    'icon-above-text',
  ),
  iconSize: z._default(z.catch(z.enum(['small', 'medium', 'large']), 'medium'), 'medium'),
  iconAndText: lenientArray(iconAndTextItemSchema).check(
    z.refine((items) => items.length > 0, { error: 'needs at least one item' }),
  ),
});

/** An icon-and-text collection as the registry hands it to {@link IconAndTextCollection}. */
export type IconAndTextCollectionBlock = z.output<typeof iconAndTextCollectionBlockSchema>;
/** One item of an icon-and-text collection. */
export type IconAndTextItem = IconAndTextCollectionBlock['iconAndText'][number];
