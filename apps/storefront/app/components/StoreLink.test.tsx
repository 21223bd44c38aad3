// @vitest-environment jsdom
import type { ReactNode } from 'react';
import '@switchback/test-utils/setup-dom';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteHeader, SkipLink } from './SiteHeader';
import { StoreLink } from './StoreLink';
import { siteHeaderBarIsland, siteMenuDrawerIsland } from '../lib/chromeIslands';

function renderAt(url: string, ui: ReactNode, path = '/:locale/*') {
  const Stub = createRoutesStub([
    { path, Component: () => <>{ui}</> },
    { path: '/pre/:locale/*', Component: () => <>{ui}</> },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

describe('StoreLink', () => {
  it('links inside the current locale and carries the spec §2 query parameters only', () => {
    renderAt(
      '/fr-ca/c/chaussures-1234?siteId=sb-ca&cms=edit&enrollment_marketing_source=email&utm_campaign=x',
      <StoreLink to="/cart">Panier</StoreLink>,
    );
    expect(screen.getByRole('link', { name: 'Panier' }).getAttribute('href')).toBe(
      '/fr-ca/cart?siteId=sb-ca&cms=edit&enrollment_marketing_source=email',
    );
  });

  it('stays in preview mode under /pre', () => {
    renderAt('/pre/en-gb?preview=true', <StoreLink to="/help/contact-us">Contact us</StoreLink>);
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/pre/en-gb/help/contact-us?preview=true',
    );
  });

  it('can switch locale, keeping the carried parameters', () => {
    renderAt(
      '/en-ca/cart?cms=edit',
      <StoreLink to="/cart" locale="fr-ca">
        Français
      </StoreLink>,
    );
    expect(screen.getByRole('link', { name: 'Français' }).getAttribute('href')).toBe('/fr-ca/cart?cms=edit');
  });

  it('falls back to the default locale outside a served locale (e.g. a 404 for /de-de)', () => {
    renderAt('/de-de', <StoreLink to="/">Home</StoreLink>);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en-us');
  });
});

describe('SiteHeader', () => {
  it('comes after the skip link, and has a home link and a labelled primary navigation whose links carry the query', async () => {
    // As the server does before its first request (lib/pageIslands.server.ts): the header's parts are drawn at once.
    await Promise.all([siteHeaderBarIsland.load(), siteMenuDrawerIsland.load()]);
    renderAt(
      '/en-us?cms=edit&x=1',
      <>
        <SkipLink />
        <SiteHeader />
      </>,
    );
    expect((await screen.findByRole('link', { name: 'Switchback' })).getAttribute('href')).toBe('/en-us?cms=edit');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
    const nav = screen.getByRole('navigation', { name: 'Primary' });
    expect(nav.querySelector('a[href="/en-us/cart?cms=edit"]')?.textContent).toBe('Cart');
  });
});
