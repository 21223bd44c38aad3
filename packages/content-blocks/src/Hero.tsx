import { useId } from 'react';
import { preload } from 'react-dom';
import { CallToActions } from './CallToActions';
import type { HeroBlock } from './heroBlockSchema';
import { SanitizedHtml } from './SanitizedHtml';

/** Props of {@link Hero}: the parsed block plus what the renderer knows about its place on the page. */
export type HeroProps = Omit<HeroBlock, 'type'> & {
  type?: 'hero';
  /** The first block of a page: its image is the likely largest paint, so it loads eagerly and is preloaded. */
  priority?: boolean | undefined;
  /** Preview mode: editors are told about content that shoppers silently do not get. */
  preview?: boolean | undefined;
};

/**
 * The hero block: a large image with a title, subtitle, rich text and call-to-action links.
 *
 * With a gradient (`full`: the lower 35% of the image, `focused`: the lower 50%, strongest behind the text)
 * the text sits on the image in light colours from the md breakpoint, and on a dark band below the image on
 * phones; without one it sits below the image in the page's colours, so it never depends on the
 * photograph for contrast. The caption (photo credit or product details) sits below the image.
 *
 * @example
 * <Hero
 *   id="spring-hero"
 *   title="Built for the long way round"
 *   media={{ url: '/img/ridge.jpg', alt: 'Two hikers on a ridge at dawn', width: 1600, height: 900 }}
 *   targets={[{ id: 'cta', text: 'Shop hiking', url: '/en-gb/c/hiking-1234', style: { sm: 'primary' } }]}
 *   gradientStyle="focused"
 * />
 */
export function Hero({
  title,
  titleH1,
  hideTitle,
  subtitle,
  richText,
  media,
  targets,
  linkType,
  gradientStyle = 'off',
  captionText,
  priority = false,
  preview = false,
}: HeroProps) {
  const titleId = useId();
  const overlay = gradientStyle !== 'off';
  const Heading = titleH1 ? 'h1' : 'h2';
  const hasTitle = Boolean(title?.trim());

  if (priority) preload(media.url, { as: 'image', fetchPriority: 'high' });

  return (
    <section
      className={`sb-hero ${overlay ? `sb-hero--overlay sb-hero--gradient-${gradientStyle}` : 'sb-hero--stacked'}`}
      aria-labelledby={hasTitle ? titleId : undefined}
    >
      <div className="sb-hero__stage">
        <img
          className="sb-hero__image"
          src={media.url}
          alt={media.alt ?? ''}
          width={media.width}
          height={media.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
        {overlay ? <div className="sb-hero__gradient" aria-hidden="true" /> : null}
        <div className="sb-hero__content">
          {hasTitle ? (
            <Heading id={titleId} className={hideTitle ? 'sb-hero__title sb-visually-hidden' : 'sb-hero__title'}>
              {title}
            </Heading>
          ) : null}
          {subtitle ? <p className="sb-hero__subtitle">{subtitle}</p> : null}
          {richText ? <SanitizedHtml className="sb-hero__rich-text sb-rich-text" html={richText.html} /> : null}
          {linkType !== 'No-CTA' && targets ? (
            <CallToActions className="sb-hero__ctas" targets={targets} inverse={overlay} preview={preview} />
          ) : null}
        </div>
      </div>
      {captionText ? <p className="sb-hero__caption">{captionText}</p> : null}
    </section>
  );
}
