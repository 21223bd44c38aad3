import * as z from 'zod/mini';
import { blockBaseShape, mediaSchema } from './blockFieldSchemas';
import { commonBlockShape } from './commonBlockFields';

/** One image per breakpoint; `sm` is the fallback every browser gets. */
export const responsiveMediaSchema = z.object({
  sm: mediaSchema,
  md: z.optional(mediaSchema),
  lg: z.optional(mediaSchema),
});

/** Where a picture links to, when the whole image is a link. */
export const mediaTargetSchema = z.object({
  id: z.optional(z.string()),
  url: z.string(),
  text: z.optional(z.string()),
  targetAttribute: z.optional(z.string()),
});

/**
 * A picture: one image, or one per breakpoint (art direction), each with its intrinsic size, optionally a
 * link and a caption (content-blocks spec §2, §3). Of the common fields of §3 it reads the caption's colour,
 * style and position (`off` hides it, `top` puts it above), alignment, background, badge, full width and
 * height, hidden breakpoints and bottom margins.
 *
 * @example
 * pictureBlockSchema.parse({ id: 'p1', type: 'picture', media: {
 *   sm: { url: '/img/tent-portrait.jpg', alt: 'A tent at dusk', width: 750, height: 1000 },
 *   lg: { url: '/img/tent-wide.jpg', alt: 'A tent at dusk', width: 1600, height: 700 } } });
 */
export const pictureBlockSchema = z.object({
  ...blockBaseShape,
  ...commonBlockShape,
  type: z.literal('picture'),
  media: z.union([mediaSchema, responsiveMediaSchema]),
  mediaTarget: z.optional(mediaTargetSchema),
  captionText: z.optional(z.string()),
});

/** A picture block as the registry hands it to {@link Picture}. */
export type PictureBlock = z.output<typeof pictureBlockSchema>;
/** Output type of {@link responsiveMediaSchema}. */
export type ResponsiveMedia = z.output<typeof responsiveMediaSchema>;
