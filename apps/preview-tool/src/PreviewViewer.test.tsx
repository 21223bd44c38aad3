import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { PreviewViewer, type ShowcaseItem } from './PreviewViewer';

const items: ShowcaseItem[] = [
  {
    id: 'rich-text-returns',
    name: 'Returns — 60 days',
    referrersCount: 3,
    modifiedAt: '2025-03-14T09:30:00Z',
    block: { id: 'rich-text-returns', type: 'richText', richText: { html: '<p>Free returns within 60 days.</p>' } },
  },
  {
    id: 'carousel-autumn',
    name: 'Autumn carousel',
    referrersCount: 0,
    modifiedAt: '2025-03-15T16:05:00Z',
    block: { id: 'carousel-autumn', type: 'productCarousel3d' },
  },
];

describe('PreviewViewer', () => {
  it('says "No results." when there is nothing to show, with the reason above it', () => {
    render(<PreviewViewer items={[]} notice="Loading is not connected yet." />);
    expect(screen.getByText('No results.')).toBeInTheDocument();
    expect(screen.getByText('Loading is not connected yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists id, name, referrers and modification date, then previews each entry', async () => {
    const { container } = render(<PreviewViewer items={items} />);

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'rich-text-returns' })).toHaveAttribute('href', '#preview-rich-text-returns');
    expect(rows[1]).toHaveTextContent('Returns — 60 days');
    expect(rows[1]).toHaveTextContent('3');
    expect(rows[1]!.querySelector('time')).toHaveAttribute('dateTime', '2025-03-14T09:30:00Z');

    expect(within(screen.getByRole('article', { name: 'Preview of Returns — 60 days' })).getByText('Free returns within 60 days.')).toBeInTheDocument();
    // Previews run in preview mode: a block the storefront cannot draw is explained, not hidden.
    expect(within(screen.getByRole('article', { name: 'Preview of Autumn carousel' })).getByRole('note')).toHaveTextContent(
      'Unknown block type "productCarousel3d"',
    );
    expect(screen.queryByText('No results.')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
