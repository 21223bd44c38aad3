import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { CategoryCardCollection } from './CategoryCardCollection';
import { categoryCardCollectionBlockSchema } from './categoryCardCollectionBlockSchema';
import { exampleCategoryCardCollection } from './exampleBlocks';

const collection = categoryCardCollectionBlockSchema.parse(exampleCategoryCardCollection);

describe('CategoryCardCollection', () => {
  it('lists the seeded home page cards under its title, each a link with an h3', () => {
    render(<CategoryCardCollection {...collection} />);
    const region = screen.getByRole('region', { name: 'Shop by activity' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Waterproof jackets',
      'Fleece and midlayers',
      'Hiking boots',
      'Trail running shoes',
    ]);
    expect(within(items[3]!).getByRole('link')).toHaveAttribute('href', '/en-gb/c/mens-trail-running-shoes-100132');
  });

  it('lays out per breakpoint, a smaller breakpoint’s layout carrying up', () => {
    const { container, rerender } = render(<CategoryCardCollection {...collection} />);
    const section = container.querySelector('section')!;
    expect(section).toHaveClass('sb-card-collection--sm-carousel', 'sb-card-collection--md-grid', 'sb-card-collection--lg-grid');
    expect(section.style.getPropertyValue('--sb-slide-width-sm')).toBe('70%');

    rerender(<CategoryCardCollection {...collection} breakpoints={{ sm: { type: 'carousel', slideWidth: undefined } }} />);
    expect(section).toHaveClass('sb-card-collection--md-carousel', 'sb-card-collection--lg-carousel');
  });

  it('drops a card that fails its schema and keeps the others', () => {
    const [first, ...rest] = exampleCategoryCardCollection.items;
    const parsed = categoryCardCollectionBlockSchema.parse({
      ...exampleCategoryCardCollection,
      items: [{ ...first, media: { url: 'javascript:alert(1)', width: 1, height: 1 } }, ...rest],
    });
    expect(parsed.items.map((item) => item.title)).toEqual(['Fleece and midlayers', 'Hiking boots', 'Trail running shoes']);
  });

  it('fails its schema without a single usable card', () => {
    const result = categoryCardCollectionBlockSchema.safeParse({ ...exampleCategoryCardCollection, items: [{ id: 'x' }] });
    expect(result.success).toBe(false);
  });

  it('uses h2 cards when it has no title', () => {
    render(<CategoryCardCollection {...collection} title={undefined} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });

  it('has no axe violations', async () => {
    const { container } = render(<main><CategoryCardCollection {...collection} /></main>);
    expect(await axeViolations(container)).toEqual([]);
  });
});
