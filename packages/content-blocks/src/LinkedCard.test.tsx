import { render, screen } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { exampleLinkedCard } from './exampleBlocks';
import { LinkedCard } from './LinkedCard';
import { linkedCardBlockSchema } from './linkedCardBlockSchema';

const card = linkedCardBlockSchema.parse(exampleLinkedCard);

describe('LinkedCard', () => {
  it('is one link named by its title, with the target text only as a visual cue', () => {
    render(<LinkedCard {...card} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('Hiking boots');
    expect(link).toHaveAttribute('href', '/en-gb/c/mens-hiking-boots-100131');
    expect(link).toHaveAttribute('data-sb-target-id', 'home-en-gb-card-boots-link');
    expect(screen.getByText('Shop now')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Hiking boots' })).toBeInTheDocument();
  });

  it('does not read the title twice when the image alt repeats it', () => {
    const { container } = render(<LinkedCard {...card} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(container.querySelector('img')).toHaveAttribute('width', '600');
  });

  it('keeps a distinct image description', () => {
    render(<LinkedCard {...card} media={{ ...card.media, alt: 'Leather boots on a wet granite slab' }} />);
    expect(screen.getByRole('img', { name: 'Leather boots on a wet granite slab' })).toBeInTheDocument();
  });

  it('is plain content when its link is unsafe, and says why in preview', () => {
    const targets = [{ id: 'x', text: 'Shop now', url: 'javascript:alert(1)' }];
    const { rerender } = render(<LinkedCard {...card} targets={targets} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Hiking boots' })).toBeInTheDocument();
    rerender(<LinkedCard {...card} targets={targets} preview />);
    expect(screen.getByText(/The card is not a link/)).toBeInTheDocument();
  });

  it('sanitises its rich text', () => {
    const { container } = render(<LinkedCard {...card} richText={{ html: '<p onclick="alert(1)">Resoled for life<script>alert(2)</script></p>' }} />);
    expect(container.innerHTML).not.toMatch(/onclick|<script/);
    expect(container).toHaveTextContent('Resoled for life');
  });

  it('shows further targets as buttons', () => {
    render(<LinkedCard {...card} targets={[...(card.targets ?? []), { id: 'fit', text: 'Boot fitting guide', url: '#modal-boot-fit' }]} />);
    expect(screen.getByRole('link', { name: 'Boot fitting guide' })).toHaveAttribute('href', '#modal-boot-fit');
  });

  it('has no axe violations', async () => {
    const { container } = render(<main><LinkedCard {...card} /></main>);
    expect(await axeViolations(container)).toEqual([]);
  });
});
