import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { blockRegistry, createBlockRegistry, defineBlock } from './blockRegistry';
import { BlockRenderer } from './BlockRenderer';
import { exampleAccordion, exampleHero, exampleRichText, exampleSpacer } from './exampleBlocks';
import type { Block } from './parseBlock';

const unknownBlock = { id: 'carousel-1', type: 'carousel3d', name: 'Spinning boots' };
const invalidHero = {
  ...exampleHero,
  id: 'hero-broken',
  name: 'Hero without sizes',
  media: { url: '/x.jpg', alt: '' },
};

function Boom(): never {
  throw new Error('Countdown end date is not a date');
}
const registryWithBrokenBlock = createBlockRegistry({
  ...Object.fromEntries(blockRegistry),
  countdown: defineBlock({ label: 'Countdown', schema: z.object({ id: z.string() }), component: Boom }),
});

describe('BlockRenderer', () => {
  it('draws the storefront home page blocks in order', () => {
    const { container } = render(<BlockRenderer blocks={[exampleHero, exampleSpacer, exampleRichText]} />);

    expect(screen.getByRole('region', { name: 'Built for the long way round' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Caring for your waterproofs' })).toBeInTheDocument();
    // Each block sits in a box-less slot naming its type and id; the spacer and the rich text are static blocks,
    // in a box-less wrapper of their own too (see StaticBlock.test).
    const slots = [...container.children];
    expect(slots.map((slot) => [slot.getAttribute('data-block-type'), slot.getAttribute('data-block-id')])).toEqual([
      ['hero', exampleHero.id],
      ['spacer', exampleSpacer.id],
      ['richText', exampleRichText.id],
    ]);
    for (const slot of slots) expect(slot).toHaveStyle({ display: 'contents' });
    const children = slots
      .map((slot) => slot.firstElementChild!)
      .map(
        (element) =>
          (element.hasAttribute('data-sb-static') ? element.firstElementChild! : element).className.split(' ')[0],
      );
    expect(children).toEqual(['sb-hero', 'sb-spacer', 'sb-rich-text']);
  });

  it('draws nothing at all for an empty or missing page', () => {
    expect(render(<BlockRenderer blocks={[]} />).container).toBeEmptyDOMElement();
    expect(render(<BlockRenderer blocks={undefined} />).container).toBeEmptyDOMElement();
  });

  describe('for shoppers', () => {
    it('leaves out unknown and invalid blocks and keeps the rest of the page', () => {
      const { container } = render(<BlockRenderer blocks={[unknownBlock, invalidHero, exampleRichText]} />);

      expect(container.children).toHaveLength(1);
      expect(screen.getByRole('heading', { name: 'Caring for your waterproofs' })).toBeInTheDocument();
      expect(screen.queryByRole('note')).toBeNull();
      expect(container).not.toHaveTextContent(/carousel3d|not shown/i);
    });

    it('survives entries that are not blocks at all', () => {
      const junk = [null, 'hero', 42, { id: 'no-type' }, { type: 'hero' }] as unknown as Block[];
      const { container } = render(<BlockRenderer blocks={[...junk, exampleRichText]} />);
      expect(container.children).toHaveLength(1);
    });

    it('contains a block that throws while rendering', () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { container } = render(
        <BlockRenderer
          registry={registryWithBrokenBlock}
          blocks={[{ id: 'c1', type: 'countdown' }, exampleRichText]}
        />,
      );
      expect(container).not.toHaveTextContent(/countdown/i);
      expect(screen.getByRole('heading', { name: 'Caring for your waterproofs' })).toBeInTheDocument();
    });

    it('reports every block it left out so the app can log it', () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const onBlockProblem = vi.fn();
      render(
        <BlockRenderer
          registry={registryWithBrokenBlock}
          blocks={[unknownBlock, invalidHero, { id: 'c1', type: 'countdown' }]}
          onBlockProblem={onBlockProblem}
        />,
      );
      const kinds = onBlockProblem.mock.calls.map(([report]) => `${report.index}:${report.kind}`);
      expect(new Set(kinds)).toEqual(new Set(['0:unknown-type', '1:invalid', '2:render-error']));
    });
  });

  describe('in preview mode', () => {
    it('explains an unknown block type in its place', () => {
      render(<BlockRenderer preview blocks={[unknownBlock, exampleRichText]} />);

      const note = screen.getByRole('note');
      expect(note).toHaveTextContent('Not shown to shoppers — Spinning boots, id carousel-1');
      expect(note).toHaveTextContent('Unknown block type "carousel3d": no component renders it yet.');
      expect(screen.getByRole('heading', { name: 'Caring for your waterproofs' })).toBeInTheDocument();
    });

    it('lists what is wrong with a block that fails its schema', () => {
      render(<BlockRenderer preview blocks={[invalidHero]} />);

      const note = screen.getByRole('note');
      expect(note).toHaveTextContent('The Hero block does not have the fields it needs.');
      expect(
        within(note)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['media.width: is required (number)', 'media.height: is required (number)']);
    });

    it('explains a block that throws while rendering', () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      render(<BlockRenderer preview registry={registryWithBrokenBlock} blocks={[{ id: 'c1', type: 'countdown' }]} />);
      expect(screen.getByRole('note')).toHaveTextContent(
        'The block failed to render: Countdown end date is not a date',
      );
    });

    it('keeps the explanations accessible', async () => {
      const { container } = render(<BlockRenderer preview blocks={[unknownBlock, invalidHero, exampleRichText]} />);
      expect(await axeViolations(container)).toEqual([]);
    });
  });

  it('gives loading priority to the first block it draws', () => {
    render(<BlockRenderer blocks={[unknownBlock, exampleHero, { ...exampleHero, id: 'second', title: 'Second' }]} />);
    const [first, second] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('loading', 'lazy');
  });
});

