// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { setupMswServer } from '@switchback/test-utils';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consentStateFrom, type ConsentState } from '../lib/consent';
import { AnalyticsProvider, useAnalytics } from './AnalyticsProvider';
import { ConsentProvider, useConsent } from './ConsentProvider';

const server = setupMswServer();
let beacons: { locale: string; events: { name: string; visitorId?: string }[] }[] = [];

beforeEach(() => {
  beacons = [];
  delete window.dataLayer;
  server.use(
    http.post('*/collect/analytics', async ({ request }) => {
      beacons.push((await request.json()) as (typeof beacons)[number]);
      return HttpResponse.json({ accepted: 1 }, { status: 202 });
    }),
  );
});

afterEach(() => {
  delete window.dataLayer;
});

function Page() {
  const { track } = useAnalytics();
  const { decide } = useConsent();
  return (
    <>
      <button type="button" onClick={() => track('add_to_cart', { items: [{ item_id: 'SBJK10001' }] })}>
        Add
      </button>
      <button type="button" onClick={() => decide({ C0001: true, C0002: true, C0003: false, C0004: false })}>
        Accept analytics
      </button>
      <button type="button" onClick={() => decide({ C0001: true, C0002: false, C0003: false, C0004: false })}>
        Reject
      </button>
    </>
  );
}

function renderShop(consent: ConsentState, { preview = false } = {}) {
  const Stub = createRoutesStub([
    {
      path: '/:locale',
      Component: () => (
        <ConsentProvider initial={consent}>
          <AnalyticsProvider preview={preview}>
            <Page />
          </AnalyticsProvider>
        </ConsentProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[`/${consent.region === 'EMEA' ? 'en-gb' : 'en-us'}`]} />);
}

const pushed = () => (window.dataLayer ?? []).map((entry) => entry.event);

describe('AnalyticsProvider', () => {
  it('in EMEA holds every event until the shopper accepts, then releases them to the data layer and the shop’s collector', async () => {
    renderShop(consentStateFrom(undefined, 'en-gb', false));
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.dataLayer).toBeUndefined();
    act(() => screen.getByRole('button', { name: 'Accept analytics' }).click());
    await waitFor(() => expect(pushed()).toEqual(['page_view', 'add_to_cart']));
    await waitFor(
      () =>
        expect(beacons.flatMap((beacon) => beacon.events.map((event) => event.name))).toEqual([
          'page_view',
          'add_to_cart',
        ]),
      { timeout: 3000 },
    );
    // The page names no visitor: the collector adds the HttpOnly visitor id. It names the page's region.
    expect(beacons[0]?.locale).toBe('en-gb');
    expect(beacons[0]?.events[0]).not.toHaveProperty('visitorId');
  });

  it('in EMEA discards what was held when the shopper refuses, and sends nothing after', async () => {
    renderShop(consentStateFrom(undefined, 'en-gb', false));
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    act(() => screen.getByRole('button', { name: 'Reject' }).click());
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(window.dataLayer).toBeUndefined();
    expect(beacons).toEqual([]);
  });

  it('outside EMEA sends at once', async () => {
    renderShop(consentStateFrom(undefined, 'en-us', false));
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    expect(pushed()).toEqual(['page_view', 'add_to_cart']);
    await waitFor(
      () =>
        expect(beacons.flatMap((beacon) => beacon.events.map((event) => event.name))).toEqual([
          'page_view',
          'add_to_cart',
        ]),
      { timeout: 3000 },
    );
    expect(beacons[0]?.locale).toBe('en-us');
  });

  it('sends nothing in preview, whatever the consent', async () => {
    renderShop(consentStateFrom(undefined, 'en-us', true), { preview: true });
    act(() => screen.getByRole('button', { name: 'Add' }).click());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(window.dataLayer).toBeUndefined();
    expect(beacons).toEqual([]);
  });
});
