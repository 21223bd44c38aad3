// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, setupMswServer } from '@switchback/test-utils';
import { createApiClient } from '@switchback/api-client';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { createRoutesStub, RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as storeDetailsRoute from './storeDetails';
import * as storeLocatorRoute from './storeLocator';
import { sessionContext, storeContext } from '../lib/context.server';
import { siteIdForLocale, htmlLang, type Locale } from '../lib/locales';
import type { RequestSession } from '../lib/session.server';
import { API_URL, STORE_URL } from '../testing/commerceApiStub';

const server = setupMswServer();
const HOURS = {
  mon: '10:00-20:00',
  tue: '10:00-20:00',
  wed: '10:00-20:00',
  thu: '10:00-20:00',
  fri: '10:00-21:00',
  sat: '09:00-21:00',
  sun: '11:00-18:00',
};
const METHODS = [
  { code: 'pickup', label: 'Pick up in store', deliveryTime: 'same day', price: { amount: 0 } },
  { code: 'sts', label: 'Ship to store', deliveryTime: '3-6 business days', price: { amount: 0 } },
];
const DENVER = {
  id: '1001',
  kind: 'store',
  name: 'Switchback Denver Flagship',
  address: { addressLine1: '1601 Wazee St', city: 'Denver', province: 'CO', postalCode: '80202', country: 'US' },
  phone: '+13035550100',
  latitude: 39.7527,
  longitude: -104.9992,
  services: ['pickup', 'sts', 'returns'],
  openingHours: HOURS,
  shippingMethods: METHODS,
};
const TORONTO = {
  ...DENVER,
  id: '2001',
  name: 'Switchback Toronto Queen Street',
  address: { addressLine1: '388 Queen St W', city: 'Toronto', province: 'ON', postalCode: 'M5V 2A7', country: 'CA' },
};
const LOCKER = {
  id: '9001',
  kind: 'collectionPoint',
  name: 'ParcelPoint Union Station',
  address: { addressLine1: '1701 Wynkoop St', city: 'Denver', province: 'CO', postalCode: '80202', country: 'US' },
  phone: null,
  latitude: 39.753,
  longitude: -105.0002,
  services: ['pudo'],
  openingHours: Object.fromEntries(Object.keys(HOURS).map((day) => [day, '00:00-24:00'])),
  shippingMethods: [
    { code: 'pudo', label: 'Collection point', deliveryTime: '2-4 business days', price: { amount: 0 } },
  ],
};

/** commerce-api's two store searches over three places; records each body. */
function storesApi() {
  const bodies: { path: string; body: Record<string, unknown> }[] = [];
  const answer =
    (kind: string) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push({ path: new URL(request.url).pathname, body });
      if (body.city === 'Atlantis')
        return HttpResponse.json({ errorId: 'STR404', message: 'No stores found near that place' }, { status: 404 });
      const ids = body.storeIds as string[] | undefined;
      const near = body.latitude !== undefined || body.city !== undefined || body.postalCode !== undefined;
      const stores = [DENVER, TORONTO, LOCKER]
        .filter(
          (place) =>
            place.kind === kind &&
            (!ids || ids.includes(place.id)) &&
            (!body.countryCode || place.address.country === body.countryCode),
        )
        .map((place) => ({ ...place, ...(near ? { distanceKm: place.id === '9001' ? 0.1 : 0.4 } : {}) }));
      return HttpResponse.json({ count: stores.length, stores });
    };
  server.use(
    http.post(`${API_URL}/stores/v1/search`, answer('store')),
    http.post(`${API_URL}/stores/v1/collectionPoints`, answer('collectionPoint')),
  );
  return bodies;
}

function contextFor(locale: Locale) {
  const context = new RouterContextProvider();
  context.set(storeContext, { locale, siteId: siteIdForLocale(locale), preview: false, lang: htmlLang(locale) });
  const api = createApiClient({ baseUrl: API_URL, identity: { siteId: siteIdForLocale(locale), locale } });
  context.set(sessionContext, { api: () => api } as unknown as RequestSession);
  return context;
}

