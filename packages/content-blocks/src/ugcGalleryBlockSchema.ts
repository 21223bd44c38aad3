import * as z from 'zod/mini';
import { blockBaseShape } from './blockFieldSchemas';
import { commonBlockShape } from './commonBlockFields';

/**
 * A user-generated photo gallery (content-blocks §2, §3 Gallery) from one of two third-party widgets:
 * `product` (on product and category pages, tagged with the product's master id) or `community` (loads the
 * widget script; its title and subtitle show only off customs pages and product pages). `containerId` is the
 * element the widget fills; `filter` is passed to it as is.
 *
 * @example
 * ugcGalleryBlockSchema.parse({ id: 'ugc', type: 'ugcGallery', widget: 'community', containerId: 'ugc-home',
 *   title: '#OutThereTogether', subtitle: 'Tag your trips to be featured' });
 */
export const ugcGalleryBlockSchema = z.object({
  ...blockBaseShape,
  ...commonBlockShape,
  type: z.literal('ugcGallery'),
  widget: z._default(z.catch(z.enum(['product', 'community']), 'community'), 'community'),
  containerId: z.string().check(z.regex(/^[A-Za-z][\w-]{0,63}$/)),
  filter: z.optional(z.string().check(z.maxLength(200))),
  title: z.optional(z.string()),
  subtitle: z.optional(z.string()),
});

/** A UGC gallery as the registry hands it to {@link UgcGallery}. */
export type UgcGalleryBlock = z.output<typeof ugcGalleryBlockSchema>;
