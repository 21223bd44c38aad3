import { useId, type CSSProperties } from 'react';
import type { CategoryCardCollectionBlock } from './categoryCardCollectionBlockSchema';
import { LinkedCard } from './LinkedCard';

/** Props of {@link CategoryCardCollection}. */
export type CategoryCardCollectionProps = Omit<CategoryCardCollectionBlock, 'type'> & {
  type?: 'categoryCardCollection';
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/**
 * Category cards in a list, as a grid or a swipeable row (CSS scroll snapping, so it works before hydration)
 * per breakpoint. A breakpoint without a layout takes the next smaller one's; the default is a grid.
 *
 * @example
 * <CategoryCardCollection
 *   id="home-categories"
 *   title="Shop by activity"
 *   items={[jacketsCard, fleeceCard, bootsCard, runningCard]}
 *   breakpoints={{ sm: { type: 'carousel', slideWidth: '70%' }, md: { type: 'grid' } }}
 * />
 */
export function CategoryCardCollection({ title, items, breakpoints, priority = false, preview = false }: CategoryCardCollectionProps) {
  const titleId = useId();
  const hasTitle = Boolean(title?.trim());
  const classes = ['sb-card-collection'];
  const style: Record<string, string> = {};
  let layout: 'carousel' | 'grid' = 'grid';
  for (const breakpoint of ['sm', 'md', 'lg'] as const) {
    const settings = breakpoints?.[breakpoint];
    if (settings) layout = settings.type;
    classes.push(`sb-card-collection--${breakpoint}-${layout}`);
    if (settings?.slideWidth) style[`--sb-slide-width-${breakpoint}`] = settings.slideWidth;
  }
  return (
    <section className={classes.join(' ')} aria-labelledby={hasTitle ? titleId : undefined} style={style as CSSProperties}>
      {hasTitle ? (
        <h2 id={titleId} className="sb-card-collection__title">
          {title}
        </h2>
      ) : null}
      <ul className="sb-card-collection__list">
        {items.map((item, index) => (
          <li key={item.id} className="sb-card-collection__item">
            <LinkedCard
              {...item}
              headingLevel={hasTitle ? 3 : 2}
              // Cards in view on first paint (the first row) load eagerly when the collection leads the page.
              priority={priority && index < 4}
              preview={preview}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
