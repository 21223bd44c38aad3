import { useId, useState } from 'react';
import { BlockHeading } from './BlockHeading';
import { blockFrame } from './blockFrame';
import { useBlockLink } from './useBlockLink';
import type { VerticalListCollectionBlock, VerticalListItem } from './verticalListCollectionBlockSchema';

/** Props of {@link VerticalListCollection}. */
export type VerticalListCollectionProps = Omit<VerticalListCollectionBlock, 'type'> & {
  type?: 'verticalListCollection';
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/**
 * A vertical list of large text links with a hover preview (content-blocks §2). From lg a picture beside the
 * list shows the item under the pointer or keyboard focus (the first one until then); it is decorative, since
 * each link's text names its page. On smaller screens it is the list alone. Links follow the CMS rules
 * (`safeHref`, `#modal…`, `?…#modal…`); an item with an unsafe link is left out (explained in preview).
 *
 * @example
 * <VerticalListCollection id="activities" title="Shop by activity"
 *   items={[{ id: 'hike', title: 'Hiking', url: '/en-gb/c/hiking-1210', media }]} />
 */
export function VerticalListCollection(props: VerticalListCollectionProps) {
  const { title, items, preview = false, priority = false } = props;
  const titleId = useId();
  const [active, setActive] = useState(0);
  const hasTitle = Boolean(title?.trim() || props.titleHtml);
  const frame = blockFrame('sb-vertical-list', props);
  const shown = items[active] ?? items[0];

  return (
    <section className={frame.className} style={frame.style} aria-labelledby={hasTitle ? titleId : undefined}>
      <div className="sb-vertical-list__text">
        <BlockHeading baseClass="sb-vertical-list" {...props} titleId={titleId} />
        <ul className="sb-vertical-list__items">
          {items.map((item, index) => (
            <VerticalListEntry
              key={item.id ?? index}
              item={item}
              active={index === active}
              preview={preview}
              onShow={() => setActive(index)}
            />
          ))}
        </ul>
      </div>
      {shown?.media ? (
        <div className="sb-vertical-list__preview" aria-hidden="true">
          {items.map((item, index) =>
            item.media ? (
              <img
                key={item.id ?? index}
                className="sb-vertical-list__image"
                data-active={index === active ? 'true' : undefined}
                src={item.media.url}
                alt=""
                width={item.media.width}
                height={item.media.height}
                loading={priority && index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            ) : null,
          )}
        </div>
      ) : null}
    </section>
  );
}

interface VerticalListEntryProps {
  item: VerticalListItem;
  active: boolean;
  preview: boolean;
  onShow: () => void;
}

function VerticalListEntry({ item, active, preview, onShow }: VerticalListEntryProps) {
  const link = useBlockLink(item.url);
  if (!link) {
    return preview ? (
      <li className="sb-block-note">
        Item “{item.title}” is hidden: its link “{item.url}” is not an http(s), mailto, tel or relative URL.
      </li>
    ) : null;
  }
  return (
    <li className="sb-vertical-list__item" data-active={active ? 'true' : undefined}>
      <a
        {...link}
        className="sb-vertical-list__link"
        data-sb-target-id={item.id}
        onPointerEnter={onShow}
        onFocus={onShow}
      >
        <span className="sb-vertical-list__link-text">{item.title}</span>{' '}
        {item.subtitle ? <span className="sb-vertical-list__link-subtitle">{item.subtitle}</span> : null}
      </a>
    </li>
  );
}
