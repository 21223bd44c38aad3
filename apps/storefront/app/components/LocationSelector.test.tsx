// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './SiteFooter';
import { LocationSelector } from './LocationSelector';
import { toSiteLocations, type SiteChrome } from '../lib/siteChrome.server';

function renderAt(url: string, ui: React.ReactNode) {
  const Stub = createRoutesStub([
    { path: '/:locale/*', Component: () => <>{ui}</> },
    { path: '/pre/:locale/*', Component: () => <>{ui}</> },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

describe('LocationSelector', () => {
  it('links the same page and query in every served locale, the current one marked', () => {
    renderAt('/en-us/c/mens-jackets-100110?color=BLK&cms=edit', <LocationSelector />);
    const list = screen.getByRole('list', { name: 'Choose your country and language' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en-us/c/mens-jackets-100110?color=BLK&cms=edit',
      '/en-ca/c/mens-jackets-100110?color=BLK&cms=edit',
      '/fr-ca/c/mens-jackets-100110?color=BLK&cms=edit',
      '/en-gb/c/mens-jackets-100110?color=BLK&cms=edit',
    ]);
    expect(within(list).getByRole('link', { name: 'United States (English)' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(screen.getByText('Shipping to: United States (English)')).toBeTruthy();
  });

  it('closes its open list on Escape, focus back on the summary', () => {
    renderAt('/en-us/cart', <LocationSelector />);
    const details = document.querySelector('details')!;
    const summary = details.querySelector('summary')!;
    details.open = true;
    const link = within(details).getAllByRole('link')[0]!;
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });

  it('drops the siteId of the site being left when switching country, keeping the other carried parameters', () => {
    renderAt('/en-ca/c/mens-jackets-100110?siteId=sb-ca&cms=edit&enrollment_marketing_source=qr', <LocationSelector />);
    const list = screen.getByRole('list', { name: 'Choose your country and language' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/en-us/c/mens-jackets-100110?cms=edit&enrollment_marketing_source=qr',
      '/en-ca/c/mens-jackets-100110?siteId=sb-ca&cms=edit&enrollment_marketing_source=qr',
      '/fr-ca/c/mens-jackets-100110?siteId=sb-ca&cms=edit&enrollment_marketing_source=qr',
      '/en-gb/c/mens-jackets-100110?cms=edit&enrollment_marketing_source=qr',
    ]);
  });

  it('keeps preview mode and goes to the home page of another locale from a home page', () => {
    renderAt('/pre/fr-ca', <LocationSelector />);
    expect(screen.getByRole('link', { name: 'United Kingdom (English)' }).getAttribute('href')).toBe('/pre/en-gb');
    expect(screen.getByText('Livraison : Canada (français)')).toBeTruthy();
    // French typography: a no-break space before each colon, the hidden label's included.
    expect(document.querySelector('summary')?.textContent).toBe(
      'Pays et langue\u00a0: Livraison\u00a0: Canada (français)',
    );
  });
});

describe("LocationSelector with commerce-api's location selector", () => {
  it('lists only the locales commerce-api offers, each with its currency', async () => {
    const chrome: SiteChrome = {
      menu: [],
      promoBar: [],
      footerBlocks: [],
      popups: [],
      locations: [
        { locale: 'en-us', currency: 'USD' },
        { locale: 'en-gb', currency: 'GBP' },
      ],
    };
    const Stub = createRoutesStub([
      { id: 'live', path: '/:locale/*', loader: () => ({ chrome }), Component: () => <LocationSelector /> },
    ]);
    render(<Stub initialEntries={['/en-us/cart']} />);
    const list = await screen.findByRole('list', { name: 'Choose your country and language' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['United States (English) · USD', 'United Kingdom (English) · GBP']);
  });
});

describe('toSiteLocations', () => {
  it('keeps the served locales of each site with the site currency', () => {
    const answer = {
      sites: [
        { currency: 'CAD', locales: [{ locale: 'en-ca' }, { locale: 'fr-ca' }] },
        { currency: 'EUR', locales: [{ locale: 'fr-fr' }] },
        { locales: [{ locale: 'en-us' }] },
      ],
    };
    expect(toSiteLocations(answer)).toEqual([
      { locale: 'en-ca', currency: 'CAD' },
      { locale: 'fr-ca', currency: 'CAD' },
    ]);
    expect(toSiteLocations(null)).toEqual([]);
  });
});

describe('SiteFooter', () => {
  it('speaks French on fr-ca pages and English on en-gb pages', async () => {
    // The built-in link columns are drawn by the FooterColumns block, whose code loads on demand: an awaited act
    // lets React retry once the chunk is there.
    const { unmount } = await act(async () => renderAt('/fr-ca/cart', <SiteFooter />));
    expect(await screen.findByRole('navigation', { name: 'Aide' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nous joindre' }).getAttribute('href')).toBe('/fr-ca/help/contact-us');
    unmount();
    await act(async () => renderAt('/en-gb/cart', <SiteFooter />));
    expect((await screen.findByRole('link', { name: 'Contact us' })).getAttribute('href')).toBe(
      '/en-gb/help/contact-us',
    );
  });
});
