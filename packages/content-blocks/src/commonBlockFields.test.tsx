import { render, screen } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { Banner } from './Banner';
import { bannerBlockSchema } from './bannerBlockSchema';
import { blockFrame, hideOnBreakpointSchema, responsiveLayoutClasses } from './commonBlockFields';
import { exampleBanner, exampleHero } from './exampleBlocks';
import { Hero } from './Hero';
import { heroBlockSchema, overlayPictureSizes } from './heroBlockSchema';

const common = {
  overline: 'New this season',
  overlineColor: '#1f4d3a',
  eyebrowText: 'Ridgeline collection',
  eyebrowLogo: { url: '/media/icons/leaf.svg', alt: 'Switchback Ridgeline' },
  titleColor: '#10291f',
  titleStyle: 'xl',
  subtitleStyle: 'sm',
  badge: { url: '/media/icons/new.svg', alt: 'New' },
  hideOnBreakpoint: ['sm'],
  bottomMargins: { sm: 16, lg: 48 },
  textAlignmentSmall: 'center',
  textAlignmentLarge: 'left',
  overlayWidth: 'sm',
  isFullWidth: true,
};

describe('common block fields (content-blocks §3)', () => {
  it('draws overline, eyebrow text and logo above the one heading, with the title colour and style', async () => {
    const hero = heroBlockSchema.parse({ ...exampleHero, ...common, gradientStyle: 'off' });
    const { container } = render(
      <main>
        <Hero {...hero} />
      </main>,
    );
    const heading = screen.getByRole('heading', { name: 'Built for the long way round' });
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(heading).toHaveClass('sb-text--xl', 'sb-text--custom-color');
    expect(heading.style.getPropertyValue('--sb-text-color')).toBe('#10291f');
    expect(screen.getByText('New this season')).toHaveClass('sb-heading__overline');
    expect(screen.getByText('Ridgeline collection').closest('p')).toHaveClass('sb-heading__eyebrow');
    expect(screen.getByRole('img', { name: 'Switchback Ridgeline' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'New' })).toHaveClass('sb-block__badge');
    const section = container.querySelector('section')!;
    expect(section).toHaveClass(
      'sb-block--hide-sm',
      'sb-block--full-width',
      'sb-block--text-sm-center',
      'sb-block--text-md-left',
      'sb-block--overlay-sm',
    );
    expect(section.style.getPropertyValue('--sb-block-margin-sm')).toBe('1rem');
    expect(section.style.getPropertyValue('--sb-block-margin-lg')).toBe('3rem');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('drops unusable styling values instead of failing the block', () => {
    const parsed = bannerBlockSchema.parse({
      ...exampleBanner,
      titleColor: 'url(javascript:alert(1))',
      titleStyle: 'giant',
      overlayWidth: 'huge',
      eyebrowLogo: { url: 'javascript:alert(1)' },
      badge: { url: 'data:image/svg+xml,<svg onload=alert(1)>' },
      hideOnBreakpoint: 'sm',
    });
    expect(parsed.titleColor).toBeUndefined();
    expect(parsed.titleStyle).toBeUndefined();
    expect(parsed.overlayWidth).toBeUndefined();
    expect(parsed.eyebrowLogo).toBeUndefined();
    expect(parsed.badge).toBeUndefined();
    expect(parsed.hideOnBreakpoint).toBeUndefined();
  });

  it('reads hideOnBreakpoint as a list or as flags per breakpoint', () => {
    expect(hideOnBreakpointSchema.parse(['md', 'lg'])).toEqual(['md', 'lg']);
    expect(hideOnBreakpointSchema.parse({ sm: true, md: false })).toEqual(['sm']);
    expect(blockFrame('x', { hideOnBreakpoint: ['lg'] }).className).toBe('x sb-block sb-block--hide-lg');
  });

  it('carries a responsive layout up from the smaller breakpoint', () => {
    expect(
      responsiveLayoutClasses('sb-hero', {
        sm: { layout: 'below-1media' },
        lg: { layout: 'overlay-bottom', alignment: 'right' },
      }),
    ).toEqual([
      'sb-hero--sm-below-1media',
      'sb-hero--md-below-1media',
      'sb-hero--lg-overlay-bottom',
      'sb-hero--lg-align-right',
    ]);
  });

  it('puts the caption above the media with captionPosition top and leaves it out with off', () => {
    const hero = heroBlockSchema.parse({ ...exampleHero, captionPosition: 'top' });
    const { container, rerender } = render(<Hero {...hero} />);
    expect(container.querySelector('section')!.firstElementChild).toHaveClass('sb-hero__caption');
    rerender(<Hero {...hero} captionPosition="off" />);
    expect(container.querySelector('.sb-hero__caption')).toBeNull();
    const banner = bannerBlockSchema.parse({
      ...exampleBanner,
      captionText: 'Photo: Loch Etive',
      captionPosition: 'off',
    });
    rerender(<Banner {...banner} />);
    expect(screen.queryByText('Photo: Loch Etive')).toBeNull();
  });

  it('shows rich text below the buttons after them', () => {
    const hero = heroBlockSchema.parse({ ...exampleHero, richTextBelowTargets: { html: '<p>Offer ends Sunday.</p>' } });
    render(<Hero {...hero} />);
    const last = screen.getAllByRole('link').at(-1)!;
    const below = screen.getByText('Offer ends Sunday.');
    expect(last.compareDocumentPosition(below) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('hero variants (content-blocks §2, §9)', () => {
  it('draws the product overlay picture in the boxes of §9 per breakpoint', async () => {
    const hero = heroBlockSchema.parse({
      ...exampleHero,
      variant: 'product-overlay',
      overlayPicture: {
        url: '/media/shell-jacket-cutout.svg',
        alt: 'Ridgeline shell in Moss',
        width: 344,
        height: 538,
      },
    });
    const { container } = render(
      <main>
        <Hero {...hero} />
      </main>,
    );
    const product = screen.getByRole('img', { name: 'Ridgeline shell in Moss' });
    expect(product).toHaveAttribute('width', String(overlayPictureSizes.sm.width));
    expect(product).toHaveAttribute('height', String(overlayPictureSizes.sm.height));
    const sources = [...container.querySelectorAll('.sb-hero__product source')].map((source) => [
      source.getAttribute('media'),
      source.getAttribute('width'),
      source.getAttribute('height'),
    ]);
    expect(sources).toEqual([
      ['(min-width: 64rem)', '344', '538'],
      ['(min-width: 48rem)', '271', '467'],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the content below the media in the content-below variant, even with a gradient', () => {
    const hero = heroBlockSchema.parse({ ...exampleHero, variant: 'content-below', gradientStyle: 'full' });
    const { container } = render(<Hero {...hero} />);
    const section = container.querySelector('section')!;
    expect(section).toHaveClass('sb-hero--stacked', 'sb-hero--gradient-full');
    expect(section).not.toHaveClass('sb-hero--overlay');
    // Text in the page's colours: the buttons are not the inverse form.
    expect(screen.getByRole('link', { name: 'Shop men’s shells' }).className).not.toMatch(/inverse/);
  });

  it('falls back to the standard variant for an unknown one and ignores an overlay picture outside its variant', () => {
    const hero = heroBlockSchema.parse({
      ...exampleHero,
      variant: 'cinema',
      overlayPicture: { url: '/x.svg', alt: 'x', width: 1, height: 1 },
    });
    expect(hero.variant).toBe('standard');
    render(<Hero {...hero} />);
    expect(screen.queryByRole('img', { name: 'x' })).toBeNull();
  });
});

describe('button targets (content-blocks §3)', () => {
  const withTargets = (targets: unknown[]) => heroBlockSchema.parse({ ...exampleHero, gradientStyle: 'off', targets });

  it('draws an icon on either side, and an icon-only target keeps its text as the name', async () => {
    const hero = withTargets([
      { id: 'next', text: 'Next story', url: '/en-gb/stories/2', icon: { icon: 'arrow' }, iconOnly: true },
      { id: 'film', text: 'Watch the film', url: '/en-gb/stories/film', icon: { icon: 'play' }, iconPosition: 'left' },
    ]);
    const { container } = render(
      <main>
        <Hero {...hero} />
      </main>,
    );
    const next = screen.getByRole('link', { name: 'Next story' });
    expect(next).toHaveClass('sb-cta--icon-only');
    expect(next.querySelector('.sb-visually-hidden')).toHaveTextContent('Next story');
    const film = screen.getByRole('link', { name: 'Watch the film' });
    expect(film.firstElementChild?.tagName.toLowerCase()).toBe('svg');
    expect(film.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sets underline and colours, and drops unusable values', () => {
    const hero = withTargets([
      {
        id: 'a',
        text: 'Care guide',
        url: '/en-gb/care',
        style: { sm: 'text-link' },
        underline: 'hover',
        textLinkColor: '#1f4d3a',
        hoverColor: '#10291f',
      },
      {
        id: 'b',
        text: 'Repairs',
        url: '/en-gb/repairs',
        underline: 'sometimes',
        textLinkColor: 'url(x)',
        icon: { icon: 'rocket' },
        iconOnly: true,
      },
    ]);
    render(<Hero {...hero} />);
    const care = screen.getByRole('link', { name: 'Care guide' });
    expect(care).toHaveClass('sb-cta--underline-hover', 'sb-cta--colored', 'sb-cta--hover-colored');
    expect(care.style.getPropertyValue('--sb-cta-color')).toBe('#1f4d3a');
    expect(care.style.getPropertyValue('--sb-cta-hover-color')).toBe('#10291f');
    const repairs = screen.getByRole('link', { name: 'Repairs' });
    // No icon survived, so "icon only" cannot hide the text.
    expect(repairs).toHaveTextContent('Repairs');
    expect(repairs).not.toHaveClass('sb-cta--icon-only');
    expect(repairs.className).not.toMatch(/underline|colored/);
  });
});
