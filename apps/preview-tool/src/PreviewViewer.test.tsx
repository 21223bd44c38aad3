import { render, screen, within } from '@testing-library/react';
import { BlockRenderer } from '@switchback/content-blocks';
import { axeViolations } from '@switchback/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopperFor } from './previewAudiences';
import { PreviewViewer, type ShowcaseItem } from './PreviewViewer';

// The real renderer, watched: the no-analytics test reads the props the viewer hands it.
vi.mock('@switchback/content-blocks', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@switchback/content-blocks')>();
  return { ...actual, BlockRenderer: vi.fn(actual.BlockRenderer) };
});

afterEach(() => {
  vi.mocked(BlockRenderer).mockClear();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const richText = (id: string, text: string) => ({ id, type: 'richText', richText: { html: `<p>${text}</p>` } });

const segmentation: ShowcaseItem = {
  id: 'seg-home-hero',
  name: 'Home — members hero',
  referrersCount: 1,
  modifiedAt: '2025-03-16T10:00:00Z',
  block: {
    id: 'seg-home-hero',
    type: 'segmentation',
    segments: [
      { id: 'loyalty-loggedin', targets: [richText('loyal', 'Members earn double points.')] },
      { id: 'employee-loggedin', targets: [richText('staff', 'Staff sale: 40% off.')] },
    ],
    baselines: [{ targets: [richText('join', 'Join the club for free delivery.')] }],
  },
};

const experience: ShowcaseItem = {
  id: 'exp-delivery',
  name: 'Delivery message test',
  referrersCount: 1,
  modifiedAt: '2025-03-16T10:00:00Z',
  block: {
    id: 'exp-delivery',
    type: 'experience',
    experienceId: 'home_delivery_exp-4411',
    baselines: [{ targets: [richText('standard', 'Delivery in 3–5 days.')] }],
    variants: [
      { name: 'Free delivery message', variantId: 'v-2', targets: [richText('free', 'Free delivery over £50.')] },
    ],
  },
};

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
    expect(within(rows[1]!).getByRole('link', { name: 'rich-text-returns' })).toHaveAttribute(
      'href',
      '#preview-rich-text-returns',
    );
    expect(rows[1]).toHaveTextContent('Returns — 60 days');
    expect(rows[1]).toHaveTextContent('3');
    expect(rows[1]!.querySelector('time')).toHaveAttribute('dateTime', '2025-03-14T09:30:00Z');

    expect(
      within(screen.getByRole('article', { name: 'Preview of Returns — 60 days' })).getByText(
        'Free returns within 60 days.',
      ),
    ).toBeInTheDocument();
    // Previews run in preview mode: a block the storefront cannot draw is explained, not hidden.
    expect(
      within(screen.getByRole('article', { name: 'Preview of Autumn carousel' })).getByRole('note'),
    ).toHaveTextContent('Unknown block type "productCarousel3d"');
    expect(screen.queryByText('No results.')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('draws a segmentation block for the audience, with a note naming the segment shown', () => {
    const { rerender } = render(<PreviewViewer items={[segmentation]} shopper={shopperFor('loyalty')} />);
    const preview = () => screen.getByRole('article', { name: 'Preview of Home — members hero' });
    expect(preview()).toHaveTextContent('Showing segment: loyalty-loggedin');
    expect(within(preview()).getByText('Members earn double points.')).toBeInTheDocument();
    expect(within(preview()).queryByText('Join the club for free delivery.')).toBeNull();

    rerender(<PreviewViewer items={[segmentation]} shopper={shopperFor('guest')} />);
    expect(preview()).toHaveTextContent('Showing baseline');
    expect(within(preview()).getByText('Join the club for free delivery.')).toBeInTheDocument();

    // The override wins over the audience, as on the storefront.
    rerender(<PreviewViewer items={[segmentation]} shopper={shopperFor('loyalty')} testOverride="employee-loggedin" />);
    expect(preview()).toHaveTextContent('Showing segment: employee-loggedin (forced)');
    expect(within(preview()).getByText('Staff sale: 40% off.')).toBeInTheDocument();
  });

  it('forces an experience block’s variant by name or id, and says which', () => {
    const { rerender } = render(<PreviewViewer items={[experience]} />);
    const preview = () => screen.getByRole('article', { name: 'Preview of Delivery message test' });
    expect(preview()).toHaveTextContent('Showing baseline');
    expect(within(preview()).getByText('Delivery in 3–5 days.')).toBeInTheDocument();

    rerender(<PreviewViewer items={[experience]} testOverride="Free delivery message" />);
    expect(preview()).toHaveTextContent('Showing variant: Free delivery message (forced)');
    expect(within(preview()).getByText('Free delivery over £50.')).toBeInTheDocument();

    rerender(<PreviewViewer items={[experience]} testOverride="v-2" />);
    expect(within(preview()).getByText('Free delivery over £50.')).toBeInTheDocument();
  });

  it('sends no analytics: no block event handler, no services.onEvent, no request, no beacon', async () => {
    const fetchSpy = vi.fn(() => Promise.reject(new Error('The preview must not call the network')));
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('fetch', fetchSpy);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon }));
    const popup: ShowcaseItem = {
      id: 'popup-newsletter',
      name: 'Newsletter pop-up',
      referrersCount: 4,
      modifiedAt: '2025-03-16T10:00:00Z',
      block: {
        id: 'popup-newsletter',
        type: 'popup',
        variant: 'newsletter',
        delay: 0,
        minimizedTitle: 'Get 10% off',
        maximizedTitle: 'Join the trail crew',
      },
    };
    const newsletter: ShowcaseItem = {
      id: 'newsletter-footer',
      name: 'Footer newsletter',
      referrersCount: 2,
      modifiedAt: '2025-03-16T10:00:00Z',
      block: { id: 'newsletter-footer', type: 'newsletter', title: 'Trail notes in your inbox' },
    };
    render(
      <PreviewViewer
        items={[segmentation, experience, popup, newsletter]}
        shopper={shopperFor('loyalty')}
        testOverride="v-2"
      />,
    );

    // Every block has drawn, including the ones that report impressions once shown.
    await screen.findByRole('button', { name: 'Get 10% off' });
    expect(screen.getByText('Trail notes in your inbox')).toBeInTheDocument();
    expect(screen.getByText('Members earn double points.')).toBeInTheDocument();
    expect(screen.getByText('Free delivery over £50.')).toBeInTheDocument();

    const calls = vi.mocked(BlockRenderer).mock.calls.map(([props]) => props);
    expect(calls.length).toBeGreaterThanOrEqual(4);
    for (const props of calls) {
      expect(props.onBlockEvent).toBeUndefined();
      expect(props.services?.onEvent).toBeUndefined();
      expect(props.shopper).toEqual(shopperFor('loyalty'));
      expect(props.testOverride).toBe('v-2');
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });
});
