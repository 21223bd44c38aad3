import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { Pagination, pageItems } from './Pagination';

const hrefFor = (page: number) => `/c/men-jackets?page=${page}`;

describe('pageItems', () => {
  it('keeps the first, the last and the neighbours of the current page', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('fills a gap of one page with that page', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
  });
});

describe('Pagination', () => {
  it('links every page, marks the current one and links its neighbours as previous and next', () => {
    render(<Pagination page={3} pageCount={8} hrefFor={hrefFor} label="Pages" />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', hrefFor(2));
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', hrefFor(4));
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 8' })).toHaveAttribute('href', hrefFor(8));
    expect(within(nav).getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByText('3 / 8')).toBeInTheDocument();
  });

  it('shows Previous disabled on the first page and Next disabled on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={4} hrefFor={hrefFor} />);
    const previous = screen.getByRole('link', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    rerender(<Pagination page={4} pageCount={4} hrefFor={hrefFor} />);
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', hrefFor(3));
  });

  it('takes translated labels', () => {
    render(
      <Pagination
        page={2}
        pageCount={3}
        hrefFor={hrefFor}
        previousLabel="Précédent"
        nextLabel="Suivant"
        pageLabel={(page) => `Page ${page} sur 3`}
        summary={(page, count) => `${page} sur ${count}`}
      />,
    );
    expect(screen.getByRole('link', { name: 'Précédent' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2 sur 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('2 sur 3')).toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} hrefFor={hrefFor} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Pagination page={1} pageCount={12} hrefFor={hrefFor} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
