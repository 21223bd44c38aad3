import { useId, type CSSProperties } from 'react';
import { BlockHeading, NestedHeadings, useTitleLevel } from './BlockHeading';
import type { CategoryCardCollectionBlock } from './categoryCardCollectionBlockSchema';
import { CollectionCarousel, collectionLayout } from './CollectionCarousel';
import { blockFrame } from './blockFrame';
import { LinkedCard } from './LinkedCard';
import { SanitizedHtml } from './SanitizedHtml';

/** Props of {@link CategoryCardCollection}. */
export type CategoryCardCollectionProps = Omit<CategoryCardCollectionBlock, 'type'> & {
  type?: 'categoryCardCollection';
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/**
 * Category cards as a grid or a carousel per breakpoint, through {@link CollectionCarousel}: a scroll-snapping
 * row before hydration, then the controls the CMS turns on for the breakpoint (arrows, indicators, progress,
 * autoplay every `autorotateTime` seconds with a pause button, never with reduced motion; ←/→, Home and End on
 * the focusable list). A breakpoint without settings takes the next smaller one's; the default is a grid.
 * Under a title the cards' titles are one heading level below it (`h2` → `h3`).
 *
 * @example
 * <CategoryCardCollection
 *   id="home-categories"
 *   title="Shop by activity"
 *   items={[jacketsCard, fleeceCard, bootsCard, runningCard]}
 *   breakpoints={{ sm: { type: 'carousel', slideWidth: '70%', showIndicators: true }, md: { type: 'grid' } }}
 * />
 */
export function CategoryCardCollection(props: CategoryCardCollectionProps) {
  const { title, items, breakpoints, richText, richTextColor, priority = false, preview = false } = props;
  const titleId = useId();
  const hasTitle = Boolean(title?.trim() || props.titleHtml);
  const titleLevel = useTitleLevel(props.titleH1);
  const layout = collectionLayout('sb-collection', breakpoints);
  const frame = blockFrame('sb-card-collection', props);
  const slides = items.map((item, index) => (
    <LinkedCard
      key={item.id}
      {...item}
      // Cards in view on first paint (the first row) load eagerly when the collection leads the page.
      priority={priority && index < 4}
      preview={preview}
    />
  ));
  const cards = (
    <CollectionCarousel
      className={['sb-card-collection__cards', ...layout.classes].join(' ')}
      style={layout.style as CSSProperties}
      slides={slides}
      breakpoints={breakpoints}
      label={hasTitle ? title! : 'Categories'}
    />
  );
  return (
    <section className={frame.className} style={frame.style} aria-labelledby={hasTitle ? titleId : undefined}>
      <BlockHeading baseClass="sb-card-collection" {...props} titleId={titleId} />
      {richText ? (
        <SanitizedHtml
          className="sb-card-collection__text sb-rich-text"
          html={richText.html}
          style={richTextColor ? ({ '--sb-text-color': richTextColor } as CSSProperties) : undefined}
        />
      ) : null}
      {hasTitle ? <NestedHeadings under={titleLevel}>{cards}</NestedHeadings> : cards}
    </section>
  );
}
