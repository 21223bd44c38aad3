import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { exampleMultiLinkCard } from './exampleBlocks';
import { MultiLinkCard } from './MultiLinkCard';
import { multiLinkCardBlockSchema } from './multiLinkCardBlockSchema';

const card = multiLinkCardBlockSchema.parse(exampleMultiLinkCard);

describe('MultiLinkCard', () => {
  it('is a region with its title and a list of links over its image', () => {
    render(<MultiLinkCard {...card} />);
    const region = screen.getByRole('region', { name: 'Hiking boots' });
    expect(within(region).getByRole('img', { name: 'Leather hiking boots on a mossy boulder' })).toHaveAttribute(
      'width',
      '600',
    );
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Women’s boots', 'Men’s boots', 'Kids’ boots', 'Wide fit']);
    expect(links[3]).toHaveAttribute('href', '/en-gb/c/mens-hiking-boots-100131?fit=wide');
  });

  it('drops an unsafe link and names it for editors in preview', () => {
    const targets = [...card.targets, { id: 'bad', text: 'Free boots', url: 'javascript:alert(1)' }];
    const { rerender } = render(<MultiLinkCard {...card} targets={targets} />);
    expect(screen.queryByText(/Free boots/)).toBeNull();
    rerender(<MultiLinkCard {...card} targets={targets} preview />);
    expect(screen.getByText(/Link “Free boots” is hidden/)).toBeInTheDocument();
  });

  it('reads the common fields: heading group, rich text, panel width and colour, caption, badge', () => {
    const parsed = multiLinkCardBlockSchema.parse({
      ...exampleMultiLinkCard,
      eyebrowText: 'Boot fitting in every shop',
      subtitle: 'Leather and fabric, every width',
      richText: { html: '<p>Free insoles <img src=x onerror="alert(1)">this month.</p>' },
      overlayWidth: 'sm',
      backgroundColor: '#f3e6d8',
      captionText: 'Shown: Scafell GTX',
      badge: { url: '/media/badge-new.svg', alt: 'New' },
      hideOnBreakpoint: ['lg'],
    });
    const { container } = render(<MultiLinkCard {...parsed} />);
    const region = screen.getByRole('region', { name: 'Hiking boots' });
    expect(region).toHaveClass('sb-block--overlay-sm', 'sb-block--hide-lg');
    expect(region.style.getPropertyValue('--sb-block-background')).toBe('#f3e6d8');
    expect(screen.getByText('Boot fitting in every shop')).toBeInTheDocument();
    expect(screen.getByText('Leather and fabric, every width')).toHaveClass('sb-heading__subtitle');
    expect(container).toHaveTextContent('Free insoles this month.');
    expect(container.innerHTML).not.toMatch(/onerror/);
    expect(region.lastElementChild).toHaveTextContent('Shown: Scafell GTX');
    expect(screen.getByRole('img', { name: 'New' })).toBeInTheDocument();
    expect(within(region).getAllByRole('link')).toHaveLength(4);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <MultiLinkCard {...card} />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
