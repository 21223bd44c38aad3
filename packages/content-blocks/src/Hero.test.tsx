import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { exampleHero } from './exampleBlocks';
import { Hero } from './Hero';
import { heroBlockSchema, type HeroBlock } from './heroBlockSchema';

const hero: HeroBlock = heroBlockSchema.parse(exampleHero);

describe('Hero', () => {
  it('renders a region named by its title with subtitle, rich text, links and caption', () => {
    render(<Hero {...hero} />);

    const region = screen.getByRole('region', { name: 'Built for the long way round' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Built for the long way round');
    expect(region).toHaveTextContent('20,000 mm waterproof');
    expect(within(region).getByRole('link', { name: 'Find your size' })).toHaveAttribute('href', '#modal-size-guide');
    expect(within(region).getByRole('link', { name: 'Shop men’s shells' })).toHaveAttribute(
      'href',
      '/en-gb/c/mens-waterproof-jackets-1204',
    );
    expect(within(region).getByRole('link', { name: 'Shop women’s shells' })).toHaveClass('sb-button--secondary');
    expect(region).toHaveTextContent('Photographed on Striding Edge');
  });

  it('gives the image its text alternative and intrinsic size', () => {
    render(<Hero {...hero} />);
    const image = screen.getByRole('img', { name: 'Two hikers in waterproof shells on a rocky ridge at dawn' });
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <Hero {...hero} />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('overlays the content on a focused (50%) or full (35%) gradient, inverse buttons on top', () => {
    const { container, rerender } = render(<Hero {...hero} gradientStyle="focused" />);
    const section = container.querySelector('section')!;
    expect(section).toHaveClass('sb-hero--overlay', 'sb-hero--gradient-focused');
    expect(container.querySelector('.sb-hero__gradient')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Shop men’s shells' })).toHaveClass('sb-button--inverse');

    rerender(<Hero {...hero} gradientStyle="full" />);
    expect(section).toHaveClass('sb-hero--gradient-full');
  });

  it('puts the content below the image when there is no gradient', () => {
    const { container } = render(<Hero {...hero} gradientStyle="off" />);
    expect(container.querySelector('section')).toHaveClass('sb-hero--stacked');
    expect(container.querySelector('.sb-hero__gradient')).toBeNull();
    expect(screen.getByRole('link', { name: 'Shop men’s shells' })).not.toHaveClass('sb-button--inverse');
  });

  it('sanitises its rich text', () => {
    render(
      <Hero
        {...hero}
        richText={{ html: '<p>Seam-sealed<img src=x onerror="alert(1)"><script>alert(2)</script></p>' }}
      />,
    );
    const region = screen.getByRole('region');
    expect(region.innerHTML).not.toMatch(/onerror|<script/);
    expect(region).toHaveTextContent('Seam-sealed');
  });

  it('drops a button with an unsafe link, and tells editors why in preview', () => {
    const targets = [...(hero.targets ?? []), { id: 'bad', text: 'Win a jacket', url: 'javascript:alert(1)' }];
    const { rerender } = render(<Hero {...hero} targets={targets} />);
    expect(screen.queryByText(/Win a jacket/)).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);

    rerender(<Hero {...hero} targets={targets} preview />);
    expect(screen.getByText(/Button “Win a jacket” is hidden/)).toBeInTheDocument();
  });

  it('opens new-tab links without giving the new page a handle on this one', () => {
    render(
      <Hero
        {...hero}
        targets={[{ text: 'Read the test report', url: 'https://example.org/report', targetAttribute: '_blank' }]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Read the test report' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('hides the buttons for No-CTA', () => {
    render(<Hero {...hero} linkType="No-CTA" />);
    expect(screen.queryByRole('link', { name: /Shop/ })).toBeNull();
  });

  it('can be the page heading, or keep its title for screen readers only', () => {
    const { rerender } = render(<Hero {...hero} titleH1 />);
    expect(screen.getByRole('heading', { level: 1, name: 'Built for the long way round' })).toBeInTheDocument();

    rerender(<Hero {...hero} hideTitle />);
    expect(screen.getByRole('heading', { name: 'Built for the long way round' })).toHaveClass('sb-visually-hidden');
  });

  it('is not a landmark when it has no title', () => {
    render(<Hero {...hero} title={undefined} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
