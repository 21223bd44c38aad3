import type { CSSProperties } from 'react';
import { BlockBadge } from './BlockHeading';
import type { Media } from './blockFieldSchemas';
import { blockFrame } from './blockFrame';
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
 * alt text (or the target's text when the image is decorative). The common fields of §3 set the caption's
 * colour, style and position (`top`, `bottom`, `off`), its alignment, the background, a badge over the image,
 * full width or height, hidden breakpoints and the bottom margin.
 *
 * @example
 * <Picture
 *   id="tent-feature"
 *   media={{ sm: { url: '/img/tent-tall.jpg', alt: 'A tunnel tent at dusk', width: 750, height: 1000 },
 *            lg: { url: '/img/tent-wide.jpg', alt: 'A tunnel tent at dusk', width: 1600, height: 700 } }}
 *   mediaTarget={{ url: '/en-gb/c/tents-100420' }}
 * />
 */
export function Picture(props: PictureProps) {
  const {
    media,
    mediaTarget,
    captionText,
    captionPosition,
    captionColor,
    captionStyle,
    badge,
    priority = false,
    preview = false,
  } = props;
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
          <source
            key={breakpoint}
            media={SOURCE_MEDIA[breakpoint]}
            srcSet={source.url}
            width={source.width}
            height={source.height}
          />
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

  const frame = blockFrame('sb-picture', props, [props.isFullWidth && 'sb-picture--full-width']);
  const caption =
    captionText?.trim() && captionPosition !== 'off' ? (
      <figcaption
        className={[
          'sb-picture__caption',
          captionStyle && `sb-text--${captionStyle}`,
          captionColor && 'sb-text--custom-color',
        ]
          .filter(Boolean)
          .join(' ')}
        style={captionColor ? ({ '--sb-text-color': captionColor } as CSSProperties) : undefined}
      >
        {captionText}
      </figcaption>
    ) : null;

  return (
    <figure className={frame.className} style={frame.style}>
      {captionPosition === 'top' ? caption : null}
      <div className="sb-picture__media">
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
        <BlockBadge badge={badge} />
      </div>
      {mediaTarget && !href && preview ? (
        <p className="sb-block-note">
          The picture is not a link: its link “{mediaTarget.url}” is not an http(s), mailto, tel or relative URL.
        </p>
      ) : null}
      {captionPosition !== 'top' ? caption : null}
    </figure>
  );
}

function toResponsive(media: Media | ResponsiveMedia): ResponsiveMedia {
  return 'sm' in media ? media : { sm: media };
}
