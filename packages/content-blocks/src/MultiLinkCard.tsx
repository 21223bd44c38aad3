import { useId } from 'react';
import type { MultiLinkCardBlock } from './multiLinkCardBlockSchema';
import type { ButtonTarget } from './blockFieldSchemas';
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
 *
 * @example
 * <MultiLinkCard id="boots-links" title="Hiking boots"
 *   media={{ url: '/img/boots.jpg', alt: '', width: 600, height: 750 }}
 *   targets={[{ id: 'w', text: 'Women’s', url: '/en-gb/c/womens-hiking-boots-100231' }]} />
 */
export function MultiLinkCard({ title, media, targets, priority = false, preview = false }: MultiLinkCardProps) {
  const titleId = useId();
  return (
    <section className="sb-multi-link-card" aria-labelledby={titleId}>
      <img
        className="sb-multi-link-card__image"
        src={media.url}
        alt={media.alt ?? ''}
        width={media.width}
        height={media.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="sb-multi-link-card__panel">
        <h2 id={titleId} className="sb-multi-link-card__title">
          {title}
        </h2>
        <ul className="sb-multi-link-card__links">
          {targets.map((target, index) => (
            <MultiLinkCardLink key={target.id ?? String(index)} target={target} preview={preview} />
          ))}
        </ul>
      </div>
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
