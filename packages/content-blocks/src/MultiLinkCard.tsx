import { useId, type CSSProperties } from 'react';
import type { MultiLinkCardBlock } from './multiLinkCardBlockSchema';
import type { ButtonTarget } from './blockFieldSchemas';
import { BlockBadge, BlockCaption, BlockHeading } from './BlockHeading';
import { blockFrame } from './blockFrame';
import { SanitizedHtml } from './SanitizedHtml';
import { useBlockLink } from './useBlockLink';

/** Props of {@link MultiLinkCard}. */
export type MultiLinkCardProps = Omit<MultiLinkCardBlock, 'type'> & {
  type?: 'multiLinkCard';
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/**
 * An image with a panel of text links on it ("Hiking boots: Women’s · Men’s · Kids’ · Wide fit"). The panel
 * has its own solid surface, so the links keep their contrast on any photograph; on phones it sits below
 * the image. Each link is its own tab stop; unsafe links are dropped (and named for editors in preview).
 * The common fields of §3 give the panel its heading group (title, subtitle, overline, eyebrow), rich text,
 * background (`backgroundColor` colours the panel) and width over the image (`overlayWidth`), and the card
 * a caption, a badge, alignment, hidden breakpoints and margins.
 *
 * @example
 * <MultiLinkCard id="boots-links" title="Hiking boots"
 *   media={{ url: '/img/boots.jpg', alt: '', width: 600, height: 750 }}
 *   targets={[{ id: 'w', text: 'Women’s', url: '/en-gb/c/womens-hiking-boots-100231' }]} />
 */
export function MultiLinkCard(props: MultiLinkCardProps) {
  const {
    media,
    targets,
    richText,
    richTextColor,
    captionText,
    captionPosition,
    badge,
    priority = false,
    preview = false,
  } = props;
  const titleId = useId();
  const frame = blockFrame('sb-multi-link-card', props);
  const caption =
    captionPosition === 'off' ? null : (
      <BlockCaption
        baseClass="sb-multi-link-card"
        text={captionText}
        captionColor={props.captionColor}
        captionStyle={props.captionStyle}
      />
    );
  return (
    <section className={frame.className} style={frame.style} aria-labelledby={titleId}>
      {captionPosition === 'top' ? caption : null}
      <div className="sb-multi-link-card__stage">
        <img
          className="sb-multi-link-card__image"
          src={media.url}
          alt={media.alt ?? ''}
          width={media.width}
          height={media.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
        <BlockBadge badge={badge} />
        <div className="sb-multi-link-card__panel">
          <BlockHeading baseClass="sb-multi-link-card" {...props} titleId={titleId} />
          {richText ? (
            <SanitizedHtml
              className="sb-multi-link-card__text sb-rich-text"
              html={richText.html}
              style={richTextColor ? ({ '--sb-text-color': richTextColor } as CSSProperties) : undefined}
            />
          ) : null}
          <ul className="sb-multi-link-card__links">
            {targets.map((target, index) => (
              <MultiLinkCardLink key={target.id ?? String(index)} target={target} preview={preview} />
            ))}
          </ul>
        </div>
      </div>
      {captionPosition !== 'top' ? caption : null}
    </section>
  );
}

// One component per link, because each link resolves its own href through a hook.
function MultiLinkCardLink({ target, preview }: { target: ButtonTarget; preview: boolean }) {
  const link = useBlockLink(target.url);
  if (!link) {
    return preview ? (
      <li className="sb-block-note">
        Link “{target.text}” is hidden: “{target.url}” is not an http(s), mailto, tel or relative URL.
      </li>
    ) : null;
  }
  return (
    <li>
      <a {...link} className="sb-multi-link-card__link" data-sb-target-id={target.id}>
        {target.text}
      </a>
    </li>
  );
}
