import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { call, errorOf, guestSession } from '../testing/api';
import { createTestDatabase } from '../testing/testDatabase';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db });
});
afterAll(() => database?.close());

describe('utilities', () => {
  it('GET countryList answers name, dialCode, code and masks', async () => {
    const res = await call(app, 'GET', '/consumers-v3/utilities/countryList');
    const list = (await res.json()) as { code: string; dialCode: string; name: string; masks: string[] }[];
    expect(list[0]).toMatchObject({ name: 'United States', dialCode: '+1', code: 'US', masks: ['(XXX) XXX - XXXX'] });
    expect(list.map((c) => c.code)).toContain('GB');
  });

  it('GET addressRules/{countryCode} answers per-country rules, 404 for an unknown country', async () => {
    const res = await call(app, 'GET', '/consumers-v3/utilities/addressRules/ca');
    const rules = (await res.json()) as {
      fields: { postalCode: { capitalize: boolean }; province: { options: unknown[] } };
    };
    expect(rules.fields.postalCode.capitalize).toBe(true);
    expect(rules.fields.province.options).toHaveLength(13);
    const french = (await (
      await call(app, 'GET', '/consumers-v3/utilities/addressRules/CA', { headers: { 'x-locale': 'fr_CA' } })
    ).json()) as { fields: { province: { options: { code: string; name: string }[] } } };
    expect(french.fields.province.options.find((option) => option.code === 'BC')?.name).toBe('Colombie-Britannique');
    expect(french.fields.province.options.find((option) => option.code === 'QC')?.name).toBe('Québec');
    expect(await errorOf(await call(app, 'GET', '/consumers-v3/utilities/addressRules/ZZ'))).toMatchObject({
      status: 404,
      errorId: '4044',
    });
  });

  it('GET stores lists stores by country', async () => {
    const res = await call(app, 'GET', '/consumers-v3/utilities/stores?countryCode=CA');
    const body = (await res.json()) as { stores: { id: string; kind: string; address: { country: string } }[] };
    expect(body.stores.map((s) => s.id)).toEqual(['2001', '2002', '2003']);
    const all = (await (await call(app, 'GET', '/consumers-v3/utilities/stores')).json()) as { count: number };
    expect(all.count).toBeGreaterThanOrEqual(10);
  });

  it('GET stores/{storeId}/employees lists associates by name only, behind a token', async () => {
    const { accessToken } = await guestSession(app);
    const res = await call(app, 'GET', '/consumers-v3/utilities/stores/1001/employees', { token: accessToken });
    const body = (await res.json()) as { employees: Record<string, unknown>[] };
    expect(body.employees[0]).toEqual({ storeEmployeeId: 'E1001', storeEmployeeName: 'Taylor Brooks' });
    expect(await errorOf(await call(app, 'GET', '/consumers-v3/utilities/stores/1001/employees'))).toMatchObject({
      status: 401,
    });
    expect(
      await errorOf(await call(app, 'GET', '/consumers-v3/utilities/stores/4242/employees', { token: accessToken })),
    ).toMatchObject({ status: 404, errorId: 'STR404' });
  });
});

describe('POST /stores/v1/search and /collectionPoints', () => {
  it('answers the nearest stores to a postal code, with stock of the asked variants', async () => {
    const res = await call(app, 'POST', '/stores/v1/search', {
      body: { postalCode: '80202', limit: 3, upcs: ['840001000000'] },
    });
    const body = (await res.json()) as { stores: { id: string; distanceKm: number; inventory: { upc: string }[] }[] };
    expect(body.stores.map((s) => s.id)).toEqual(['1001', '1002', '1006']);
    expect(body.stores[0]?.distanceKm).toBe(0);
    expect(body.stores[0]?.inventory[0]?.upc).toBe('840001000000');
  });

  it('answers collection points near coordinates, within a radius', async () => {
    const res = await call(app, 'POST', '/stores/v1/collectionPoints', {
      body: { latitude: 39.75, longitude: -105, radiusKm: 50 },
    });
    const body = (await res.json()) as { stores: { id: string; kind: string }[] };
    expect(body.stores.map((s) => s.id)).toEqual(['9001', '9002']);
  });

  it('answers the stores named by storeIds, each with the shipping methods of its services', async () => {
    const res = await call(app, 'POST', '/stores/v1/search', {
      body: { storeIds: ['1003', '1001', '4242'], upcs: ['840001000000'] },
    });
    const body = (await res.json()) as {
      stores: {
        id: string;
        openingHours: Record<string, string>;
        inventory: unknown[];
        shippingMethods: { code: string; deliveryTime: string; price: { amount: number } }[];
      }[];
    };
    expect(body.stores.map((s) => s.id)).toEqual(['1001', '1003']);
    expect(body.stores[0]?.openingHours.mon).toBe('10:00-20:00');
    expect(body.stores[0]?.inventory).toHaveLength(1);
    expect(body.stores[0]?.shippingMethods).toEqual([
      { code: 'pickup', label: 'Pick up in store', deliveryTime: 'same day', price: { amount: 0 } },
      { code: 'sts', label: 'Ship to store', deliveryTime: '3-6 business days', price: { amount: 0 } },
    ]);
    const points = (await (
      await call(app, 'POST', '/stores/v1/collectionPoints', { body: { storeIds: ['9001', '1001'] } })
    ).json()) as { stores: { id: string; shippingMethods: { code: string }[] }[] };
    expect(points.stores.map((s) => [s.id, s.shippingMethods.map((m) => m.code)])).toEqual([['9001', ['pudo']]]);
    expect(await errorOf(await call(app, 'POST', '/stores/v1/search', { body: { storeIds: ['../x'] } }))).toMatchObject(
      { status: 400, errorId: 'API400' },
    );
  });

  it('answers an unknown place with 404 STR404 and bad bodies with 400', async () => {
    expect(
      await errorOf(await call(app, 'POST', '/stores/v1/search', { body: { postalCode: '00000' } })),
    ).toMatchObject({ status: 404, errorId: 'STR404' });
    expect(await errorOf(await call(app, 'POST', '/stores/v1/search', { body: { latitude: 10 } }))).toMatchObject({
      status: 400,
      errorId: 'API400',
    });
    expect(await errorOf(await call(app, 'POST', '/stores/v1/search', { body: { zip: '80202' } }))).toMatchObject({
      status: 400,
      errorId: 'API400',
    });
  });
});
