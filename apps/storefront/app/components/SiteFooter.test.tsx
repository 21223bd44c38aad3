// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { prepareBlocks } from '@switchback/content-blocks';
import type { SiteChrome } from '../lib/siteChrome.server';
import { SiteFooter } from './SiteFooter';

// The CMS footer document as commerce-api seeds it for en-us (the link columns block, then the legal text).
const cmsFooter: SiteChrome = {
  menu: [],
  popups: [],
  promoBar: [],
  footerBlocks: prepareBlocks([
    {
      id: 'footer-en-us-columns',
      type: 'footerColumns',
      name: 'Footer columns',
      columns: [
        {
          title: 'Help',
          targets: [
            { id: 'f-contact', text: 'Contact us', url: '/en-us/help/contact-us' },
            { id: 'f-bad', text: 'Win a tent', url: 'javascript:alert(1)' },
          ],
        },
        { title: 'About', targets: [{ id: 'f-privacy', text: 'Privacy notice', url: '/en-us/terms/privacy' }] },
      ],
    },
    { id: 'footer-en-us-legal', type: 'richText', name: 'Legal', richText: { html: '<p>© 2026 Switchback.</p>' } },
  ]),
};

function renderFooterAt(url: string, chrome?: SiteChrome) {
  const Stub = createRoutesStub([
    {
      id: 'live',
      path: '/:locale/*',
      loader: () => ({ chrome }),
      Component: () => <SiteFooter />,
      HydrateFallback: () => null,
    },
    { path: '/pre/:locale/*', Component: () => <SiteFooter /> },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

describe('SiteFooter link columns', () => {
  it('draws the CMS footerColumns block through content-blocks: a navigation per column, a phone accordion, unsafe links left out', async () => {
    renderFooterAt('/en-us/cart', cmsFooter);
    const help = await screen.findByRole('navigation', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/en-us/help/contact-us');
    expect(screen.queryByRole('link', { name: 'Win a tent' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'About' })).toBeTruthy();
    // jsdom has no matchMedia: the phone layout, a closed native accordion per column.
    const details = help.querySelector('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(within(help).getByText('Help'));
    expect(details.open).toBe(true);
    // The built-in columns give way to the CMS ones; the CMS legal text replaces the built-in line.
    expect(screen.queryByRole('navigation', { name: 'Programs' })).toBeNull();
    expect(screen.getByText('© 2026 Switchback.')).toBeTruthy();
  });

  it('falls back to the built-in columns in the shopper’s language, keeping preview mode in their links', () => {
    renderFooterAt('/pre/fr-ca/cart?preview=true');
    const help = screen.getByRole('navigation', { name: 'Aide' });
    expect(within(help).getByRole('link', { name: 'Nous joindre' }).getAttribute('href')).toBe(
      '/pre/fr-ca/help/contact-us?preview=true',
    );
    expect(screen.getByRole('navigation', { name: 'Programmes' })).toBeTruthy();
  });
});
