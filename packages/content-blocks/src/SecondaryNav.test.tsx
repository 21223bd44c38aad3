import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { BlockRenderer } from './BlockRenderer';
import { SecondaryNav } from './SecondaryNav';
import { exampleSecondaryNav } from './SecondaryNav.examples';
import { secondaryNavBlockSchema } from './secondaryNavBlockSchema';

const nav = secondaryNavBlockSchema.parse(exampleSecondaryNav);

describe('SecondaryNav', () => {
  it('is a navigation landmark named by its title, with every safe link', () => {
    render(
      <SecondaryNav {...nav} targets={[...nav.targets, { id: 'bad', text: 'Bad', url: 'javascript:alert(1)' }]} />,
    );
    const landmark = screen.getByRole('navigation', { name: 'Help centre' });
    expect(landmark).toHaveClass('sb-secondary-nav--divider', 'sb-secondary-nav--left');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Delivery',
      'Returns & refunds',
      'Size guides',
      'Repairs',
      'Contact us',
    ]);
  });

  it('opens and closes as an accordion (the toggle is shown on phones)', async () => {
    const user = userEvent.setup();
    render(<SecondaryNav {...nav} />);
    const toggle = screen.getByRole('button', { name: 'Help centre' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation')).toHaveClass('sb-secondary-nav--open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page’s link, following route changes', () => {
    const { rerender } = render(
      <BlockRenderer blocks={[exampleSecondaryNav]} location={{ pathname: '/en-gb/help/returns', search: '' }} />,
    );
    expect(screen.getByRole('link', { name: 'Returns & refunds' })).toHaveAttribute('aria-current', 'page');
    rerender(
      <BlockRenderer blocks={[exampleSecondaryNav]} location={{ pathname: '/en-gb/help/repairs/', search: '' }} />,
    );
    expect(screen.getByRole('link', { name: 'Returns & refunds' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Repairs' })).toHaveAttribute('aria-current', 'page');
  });

  it('needs a title and at least one link', () => {
    expect(secondaryNavBlockSchema.safeParse({ ...exampleSecondaryNav, targets: [] }).success).toBe(false);
    expect(secondaryNavBlockSchema.safeParse({ ...exampleSecondaryNav, title: ' ' }).success).toBe(false);
  });

  it('has no axe violations', async () => {
    const { container } = render(<SecondaryNav {...nav} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
