import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { BlockRenderer } from './BlockRenderer';
import { InlineCatalogGrid, InlineCatalogGridSkeleton, orderGridItems } from './InlineCatalogGrid';
import { INLINE_CATALOG_GRID, inlineCatalogGridBlockSchema } from './inlineCatalogGridBlockSchema';
import { exampleInlineCatalogGrid } from './presentationalExamples';

describe('InlineCatalogGrid', () => {
  it('draws its tiles through the renderer in their slots, accessibly', async () => {
    const { container } = render(
      <main>
        <BlockRenderer blocks={[exampleInlineCatalogGrid]} />
      </main>,
    );
    const region = screen.getByRole('region', { name: 'Hiking kit, picked by our staff' });
    const tiles = within(region).getAllByRole('listitem');
    expect(tiles).toHaveLength(5);
    // The story tile asked for slot 1 and two columns.
    expect(tiles[0]).toHaveTextContent('Three days on the Cumbria Way');
    expect(tiles[0]!.style.getPropertyValue('--sb-grid-span')).toBe('2');
    expect(tiles[1]).toHaveTextContent('Hiking boots');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('orders placed tiles into their slots and fills the rest in CMS order', () => {
    const order = orderGridItems([
      { id: 'a' },
      { id: 'b' },
      { id: 'c', gridPosition: 2 },
      { id: 'd', gridPosition: 1 },
      { id: 'e', gridPosition: 5 },
    ] as { id: string; gridPosition?: number }[]);
    expect(order.map((item) => item.id)).toEqual(['d', 'c', 'a', 'b', 'e']);
  });

  it('shows at most 12 tiles and drops entries that are not blocks', () => {
    const many = Array.from({ length: 15 }, (_, index) => ({
      ...exampleInlineCatalogGrid.items[0],
      id: `tile-${index}`,
    }));
    const parsed = inlineCatalogGridBlockSchema.parse({
      ...exampleInlineCatalogGrid,
      items: [...many, 'not a block', { title: 'no id' }],
    });
    expect(parsed.items).toHaveLength(INLINE_CATALOG_GRID.maxItems);
    expect(inlineCatalogGridBlockSchema.safeParse({ ...exampleInlineCatalogGrid, items: ['x'] }).success).toBe(false);
  });

  it('explains in preview that it needs the renderer', () => {
    const parsed = inlineCatalogGridBlockSchema.parse(exampleInlineCatalogGrid);
    render(<InlineCatalogGrid {...parsed} preview />);
    expect(screen.getByRole('note')).toHaveTextContent('draws its tiles through BlockRenderer');
  });

  it('has a 16-card loading state announced as one busy status', async () => {
    const { container } = render(<InlineCatalogGridSkeleton label="Loading hiking kit" />);
    const status = screen.getByRole('status', { name: 'Loading hiking kit' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.sb-catalog-grid__placeholder')).toHaveLength(16);
    expect(await axeViolations(container)).toEqual([]);
  });
});
