import type { Media } from './blockFieldSchemas';
import { useBlockLink } from './useBlockLink';
import type { PictureBlock, ResponsiveMedia } from './pictureBlockSchema';

/** Props of {@link Picture}. */
export type PictureProps = Omit<PictureBlock, 'type'> & {
  type?: 'picture';
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

// Breakpoints of @switchback/ui, largest first: a <picture> takes the first <source> whose media matches.
const SOURCE_MEDIA = { lg: '(min-width: 64rem)', md: '(min-width: 48rem)' } as const;

/**
 * A picture with art direction: a `<source>` per larger breakpoint and the small image as the `<img>`, every
 * one with its own width and height so the browser reserves the right space at every size. As the page's
 * first block it loads eagerly with high priority; it is not preloaded, because a preload cannot know which
 * source the browser will choose. With a safe `mediaTarget` the whole picture is a link, named by the image's
 * alt text (or the target's text when the image is decorative).
 *
 * @example
 * <Picture
 *   id="tent-feature"
 *   media={{ sm: { url: '/img/tent-tall.jpg', alt: 'A tunnel tent at dusk', width: 750, height: 1000 },
 *            lg: { url: '/img/tent-wide.jpg', alt: 'A tunnel tent at dusk', width: 1600, height: 700 } }}
 *   mediaTarget={{ url: '/en-gb/c/tents-100420' }}
 * />
 */
export function Picture({ media, mediaTarget, captionText, isFullWidth = false, priority = false, preview = false }: PictureProps) {
  const sources = toResponsive(media);
  const image = sources.sm;
  const link = useBlockLink(mediaTarget?.url);
  const href = link?.href;
  const opensNewTab = mediaTarget?.targetAttribute === '_blank';
  const linkLabel = image.alt?.trim() ? undefined : mediaTarget?.text?.trim() || undefined;

  const picture = (
    <picture className="sb-picture__picture">
      {(['lg', 'md'] as const).map((breakpoint) => {
        const source = sources[breakpoint];
        return source ? (
          <source key={breakpoint} media={SOURCE_MEDIA[breakpoint]} srcSet={source.url} width={source.width} height={source.height} />
        ) : null;
      })}
      <img
        className="sb-picture__image"
        src={image.url}
        alt={image.alt ?? ''}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );

  return (
    <figure className={isFullWidth ? 'sb-picture sb-picture--full-width' : 'sb-picture'}>
      {href ? (
        <a
          {...link}
          className="sb-picture__link"
          aria-label={linkLabel}
          data-sb-target-id={mediaTarget?.id}
          target={opensNewTab ? '_blank' : undefined}
          rel={opensNewTab ? 'noopener noreferrer' : undefined}
        >
          {picture}
        </a>
      ) : (
        picture
      )}
      {mediaTarget && !href && preview ? (
        <p className="sb-block-note">
          The picture is not a link: its link “{mediaTarget.url}” is not an http(s), mailto, tel or relative URL.
        </p>
      ) : null}
      {captionText ? <figcaption className="sb-picture__caption">{captionText}</figcaption> : null}
    </figure>
  );
}

function toResponsive(media: Media | ResponsiveMedia): ResponsiveMedia {
  return 'sm' in media ? media : { sm: media };
}
