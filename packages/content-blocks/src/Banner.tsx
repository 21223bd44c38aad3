import { useId, type CSSProperties } from 'react';
import { BlockBadge, BlockCaption, BlockHeading } from './BlockHeading';
import { blockFrame, responsiveLayoutClasses } from './blockFrame';
import { preload } from 'react-dom';
import type { BannerBlock } from './bannerBlockSchema';
import { CallToActions } from './CallToActions';
import { SanitizedHtml } from './SanitizedHtml';

/** Props of {@link Banner}. */
export type BannerProps = Omit<BannerBlock, 'type' | 'variant' | 'splitImageWidth' | 'mediaPosition'> & {
  type?: 'banner';
  variant?: BannerBlock['variant'] | undefined;
  splitImageWidth?: BannerBlock['splitImageWidth'] | undefined;
  mediaPosition?: BannerBlock['mediaPosition'] | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/**
 * A promotional banner. Variants:
 * - `standard`: image and text side by side from md (half each), stacked on phones;
 * - `split`: the same with the image taking 60, 50 or 40% (`splitImageWidth`);
 * - `below-image`: a full-width image with the text below it;
 * - `overlay`: the text on a solid panel over the image from md, below it on phones;
 * - `hero`: a tall full-bleed image under a dark scrim with large light text (below the image on phones);
 * - `thin`: one line of text and links on a colour band, no image;
 * - `menu`: a compact image card for mega menu panels (`h3` title, one link).
 *
 * Text never depends on a photograph for contrast: panels are solid, and the hero scrim is dark enough for
 * light text. Links follow the CMS rules (`#modal…` opens a modal, `?…#modal…` merges into the current query).
 *
 * @example
 * <Banner id="tents" variant="split" splitImageWidth={40} title="Tents: 15% off"
 *   media={{ url: '/img/tent.jpg', alt: 'A tent on a lochside', width: 1200, height: 800 }}
 *   targets={[{ id: 't', text: 'Shop tents', url: '/en-gb/c/tents-100420' }]} />
 */
export function Banner(props: BannerProps) {
  const {
    variant = 'standard',
    title,
    titleH1,
    richText,
    richTextColor,
    richTextBelowTargets,
    media,
    targets,
    linkType,
    splitImageWidth = 60,
    mediaPosition = 'left',
    backgroundColor,
    captionText,
    captionPosition,
    badge,
    equalTargetSize,
    responsiveLayout,
    priority = false,
    preview = false,
  } = props;
  const titleId = useId();
  const hasTitle = Boolean(title?.trim() || props.titleHtml);
  const image = variant === 'thin' ? undefined : media;
  if (priority && image) preload(image.url, { as: 'image', fetchPriority: 'high' });

  const classes = [`sb-banner--${variant}`];
  if ((variant === 'split' || variant === 'standard') && mediaPosition === 'right')
    classes.push('sb-banner--media-right');
  if (equalTargetSize) classes.push('sb-banner--equal-targets');
  const frame = blockFrame('sb-banner', props, [...classes, ...responsiveLayoutClasses('sb-banner', responsiveLayout)]);
  const style: Record<string, string> = { ...(frame.style as Record<string, string>) };
  if (backgroundColor) style['--sb-banner-background'] = backgroundColor;
  if (variant === 'split') style['--sb-banner-image-width'] = `${splitImageWidth}%`;
  if (variant === 'standard') style['--sb-banner-image-width'] = '50%';

  const shownTargets = linkType === 'No-CTA' ? [] : variant === 'menu' ? (targets ?? []).slice(0, 1) : (targets ?? []);

  return (
    <section
      className={frame.className}
      aria-labelledby={hasTitle ? titleId : undefined}
      style={style as CSSProperties}
    >
      {image ? (
        <img
          className="sb-banner__image"
          src={image.url}
          alt={image.alt ?? ''}
          width={image.width}
          height={image.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      ) : null}
      {variant === 'hero' ? <div className="sb-banner__scrim" aria-hidden="true" /> : null}
      {image ? <BlockBadge badge={badge} /> : null}
      <div className="sb-banner__content">
        <BlockHeading
          baseClass="sb-banner"
          {...props}
          titleId={titleId}
          // A menu banner sits under its panel's heading.
          titleH1={variant === 'menu' ? false : titleH1}
          level={variant === 'menu' ? 3 : 2}
        />
        {richText ? (
          <SanitizedHtml
            className="sb-banner__text sb-rich-text"
            html={richText.html}
            style={richTextColor ? ({ '--sb-text-color': richTextColor } as CSSProperties) : undefined}
          />
        ) : null}
        {shownTargets.length > 0 ? (
          <CallToActions
            className="sb-banner__ctas"
            targets={shownTargets}
            // Only the hero's text is light (on the scrim, or its dark band on phones); panels use page colours.
            inverse={variant === 'hero'}
            preview={preview}
          />
        ) : null}
        {richTextBelowTargets ? (
          <SanitizedHtml className="sb-banner__text-below sb-rich-text" html={richTextBelowTargets.html} />
        ) : null}
      </div>
      {image && captionPosition !== 'off' ? (
        <BlockCaption
          baseClass="sb-banner"
          text={captionText}
          captionColor={props.captionColor}
          captionStyle={props.captionStyle}
        />
      ) : null}
    </section>
  );
}
