import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { Banner } from './Banner';
import { bannerBlockSchema } from './bannerBlockSchema';
import { BlockRenderer } from './BlockRenderer';
import { gradientBreakpointsSchema, headingHtmlSchema, MEDIA_LIST_LIMIT, mediaListSchema } from './commonBlockFields';
import { exampleBanner, exampleHero, exampleLinkedCard } from './exampleBlocks';
import { Hero } from './Hero';
import { heroBlockSchema } from './heroBlockSchema';
import { LinkedCard } from './LinkedCard';
import { linkedCardBlockSchema } from './linkedCardBlockSchema';

const shell = { url: '/media/category-jackets.svg', alt: 'A waterproof shell on a hanger', width: 600, height: 750 };
const boots = { url: '/media/category-hiking-boots.svg', alt: 'Leather hiking boots', width: 600, height: 750 };

describe('titleHtml and subtitleHtml (content-blocks §3)', () => {
  it('keeps inline markup and drops scripts, links, block elements and markup that leaves no text', () => {
    expect(headingHtmlSchema.parse('Built for the <em>long</em> way round<script>alert(1)</script>')).toBe(
      'Built for the <em>long</em> way round',
    );
    expect(headingHtmlSchema.parse('<p>Only <a href="/x">today</a></p><img src=x onerror=alert(1)>')).toBe(
      'Only today',
    );
    expect(headingHtmlSchema.parse('<p> </p><b>&nbsp;</b>')).toBeUndefined();
    expect(headingHtmlSchema.parse(42)).toBeUndefined();
  });

  it('draws the HTML title and subtitle instead of the plain ones, as the one heading', async () => {
    const hero = heroBlockSchema.parse({
      ...exampleHero,
      titleHtml: 'Built for the <em>long</em> way round',
      subtitleHtml: 'Waterproof to <strong>20,000 mm</strong><script>alert(1)</script>',
    });
    const { container } = render(
      <main>
        <Hero {...hero} />
      </main>,
    );
    const heading = screen.getByRole('heading', { name: 'Built for the long way round' });
    expect(within(heading).getByText('long').tagName).toBe('EM');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Built for the long way round' })).toBeInTheDocument();
    expect(screen.getByText('20,000 mm').tagName).toBe('STRONG');
    expect(screen.queryByText(/The Ridgeline 3-layer shell/)).not.toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sanitises HTML a component is given without the schema (in the browser too)', () => {
    render(
      <Banner
        {...bannerBlockSchema.parse(exampleBanner)}
        titleHtml={'Tent <mark>sale</mark> <img src=x onerror="alert(1)"><a href="javascript:alert(1)">now</a>'}
      />,
    );
    const heading = screen.getByRole('heading', { name: 'Tent sale now' });
    expect(within(heading).getByText('sale').tagName).toBe('MARK');
    expect(heading.querySelector('img, a')).toBeNull();
  });

  it('puts a card’s HTML title inside its link, and a block with only titleHtml still gets its heading', () => {
    const card = linkedCardBlockSchema.parse({ ...exampleLinkedCard, titleHtml: 'Hiking <em>boots</em>' });
    render(<LinkedCard {...card} />);
    const link = screen.getByRole('link', { name: 'Hiking boots' });
    expect(within(link).getByText('boots').tagName).toBe('EM');
    expect(screen.getByRole('heading', { name: 'Hiking boots' })).toContainElement(link);
  });

  it('falls back to the plain title when titleHtml sanitises to nothing', () => {
    const hero = heroBlockSchema.parse({ ...exampleHero, titleHtml: '<script>alert(1)</script>' });
    expect(hero.titleHtml).toBeUndefined();
    render(<Hero {...hero} />);
    expect(screen.getByRole('heading', { name: 'Built for the long way round' })).toBeInTheDocument();
  });
});

describe('mediaList (content-blocks §3)', () => {
  it('keeps the usable images, drops the rest, and draws at most four', () => {
    const list = mediaListSchema.parse([
      shell,
      { url: 'javascript:alert(1)', alt: 'x', width: 10, height: 10 },
      { url: '/no-size.svg', alt: 'No size' },
      boots,
      shell,
      boots,
      shell,
    ]);
    expect(list).toHaveLength(MEDIA_LIST_LIMIT);
    expect(list?.[1]).toEqual(boots);
    expect(mediaListSchema.parse('not a list')).toBeUndefined();
  });

  it('draws the hero’s media and its list in one row, each with its alt text', async () => {
    const hero = heroBlockSchema.parse({ ...exampleHero, gradientStyle: 'full', mediaList: [shell, boots] });
    const { container } = render(
      <main>
        <Hero {...hero} />
      </main>,
    );
    const row = container.querySelector('.sb-hero__media') as HTMLElement;
    expect(row.dataset.mediaCount).toBe('3');
    expect(
      within(row)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual([exampleHero.media.alt, shell.alt, boots.alt]);
    expect(container.querySelector('section')).toHaveClass('sb-hero--media-list');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('gradientBreakpoints (content-blocks §3)', () => {
  it('drops an unknown value at one breakpoint and keeps the others', () => {
    expect(gradientBreakpointsSchema.parse({ sm: 'off', md: 'sparkly', lg: 'focused' })).toEqual({
      sm: 'off',
      lg: 'focused',
    });
    expect(gradientBreakpointsSchema.parse('full')).toBeUndefined();
  });

  it('marks the gradient of each breakpoint, a missing one taking the smaller one’s from gradientStyle', () => {
    const hero = heroBlockSchema.parse({
      ...exampleHero,
      gradientStyle: 'full',
      gradientBreakpoints: { md: 'off', lg: 'focused' },
    });
    const { container } = render(<Hero {...hero} />);
    const section = container.querySelector('section')!;
    expect(section).toHaveClass(
      'sb-hero--overlay',
      'sb-hero--gradient-sm-full',
      'sb-hero--gradient-md-off',
      'sb-hero--gradient-lg-focused',
    );
    expect(section).not.toHaveClass('sb-hero--gradient-full');
    expect(container.querySelector('.sb-hero__gradient')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives a hero without gradientStyle a gradient where a breakpoint asks for one', () => {
    const hero = heroBlockSchema.parse({ ...exampleHero, gradientStyle: 'off', gradientBreakpoints: { lg: 'full' } });
    const { container } = render(<Hero {...hero} />);
    expect(container.querySelector('section')).toHaveClass(
      'sb-hero--overlay',
      'sb-hero--gradient-sm-off',
      'sb-hero--gradient-md-off',
      'sb-hero--gradient-lg-full',
    );
    // The buttons are the inverse kind: at lg they sit on the gradient.
    expect(container.querySelector('.sb-hero__gradient')).not.toBeNull();
  });

  it('is drawn the same way through the renderer from raw CMS data', () => {
    render(
      <BlockRenderer
        blocks={[
          {
            ...exampleHero,
            titleHtml: 'Built for the <em>long</em> way round',
            gradientBreakpoints: { sm: 'focused' },
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Built for the long way round' }).querySelector('em')).not.toBeNull();
    expect(document.querySelector('.sb-hero--gradient-sm-focused')).not.toBeNull();
  });
});
