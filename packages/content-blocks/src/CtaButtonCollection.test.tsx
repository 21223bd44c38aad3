import { render, screen } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { BlockRenderer } from './BlockRenderer';
import { CtaButtonCollection } from './CtaButtonCollection';
import { ctaButtonCollectionBlockSchema } from './ctaButtonCollectionBlockSchema';
import { exampleCtaButtonCollection } from './exampleBlocks';

const quickLinks = ctaButtonCollectionBlockSchema.parse(exampleCtaButtonCollection);
const jackets = '/en-gb/c/mens-jackets-100110';

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
      <BlockRenderer blocks={[exampleCtaButtonCollection]} location={{ pathname: jackets, search: '?type=waterproof' }} />,
    );
    expect(screen.getByRole('link', { name: 'Waterproof' })).toHaveAttribute('aria-current', 'page');

    rerender(<BlockRenderer blocks={[exampleCtaButtonCollection]} location={{ pathname: jackets, search: '' }} />);
    expect(screen.getByRole('link', { name: 'Waterproof' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'All jackets' })).toHaveAttribute('aria-current', 'page');

    rerender(<BlockRenderer blocks={[exampleCtaButtonCollection]} location={{ pathname: '/en-gb/c/tents-100420', search: '' }} />);
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
    expect(container.querySelector('section')).toHaveClass('sb-cta-collection--sm-carousel', 'sb-cta-collection--md-grid', 'sb-cta-collection--lg-grid');
  });

  it('has no axe violations', async () => {
    const { container } = render(<main><CtaButtonCollection {...quickLinks} location={{ pathname: jackets, search: '' }} /></main>);
    expect(await axeViolations(container)).toEqual([]);
  });
});