function renderRoute(module: { default: unknown; loader: unknown }, path: string, url: string) {
  const locale = url.split('/')[1] as Locale;
  const Stub = createRoutesStub(
    [
      {
        id: 'under-test',
        path,
        Component: module.default as ComponentType,
        HydrateFallback: () => null,
        loader: module.loader as never,
      },
    ],
    contextFor(locale),
  );
  return render(<Stub initialEntries={[url]} future={{ v8_middleware: true }} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('store locator', () => {
  it('searches a city for stores of the locale country, each linking to its page with translated services', async () => {
    const bodies = storesApi();
    const { container } = renderRoute(storeLocatorRoute, '/:locale/store-locator', '/en-us/store-locator?q=Denver');
    const link = await screen.findByRole('link', { name: 'Details of Switchback Denver Flagship' });
    expect(link.getAttribute('href')).toBe('/en-us/stores/switchback-denver-flagship-1001');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('1 store');
    expect(screen.getByText('Services: Pick up in store, Ship to store, Returns')).toBeTruthy();
    expect(bodies).toEqual([{ path: '/stores/v1/search', body: { city: 'Denver', countryCode: 'US', limit: 10 } }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists collection points, or both kinds nearest first', async () => {
    const bodies = storesApi();
    renderRoute(storeLocatorRoute, '/:locale/store-locator', '/en-us/store-locator?q=80202&type=all');
    await screen.findByRole('link', { name: 'Details of ParcelPoint Union Station' });
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual(['ParcelPoint Union Station', 'Switchback Denver Flagship']);
    expect(screen.getByText('Collection point')).toBeTruthy();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('2 places');
    expect(bodies.map((entry) => entry.path).sort()).toEqual(['/stores/v1/collectionPoints', '/stores/v1/search']);
    expect(bodies[0]?.body).toMatchObject({ postalCode: '80202' });
    expect((screen.getByRole('combobox', { name: 'Show' }) as HTMLSelectElement).value).toBe('all');
  });

  it('searches around a position from the URL, and says an unknown place or a bad position has no store', async () => {
    const bodies = storesApi();
    renderRoute(storeLocatorRoute, '/:locale/store-locator', '/en-us/store-locator?lat=39.75&lng=-105');
    expect(await screen.findByRole('heading', { name: 'Nearest to your location' })).toBeTruthy();
    expect(bodies[0]?.body).toEqual({ latitude: 39.75, longitude: -105, countryCode: 'US', limit: 10 });
    renderRoute(storeLocatorRoute, '/:locale/store-locator', '/en-us/store-locator?q=Atlantis');
    expect(
      await screen.findByText('No store matches this place. Try a nearby city or another postal code.'),
    ).toBeTruthy();
  });

  it('refuses a position out of range without asking the API', async () => {
    const bodies = storesApi();
    renderRoute(storeLocatorRoute, '/:locale/store-locator', '/en-us/store-locator?lat=91&lng=0');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That position is not valid. Search by city or postal code instead.',
    );
    expect(bodies).toEqual([]);
  });

  it('"Use my location" searches around the browser position, and says so when the shopper refuses', async () => {
    const bodies = storesApi();
    let answer: 'grant' | 'deny' = 'deny';
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
          if (answer === 'grant') ok({ coords: { latitude: 39.75271, longitude: -104.99921 } } as GeolocationPosition);
          else
            fail({
              code: 1,
              PERMISSION_DENIED: 1,
              POSITION_UNAVAILABLE: 2,
              TIMEOUT: 3,
              message: 'denied',
            } as GeolocationPositionError);
        },
      },
    });
    renderRoute(storeLocatorRoute, '/:locale/store-locator', '/fr-ca/store-locator?q=Toronto');
    const button = await screen.findByRole('button', { name: 'Utiliser ma position' });
    fireEvent.click(button);
    expect(
      await screen.findByText(
        "L'accès à votre position n'a pas été autorisé. Cherchez plutôt par ville ou code postal.",
      ),
    ).toBeTruthy();
    answer = 'grant';
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Les plus proches de votre position' })).toBeTruthy();
    expect(bodies.at(-1)?.body).toEqual({ latitude: 39.7527, longitude: -104.9992, countryCode: 'CA', limit: 10 });
  });

  it('says when the browser has no geolocation', async () => {
    storesApi();
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    renderRoute(storeLocatorRoute, '/:locale/store-locator', '/en-us/store-locator');
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(
      await screen.findByText('This browser cannot share your location. Search by city or postal code instead.'),
    ).toBeTruthy();
  });
});

