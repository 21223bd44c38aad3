// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { parseConsentCookie } from '@switchback/analytics';
import { axeViolations, installDialogStandIn, renderWithUser } from '@switchback/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, consentStateFrom, type ConsentState } from '../lib/consent';
import { ConsentBanner } from './ConsentBanner';
import { ConsentProvider, useConsent } from './ConsentProvider';

beforeAll(() => installDialogStandIn());
afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
});

/** The footer's "Cookie preferences" button, as the shop chrome wires it. */
function FooterLink() {
  const { openPreferences, state } = useConsent();
  return (
    <footer>
      <button type="button" onClick={openPreferences}>
        Cookie preferences
      </button>
      <p data-testid="decided">{String(state.decided)}</p>
    </footer>
  );
}

function page(initial: ConsentState) {
  return createRoutesStub([
    {
      path: '/:locale/*',
      Component: () => (
        <ConsentProvider initial={initial}>
          <main id="main" tabIndex={-1} />
          <FooterLink />
          <ConsentBanner />
        </ConsentProvider>
      ),
    },
  ]);
}

function storedChoices() {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${CONSENT_COOKIE}=`));
  return pair ? parseConsentCookie(pair.slice(CONSENT_COOKIE.length + 1)) : null;
}

function boxes(dialog: HTMLElement) {
  return [/^Strictly necessary\s*\(Always on\)$/, 'Performance and analytics', 'Functional', 'Targeting'].map((name) =>
    within(dialog).getByRole('checkbox', { name }),
  ) as HTMLInputElement[];
}

describe('ConsentPreferences', () => {
  it('opens from the banner as a modal dialog, preset off in EMEA, and saves the ticked categories', async () => {
    const Page = page(consentStateFrom(undefined, 'en-gb', false));
    const { user, container } = renderWithUser(<Page initialEntries={['/en-gb/cart']} />);
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    await user.click(await within(banner).findByRole('button', { name: 'Cookie settings' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    // Focus moves into the dialog (the browser's showModal; the stand-in mimics it).
    expect(dialog.contains(document.activeElement)).toBe(true);
    const [necessary, analytics, functional, targeting] = boxes(dialog);
    expect([necessary!.checked, necessary!.disabled]).toEqual([true, true]);
    expect([analytics!.checked, functional!.checked, targeting!.checked]).toEqual([false, false, false]);
    expect(within(dialog).getByText('Count visits and see which pages work, so we can improve the shop.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(functional!);
    await user.click(within(dialog).getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedChoices()).toEqual({ C0001: true, C0002: false, C0003: true, C0004: false });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(screen.getByTestId('decided').textContent).toBe('true');
    // The button that opened it went with the banner: focus lands on the main content, not the body.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('Escape closes without recording anything and gives focus back to the button that opened it', async () => {
    const Page = page(consentStateFrom(undefined, 'en-gb', false));
    const { user } = renderWithUser(<Page initialEntries={['/en-gb']} />);
    const settings = await screen.findByRole('button', { name: 'Cookie settings' });
    await user.click(settings);
    await screen.findByRole('dialog', { name: 'Cookie preferences' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(settings);
    expect(storedChoices()).toBeNull();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();
  });

  it('opens from openPreferences (the footer) with NORA categories shown on, and records "Reject all"', async () => {
    const Page = page(consentStateFrom(undefined, 'en-us', false));
    const { user } = renderWithUser(<Page initialEntries={['/en-us']} />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    const footerLink = screen.getByRole('button', { name: 'Cookie preferences' });
    await user.click(footerLink);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect(boxes(dialog).map((box) => box.checked)).toEqual([true, true, true, true]);

    await user.click(within(dialog).getByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedChoices()).toEqual({ C0001: true, C0002: false, C0003: false, C0004: false });
    expect(document.activeElement).toBe(footerLink);
  });

  it('presets the recorded choices, and "Accept all" turns everything on', async () => {
    const Page = page(consentStateFrom('C0001:1,C0002:1,C0003:0,C0004:0', 'en-gb', false));
    const { user } = renderWithUser(<Page initialEntries={['/en-gb']} />);
    await user.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect(boxes(dialog).map((box) => box.checked)).toEqual([true, true, false, false]);
    await user.click(within(dialog).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedChoices()).toEqual({ C0001: true, C0002: true, C0003: true, C0004: true });
  });

  it('speaks French on fr-ca pages', async () => {
    const Page = page(consentStateFrom(undefined, 'fr-ca', false));
    const { user } = renderWithUser(<Page initialEntries={['/fr-ca']} />);
    await user.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Préférences en matière de témoins' });
    expect(within(dialog).getByRole('checkbox', { name: 'Ciblage' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Enregistrer mes choix' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });
});
