import * as z from 'zod/mini';
import { blockBaseShape, buttonTargetSchema, mediaSchema, richTextFieldSchema } from './blockFieldSchemas';
import { commonBlockShape } from './commonBlockFields';

/** The banner types of content-blocks §2. */
export const bannerVariants = ['standard', 'overlay', 'thin', 'split', 'below-image', 'hero', 'menu'] as const;

/** A banner's variant. */
export type BannerVariant = (typeof bannerVariants)[number];

// The fields as sent; bannerBlockSchema then settles the variant.
const bannerFieldsSchema = z
  .object({
    ...blockBaseShape,
    ...commonBlockShape,
    type: z.literal('banner'),
    variant: z.optional(z.catch(z.enum(bannerVariants), 'standard')),
    title: z.optional(z.string()),
    titleH1: z.optional(z.boolean()),
    subtitle: z.optional(z.string()),
    richText: z.optional(richTextFieldSchema),
    media: z.optional(mediaSchema),
    targets: z.optional(z.array(buttonTargetSchema)),
    linkType: z.optional(z.enum(['CTA', 'No-CTA'])),
    splitImageWidth: z._default(z.catch(z.union([z.literal(60), z.literal(50), z.literal(40)]), 60), 60),
    /** Which side the image takes in standard and split banners from md. */
    mediaPosition: z._default(z.catch(z.enum(['left', 'right']), 'left'), 'left'),
    captionText: z.optional(z.string()),
  })
  .check(
    z.refine((banner) => banner.variant === undefined || banner.variant === 'thin' || banner.media !== undefined, {
      error: 'media is required for every banner variant but thin',
      path: ['media'],
    }),
  );

/**
 * A banner: media with a title, subtitle, rich text and call-to-action links, in one of seven variants
 * (content-blocks §2, §3, §9). `splitImageWidth` (60, 50 or 40 percent, default 60) sets the image's share of
 * a split banner. Every variant but `thin` needs `media`. An unknown variant falls back to `standard`; a
 * banner that names no variant is `standard` with media and `thin` without (the search page's seeded
 * "Need a hand choosing?" banner is text and a link only).
 *
 * @example
 * bannerBlockSchema.parse({ id: 'b1', type: 'banner', variant: 'split', splitImageWidth: 40, title: 'Tent sale',
 *   media: { url: '/img/tent.jpg', alt: '', width: 1200, height: 800 },
 *   targets: [{ id: 't', text: 'Shop tents', url: '/en-gb/c/tents-100420' }] });
 */
export const bannerBlockSchema = z.pipe(
  bannerFieldsSchema,
  z.transform((banner) => ({ ...banner, variant: banner.variant ?? (banner.media ? 'standard' : 'thin') }) as const),
);

/** A banner block as the registry hands it to {@link Banner}. */
export type BannerBlock = z.output<typeof bannerBlockSchema>;
