import * as z from 'zod/mini';
import { blockBaseShape, responsive, safeMediaUrl } from './blockFieldSchemas';
import { commonBlockShape } from './commonBlockFields';

const trackSchema = z.object({
  src: safeMediaUrl,
  label: z.optional(z.string()),
  srclang: z.optional(z.string().check(z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/))),
  /** `captions`, `subtitles`, `chapters`, `descriptions` (a `<track>`), or `transcript` (a link to the text). */
  kind: z._default(
    z.catch(z.enum(['captions', 'subtitles', 'chapters', 'descriptions', 'transcript']), 'captions'),
    'captions',
  ),
});

/** One breakpoint's video file and poster image. */
const videoMediaSchema = z.object({ url: safeMediaUrl, poster: z.catch(z.optional(safeMediaUrl), undefined) });

/**
 * A video block (content-blocks §2, §3, §4): a video-platform link (`url` on YouTube or Vimeo), a plain video
 * (`media` per breakpoint, or a file `url`), or a hosted player asset (`cloudinaryAsset`) with caption,
 * chapter and transcript `tracks`. `seoTitle` names the video; `width`/`height` give its aspect ratio.
 * It needs a `url`, `media` or an asset.
 *
 * @example
 * videoBlockSchema.parse({ id: 'v', type: 'video', seoTitle: 'Re-proofing a shell', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
 */
export const videoBlockSchema = z
  .object({
    ...blockBaseShape,
    ...commonBlockShape,
    type: z.literal('video'),
    title: z.optional(z.string()),
    subtitle: z.optional(z.string()),
    url: z.optional(z.string()),
    media: z.catch(z.optional(responsive(videoMediaSchema)), undefined),
    playerSettings: z._default(
      z.object({
        autoplay: z.optional(z.boolean()),
        hideControls: z.optional(z.boolean()),
        loop: z.optional(z.boolean()),
        muted: z.optional(z.boolean()),
      }),
      {},
    ),
    cloudinaryAsset: z.catch(
      z.optional(
        z.object({
          cloudName: z.string().check(z.regex(/^[a-z0-9_-]{1,64}$/i)),
          publicId: z.string().check(z.regex(/^[\w/.-]{1,200}$/)),
        }),
      ),
      undefined,
    ),
    tracks: z._default(z.array(trackSchema), []),
    seoTitle: z.optional(z.string()),
    seoDescription: z.optional(z.string()),
    width: z._default(z.catch(z.int().check(z.positive()), 16), 16),
    height: z._default(z.catch(z.int().check(z.positive()), 9), 9),
    paddings: z.catch(z.optional(responsive(z.number().check(z.nonnegative(), z.lte(200)))), undefined),
  })
  .check(
    z.refine(
      (block) => Boolean(block.url || block.media?.sm || block.media?.md || block.media?.lg || block.cloudinaryAsset),
      {
        error: 'a video needs a url, media or a cloudinaryAsset',
        path: ['url'],
      },
    ),
  );

/** A video block as the registry hands it to {@link Video}. */
export type VideoBlock = z.output<typeof videoBlockSchema>;
