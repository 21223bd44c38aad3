import { useId, type CSSProperties } from 'react';
import { preload } from 'react-dom';
import { BlockBadge, BlockCaption, BlockHeading } from './BlockHeading';
import { CallToActions } from './CallToActions';
import { blockFrame, responsiveLayoutClasses } from './blockFrame';
import type { GradientStyle } from './commonBlockFields';
import type { HeroBlock } from './heroBlockSchema';
import { overlayPictureSizes } from './heroConstants';
import { SanitizedHtml } from './SanitizedHtml';

/** Props of {@link Hero}: the parsed block plus what the renderer knows about its place on the page. */
export type HeroProps = Omit<HeroBlock, 'type' | 'variant'> & {
  type?: 'hero';
  variant?: HeroBlock['variant'] | undefined;
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
 * photograph for contrast. Variants: `content-below` always puts the text below the image (a gradient then
 * only shades the image); `product-overlay` draws a product picture over the image in the boxes of §9
 * (196×343 small, 271×467 medium, 344×538 large). The caption sits below the image (`captionPosition:
 * 'top'` puts it above; `'off'` hides it). `gradientBreakpoints` sets the gradient per breakpoint (a breakpoint
 * without one takes the smaller one's, starting from `gradientStyle`); where it is `off` on an overlay hero the text
 * leaves the image for the dark band below it, so it never loses its contrast. `mediaList` draws further images beside
 * `media` as one row (two columns on phones), under the gradient and the text. `titleHtml`/`subtitleHtml` are drawn
 * instead of `title`/`subtitle` where given. The common fields of §3 (overline, eyebrow, colours, styles,
 * alignment, badge, margins, hidden breakpoints, full width) come through `blockFrame` and `BlockHeading`.
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
export function Hero(props: HeroProps) {
  const {
    title,
    titleH1,
    hideTitle,
    subtitle,
    richText,
    richTextColor,
    richTextBelowTargets,
    richTextBelowTargetsColor,
    media,
    mediaList = [],
    targets,
    linkType,
    variant = 'standard',
    overlayPicture,
    gradientStyle = 'off',
    gradientBreakpoints,
    gradientTone,
    captionText,
    captionPosition,
    equalTargetSize,
    badge,
    responsiveLayout,
    priority = false,
    preview = false,
  } = props;
  const titleId = useId();
  const gradients = gradientsPerBreakpoint(gradientStyle, gradientBreakpoints);
  const gradient = gradients.some(([, style]) => style !== 'off');
  const overlay = gradient && variant !== 'content-below';
  const hasTitle = Boolean(title?.trim() || props.titleHtml);
  const product = variant === 'product-overlay' ? overlayPicture : undefined;

  if (priority) preload(media.url, { as: 'image', fetchPriority: 'high' });

  const frame = blockFrame('sb-hero', props, [
    overlay ? 'sb-hero--overlay' : 'sb-hero--stacked',
    // Without per-breakpoint values one class says it all; with them, one class per breakpoint (hero.css).
    ...(gradientBreakpoints
      ? gradients.map(([breakpoint, style]) => `sb-hero--gradient-${breakpoint}-${style}`)
      : [gradient && `sb-hero--gradient-${gradientStyle}`]),
    mediaList.length > 0 && 'sb-hero--media-list',
    gradientTone === 'light' && 'sb-hero--tone-light',
    `sb-hero--${variant}`,
    equalTargetSize && 'sb-hero--equal-targets',
    ...responsiveLayoutClasses('sb-hero', responsiveLayout),
  ]);
  const caption =
    captionPosition === 'off' ? null : (
      <BlockCaption
        baseClass="sb-hero"
        text={captionText}
        captionColor={props.captionColor}
        captionStyle={props.captionStyle}
      />
    );
  const image = (
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
  );
  const textColor = (value: string | undefined) =>
    value ? ({ '--sb-text-color': value } as CSSProperties) : undefined;

  return (
    <section className={frame.className} style={frame.style} aria-labelledby={hasTitle ? titleId : undefined}>
      {captionPosition === 'top' ? caption : null}
      <div className="sb-hero__stage">
        {mediaList.length > 0 ? (
          <div
            className="sb-hero__media"
            style={{ '--_sb-hero-media-count': mediaList.length + 1 } as CSSProperties}
            data-media-count={mediaList.length + 1}
          >
            {image}
            {mediaList.map((item, index) => (
              <img
                key={`${index}:${item.url}`}
                className="sb-hero__image"
                src={item.url}
                alt={item.alt ?? ''}
                width={item.width}
                height={item.height}
                loading={priority ? 'eager' : 'lazy'}
                decoding="async"
              />
            ))}
          </div>
        ) : (
          image
        )}
        {gradient ? <div className="sb-hero__gradient" aria-hidden="true" /> : null}
        <BlockBadge badge={badge} />
        {product ? (
          <picture className="sb-hero__product">
            <source
              media="(min-width: 64rem)"
              srcSet={product.url}
              width={overlayPictureSizes.lg.width}
              height={overlayPictureSizes.lg.height}
            />
            <source
              media="(min-width: 48rem)"
              srcSet={product.url}
              width={overlayPictureSizes.md.width}
              height={overlayPictureSizes.md.height}
            />
            <img
              className="sb-hero__product-image"
              src={product.url}
              alt={product.alt ?? ''}
              width={overlayPictureSizes.sm.width}
              height={overlayPictureSizes.sm.height}
              loading={priority ? 'eager' : 'lazy'}
              decoding="async"
            />
          </picture>
        ) : null}
        <div className="sb-hero__content">
          <BlockHeading
            baseClass="sb-hero"
            {...props}
            title={title}
            titleId={titleId}
            titleH1={titleH1}
            hideTitle={hideTitle}
            subtitle={subtitle}
          />
          {richText ? (
            <SanitizedHtml
              className="sb-hero__rich-text sb-rich-text"
              html={richText.html}
              style={textColor(richTextColor)}
            />
          ) : null}
          {linkType !== 'No-CTA' && targets ? (
            <CallToActions
              className="sb-hero__ctas"
              targets={targets}
              inverse={overlay && gradientTone !== 'light'}
              preview={preview}
            />
          ) : null}
          {richTextBelowTargets ? (
            <SanitizedHtml
              className="sb-hero__rich-text-below sb-rich-text"
              html={richTextBelowTargets.html}
              style={textColor(richTextBelowTargetsColor)}
            />
          ) : null}
        </div>
      </div>
      {captionPosition !== 'top' ? caption : null}
    </section>
  );
}

/**
 * The gradient at each breakpoint: `gradientBreakpoints` where given, else the smaller breakpoint's, starting from
 * the block's `gradientStyle` on phones.
 */
function gradientsPerBreakpoint(
  base: GradientStyle,
  perBreakpoint: HeroBlock['gradientBreakpoints'],
): (readonly ['sm' | 'md' | 'lg', GradientStyle])[] {
  let current = base;
  return (['sm', 'md', 'lg'] as const).map((breakpoint) => {
    current = perBreakpoint?.[breakpoint] ?? current;
    return [breakpoint, current] as const;
  });
}
