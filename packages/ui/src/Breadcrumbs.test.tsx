import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { label: 'Home', href: '/' },
  { label: 'Men', href: '/c/men' },
  { label: 'Jackets', href: '/c/men-jackets' },
];

describe('Breadcrumbs', () => {
  it('is a labelled navigation with an ordered list of links and the current page last', () => {
    render(<Breadcrumbs items={items} label="Fil d’Ariane" />);
    const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Men' })).toHaveAttribute('href', '/c/men');
    expect(within(nav).queryByRole('link', { name: 'Jackets' })).toBeNull();
    expect(within(nav).getByText('Jackets')).toHaveAttribute('aria-current', 'page');
  });

  it('draws links with the app’s router link', () => {
    render(
      <Breadcrumbs
        items={items}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`/en-gb${href}`} data-router="">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Men' })).toHaveAttribute('href', '/en-gb/c/men');
    expect(screen.getByRole('link', { name: 'Men' })).toHaveAttribute('data-router');
  });

  it('renders nothing without items', () => {
    const { container } = render(<Breadcrumbs items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Breadcrumbs items={items} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
