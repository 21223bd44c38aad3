import * as z from 'zod/mini';
import { blockBaseShape, buttonTargetSchema, mediaSchema, richTextFieldSchema } from './blockFieldSchemas';
import { commonBlockShape } from './commonBlockFields';
import { heroVariants } from './heroConstants';

export { heroVariants, overlayPictureSizes } from './heroConstants';

/**
 * The hero block: media with a title, subtitle, rich text, call-to-action links, a gradient overlay and a
 * caption (content-blocks spec §2, §3). Fields the CMS sends that are not listed here are ignored.
 *
 * @example
 * heroBlockSchema.safeParse({ id: 'h1', type: 'hero', title: 'Built for the long way round',
 *   media: { url: '/img/ridge.jpg', alt: 'Hikers on a ridge', width: 1600, height: 900 } }).success; // true
 */
export const heroBlockSchema = z.object({
  ...blockBaseShape,
  ...commonBlockShape,
  type: z.literal('hero'),
  /** Unknown variants fall back to `standard`. */
  variant: z._default(z.catch(z.enum(heroVariants), 'standard'), 'standard'),
  /** The product cut-out of the `product-overlay` variant, drawn over the media at the sizes of §9. */
  overlayPicture: z.catch(z.optional(mediaSchema), undefined),
  title: z.optional(z.string()),
  /** The page's main heading: renders `h1` instead of `h2`. */
  titleH1: z.optional(z.boolean()),
  /** Keeps the title for assistive technology but hides it on screen. */
  hideTitle: z.optional(z.boolean()),
  subtitle: z.optional(z.string()),
  richText: z.optional(richTextFieldSchema),
  media: mediaSchema,
  targets: z.optional(z.array(buttonTargetSchema)),
  /** `No-CTA` hides the buttons while keeping them in the CMS. */
  linkType: z.optional(z.enum(['CTA', 'No-CTA'])),
  gradientStyle: z.optional(z.enum(['off', 'full', 'focused'])),
  captionText: z.optional(z.string()),
});

/** A hero block as the registry hands it to {@link Hero}. */
export type HeroBlock = z.output<typeof heroBlockSchema>;
