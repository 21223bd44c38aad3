import { useId, type CSSProperties } from 'react';
import { useBlockContext } from './BlockContext';
import { BlockHeading } from './BlockHeading';
import { blockFrame } from './blockFrame';
import {
  INLINE_CATALOG_GRID,
  type InlineCatalogGridBlock,
  type InlineCatalogGridItem,
} from './inlineCatalogGridBlockSchema';

/** Props of {@link InlineCatalogGrid}. */
export type InlineCatalogGridProps = Omit<InlineCatalogGridBlock, 'type'> & {
  type?: 'inlineCatalogGrid';
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/**
 * Orders tiles for the grid: tiles with a `gridPosition` go to that slot (earlier positions first), the rest
 * fill the remaining slots in CMS order.
 *
 * @example
 * orderGridItems([{ id: 'a' }, { id: 'b', gridPosition: 1 }]); // b, a
 */
export function orderGridItems<T extends Pick<InlineCatalogGridItem, 'gridPosition'>>(items: readonly T[]): T[] {
  const placed = items
    .filter((item) => item.gridPosition !== undefined)
    .sort((a, b) => a.gridPosition! - b.gridPosition!);
  const free = items.filter((item) => item.gridPosition === undefined);
  const slots: T[] = [];
  for (const item of placed) {
    while (slots.length < item.gridPosition! - 1 && free.length > 0) slots.push(free.shift()!);
    slots.push(item);
  }
  return [...slots, ...free];
}

/**
 * Editorial tiles in the catalog grid (content-blocks §2, §9): 2 columns on phones, 3 on tablets, 4 on
 * desktops, at most 12 tiles, each a CMS block drawn by the surrounding `BlockRenderer` in its slot and width.
 *
 * @example
 * <BlockRenderer blocks={[{ id: 'kit', type: 'inlineCatalogGrid', title: 'Trail kit', items: [card1, card2, picture] }]} />
 */
export function InlineCatalogGrid(props: InlineCatalogGridProps) {
  const { title, items, preview = false } = props;
  const { renderBlocks } = useBlockContext();
  const titleId = useId();
  const hasTitle = Boolean(title?.trim() || props.titleHtml);
  const frame = blockFrame('sb-catalog-grid', props);
  if (!renderBlocks) {
    return preview ? (
      <p className="sb-block-note" role="note">
        An inline catalog grid draws its tiles through BlockRenderer.
      </p>
    ) : null;
  }
  return (
    <section className={frame.className} style={frame.style} aria-labelledby={hasTitle ? titleId : undefined}>
      <BlockHeading baseClass="sb-catalog-grid" {...props} titleId={titleId} />
      <ul className="sb-catalog-grid__list">
        {orderGridItems(items).map((item) => (
          <li
            key={item.id}
            className="sb-catalog-grid__item"
            style={{ '--sb-grid-span': item.gridSpan } as CSSProperties}
          >
            {renderBlocks([item])}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Props of {@link InlineCatalogGridSkeleton}. */
export interface InlineCatalogGridSkeletonProps {
  /** Announced while loading (translated by the app). Default "Loading". */
  label?: string | undefined;
}

/**
 * The catalog grid's loading state (content-blocks §9: 16 placeholder cards in 2, 3 and 4 columns), for the
 * app to show while a listing with inline content loads. It is one busy status for assistive technology.
 *
 * @example
 * {isLoading ? <InlineCatalogGridSkeleton label="Loading products" /> : <ProductGrid />}
 */
export function InlineCatalogGridSkeleton({ label = 'Loading' }: InlineCatalogGridSkeletonProps) {
  return (
    <div className="sb-catalog-grid sb-catalog-grid--loading" role="status" aria-busy="true" aria-label={label}>
      <div className="sb-catalog-grid__list">
        {Array.from({ length: INLINE_CATALOG_GRID.placeholders }, (_, index) => (
          <div key={index} className="sb-catalog-grid__placeholder" />
        ))}
      </div>
    </div>
  );
}
