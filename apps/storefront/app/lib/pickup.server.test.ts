import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useMswServer } from '@switchback/test-utils';
import { messagesFor } from './messages';
import { chooseStore, loadPickup, pickupStoreForAdd, readChosenStore } from './pickup.server';
import { createSessionFactory } from './session.server';
import type { Store } from './store';
import { API_URL, STORE_URL } from '../testing/commerceApiStub';

const server = useMswServer();
const STORE: Store = { locale: 'en-us', siteId: 'sb-us', preview: false, lang: 'en-US' };
const sessions = createSessionFactory({ apiBaseUrl: API_URL, sleep: () => Promise.resolve() });
const t = messagesFor('en-us');
const AUTH = 'sb_at=guest-at; sb_rt=guest-rt; sb_who=GUEST%3AC1';
const DENVER = { id: '1001', kind: 'store', name: 'Denver Flagship', address: { addressLine1: '1 Main St', city: 'Denver', postalCode: '80202' }, distanceKm: 0 };
const BOULDER = { id: '1002', kind: 'store', name: 'Boulder', address: { addressLine1: '2 Pearl St', city: 'Boulder', postalCode: '80302' }, distanceKm: 40 };

/** A stores search answering Denver with 3 and Boulder with none of any asked UPC; records the bodies. */
function storesApi(bodies: Record<string, unknown>[] = []) {
  server.use(
    http.post(`${API_URL}/stores/v1/search`, async ({ request }) => {
      const body = (await request.json()) as { upcs?: string[]; city?: string; postalCode?: string };
      bodies.push(body);
      if (body.city === 'Nowhere') return HttpResponse.json({ errorId: 'STR404', message: 'No stores found near that place' }, { status: 404 });
      const stock = (quantity: number) => (body.upcs ? { inventory: body.upcs.map((upc) => ({ upc, quantity, available: quantity > 0 })) } : {});
      return HttpResponse.json({ count: 2, stores: [{ ...DENVER, ...stock(3) }, { ...BOULDER, ...stock(0) }] });
    }),
  );
  return bodies;
}

function get(path: string, cookie = AUTH) {
  const request = new Request(`${STORE_URL}${path}`, { headers: { cookie } });
  return { request, session: sessions(request, { siteId: 'sb-us', locale: 'en-us' }) };
}

function post(fields: Record<string, string>, cookie = AUTH) {
  const request = new Request(`${STORE_URL}/en-us/p/shell-SB1/act`, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' } });
  return { request, session: sessions(request, { siteId: 'sb-us', locale: 'en-us' }) };
}

async function choose(fields: Record<string, string>, cookie = AUTH) {
  const { request, session } = post(fields, cookie);
  return chooseStore(await request.clone().formData(), request, session, STORE, '/en-us/p/shell-SB1');
}

describe('loadPickup', () => {
  it('searches the typed city with the selected variant and lists each store with its stock', async () => {
    const bodies = storesApi();
    const { request, session } = get('/en-us/p/shell-SB1?size=M&pickup=1&near=Denver');
    const view = await loadPickup(session, STORE, request, '194000000001', t);
    expect(bodies[0]).toMatchObject({ city: 'Denver', upcs: ['194000000001'], qty: 1, service: 'pickup' });
    expect(view).toMatchObject({ open: true, near: 'Denver', chosen: null, problem: null });
    expect(view.stores?.map((store) => [store.name, store.quantity, store.available])).toEqual([
      ['Denver Flagship', 3, true],
      ['Boulder', 0, false],
    ]);
  });

  it('says so when nothing is near the place, and asks for a place when it is empty', async () => {
    storesApi();
    const nowhere = get('/en-us/p/shell-SB1?pickup=1&near=Nowhere');
    expect((await loadPickup(nowhere.session, STORE, nowhere.request, null, t)).problem).toBe('No stores found near that place.');
    const empty = get('/en-us/p/shell-SB1?pickup=1&near=');
    expect((await loadPickup(empty.session, STORE, empty.request, null, t)).problem).toBe('Enter a postal code or city.');
  });

  it('reads the remembered store and its stock of the selected variant; a forged cookie counts as none', async () => {
    storesApi();
    const remembered = get('/en-us/p/shell-SB1?size=M', `${AUTH}; sb_pickup_store=1002%7CBoulder`);
    expect((await loadPickup(remembered.session, STORE, remembered.request, '194000000001', t)).chosen).toEqual({ id: '1002', name: 'Boulder', available: false });
    expect(readChosenStore(new Request(STORE_URL, { headers: { cookie: 'sb_pickup_store=%3Cscript%3E%7CX' } }))).toBeNull();
  });
});

describe('chooseStore', () => {
  it('remembers a store the search of that place lists, in an HttpOnly cookie, and says it was chosen', async () => {
    storesApi();
    const response = await choose({ intent: 'chooseStore', storeId: '1001', near: 'Denver', color: 'BLK', size: 'M' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en-us/p/shell-SB1?color=BLK&size=M&pickupNotice=chosen#pickup');
    expect(response.headers.get('set-cookie')).toMatch(/^sb_pickup_store=1001%7CDenver%20Flagship; .*HttpOnly/);
  });

  it('refuses a store the search does not list (no cookie), and asks before replacing a different store', async () => {
    storesApi();
    const unknown = await choose({ intent: 'chooseStore', storeId: '9999', near: 'Denver' });
    expect(unknown.headers.get('set-cookie')).toBeNull();
    expect(unknown.headers.get('location')).toBe('/en-us/p/shell-SB1?pickup=1&near=Denver#pickup');

    const cookie = `${AUTH}; sb_pickup_store=1001%7CDenver%20Flagship`;
    const ask = await choose({ intent: 'chooseStore', storeId: '1002', near: 'Denver' }, cookie);
    expect(ask.headers.get('set-cookie')).toBeNull();
    expect(ask.headers.get('location')).toBe('/en-us/p/shell-SB1?pickup=1&near=Denver&confirmStore=1002#pickup');

    const confirmed = await choose({ intent: 'chooseStore', storeId: '1002', near: 'Denver', confirm: '1' }, cookie);
    expect(confirmed.headers.get('location')).toBe('/en-us/p/shell-SB1?pickupNotice=changed#pickup');
    expect(confirmed.headers.get('set-cookie')).toMatch(/^sb_pickup_store=1002%7CBoulder;/);
  });
});

describe('pickupStoreForAdd', () => {
  it('adds for pickup only at the remembered store, and only when the shopper picked pickup', () => {
    const form = new FormData();
    form.set('delivery', 'pickup');
    form.set('storeId', '6666');
    expect(pickupStoreForAdd(form, new Request(STORE_URL, { headers: { cookie: 'sb_pickup_store=1001%7CDenver' } }))).toBe('1001');
    expect(pickupStoreForAdd(form, new Request(STORE_URL))).toBeNull();
    form.set('delivery', 'home');
    expect(pickupStoreForAdd(form, new Request(STORE_URL, { headers: { cookie: 'sb_pickup_store=1001%7CDenver' } }))).toBeNull();
  });
});
