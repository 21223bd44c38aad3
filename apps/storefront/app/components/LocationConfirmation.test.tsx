// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, installDialogStandIn, renderWithUser } from '@switchback/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../lib/locales';
import { LocationConfirmation } from './LocationConfirmation';

beforeAll(() => installDialogStandIn());
afterEach(() => vi.unstubAllGlobals());

/** A page with the prompt; `focused` makes its button hold focus when the prompt appears (else nothing has it). */
function page(suggested: Locale, { focused = true } = {}) {
  return createRoutesStub([
    {
      path: '/:locale/*',
      Component: () => (
        <>
          <LocationConfirmation suggested={suggested} />
          <main id="main" tabIndex={-1}>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the page under test holds focus somewhere else when the prompt appears */}
            <button type="button" autoFocus={focused}>
              Add to cart
            </button>
          </main>
        </>
      ),
    },
  ]);
}

describe('LocationConfirmation', () => {
  it('renders on the server as a banner with two links that record the answer and never block the page', async () => {
    const Page = page('fr-ca');
    const html = renderToStaticMarkup(<Page initialEntries={['/en-us/c/jackets-100110?color=BLK']} />);
    document.body.innerHTML = html;
    const banner = screen.getByRole('region', { name: 'Shopping from somewhere else?' });
    expect(document.querySelector('dialog')).toBeNull();
    expect(within(banner).getByRole('link', { name: 'Stay on United States (English)' }).getAttribute('href')).toBe(
      '/location-choice?choice=en-us&return=%2Fen-us%2Fc%2Fjackets-100110%3Fcolor%3DBLK',
    );
    const go = within(banner).getByRole('link', { name: 'Aller sur Canada (français)' });
    expect(go.getAttribute('href')).toBe(
      '/location-choice?choice=fr-ca&return=%2Ffr-ca%2Fc%2Fjackets-100110%3Fcolor%3DBLK',
    );
    expect(go.getAttribute('lang')).toBe('fr-CA');
    expect(await axeViolations(document.body)).toEqual([]);
    document.body.innerHTML = '';
  });

  it('becomes a modal dialog once interactive; "stay" records the answer without reloading and gives focus back', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const Page = page('en-gb');
    const { user, container } = renderWithUser(<Page initialEntries={['/en-us/checkout']} />);
    const dialog = await screen.findByRole('dialog', { name: 'Shopping from somewhere else?' });
    expect(
      within(dialog).getByText(
        'You are on our United States (English) site. Our United Kingdom (English) site may suit you better.',
      ),
    ).toBeTruthy();
    // The checkout belongs to this site's cart: the other site is offered from its home page.
    expect(within(dialog).getByRole('link', { name: 'Go to United Kingdom (English)' }).getAttribute('href')).toBe(
      '/location-choice?choice=en-gb&return=%2Fen-gb',
    );
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Stay on United States (English)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/location-choice?choice=en-us&return=%2Fen-us%2Fcheckout', {
      method: 'POST',
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to cart' }));
  });

  it('on a fresh landing (focus nowhere when it opened), "stay" puts focus on the main content, not the body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const Page = page('en-us', { focused: false });
    const { user } = renderWithUser(<Page initialEntries={['/en-gb']} />);
    const dialog = await screen.findByRole('dialog', { name: 'Shopping from somewhere else?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on United Kingdom (English)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('stays on Escape, and speaks French on fr-ca pages', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const Page = page('en-ca');
    const { user } = renderWithUser(<Page initialEntries={['/fr-ca']} />);
    const dialog = await screen.findByRole('dialog', { name: 'Vous magasinez d’ailleurs ?' });
    expect(within(dialog).getByRole('button', { name: 'Rester sur Canada (français)' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Go to Canada (English)' }).getAttribute('lang')).toBe('en-CA');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/location-choice?choice=fr-ca&return=%2Ffr-ca', { method: 'POST' });
  });
});