describe('store page', () => {
  const loaderArgs = (locale: Locale, slug: string) =>
    ({
      params: { locale, slug },
      request: new Request(`${STORE_URL}/${locale}/stores/${slug}?cms=1`),
      context: contextFor(locale),
    }) as never;

  it('shows address, phone, hours, services and a map link, with Store JSON-LD', async () => {
    storesApi();
    const { container } = renderRoute(
      storeDetailsRoute,
      '/:locale/stores/:slug',
      '/en-us/stores/switchback-denver-flagship-1001',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Switchback Denver Flagship' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+13035550100' }).getAttribute('href')).toBe('tel:+13035550100');
    const hours = screen.getByRole('table', { name: 'Opening hours' });
    expect(within(hours).getByRole('row', { name: 'Friday 10:00–21:00' })).toBeTruthy();
    const services = screen.getByRole('region', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pick up in store', 'Ship to store', 'Returns']);
    expect(screen.getByRole('link', { name: 'Open in a map' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=39.7527&mlon=-104.9992#map=17/39.7527/-104.9992',
    );
    const jsonLd = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'Store',
      name: 'Switchback Denver Flagship',
      telephone: '+13035550100',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1601 Wazee St',
        addressLocality: 'Denver',
        addressRegion: 'CO',
        postalCode: '80202',
        addressCountry: 'US',
      },
      geo: { latitude: 39.7527, longitude: -104.9992 },
    });
    expect((jsonLd.openingHoursSpecification as unknown[])[6]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Sunday',
      opens: '11:00',
      closes: '18:00',
    });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a collection point open all day, in French', async () => {
    storesApi();
    renderRoute(storeDetailsRoute, '/:locale/stores/:slug', '/fr-ca/stores/parcelpoint-union-station-9001');
    expect(await screen.findByRole('heading', { level: 1, name: 'ParcelPoint Union Station' })).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: "Heures d'ouverture" })).getByRole('row', {
        name: 'Lundi Ouvert 24 heures sur 24',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tous les magasins' }).getAttribute('href')).toBe('/fr-ca/store-locator');
  });

  it('redirects an outdated slug to the current one (301) and answers an unknown store with 404', async () => {
    storesApi();
    const moved = await storeDetailsRoute
      .loader(loaderArgs('en-us', 'old-name-1001'))
      .catch((thrown: unknown) => thrown);
    expect(moved).toBeInstanceOf(Response);
    expect((moved as Response).status).toBe(301);
    expect((moved as Response).headers.get('location')).toBe('/en-us/stores/switchback-denver-flagship-1001?cms=1');
    const missing = await storeDetailsRoute
      .loader(loaderArgs('en-us', 'nowhere-4242'))
      .catch((thrown: unknown) => thrown);
    expect((missing as { init?: { status?: number } }).init?.status).toBe(404);
  });

  it('has a title, description, canonical and hreflang alternates of the locales of its country', async () => {
    storesApi();
    const loaderData = (await storeDetailsRoute.loader(
      loaderArgs('fr-ca', 'switchback-toronto-queen-street-2001'),
    )) as Awaited<ReturnType<typeof storeDetailsRoute.loader>>;
    const meta = storeDetailsRoute.meta({ loaderData, params: { locale: 'fr-ca' } } as never) as Record<
      string,
      string
    >[];
    expect(meta.find((entry) => 'title' in entry)?.title).toBe('Switchback Toronto Queen Street, Toronto');
    expect(meta.find((entry) => entry.name === 'description')?.content).toBe(
      "Switchback Toronto Queen Street, 388 Queen St W, Toronto ON M5V 2A7\u00a0: heures d'ouverture, services et itinéraire.",
    );
    const links = meta
      .filter((entry) => entry.tagName === 'link')
      .map((entry) => [entry.rel, entry.hrefLang ?? '', entry.href]);
    expect(links).toEqual([
      ['canonical', '', `${STORE_URL}/fr-ca/stores/switchback-toronto-queen-street-2001`],
      ['alternate', 'en-CA', `${STORE_URL}/en-ca/stores/switchback-toronto-queen-street-2001`],
      ['alternate', 'fr-CA', `${STORE_URL}/fr-ca/stores/switchback-toronto-queen-street-2001`],
      ['alternate', 'x-default', `${STORE_URL}/en-ca/stores/switchback-toronto-queen-street-2001`],
    ]);
    // Seen from another country's locale, the page points search engines at its own country's.
    const fromUs = (await storeDetailsRoute.loader(
      loaderArgs('en-us', 'switchback-toronto-queen-street-2001'),
    )) as Awaited<ReturnType<typeof storeDetailsRoute.loader>>;
    const usMeta = storeDetailsRoute.meta({ loaderData: fromUs, params: { locale: 'en-us' } } as never) as Record<
      string,
      string
    >[];
    expect(usMeta.find((entry) => entry.rel === 'canonical')?.href).toBe(
      `${STORE_URL}/en-ca/stores/switchback-toronto-queen-street-2001`,
    );
  });
});
