// @vitest-environment jsdom
import type { ReactNode } from 'react';
import '@switchback/test-utils/setup-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseBrowseQuery } from '../lib/browseQuery';
import type { ListingFacet } from '../lib/listingFacets';
import { ListingFilters } from './ListingControls';
import { ListingPagination } from './ListingPagination';

function renderAt(url: string, ui: ReactNode) {
  const Stub = createRoutesStub([
    { path: '/:locale/*', Component: () => <>{ui}</> },
    { path: '/pre/:locale/*', Component: () => <>{ui}</> },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

const facets: ListingFacet[] = [
  {
    id: 'color',
    label: 'Colour',
    values: [
      { value: 'BLK', label: 'Black', count: 8 },
      { value: 'NVY', label: 'Navy', count: 2 },
    ],
  },
  { id: 'size', label: 'Size', values: [{ value: 'M', label: 'M', count: 21 }] },
  { id: 'price', label: 'Price', values: [{ value: '50-100', label: '50–100', count: 4 }] },
];

describe('ListingFilters', () => {
  it('is one GET form to the listing in the shopper’s locale, showing the URL’s state', () => {
    const query = parseBrowseQuery(new URLSearchParams('color=NVY&price=50-100&sort=price-desc'));
    const { container } = renderAt(
      '/pre/fr-ca/c/vestes-100110?color=NVY&cms=edit&utm_source=x',
      <ListingFilters path="/c/vestes-100110" query={query} facets={facets} numFound={3} />,
    );
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/pre/fr-ca/c/vestes-100110');
    // On a phone the facets are in a side sheet that the Filters button opens (a native popover; CSS shows it as a
    // column on wide screens); the button counts the filters applied. jsdom draws a popover closed and cannot open
    // one, so the panel's controls are looked up with `hidden: true` (the e2e tests use them in a browser).
    const opener = screen.getByRole('button', { name: /^Filtres/u });
    expect(opener).toHaveTextContent('(2)');
    const panel = document.getElementById(opener.getAttribute('popovertarget') ?? '');
    expect(panel?.hasAttribute('popover')).toBe(true);
    expect(panel?.contains(form ?? null)).toBe(true);
    const hidden = { hidden: true } as const;
    // A French page names the facets in French, whatever the API's labels.
    const colour = screen.getByRole('group', { name: 'Couleur', ...hidden });
    expect(within(colour).getByRole('checkbox', { name: 'Navy (2)', ...hidden })).toHaveProperty('checked', true);
    expect(within(colour).getByRole('checkbox', { name: 'Black (8)', ...hidden })).toHaveProperty('checked', false);
    expect(
      within(screen.getByRole('group', { name: 'Prix', ...hidden })).getByRole('radio', {
        name: '50–100 (4)',
        ...hidden,
      }),
    ).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveProperty('value', 'price-desc');
    // The page is French (fr-ca): so are the controls.
    expect(screen.getByRole('button', { name: 'Appliquer', hidden: true })).toBeTruthy();
    // Carried parameters only; the page number is not a field, so a new filter starts at page 1.
    const hiddenFields = [...container.querySelectorAll('input[type="hidden"]')].map(
      (input) => `${input.getAttribute('name')}=${input.getAttribute('value')}`,
    );
    expect(hiddenFields).toEqual(['cms=edit']);
    expect(screen.getByRole('link', { name: 'Effacer les filtres' }).getAttribute('href')).toBe(
      '/pre/fr-ca/c/vestes-100110?sort=price-desc&cms=edit',
    );
    // Each applied filter is a chip that removes it.
    const chips = screen.getByRole('list', { name: 'Filtres appliqués' });
    expect(within(chips).getByRole('link', { name: /Navy/u }).getAttribute('href')).toBe(
      '/pre/fr-ca/c/vestes-100110?price=50-100&sort=price-desc&cms=edit',
    );
    expect(
      within(chips)
        .getByRole('link', { name: /50–100/u })
        .getAttribute('href'),
    ).toBe('/pre/fr-ca/c/vestes-100110?color=NVY&sort=price-desc&cms=edit');
  });

  it('leaves “any price” and the default sort out of the URL it goes to', async () => {
    const query = parseBrowseQuery(new URLSearchParams('color=NVY'));
    let reached = '';
    const Stub = createRoutesStub([
      {
        path: '/:locale/*',
        Component: () => {
          const location = useLocation();
          reached = `${location.pathname}${location.search}`;
          return <ListingFilters path="/c/vestes-100110" query={query} facets={facets} numFound={3} />;
        },
      },
    ]);
    // As a browser without JavaScript sends the form: the empty choices in the URL.
    const { container } = render(<Stub initialEntries={['/en-us/c/vestes-100110?color=NVY&price=&sort=']} />);
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(reached).toBe('/en-us/c/vestes-100110?color=NVY'));
    expect(reached).not.toMatch(/price=|sort=/);
  });

  it('keeps the search term as a hidden field', () => {
    const { container } = renderAt(
      '/en-us/search?q=parka',
      <ListingFilters
        path="/search"
        query={parseBrowseQuery(new URLSearchParams('q=parka'))}
        facets={facets}
        numFound={3}
      />,
    );
    expect(container.querySelector('input[type="hidden"][name="q"]')?.getAttribute('value')).toBe('parka');
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
  });
});

describe('ListingPagination', () => {
  it('links the previous and next pages with rel and every filter', () => {
    const query = parseBrowseQuery(new URLSearchParams('color=BLK&page=2'));
    renderAt(
      '/en-us/c/jackets-100110?color=BLK&page=2',
      <ListingPagination path="/c/jackets-100110" query={query} pages={3} />,
    );
    const previous = screen.getByRole('link', { name: 'Previous page' });
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(previous.getAttribute('href')).toBe('/en-us/c/jackets-100110?color=BLK');
    expect(previous.getAttribute('rel')).toBe('prev');
    expect(next.getAttribute('href')).toBe('/en-us/c/jackets-100110?color=BLK&page=3');
    expect(next.getAttribute('rel')).toBe('next');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('links every page number, the current one marked as the current page', () => {
    const query = parseBrowseQuery(new URLSearchParams('color=BLK&page=2'));
    renderAt(
      '/en-us/c/jackets-100110?color=BLK&page=2',
      <ListingPagination path="/c/jackets-100110" query={query} pages={3} />,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 1 of 3' }).getAttribute('href')).toBe(
      '/en-us/c/jackets-100110?color=BLK',
    );
    expect(screen.getByRole('link', { name: 'Page 3 of 3' }).getAttribute('href')).toBe(
      '/en-us/c/jackets-100110?color=BLK&page=3',
    );
    const current = screen.getByRole('link', { name: 'Page 2 of 3' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 1 of 3' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows Next as unavailable on the last page (no address, so it cannot be followed)', () => {
    renderAt(
      '/en-us/c/jackets-100110?page=3',
      <ListingPagination path="/c/jackets-100110" query={parseBrowseQuery(new URLSearchParams('page=3'))} pages={3} />,
    );
    const next = screen.getByRole('link', { name: 'Next page' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(next.hasAttribute('href')).toBe(false);
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/en-us/c/jackets-100110?page=2',
    );
  });

  it('draws nothing for a single page', () => {
    const { container } = renderAt(
      '/en-us/c/jackets-100110',
      <ListingPagination path="/c/jackets-100110" query={parseBrowseQuery(new URLSearchParams())} pages={1} />,
    );
    expect(container.querySelector('nav')).toBeNull();
  });
});
