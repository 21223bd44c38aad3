import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@switchback/test-utils';
import { loadSiteChrome } from './siteChrome.server';
import { createSessionFactory } from './session.server';
import type { Store } from './store';
import { API_URL, STORE_URL } from '../testing/commerceApiStub';

const server = setupMswServer();
const sessions = createSessionFactory({ apiBaseUrl: API_URL, sleep: () => Promise.resolve() });

const women = {
  id: 'menu-women',
  type: 'megaMenuItem',
  title: 'Women',
  target: { id: 'w', text: 'Shop all women', url: '/en-us/c/womens-100200' },
  columns: [],
};

/**
 * commerce-api's site chrome for one site: the menu answers `menuStatus` (200 with one item otherwise), the footer,
 * promo bar and pop-ups are empty documents. Counts the menu requests.
 */
function chromeApi(siteId: string, menuStatus: () => number) {
  const calls = { menu: 0 };
  const canvas = `${API_URL}/publish/caas/v1/canvas`;
  server.use(
    http.get(`${canvas}/menu/${siteId}`, () => {
      calls.menu += 1;
      const status = menuStatus();
      if (status !== 200) return HttpResponse.json({ errorId: 'CMS500', message: 'unavailable' }, { status });
      return HttpResponse.json({ id: 'menu', blocks: [women] });
    }),
    http.get(`${canvas}/footer/${siteId}`, () => HttpResponse.json({ id: 'footer', blocks: [] })),
    http.get(`${canvas}/fragment/promo-bar`, () => HttpResponse.json({ id: 'promo-bar', blocks: [] })),
    http.get(`${canvas}/popups/${siteId}`, () => HttpResponse.json({ id: 'popups', blocks: [] })),
    http.get(`${API_URL}/fapi/pages/location-selector`, () => HttpResponse.json({ sites: [] })),
  );
  return calls;
}

function load(store: Store) {
  const session = sessions(new Request(`${STORE_URL}/${store.locale}`), {
    siteId: store.siteId,
    locale: store.locale,
  });
  return loadSiteChrome(session, store, new URL(`${STORE_URL}/${store.locale}`));
}

describe('loadSiteChrome', () => {
  it('keeps a menu that is not published (404) empty for the cache’s lifetime, without asking again', async () => {
    const store: Store = { locale: 'en-gb', siteId: 'sb-gb', preview: false, lang: 'en-GB' };
    const calls = chromeApi(store.siteId, () => 404);
    expect((await load(store)).menu).toEqual([]);
    expect((await load(store)).menu).toEqual([]);
    expect(calls.menu).toBe(1);
  });

  it('draws the page without a menu that failed (500), and asks again on the next page instead of caching the gap', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store: Store = { locale: 'en-us', siteId: 'sb-us', preview: false, lang: 'en-US' };
    let status = 500;
    const calls = chromeApi(store.siteId, () => status);
    const first = await load(store);
    expect(first.menu).toEqual([]);
    // The parts that did load are still drawn on this page.
    expect(first.locations).toEqual([]);
    status = 200;
    const second = await load(store);
    expect(second.menu.map((item) => item.title)).toEqual(['Women']);
    expect(calls.menu).toBe(2);
    // Now cached: the third page asks nothing.
    await load(store);
    expect(calls.menu).toBe(2);
  });
});
