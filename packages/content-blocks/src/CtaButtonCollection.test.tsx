import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@switchback/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockRenderer } from './BlockRenderer';
import { CtaButtonCollection } from './CtaButtonCollection';
import { ctaButtonCollectionBlockSchema } from './ctaButtonCollectionBlockSchema';
import { exampleCtaButtonCollection } from './exampleBlocks';

const quickLinks = ctaButtonCollectionBlockSchema.parse(exampleCtaButtonCollection);
const jackets = '/en-gb/c/mens-jackets-100110';

/** The window as wide as a breakpoint of @switchback/ui: md (48rem) or lg (64rem) queries match from it. */
function windowAt(breakpoint: 'md' | 'lg') {
  const matching = breakpoint === 'lg' ? ['48rem', '64rem'] : ['48rem'];
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.some((width) => query.includes(width)),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('CtaButtonCollection', () => {
  it('highlights the button whose path and query match the current page', () => {
    render(<CtaButtonCollection {...quickLinks} location={{ pathname: jackets, search: '?type=insulated' }} />);
    const insulated = screen.getByRole('link', { name: 'Insulated' });
    expect(insulated).toHaveClass('sb-button--highlighted');
    expect(insulated).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All jackets' })).not.toHaveClass('sb-button--highlighted');
  });

  it('re-evaluates the highlight when the route changes', () => {
    const { rerender } = render(
      <BlockRenderer
        blocks={[exampleCtaButtonCollection]}
        location={{ pathname: jackets, search: '?type=waterproof' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Waterproof' })).toHaveAttribute('aria-current', 'page');

    rerender(<BlockRenderer blocks={[exampleCtaButtonCollection]} location={{ pathname: jackets, search: '' }} />);
    expect(screen.getByRole('link', { name: 'Waterproof' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'All jackets' })).toHaveAttribute('aria-current', 'page');

    rerender(
      <BlockRenderer
        blocks={[exampleCtaButtonCollection]}
        location={{ pathname: '/en-gb/c/tents-100420', search: '' }}
      />,
    );
    expect(document.querySelector('[aria-current]')).toBeNull();
  });

  it('does not highlight when highlightButton is off or the location is unknown', () => {
    const { rerender } = render(
      <CtaButtonCollection {...quickLinks} highlightButton={false} location={{ pathname: jackets, search: '' }} />,
    );
    expect(document.querySelector('.sb-button--highlighted')).toBeNull();
    rerender(<CtaButtonCollection {...quickLinks} />);
    expect(document.querySelector('.sb-button--highlighted')).toBeNull();
  });

  it('lays out per breakpoint', () => {
    const { container } = render(<CtaButtonCollection {...quickLinks} />);
    expect(container.querySelector('section')).toHaveClass(
      'sb-cta-collection--sm-carousel',
      'sb-cta-collection--md-grid',
      'sb-cta-collection--lg-grid',
    );
  });

  it('keeps the carousel settings of its breakpoints (arrows, loop), like a collection', () => {
    const parsed = ctaButtonCollectionBlockSchema.parse({
      ...exampleCtaButtonCollection,
      breakpoints: { sm: { type: 'carousel' }, md: { type: 'carousel', showArrows: true, loop: true } },
    });
    expect(parsed.breakpoints?.md).toMatchObject({ type: 'carousel', showArrows: true, loop: true });
  });

  it('shows previous and next arrows from md when its carousel asks, and they move along the buttons', async () => {
    windowAt('md');
    const user = userEvent.setup();
    render(
      <CtaButtonCollection
        {...quickLinks}
        breakpoints={{ sm: { type: 'carousel' }, md: { type: 'carousel', showArrows: true } }}
      />,
    );
    const row = screen.getByRole('group', { name: 'Shop jackets' });
    const previous = within(row).getByRole('button', { name: 'Previous slide' });
    const next = within(row).getByRole('button', { name: 'Next slide' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(previous).toBeEnabled();
    expect(within(row).getAllByRole('listitem')[1]).toHaveAttribute('data-current', 'true');
    // The buttons are the slides: still links with their own names.
    expect(within(row).getByRole('link', { name: 'Insulated' })).toBeInTheDocument();
  });

  it('never shows arrows on phones, even when the small breakpoint asks; the larger ones it hands the setting to do', () => {
    const breakpoints = { sm: { type: 'carousel' as const, showArrows: true } };
    const { unmount } = render(<CtaButtonCollection {...quickLinks} breakpoints={breakpoints} />);
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    unmount();

    windowAt('lg');
    render(<CtaButtonCollection {...quickLinks} breakpoints={breakpoints} />);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('draws no arrows for a grid, whatever the settings say', () => {
    windowAt('lg');
    render(
      <CtaButtonCollection
        {...quickLinks}
        breakpoints={{ sm: { type: 'carousel' }, md: { type: 'grid', showArrows: true } }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <CtaButtonCollection {...quickLinks} location={{ pathname: jackets, search: '' }} />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
