import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '@switchback/test-utils';
import { landingRedirect, localePathTarget, referralOf } from './landingParams.server';
import { readChosenStore } from './pickup.server';
import { createSessionFactory } from './session.server';
import type { Store } from './store';
import { API_URL, STORE_URL } from '../testing/commerceApiStub';

const server = setupMswServer();
const STORE: Store = { locale: 'en-us', siteId: 'sb-us', preview: false, lang: 'en-US' };
const sessions = createSessionFactory({ apiBaseUrl: API_URL, sleep: () => Promise.resolve() });

async function land(path: string, cookie = 'sb_at=guest-at; sb_rt=guest-rt; sb_who=GUEST%3AC1') {
  const request = new Request(`${STORE_URL}${path}`, { headers: { cookie } });
  const response = await landingRedirect(request, sessions(request, { siteId: 'sb-us', locale: 'en-us' }), STORE);
  if (!response) return null;
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
  // What the next request sends back.
  const next = new Request(`${STORE_URL}/en-us`, { headers: { cookie: cookies.join('; ') } });
  return { status: response.status, location: response.headers.get('location'), cookies, next };
}

function storesApi() {
  const asked: unknown[] = [];
  server.use(
    http.post(`${API_URL}/stores/v1/search`, async ({ request }) => {
      const body = (await request.json()) as { storeIds?: string[] };
      asked.push(body);
      const stores = [
        { id: '1001', kind: 'store', name: 'Denver Flagship', address: { city: 'Denver' }, services: ['pickup'] },
      ].filter((store) => body.storeIds?.includes(store.id));
      return HttpResponse.json({ count: stores.length, stores });
    }),
  );
  return asked;
}

describe('landing parameters (commerce-core §2 "other parameters read")', () => {
  it('leaves a page without them alone', async () => {
    expect(await land('/en-us/c/tents-100420?cms=edit&q=dome')).toBeNull();
  });

  it('keeps leadSource and referral_code in a short-lived cookie and lands on the page without them, carried parameters kept', async () => {
    const landed = await land('/en-us/xplr-pass?leadSource=instagram&referral_code=MAYA-5&cms=edit');
    expect(landed).toMatchObject({ status: 302, location: '/en-us/xplr-pass?cms=edit' });
    expect(referralOf(landed!.next)).toEqual({ leadSource: 'instagram', referralCode: 'MAYA-5' });
    const line = (await landingRedirect(
      new Request(`${STORE_URL}/en-us?leadSource=x`),
      sessions(new Request(`${STORE_URL}/en-us`), { siteId: 'sb-us', locale: 'en-us' }),
      STORE,
    ))!.headers.get('set-cookie');
    expect(line).toMatch(/Max-Age=7200; Path=\/; HttpOnly; SameSite=Lax/);
  });

  it('a later landing replaces only what it names; malformed values are ignored', async () => {
    const landed = await land(
      '/en-us?leadSource=newsletter&referral_code=%3Cscript%3E',
      'sb_referral=leadSource%3Dinstagram%26referral_code%3DMAYA-5',
    );
    expect(referralOf(landed!.next)).toEqual({ leadSource: 'newsletter', referralCode: 'MAYA-5' });
  });

  it('storeNum makes a store commerce-api knows the preferred pickup store', async () => {
    const asked = storesApi();
    const landed = await land('/en-us/p/men-s-trail-runner-SBTR10001?storeNum=1001&color=BLK');
    expect(landed?.location).toBe('/en-us/p/men-s-trail-runner-SBTR10001?color=BLK');
    expect(asked).toEqual([{ storeIds: ['1001'] }]);
    expect(readChosenStore(landed!.next)).toEqual({ id: '1001', name: 'Denver Flagship' });
  });

  it('an unknown or malformed storeNum is dropped without choosing a store', async () => {
    storesApi();
    const unknown = await land('/en-us?storeNum=9999');
    expect(unknown).toMatchObject({ location: '/en-us', cookies: [] });
    const malformed = await land('/en-us?storeNum=..%2F1001');
    expect(malformed).toMatchObject({ location: '/en-us', cookies: [] });
  });

  it('localePath lands on that path inside the current locale (and preview), never elsewhere', async () => {
    expect((await land('/en-us?localePath=%2Fc%2Ftents-100420&cms=edit'))?.location).toBe(
      '/en-us/c/tents-100420?cms=edit',
    );
    expect((await land('/en-us?localePath=%2F%2Fevil.example'))?.location).toBe('/en-us');
    expect(localePathTarget('/help/contact-us', { locale: 'fr-ca', preview: true })).toBe('/pre/fr-ca/help/contact-us');
    expect(localePathTarget('/en-gb/cart', { locale: 'fr-ca', preview: false })).toBeNull();
    expect(localePathTarget('/\\evil.example', { locale: 'fr-ca', preview: false })).toBeNull();
    expect(localePathTarget('https://evil.example', { locale: 'fr-ca', preview: false })).toBeNull();
  });

  it('reads nothing from a POST', async () => {
    const request = new Request(`${STORE_URL}/en-us/sign-in?leadSource=x`, { method: 'POST' });
    expect(await landingRedirect(request, sessions(request, { siteId: 'sb-us', locale: 'en-us' }), STORE)).toBeNull();
  });
});
