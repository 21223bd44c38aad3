import { CallToActions } from './CallToActions';
import type { HeadingLevel } from './blockFieldSchemas';
import type { LinkedCardBlock } from './linkedCardBlockSchema';
import { useBlockLink } from './useBlockLink';
import { SanitizedHtml } from './SanitizedHtml';

/** Props of {@link LinkedCard}. */
export type LinkedCardProps = Omit<LinkedCardBlock, 'type'> & {
  type?: 'linkedCard';
  /** Heading level of the title: 3 inside a titled collection, 2 (default) on its own. */
  headingLevel?: HeadingLevel | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/**
 * A card whose first target makes the whole card clickable. The link is the title itself, stretched over the
 * card with CSS, so a screen reader hears "Hiking boots, link" instead of four identical "Shop now" links;
 * the target's own text ("Shop now") is shown as a visual cue only. Further targets are ordinary buttons
 * above the stretched link. Without a safe first target, the card is plain content.
 *
 * @example
 * <LinkedCard
 *   id="card-boots"
 *   title="Hiking boots"
 *   media={{ url: '/img/boots.jpg', alt: '', width: 600, height: 750 }}
 *   targets={[{ id: 'l1', text: 'Shop now', url: '/en-gb/c/mens-hiking-boots-100131', style: { sm: 'text-link' } }]}
 * />
 */
export function LinkedCard({
  title,
  subtitle,
  richText,
  media,
  targets = [],
  headingLevel = 2,
  priority = false,
  preview = false,
}: LinkedCardProps) {
  const [primary, ...others] = targets;
  const link = useBlockLink(primary?.url);
  const href = link?.href;
  const Heading = `h${headingLevel}` as const;
  const opensNewTab = primary?.targetAttribute === '_blank';
  return (
    <article className={href ? 'sb-linked-card sb-linked-card--linked' : 'sb-linked-card'}>
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
      <div className="sb-linked-card__body">
        <Heading className="sb-linked-card__title">
          {href ? (
            <a
              {...link}
              className="sb-linked-card__link"
              data-sb-target-id={primary?.id}
              target={opensNewTab ? '_blank' : undefined}
              rel={opensNewTab ? 'noopener noreferrer' : undefined}
            >
              {title}
            </a>
          ) : (
            title
          )}
        </Heading>
        {subtitle ? <p className="sb-linked-card__subtitle">{subtitle}</p> : null}
        {richText ? <SanitizedHtml className="sb-linked-card__text sb-rich-text" html={richText.html} /> : null}
        {href && primary ? (
          <span className="sb-linked-card__cue" aria-hidden="true">
            {primary.text}
          </span>
        ) : null}
        {primary && !href && preview ? (
          <p className="sb-block-note">
            The card is not a link: its link “{primary.url}” is not an http(s), mailto, tel or relative URL.
          </p>
        ) : null}
        {others.length > 0 ? (
          <CallToActions className="sb-linked-card__ctas" targets={others} preview={preview} />
        ) : null}
      </div>
    </article>
  );
}
