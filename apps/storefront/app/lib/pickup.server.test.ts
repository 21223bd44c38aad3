import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '@switchback/test-utils';
import { storesMessagesFor } from './storesText';
import { chooseStore, loadPickup, readChosenStore, storeDeliveryForAdd } from './pickup.server';
import { createSessionFactory } from './session.server';
import type { Store } from './store';
import { API_URL, STORE_URL, cart } from '../testing/commerceApiStub';

const server = setupMswServer();
const STORE: Store = { locale: 'en-us', siteId: 'sb-us', preview: false, lang: 'en-US' };
const sessions = createSessionFactory({ apiBaseUrl: API_URL, sleep: () => Promise.resolve() });
const t = storesMessagesFor('en-us');
const AUTH = 'sb_at=guest-at; sb_rt=guest-rt; sb_who=GUEST%3AC1';
const STS = { code: 'sts', label: 'Ship to store', deliveryTime: '3-6 business days', price: { amount: 0 } };
// Denver takes ship-to-store orders; Boulder only pickup.
const DENVER = {
  id: '1001',
  kind: 'store',
  name: 'Denver Flagship',
  address: { addressLine1: '1 Main St', city: 'Denver', postalCode: '80202' },
  distanceKm: 0,
  services: ['pickup', 'sts'],
  shippingMethods: [STS],
};
const BOULDER = {
  id: '1002',
  kind: 'store',
  name: 'Boulder',
  address: { addressLine1: '2 Pearl St', city: 'Boulder', postalCode: '80302' },
  distanceKm: 40,
  services: ['pickup'],
  shippingMethods: [],
};

/** A stores search answering Denver with 3 and Boulder with none of any asked UPC (only `storeIds` when given); records the bodies. */
function storesApi(bodies: Record<string, unknown>[] = []) {
  server.use(
    http.post(`${API_URL}/stores/v1/search`, async ({ request }) => {
      const body = (await request.json()) as {
        upcs?: string[];
        city?: string;
        postalCode?: string;
        storeIds?: string[];
      };
      bodies.push(body);
      if (body.city === 'Nowhere')
        return HttpResponse.json({ errorId: 'STR404', message: 'No stores found near that place' }, { status: 404 });
      const stock = (quantity: number) =>
        body.upcs ? { inventory: body.upcs.map((upc) => ({ upc, quantity, available: quantity > 0 })) } : {};
      const stores = [
        { ...DENVER, ...stock(3) },
        { ...BOULDER, ...stock(0) },
      ].filter((store) => !body.storeIds || body.storeIds.includes(store.id));
      return HttpResponse.json({ count: stores.length, stores });
    }),
  );
  return bodies;
}

/** A cart line picked up at a store. */
const pickupLine = (id: string, storeId: string) => ({
  id,
  productId: 'SB1',
  name: 'Shell',
  qty: 1,
  upc: '194000000001',
  shippingOptions: [
    { selected: false, shippingMethod: { code: 'standard' } },
    { selected: true, shippingMethod: { code: 'pickup' }, storeInfo: { id: storeId, inventory: 1 } },
  ],
});

function get(path: string, cookie = AUTH) {
  const request = new Request(`${STORE_URL}${path}`, { headers: { cookie } });
  return { request, session: sessions(request, { siteId: 'sb-us', locale: 'en-us' }) };
}

