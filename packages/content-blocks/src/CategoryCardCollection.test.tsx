import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@switchback/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockRenderer } from './BlockRenderer';
import { CategoryCardCollection } from './CategoryCardCollection';
import { categoryCardCollectionBlockSchema } from './categoryCardCollectionBlockSchema';
import { exampleCategoryCardCollection } from './exampleBlocks';

const collection = categoryCardCollectionBlockSchema.parse(exampleCategoryCardCollection);
const withCarousel = (settings: Record<string, unknown>) =>
  categoryCardCollectionBlockSchema.parse({
    ...exampleCategoryCardCollection,
    breakpoints: { sm: { type: 'carousel', ...settings } },
  });
const indicator = (index: number) => screen.getByRole('button', { name: `Go to slide ${index}` });

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CategoryCardCollection', () => {
  it('lists the seeded home page cards under its h2 title, each a link with an h3', () => {
    render(<CategoryCardCollection {...collection} />);
    const region = screen.getByRole('region', { name: 'Shop by activity' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Shop by activity' })).toBeInTheDocument();
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Waterproof jackets', 'Fleece and midlayers', 'Hiking boots', 'Trail running shoes']);
    expect(within(items[3]!).getByRole('link')).toHaveAttribute('href', '/en-gb/c/mens-trail-running-shoes-100132');
  });

  it('lays out per breakpoint, a smaller breakpoint’s layout carrying up', () => {
    const { container, rerender } = render(<CategoryCardCollection {...collection} />);
    const cards = container.querySelector('.sb-card-collection__cards')!;
    expect(cards).toHaveClass('sb-collection--sm-carousel', 'sb-collection--md-grid', 'sb-collection--lg-grid');
    expect((cards as HTMLElement).style.getPropertyValue('--sb-slide-width-sm')).toBe('70%');

    rerender(<CategoryCardCollection {...collection} breakpoints={{ sm: { type: 'carousel' } }} />);
    expect(cards).toHaveClass('sb-collection--md-carousel', 'sb-collection--lg-carousel');
  });

  it('is a labelled carousel on phones: indicators, arrows that stop at the ends, and the keyboard on the list', async () => {
    const user = userEvent.setup();
    render(<CategoryCardCollection {...withCarousel({ showArrows: true, showIndicators: true })} />);
    const carousel = screen.getByRole('group', { name: 'Shop by activity' });
    expect(within(carousel).getAllByRole('listitem')[0]).toHaveAccessibleName('1 of 4');
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    expect(previous).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(indicator(2)).toHaveAttribute('aria-current', 'true');

    const list = screen.getByRole('list', { name: 'Shop by activity' });
    list.focus();
    await user.keyboard('{End}');
    expect(indicator(4)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    await user.keyboard('{Home}{ArrowRight}');
    expect(indicator(2)).toHaveAttribute('aria-current', 'true');
  });

  it('wraps with loop and shows progress', async () => {
    const user = userEvent.setup();
    render(<CategoryCardCollection {...withCarousel({ showArrows: true, showProgress: true, loop: true })} />);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('progressbar', { name: 'Slide position' })).toHaveAttribute('aria-valuetext', '4 of 4');
  });

  it('autoplays every autorotateTime seconds with a pause button', () => {
    vi.useFakeTimers();
    render(
      <CategoryCardCollection
        {...withCarousel({ showIndicators: true, autoplay: true, autorotateTime: 4, loop: true })}
      />,
    );
    act(() => vi.advanceTimersByTime(3999));
    expect(indicator(1)).toHaveAttribute('aria-current', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(indicator(2)).toHaveAttribute('aria-current', 'true');
    act(() => screen.getByRole('button', { name: 'Pause automatic slide show' }).click());
    act(() => vi.advanceTimersByTime(20_000));
    expect(indicator(2)).toHaveAttribute('aria-current', 'true');
  });

  it('never autoplays for a shopper who asked for reduced motion', () => {
    stubReducedMotion(true);
    vi.useFakeTimers();
    render(
      <CategoryCardCollection
        {...withCarousel({ showIndicators: true, autoplay: true, autorotateTime: 2, loop: true })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Pause automatic slide show' })).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(indicator(1)).toHaveAttribute('aria-current', 'true');
  });

  it('is a plain list without controls where the breakpoint is a grid', () => {
    render(
      <CategoryCardCollection
        {...withCarousel({ showArrows: true })}
        breakpoints={{ sm: { type: 'grid', showArrows: true } }}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('drops a card that fails its schema and keeps the others', () => {
    const [first, ...rest] = exampleCategoryCardCollection.items;
    const parsed = categoryCardCollectionBlockSchema.parse({
      ...exampleCategoryCardCollection,
      items: [{ ...first, media: { url: 'javascript:alert(1)', width: 1, height: 1 } }, ...rest],
    });
    expect(parsed.items.map((item) => item.title)).toEqual([
      'Fleece and midlayers',
      'Hiking boots',
      'Trail running shoes',
    ]);
  });

  it('fails its schema without a single usable card, and drops unusable carousel settings', () => {
    expect(
      categoryCardCollectionBlockSchema.safeParse({ ...exampleCategoryCardCollection, items: [{ id: 'x' }] }).success,
    ).toBe(false);
    const parsed = categoryCardCollectionBlockSchema.parse({
      ...exampleCategoryCardCollection,
      breakpoints: { sm: { type: 'slider', autorotateTime: 600, showArrows: 'yes' } },
    });
    expect(parsed.breakpoints?.sm).toEqual({ type: 'grid' });
  });

  it('uses h2 cards when it has no title, and nests one level deeper inside a titled collection', () => {
    const { unmount } = render(<CategoryCardCollection {...collection} title={undefined} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    unmount();

    render(
      <BlockRenderer
        blocks={[
          { id: 'outer', type: 'collection', title: 'Autumn on the fells', items: [exampleCategoryCardCollection] },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Autumn on the fells' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Shop by activity' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(4);
  });

  it('reads the common fields: heading group, rich text, background, hidden breakpoint and margins', () => {
    const parsed = categoryCardCollectionBlockSchema.parse({
      ...exampleCategoryCardCollection,
      overline: 'Autumn 2026',
      subtitle: 'Kit tested on the Lakeland fells',
      titleColor: '#2f4a3f',
      titleStyle: 'xl',
      richText: { html: '<p>Free returns on every card below.</p><script>alert(1)</script>' },
      backgroundColor: '#f3e6d8',
      hideOnBreakpoint: ['lg'],
      bottomMargins: { sm: 24, lg: 48 },
      titleH1: true,
    });
    const { container } = render(<CategoryCardCollection {...parsed} />);
    const section = container.querySelector('section')!;
    expect(section).toHaveClass('sb-block--hide-lg', 'sb-block--margins');
    expect(section.style.getPropertyValue('--sb-block-background')).toBe('#f3e6d8');
    expect(section.style.getPropertyValue('--sb-block-margin-lg')).toBe('3rem');
    const title = screen.getByRole('heading', { level: 1, name: 'Shop by activity' });
    expect(title).toHaveClass('sb-text--xl', 'sb-text--custom-color');
    expect(screen.getByText('Autumn 2026')).toHaveClass('sb-heading__overline');
    expect(screen.getByText('Kit tested on the Lakeland fells')).toBeInTheDocument();
    expect(screen.getByText('Free returns on every card below.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    // Under an h1 title the cards are h2.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });

  it('has no axe violations as a carousel with controls', async () => {
    const { container } = render(
      <main>
        <CategoryCardCollection {...withCarousel({ showArrows: true, showIndicators: true, showProgress: true })} />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
