import * as z from 'zod/mini';
import { maybeNumber, maybeString } from './fields';

/**
 * A photo of the social media service.
 *
 * @example
 * const media = socialMediaSchema.parse(body.media[0]);
 */
export const socialMediaSchema = z.looseObject({
  id: z.string(),
  caption: maybeString,
  width: maybeNumber,
  height: maybeNumber,
});

/**
 * A page of photos.
 *
 * @example
 * const { media } = socialMediaPageSchema.parse(body);
 */
export const socialMediaPageSchema = z.looseObject({ media: z.array(socialMediaSchema), total: maybeNumber });

/**
 * The streams a photo belongs to.
 *
 * @example
 * const { streams } = socialStreamsSchema.parse(body);
 */
export const socialStreamsSchema = z.looseObject({
  streams: z.array(z.looseObject({ id: z.string(), name: maybeString })),
});

/**
 * Any other answer of the social media service (service root, reports, stashes, users, uploads).
 *
 * @example
 * const { id } = socialObjectSchema.parse(body);
 */
export const socialObjectSchema = z.looseObject({ id: maybeString });
