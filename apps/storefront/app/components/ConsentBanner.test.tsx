// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { parseConsentCookie } from '@switchback/analytics';
import { axeViolations, installDialogStandIn, renderWithUser } from '@switchback/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, consentStateFrom, type ConsentState } from '../lib/consent';
import { ConsentBannerPanel } from '../lib/pageIslands';
import { ConsentBanner } from './ConsentBanner';
import { ConsentProvider, useConsent } from './ConsentProvider';

// The banner's code is a chunk of its own; the server loads it before its first request, as this does.
beforeAll(async () => {
  installDialogStandIn();
  await ConsentBannerPanel.preload();
});
afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
});

/** A consumer that gates on consent, to see the state reach the rest of the page. */
function AnalyticsProbe() {
  const { granted } = useConsent();
  return <p data-testid="probe">{granted('C0002') ? 'analytics on' : 'analytics off'}</p>;
}

function page(initial: ConsentState) {
  return createRoutesStub([
    {
      path: '/:locale/*',
      Component: () => (
        <ConsentProvider initial={initial}>
          <main id="main" tabIndex={-1}>
            <a href="/en-gb/c/jackets">Jackets</a>
            <AnalyticsProbe />
          </main>
          <ConsentBanner />
        </ConsentProvider>
      ),
    },
    {
      path: '/pre/:locale/*',
      Component: () => (
        <ConsentProvider initial={initial}>
          <ConsentBanner />
        </ConsentProvider>
      ),
    },
  ]);
}

/** The groups of the consent cookie the browser now holds. */
function storedChoices() {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${CONSENT_COOKIE}=`));
  return pair ? parseConsentCookie(pair.slice(CONSENT_COOKIE.length + 1)) : null;
}

const undecidedUk = consentStateFrom(undefined, 'en-gb', false);

describe('ConsentBanner', () => {
  it('renders on the server as a form that works without JavaScript, fixed over the page', async () => {
    const Page = page(undecidedUk);
    document.body.innerHTML = renderToStaticMarkup(<Page initialEntries={['/en-gb/c/jackets-100110?color=BLK']} />);
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(banner.className).toBe('consent-banner');
    const form = banner.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/consent');
    expect(within(banner).getByDisplayValue('/en-gb/c/jackets-100110?color=BLK').getAttribute('name')).toBe('returnTo');
    for (const [name, value] of [
      ['Accept all', 'accept-all'],
      ['Reject all', 'reject-all'],
      ['Save choices', 'save'],
    ] as const) {
      const button = within(banner).getByRole('button', { name, hidden: true });
      expect([button.getAttribute('type'), button.getAttribute('name'), button.getAttribute('value')]).toEqual([
        'submit',
        'choice',
        value,
      ]);
    }
    // Without a dialog, "Cookie settings" opens the category boxes in place, inside the same form.
    const settings = banner.querySelector('details')!;
    expect(settings.querySelector('summary')?.textContent).toBe('Cookie settings');
    expect(
      [...settings.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].map((box) => [
        box.name,
        box.checked,
        box.disabled,
      ]),
    ).toEqual([
      ['', true, true],
      ['C0002', false, false],
      ['C0003', false, false],
      ['C0004', false, false],
    ]);
    expect(await axeViolations(document.body)).toEqual([]);
    document.body.innerHTML = '';
  });

  it.each([
    ['in NORA', consentStateFrom(undefined, 'en-us', false), '/en-us'],
    ['in EMEA once decided', consentStateFrom('C0001:1,C0002:0,C0003:0,C0004:0', 'en-gb', false), '/en-gb'],
    ['in preview', consentStateFrom(undefined, 'en-gb', true), '/pre/en-gb'],
  ])('is not shown %s', (_name, state, url) => {
    const Page = page(state);
    renderWithUser(<Page initialEntries={[url]} />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('"Accept all" records every category, hides the banner, updates consumers and moves focus to the main content', async () => {
    const Page = page(undecidedUk);
    const { user, container } = renderWithUser(<Page initialEntries={['/en-gb']} />);
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    await within(banner).findByRole('button', { name: 'Cookie settings' });
    expect(banner.querySelector('details')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    expect(screen.getByTestId('probe').textContent).toBe('analytics off');

    await user.click(within(banner).getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(storedChoices()).toEqual({ C0001: true, C0002: true, C0003: true, C0004: true });
    expect(screen.getByTestId('probe').textContent).toBe('analytics on');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('is reachable from the keyboard without trapping focus; "Reject all" by keyboard refuses everything optional', async () => {
    const Page = page(undecidedUk);
    const { user } = renderWithUser(<Page initialEntries={['/en-gb']} />);
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    await within(banner).findByRole('button', { name: 'Cookie settings' });

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Jackets' }));
    await user.tab();
    expect(document.activeElement).toBe(within(banner).getByRole('button', { name: 'Accept all' }));
    await user.tab();
    expect(document.activeElement).toBe(within(banner).getByRole('button', { name: 'Reject all' }));
    await user.tab();
    expect(document.activeElement).toBe(within(banner).getByRole('button', { name: 'Cookie settings' }));
    // Not modal: Shift+Tab leaves the banner for the page again.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Jackets' }));

    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(storedChoices()).toEqual({ C0001: true, C0002: false, C0003: false, C0004: false });
    expect(screen.getByTestId('probe').textContent).toBe('analytics off');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('speaks French on fr-ca pages', async () => {
    // fr-ca is in NORA, so the banner only shows where the state says EMEA; the strings still follow the locale.
    const Page = page({ region: 'EMEA', preview: false, decided: false, choices: {} });
    renderWithUser(<Page initialEntries={['/fr-ca']} />);
    const banner = await screen.findByRole('region', { name: 'Consentement aux témoins' });
    expect(within(banner).getByRole('button', { name: 'Tout accepter' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Tout refuser' })).toBeTruthy();
    expect(await within(banner).findByRole('button', { name: 'Paramètres des témoins' })).toBeTruthy();
  });

  it('outside a provider grants only the strictly necessary category', () => {
    function Probe() {
      const { state, granted } = useConsent();
      return (
        <p>{`${state.region} ${String(state.decided)} ${['C0001', 'C0002', 'C0003', 'C0004'].map((id) => Number(granted(id as 'C0001'))).join('')}`}</p>
      );
    }
    const Stub = createRoutesStub([{ path: '/:locale/*', Component: Probe }]);
    renderWithUser(<Stub initialEntries={['/en-us']} />);
    expect(screen.getByText('EMEA false 1000')).toBeTruthy();
  });
});
