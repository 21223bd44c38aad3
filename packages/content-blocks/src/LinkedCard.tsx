import type { CSSProperties } from 'react';
import { BlockBadge, BlockCaption, BlockHeading, HeadingHtml } from './BlockHeading';
import { CallToActions } from './CallToActions';
import type { HeadingLevel } from './blockFieldSchemas';
import { blockFrame } from './blockFrame';
import type { LinkedCardBlock } from './linkedCardBlockSchema';
import { useBlockLink } from './useBlockLink';
import { SanitizedHtml } from './SanitizedHtml';

/** Props of {@link LinkedCard}. */
export type LinkedCardProps = Omit<LinkedCardBlock, 'type'> & {
  type?: 'linkedCard';
  /**
   * Heading level of the title. By default the level where the card is drawn: 2 on a page, 3 inside a titled
   * collection (see `NestedHeadings`).
   */
  headingLevel?: HeadingLevel | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

const textColor = (value: string | undefined) => (value ? ({ '--sb-text-color': value } as CSSProperties) : undefined);

/**
 * A card whose first target makes the whole card clickable. The link is the title itself, stretched over the
 * card with CSS, so a screen reader hears "Hiking boots, link" instead of four identical "Shop now" links;
 * the target's own text ("Shop now") is shown as a visual cue only. Further targets are ordinary buttons
 * above the stretched link. Without a safe first target, the card is plain content. The common fields of §3
 * style it (heading group, rich text colours, background, alignment, caption, badge, hidden breakpoints,
 * margins); `linkType: 'No-CTA'` hides the cue and the buttons but keeps the card a link.
 *
 * @example
 * <LinkedCard
 *   id="card-boots"
 *   title="Hiking boots"
 *   media={{ url: '/img/boots.jpg', alt: '', width: 600, height: 750 }}
 *   targets={[{ id: 'l1', text: 'Shop now', url: '/en-gb/c/mens-hiking-boots-100131', style: { sm: 'text-link' } }]}
 * />
 */
export function LinkedCard(props: LinkedCardProps) {
  const {
    title,
    richText,
    richTextColor,
    richTextBelowTargets,
    richTextBelowTargetsColor,
    media,
    targets = [],
    linkType,
    captionText,
    captionPosition,
    badge,
    headingLevel,
    priority = false,
    preview = false,
  } = props;
  const [primary, ...others] = targets;
  const link = useBlockLink(primary?.url);
  const href = link?.href;
  const opensNewTab = primary?.targetAttribute === '_blank';
  const showButtons = linkType !== 'No-CTA';
  const frame = blockFrame('sb-linked-card', props, [href && 'sb-linked-card--linked']);
  const caption =
    captionPosition === 'off' ? null : (
      <BlockCaption
        baseClass="sb-linked-card"
        text={captionText}
        captionColor={props.captionColor}
        captionStyle={props.captionStyle}
      />
    );
  return (
    <article className={frame.className} style={frame.style}>
      {captionPosition === 'top' ? caption : null}
      <img
        className="sb-linked-card__image"
        src={media.url}
        // The title names the card; an image that only repeats it would be read twice.
        alt={media.alt && media.alt !== title ? media.alt : ''}
        width={media.width}
        height={media.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
      />
      <BlockBadge badge={badge} />
      <div className="sb-linked-card__body">
        <BlockHeading
          baseClass="sb-linked-card"
          {...props}
          // A card is never the page's h1: its title is a link into the shop.
          titleH1={false}
          level={headingLevel}
          titleContent={
            href ? (
              <a
                {...link}
                className="sb-linked-card__link"
                data-sb-target-id={primary?.id}
                target={opensNewTab ? '_blank' : undefined}
                rel={opensNewTab ? 'noopener noreferrer' : undefined}
              >
                <HeadingHtml html={props.titleHtml} fallback={title} />
              </a>
            ) : undefined
          }
        />
        {richText ? (
          <SanitizedHtml
            className="sb-linked-card__text sb-rich-text"
            html={richText.html}
            style={textColor(richTextColor)}
          />
        ) : null}
        {href && primary && showButtons ? (
          <span className="sb-linked-card__cue" aria-hidden="true">
            {primary.text}
          </span>
        ) : null}
        {primary && !href && preview ? (
          <p className="sb-block-note">
            The card is not a link: its link “{primary.url}” is not an http(s), mailto, tel or relative URL.
          </p>
        ) : null}
        {others.length > 0 && showButtons ? (
          <CallToActions className="sb-linked-card__ctas" targets={others} preview={preview} />
        ) : null}
        {richTextBelowTargets ? (
          <SanitizedHtml
            className="sb-linked-card__text sb-rich-text"
            html={richTextBelowTargets.html}
            style={textColor(richTextBelowTargetsColor)}
          />
        ) : null}
      </div>
      {captionPosition !== 'top' ? caption : null}
    </article>
  );
}
