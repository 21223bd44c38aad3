import { render, screen } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { exampleLinkedCard } from './exampleBlocks';
import { LinkedCard } from './LinkedCard';
import { NestedHeadings } from './BlockHeading';
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
    const { container } = render(
      <LinkedCard
        {...card}
        richText={{ html: '<p onclick="alert(1)">Resoled for life<script>alert(2)</script></p>' }}
      />,
    );
    expect(container.innerHTML).not.toMatch(/onclick|<script/);
    expect(container).toHaveTextContent('Resoled for life');
  });

  it('shows further targets as buttons', () => {
    render(
      <LinkedCard
        {...card}
        targets={[...(card.targets ?? []), { id: 'fit', text: 'Boot fitting guide', url: '#modal-boot-fit' }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Boot fitting guide' })).toHaveAttribute('href', '#modal-boot-fit');
  });

  it('reads the common fields: heading group styles, caption, badge, alignment, hidden breakpoint', () => {
    const parsed = linkedCardBlockSchema.parse({
      ...exampleLinkedCard,
      overline: 'New season',
      titleColor: '#2f4a3f',
      titleStyle: 'md',
      subtitle: 'Resoled for life',
      eyebrowText: 'Made in Portugal',
      captionText: 'Shown: Scafell GTX in walnut',
      captionPosition: 'top',
      badge: { url: '/media/badge-new.svg', alt: 'New' },
      textAlignmentSmall: 'center',
      hideOnBreakpoint: { md: true },
      bottomMargins: 32,
    });
    const { container } = render(<LinkedCard {...parsed} />);
    const article = container.querySelector('article')!;
    expect(article).toHaveClass('sb-block--text-sm-center', 'sb-block--hide-md', 'sb-block--margins');
    expect(article.firstElementChild).toHaveTextContent('Shown: Scafell GTX in walnut');
    const heading = screen.getByRole('heading', { level: 2, name: 'Hiking boots' });
    expect(heading).toHaveClass('sb-text--md', 'sb-text--custom-color');
    expect(heading.style.getPropertyValue('--sb-text-color')).toBe('#2f4a3f');
    expect(screen.getByText('New season')).toHaveClass('sb-heading__overline');
    expect(screen.getByText('Made in Portugal')).toBeInTheDocument();
    expect(screen.getByText('Resoled for life')).toHaveClass('sb-linked-card__subtitle');
    expect(screen.getByRole('img', { name: 'New' })).toHaveClass('sb-block__badge');
    // Still one link named by the title, not by the overline or eyebrow.
    expect(screen.getByRole('link')).toHaveAccessibleName('Hiking boots');
  });

  it('hides the cue and buttons with linkType No-CTA but stays a link', () => {
    const targets = [...(card.targets ?? []), { id: 'fit', text: 'Boot fitting guide', url: '#modal-boot-fit' }];
    render(<LinkedCard {...card} targets={targets} linkType="No-CTA" />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAccessibleName('Hiking boots');
    expect(screen.queryByText('Shop now')).toBeNull();
  });

  it('takes its heading level from where it is drawn', () => {
    render(
      <NestedHeadings under={2}>
        <LinkedCard {...card} />
      </NestedHeadings>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Hiking boots' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <LinkedCard {...card} />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
