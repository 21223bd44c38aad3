import { useId, type CSSProperties } from 'react';
import { useBlockContext } from './BlockContext';
import { BlockHeading, NestedHeadings, useTitleLevel } from './BlockHeading';
import { CallToActions } from './CallToActions';
import type { CollectionBlock } from './collectionBlockSchema';
import { CollectionCarousel, collectionLayout } from './CollectionCarousel';
import { blockFrame } from './blockFrame';
import { isCurrentPage } from './resolveBlockHref';

/** Props of {@link Collection}. */
export type CollectionProps = Omit<CollectionBlock, 'type' | 'items' | 'targets' | 'titlePosition'> & {
  type?: 'collection';
  items?: CollectionBlock['items'] | undefined;
  targets?: CollectionBlock['targets'] | undefined;
  titlePosition?: CollectionBlock['titlePosition'] | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/**
 * A titled collection (content-blocks §3): nested blocks (cards, pictures, banners…) or link buttons, laid out
 * as a grid or a carousel per breakpoint with the carousel controls of {@link CollectionCarousel}. Items are
 * drawn by the surrounding `BlockRenderer` (validated, tracked and explained in preview like any block).
 * `highlightButton` marks the target of the current page, as the CTA collection does.
 *
 * @example
 * <BlockRenderer blocks={[{ id: 'picks', type: 'collection', title: 'Trail picks', items: [card1, card2, card3],
 *   breakpoints: { sm: { type: 'carousel', slideWidth: '80%', showIndicators: true }, lg: { type: 'grid' } } }]} />
 */
export function Collection(props: CollectionProps) {
  const {
    title,
    items = [],
    targets = [],
    breakpoints,
    titlePosition = 'top',
    textLink,
    highlightButton,
    bottomBorder,
    preview = false,
  } = props;
  const context = useBlockContext();
  const titleId = useId();
  const hasTitle = Boolean(title?.trim() || props.titleHtml);
  const titleLevel = useTitleLevel(props.titleH1);
  const layout = collectionLayout('sb-collection', breakpoints);
  const frame = blockFrame('sb-collection', props, [
    `sb-collection--title-${titlePosition}`,
    bottomBorder && 'sb-collection--bottom-border',
  ]);

  const slides =
    items.length > 0
      ? context.renderBlocks
        ? items.map((item) =>
            // Nested cards and banners title themselves one level below the collection's heading.
            hasTitle ? (
              <NestedHeadings under={titleLevel}>{context.renderBlocks!([item])}</NestedHeadings>
            ) : (
              context.renderBlocks!([item])
            ),
          )
        : []
      : targets.map((target, index) => (
          <CallToActions
            key={target.id ?? index}
            targets={[{ ...target, style: target.style ?? { sm: 'secondary' } }]}
            preview={preview}
            isHighlighted={
              highlightButton && context.location ? (href) => isCurrentPage(href, context.location!) : undefined
            }
          />
        ));

  if (slides.length === 0) {
    return preview ? (
      <p className="sb-block-note" role="note">
        {context.renderBlocks
          ? 'This collection has nothing to show.'
          : 'A collection draws its items through BlockRenderer.'}
      </p>
    ) : null;
  }

  return (
    <section className={frame.className} style={frame.style} aria-labelledby={hasTitle ? titleId : undefined}>
      <div className="sb-collection__header">
        <BlockHeading baseClass="sb-collection" {...props} titleId={titleId} />
        {textLink ? (
          <CallToActions
            className="sb-collection__text-link"
            targets={[{ ...textLink, style: { sm: 'text-link' } }]}
            preview={preview}
          />
        ) : null}
      </div>
      <CollectionCarousel
        className={layout.classes.join(' ')}
        style={layout.style as CSSProperties}
        slides={slides}
        breakpoints={breakpoints}
        label={hasTitle ? title! : 'Collection'}
      />
    </section>
  );
}