describe('BlockRenderer analytics (onBlockEvent)', () => {
  it('reports a click on any link of a block with its promotion tracking and target', async () => {
    const { exampleCategoryCardCollection } = await import('./exampleBlocks');
    const onBlockEvent = vi.fn();
    render(<BlockRenderer blocks={[exampleHero, exampleCategoryCardCollection]} onBlockEvent={onBlockEvent} />);

    screen.getByRole('link', { name: 'Hiking boots' }).click();
    expect(onBlockEvent).toHaveBeenCalledWith({
      kind: 'promotionClick',
      blockId: 'home-en-gb-categories',
      blockType: 'categoryCardCollection',
      position: 1,
      promotion: { promotionId: 'home-categories', promotionName: 'Shop by activity', creativeName: 'category-cards' },
      target: { id: 'home-en-gb-card-boots-link', text: 'Hiking boots', url: '/en-gb/c/mens-hiking-boots-100131' },
    });
  });

  it('reports an impression once, when half of a block is on screen', () => {
    const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; disconnected: boolean };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, disconnected: false };
          observers.push(this.entry);
        }
        observe() {}
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
    try {
      const onBlockEvent = vi.fn();
      const { rerender } = render(<BlockRenderer blocks={[exampleHero]} onBlockEvent={onBlockEvent} />);
      const [observer] = observers;
      const seen = [{ isIntersecting: true, intersectionRatio: 0.6 }] as unknown as IntersectionObserverEntry[];
      observer!.callback(
        [{ isIntersecting: true, intersectionRatio: 0.2 }] as unknown as IntersectionObserverEntry[],
        {} as IntersectionObserver,
      );
      expect(onBlockEvent).not.toHaveBeenCalled();
      observer!.callback(seen, {} as IntersectionObserver);
      expect(onBlockEvent).toHaveBeenCalledExactlyOnceWith({
        kind: 'promotionImpression',
        blockId: 'hero-ridgeline-ss25',
        blockType: 'hero',
        position: 0,
        promotion: undefined,
      });
      expect(observer!.disconnected).toBe(true);
      rerender(<BlockRenderer blocks={[exampleHero]} onBlockEvent={onBlockEvent} />);
      expect(observers).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('adds no wrapper without a handler, and a box-less one with it', () => {
    const { container, rerender } = render(<BlockRenderer blocks={[exampleAccordion]} />);
    const slot = () => container.querySelector('[data-block-type="accordion"]')!;
    expect(slot().firstElementChild).toHaveClass('sb-accordion');
    rerender(<BlockRenderer blocks={[exampleAccordion]} onBlockEvent={() => {}} />);
    expect(slot().firstElementChild).toHaveClass('sb-tracked-block');
    expect(slot().firstElementChild).toHaveStyle({ display: 'contents' });
  });

  it('tracks a static block around its box-less static wrapper, observing the block itself', () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    const { container } = render(<BlockRenderer blocks={[exampleSpacer]} onBlockEvent={() => {}} />);
    vi.unstubAllGlobals();
    expect(observed).toEqual([container.querySelector('.sb-spacer')]);
    const tracked = container.querySelector('[data-block-type="spacer"]')!.firstElementChild!;
    expect(tracked).toHaveClass('sb-tracked-block');
    expect(tracked.firstElementChild).toHaveAttribute('data-sb-static');
    expect(tracked.firstElementChild).toHaveStyle({ display: 'contents' });
    expect(tracked.firstElementChild!.firstElementChild).toHaveClass('sb-spacer');
  });
});
