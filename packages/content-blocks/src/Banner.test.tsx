import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { Banner } from './Banner';
import { bannerBlockSchema, bannerVariants } from './bannerBlockSchema';
import { BlockContextProvider } from './BlockContext';
import { exampleBanner } from './exampleBlocks';

const banner = bannerBlockSchema.parse(exampleBanner);

describe('Banner', () => {
  it.each(bannerVariants)('draws the %s variant accessibly', async (variant) => {
    const { container } = render(
      <main>
        <Banner {...banner} variant={variant} />
      </main>,
    );
    expect(container.querySelector('section')).toHaveClass(`sb-banner--${variant}`);
    expect(screen.getByRole('heading', { name: 'Tent sale: 15% off' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sets the split image width to 60, 50 or 40%, default 60', () => {
    const { container, rerender } = render(<Banner {...banner} />);
    const section = () => container.querySelector('section')!;
    expect(section().style.getPropertyValue('--sb-banner-image-width')).toBe('60%');
    rerender(<Banner {...banner} splitImageWidth={40} />);
    expect(section().style.getPropertyValue('--sb-banner-image-width')).toBe('40%');
    expect(bannerBlockSchema.parse({ ...exampleBanner, splitImageWidth: 33 }).splitImageWidth).toBe(60);
    expect(bannerBlockSchema.parse({ ...exampleBanner, splitImageWidth: 50 }).splitImageWidth).toBe(50);
  });

  it('has no image when thin, and needs one otherwise', () => {
    render(<Banner {...banner} variant="thin" />);
    expect(screen.queryByRole('img')).toBeNull();
    const { media: _media, ...withoutMedia } = exampleBanner;
    expect(bannerBlockSchema.safeParse({ ...withoutMedia, variant: 'thin' }).success).toBe(true);
    expect(bannerBlockSchema.safeParse(withoutMedia).success).toBe(false);
  });

  it('is thin when it names no variant and has no media, as the search page seeds it', () => {
    const seeded = bannerBlockSchema.parse({
      id: 'search-en-gb-banner',
      type: 'banner',
      name: 'Search banner',
      title: 'Need a hand choosing?',
      targets: [
        { id: 'search-help', text: 'Try the boot finder', url: '/en-gb/help/boot-finder', style: { sm: 'text-link' } },
      ],
    });
    expect(seeded.variant).toBe('thin');
    expect(bannerBlockSchema.parse({ ...exampleBanner, variant: undefined }).variant).toBe('standard');
    render(<Banner {...seeded} />);
    expect(screen.getByRole('link', { name: 'Try the boot finder' })).toHaveAttribute(
      'href',
      '/en-gb/help/boot-finder',
    );
  });

  it('is an h3 card with one link in a menu, and the hero uses inverse buttons', () => {
    const { rerender } = render(<Banner {...banner} variant="menu" />);
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(screen.getAllByRole('link').filter((link) => link.classList.contains('sb-button'))).toHaveLength(1);
    rerender(<Banner {...banner} variant="hero" />);
    expect(screen.getByRole('link', { name: 'Shop tents' })).toHaveClass('sb-button--inverse');
  });

  it('merges a ?…#modal link into the current query and opens the modal without navigating', async () => {
    const onOpenModal = vi.fn();
    render(
      <BlockContextProvider
        location={{ pathname: '/en-gb/c/tents-100420', search: '?brand=corrie' }}
        onOpenModal={onOpenModal}
      >
        <Banner {...banner} />
      </BlockContextProvider>,
    );
    const compare = screen.getByRole('link', { name: 'Compare sizes' });
    expect(compare).toHaveAttribute('href', '/en-gb/c/tents-100420?brand=corrie&sleeps=2#modal-tent-sizes');
    expect(compare).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(compare);
    expect(onOpenModal).toHaveBeenCalledWith('modal-tent-sizes');
    expect(window.location.hash).toBe('');
  });

  it('leaves a #modal link as a hash link when the app has no modal opener', () => {
    render(<Banner {...banner} targets={[{ id: 'g', text: 'Size guide', url: '#modal-size-guide' }]} />);
    expect(screen.getByRole('link', { name: 'Size guide' })).toHaveAttribute('href', '#modal-size-guide');
  });

  it('hides its buttons for No-CTA, drops unsafe links and sanitises its text', () => {
    const { container, rerender } = render(<Banner {...banner} linkType="No-CTA" />);
    expect(screen.queryByRole('link', { name: 'Shop tents' })).toBeNull();
    rerender(
      <Banner
        {...banner}
        richText={{ html: '<p>Sale<img src=x onerror=alert(1)><a href="javascript:alert(2)">win</a></p>' }}
        targets={[{ id: 'x', text: 'Win', url: 'javascript:alert(1)' }]}
      />,
    );
    expect(container.innerHTML).not.toMatch(/onerror|javascript:/);
    expect(within(container).queryByRole('link', { name: 'Win' })).toBeNull();
  });
});

describe('Banner rich text links', () => {
  it('opens the modal a #modal link in the rich text names', async () => {
    const onOpenModal = vi.fn();
    render(
      <BlockContextProvider onOpenModal={onOpenModal}>
        <Banner {...banner} />
      </BlockContextProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Which size?' }));
    expect(onOpenModal).toHaveBeenCalledWith('modal-tent-sizes');
  });
});