function post(fields: Record<string, string>, cookie = AUTH) {
  const request = new Request(`${STORE_URL}/en-us/p/shell-SB1/act`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
  });
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
    expect((await loadPickup(nowhere.session, STORE, nowhere.request, null, t)).problem).toBe(
      'No stores found near that place.',
    );
    const empty = get('/en-us/p/shell-SB1?pickup=1&near=');
    expect((await loadPickup(empty.session, STORE, empty.request, null, t)).problem).toBe(
      'Enter a postal code or city.',
    );
  });

  it('words a failed store search in the page language on fr-ca', async () => {
    server.use(
      http.post(`${API_URL}/stores/v1/search`, () =>
        HttpResponse.json({ errorId: 'GEN500', message: 'System error' }, { status: 500 }),
      ),
    );
    const request = new Request(`${STORE_URL}/fr-ca/p/shell-SB1?pickup=1&near=Montreal`, { headers: { cookie: AUTH } });
    const session = sessions(request, { siteId: 'sb-ca', locale: 'fr-ca' });
    const view = await loadPickup(
      session,
      { locale: 'fr-ca', siteId: 'sb-ca', preview: false, lang: 'fr-CA' },
      request,
      null,
      storesMessagesFor('fr-ca'),
    );
    expect(view.problem).toBe('Un problème est survenu de notre côté. Veuillez réessayer.');
  });

  it('reads the remembered store by id with its stock of the selected variant and ship-to-store estimate; a forged cookie counts as none', async () => {
    const bodies = storesApi();
    const remembered = get('/en-us/p/shell-SB1?size=M', `${AUTH}; sb_pickup_store=1002%7CBoulder`);
    expect((await loadPickup(remembered.session, STORE, remembered.request, '194000000001', t)).chosen).toEqual({
      id: '1002',
      name: 'Boulder',
      available: false,
      shipToStore: null,
      path: '/stores/boulder-1002',
    });
    expect(bodies[0]).toEqual({ storeIds: ['1002'], upcs: ['194000000001'], qty: 1 });
    const denver = get('/en-us/p/shell-SB1?size=M', `${AUTH}; sb_pickup_store=1001%7CDenver%20Flagship`);
    expect((await loadPickup(denver.session, STORE, denver.request, '194000000001', t)).chosen).toMatchObject({
      available: true,
      shipToStore: { from: 3, to: 6 },
    });
    expect(
      readChosenStore(new Request(STORE_URL, { headers: { cookie: 'sb_pickup_store=%3Cscript%3E%7CX' } })),
    ).toBeNull();
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

  it('on a confirmed change, moves the cart pickup lines to the new store: as pickup where it has them, else shipped there', async () => {
    storesApi();
    const changes: Record<string, unknown>[] = [];
    server.use(
      http.get(`${API_URL}/cart/v1/cart/C-1`, () =>
        HttpResponse.json({
          ...cart('C-1'),
          totalItems: 3,
          items: [pickupLine('L1', '1001'), pickupLine('L2', '1001'), pickupLine('L3', '2001')],
        }),
      ),
      http.post(`${API_URL}/cart/v1/shippingMethod`, async ({ request }) => {
        const body = (await request.json()) as { shippingId: string; code: string };
        changes.push(body);
        // L2 is not in stock at the new store for pickup.
        if (body.shippingId === 'L2' && body.code === 'pickup')
          return HttpResponse.json({ errorId: 'INV701', message: 'Not at this store' }, { status: 409 });
        return HttpResponse.json(cart('C-1'));
      }),
    );
    const cookie = `${AUTH}; sb_cart_sb-us=C-1; sb_pickup_store=1001%7CDenver%20Flagship`;
    const confirmed = await choose({ intent: 'chooseStore', storeId: '1002', near: 'Denver', confirm: '1' }, cookie);
    expect(confirmed.headers.get('location')).toBe('/en-us/p/shell-SB1?pickupNotice=changed&moved=1&shipped=1#pickup');
    expect(changes).toEqual([
      { cartId: 'C-1', code: 'pickup', shippingId: 'L1', shopperAppliedSM: true, storeId: '1002' },
      { cartId: 'C-1', code: 'pickup', shippingId: 'L2', shopperAppliedSM: true, storeId: '1002' },
      { cartId: 'C-1', code: 'sts', shippingId: 'L2', shopperAppliedSM: true, storeId: '1002' },
    ]);
  });

  it('the confirmation counts the cart lines picked up at the current store, and the changed notice reads the moves', async () => {
    storesApi();
    server.use(
      http.get(`${API_URL}/cart/v1/cart/C-1`, () =>
        HttpResponse.json({
          ...cart('C-1'),
          totalItems: 2,
          items: [pickupLine('L1', '1001'), pickupLine('L2', '1001')],
        }),
      ),
    );
    const asking = get(
      '/en-us/p/shell-SB1?pickup=1&near=Denver&confirmStore=1002',
      `${AUTH}; sb_cart_sb-us=C-1; sb_pickup_store=1001%7CDenver%20Flagship`,
    );
    const view = await loadPickup(asking.session, STORE, asking.request, null, t);
    expect(view.confirm?.id).toBe('1002');
    expect(view.confirmCartLines).toBe(2);
    const changed = get(
      '/en-us/p/shell-SB1?pickupNotice=changed&moved=1&shipped=1&kept=x',
      `${AUTH}; sb_pickup_store=1002%7CBoulder`,
    );
    expect((await loadPickup(changed.session, STORE, changed.request, null, t)).moves).toEqual({
      moved: 1,
      shipped: 1,
      kept: 0,
    });
  });
});

describe('storeDeliveryForAdd', () => {
  const add = (delivery: string, cookie?: string) => {
    const form = new FormData();
    form.set('delivery', delivery);
    form.set('storeId', '6666');
    const { request, session } = get('/en-us/p/shell-SB1', cookie ? `${AUTH}; ${cookie}` : AUTH);
    return storeDeliveryForAdd(form, request, session, STORE);
  };

  it('adds for pickup or ship to store only at the remembered store, and only when the shopper picked it', async () => {
    storesApi();
    expect(await add('pickup', 'sb_pickup_store=1001%7CDenver')).toEqual({ action: 'pickup', storeId: '1001' });
    expect(await add('sts', 'sb_pickup_store=1001%7CDenver')).toEqual({ action: 'sts', storeId: '1001' });
    expect(await add('pickup')).toBeNull();
    expect(await add('home', 'sb_pickup_store=1001%7CDenver')).toBeNull();
  });

  it('refuses ship to store at a store that does not take it', async () => {
    storesApi();
    expect(await add('sts', 'sb_pickup_store=1002%7CBoulder')).toBe('unavailable');
  });
});
