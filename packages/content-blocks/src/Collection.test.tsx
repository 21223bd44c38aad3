import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@switchback/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockFeaturesProvider } from './BlockFeatures';
import { BlockRenderer } from './BlockRenderer';
import { Collection } from './Collection';
import { collectionBlockSchema } from './collectionBlockSchema';
import { settingsAt } from './CollectionCarousel';
import type { Block } from './parseBlock';
import { exampleCollection } from './presentationalExamples';

const carousel = (settings: Record<string, unknown>): Block => ({
  ...exampleCollection,
  breakpoints: { sm: { type: 'carousel', ...settings } },
});

const indicator = (index: number) => screen.getByRole('button', { name: `Go to slide ${index}` });

afterEach(() => vi.useRealTimers());

describe('Collection', () => {
  it('draws its items through the renderer as a labelled carousel with arrows and indicators, accessibly', async () => {
    const { container } = render(
      <main>
        <BlockRenderer blocks={[exampleCollection]} />
      </main>,
    );
    const region = screen.getByRole('region', { name: 'Trail picks for autumn' });
    const slides = within(region).getAllByRole('listitem');
    expect(slides).toHaveLength(5);
    expect(slides[0]).toHaveAccessibleName('1 of 5');
    expect(within(region).getByRole('heading', { name: 'Hiking boots' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all new arrivals' })).toHaveAttribute(
      'href',
      '/en-gb/c/new-arrivals-1001',
    );
    expect(indicator(1)).toHaveAttribute('aria-current', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('nests its items’ titles one level below its own: h2 collection, h3 cards; h2 cards without a title', () => {
    const { unmount } = render(<BlockRenderer blocks={[exampleCollection]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Trail picks for autumn' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toContain(
      'Hiking boots',
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    unmount();

    render(<BlockRenderer blocks={[{ ...exampleCollection, title: undefined }]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Hiking boots' })).toBeInTheDocument();
  });

  it('moves with the arrows, stops at the ends without loop, and wraps with loop', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<BlockRenderer blocks={[carousel({ showArrows: true, showIndicators: true })]} />);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(indicator(2)).toHaveAttribute('aria-current', 'true');
    await user.click(indicator(5));
    expect(next).toBeDisabled();

    rerender(<BlockRenderer blocks={[carousel({ showArrows: true, showIndicators: true, loop: true })]} />);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(indicator(1)).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(indicator(5)).toHaveAttribute('aria-current', 'true');
  });

  it('names its controls and slides in the words the app gives in BlockFeatures texts', async () => {
    const user = userEvent.setup();
    render(
      <BlockFeaturesProvider
        texts={{
          carousel: {
            previous: 'Diapositive précédente',
            next: 'Diapositive suivante',
            goTo: (index) => `Aller à la diapositive ${index}`,
            slideOf: (index, count) => `${index} sur ${count}`,
            progress: 'Position de la diapositive',
          },
        }}
      >
        <BlockRenderer blocks={[carousel({ showArrows: true, showIndicators: true, showProgress: true })]} />
      </BlockFeaturesProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(screen.getByRole('button', { name: 'Aller à la diapositive 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('progressbar', { name: 'Position de la diapositive' })).toHaveAttribute(
      'aria-valuetext',
      '2 sur 5',
    );
    expect(screen.getByRole('button', { name: 'Diapositive précédente' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /slide/i })).not.toBeInTheDocument();
  });

  it('shows progress as a progress bar', async () => {
    const user = userEvent.setup();
    render(<BlockRenderer blocks={[carousel({ showProgress: true, showArrows: true })]} />);
    const progress = screen.getByRole('progressbar', { name: 'Slide position' });
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(progress).toHaveAttribute('aria-valuenow', '2');
    expect(progress).toHaveAttribute('aria-valuetext', '2 of 5');
  });

  it('is keyboard operable: arrow keys, Home and End on the focusable slide list', async () => {
    const user = userEvent.setup();
    render(<BlockRenderer blocks={[carousel({ showIndicators: true })]} />);
    const list = screen.getByRole('list', { name: 'Trail picks for autumn' });
    list.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(indicator(3)).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{End}');
    expect(indicator(5)).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{Home}');
    expect(indicator(1)).toHaveAttribute('aria-current', 'true');
  });

  it('autoplays every autorotateTime seconds, and the pause button stops it', () => {
    vi.useFakeTimers();
    render(
      <BlockRenderer blocks={[carousel({ showIndicators: true, autoplay: true, autorotateTime: 3, loop: true })]} />,
    );
    act(() => vi.advanceTimersByTime(2999));
    expect(indicator(1)).toHaveAttribute('aria-current', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(indicator(2)).toHaveAttribute('aria-current', 'true');
    const pause = screen.getByRole('button', { name: 'Pause automatic slide show' });
    act(() => pause.click());
    expect(screen.getByRole('button', { name: 'Play automatic slide show' })).toHaveAttribute('aria-pressed', 'true');
    act(() => vi.advanceTimersByTime(10_000));
    expect(indicator(2)).toHaveAttribute('aria-current', 'true');
  });

  it('stops autoplay at the last slide without loop', () => {
    vi.useFakeTimers();
    render(<BlockRenderer blocks={[carousel({ showIndicators: true, autoplay: true, autorotateTime: 1 })]} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(indicator(5)).toHaveAttribute('aria-current', 'true');
  });

  it('is a plain list with no controls where the breakpoint is a grid', () => {
    render(
      <BlockRenderer blocks={[{ ...exampleCollection, breakpoints: { sm: { type: 'grid', showArrows: true } } }]} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Trail picks for autumn' })).toBeNull();
  });

  it('takes the smaller breakpoint’s settings where a larger one has none', () => {
    expect(settingsAt({ sm: { type: 'carousel', loop: true } }, 'lg')).toEqual({ type: 'carousel', loop: true });
    expect(settingsAt({ sm: { type: 'carousel' }, md: { type: 'grid' } }, 'lg').type).toBe('grid');
    expect(settingsAt(undefined, 'md').type).toBe('grid');
  });

  it('draws link targets as buttons, highlighting the current page', () => {
    const block = collectionBlockSchema.parse({
      id: 'sizes',
      type: 'collection',
      title: 'Shop by size',
      highlightButton: true,
      targets: [
        { id: 's', text: 'Small', url: '/en-gb/c/jackets-1204?size=s' },
        { id: 'm', text: 'Medium', url: '/en-gb/c/jackets-1204?size=m' },
      ],
    });
    render(<BlockRenderer blocks={[block]} location={{ pathname: '/en-gb/c/jackets-1204', search: '?size=m' }} />);
    expect(screen.getByRole('link', { name: 'Medium' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Small' })).not.toHaveAttribute('aria-current');
  });

  it('needs items or targets, drops unusable settings, and explains itself outside a renderer in preview', () => {
    expect(collectionBlockSchema.safeParse({ id: 'x', type: 'collection' }).success).toBe(false);
    const parsed = collectionBlockSchema.parse({
      ...exampleCollection,
      breakpoints: { sm: { type: 'slider', autorotateTime: 600, slideWidth: 'calc(1px)' } },
    });
    expect(parsed.breakpoints?.sm).toEqual({ type: 'grid' });
    render(<Collection {...parsed} preview />);
    expect(screen.getByRole('note')).toHaveTextContent('A collection draws its items through BlockRenderer.');
  });
});
