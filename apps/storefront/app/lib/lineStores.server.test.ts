import { ApiError, type StoreSearchRequest } from '@switchback/api-client';
import { describe, expect, it } from 'vitest';
import { pickupStoresForLine } from './lineStores.server';
import { deliveryDaysOf } from './pickupStores';

const UPC = '840005000205';
/** A store that takes ship-to-store orders without naming a delivery time: the shop's default estimate. */
const BOULDER_STS = deliveryDaysOf(undefined);

/**
 * A stores API whose search answers Denver with 1 and Boulder with 2 of the asked variant (Seattle with none), and
 * records its bodies. Denver and Boulder take ship-to-store orders (Denver with its delivery time), Seattle does not.
 */
function storesApi(bodies: StoreSearchRequest[] = [], fail?: Error) {
  const stock: Record<string, number> = { '1001': 1, '1002': 2, '1003': 0 };
  const names: Record<string, string> = { '1001': 'Denver Flagship', '1002': 'Boulder', '1003': 'Seattle' };
  const search = (body: StoreSearchRequest) => {
    bodies.push(body);
    if (fail) return Promise.reject(fail);
    const stores = Object.keys(stock).map((id) => ({
      id,
      name: names[id],
      services: id === '1003' ? ['pickup'] : ['pickup', 'sts'],
      ...(id === '1001' ? { shippingMethods: [{ code: 'sts', deliveryTime: '3-6 business days' }] } : {}),
      inventory: (body.upcs ?? []).map((upc) => ({
        upc,
        quantity: stock[id],
        available: (stock[id] ?? 0) >= (body.qty ?? 1),
      })),
    }));
    return Promise.resolve({ count: stores.length, stores });
  };
  return { stores: { search, getCollectionPoints: search } } as unknown as Parameters<typeof pickupStoresForLine>[0];
}

describe('pickupStoresForLine (the stores the cart dialog and the checkout offer for pickup)', () => {
  it("asks for the country's pickup stores with the line's variant and quantity", async () => {
    const bodies: StoreSearchRequest[] = [];
    await pickupStoresForLine(storesApi(bodies), 'US', { upc: UPC, qty: 2 });
    expect(bodies).toEqual([{ countryCode: 'US', service: 'pickup', upcs: [UPC], qty: 2, limit: 20 }]);
  });

  it('offers pickup where the store holds the whole quantity: the last one in a store is enough for one', async () => {
    const stores = await pickupStoresForLine(storesApi(), 'US', { upc: UPC, qty: 1 });
    expect(stores).toEqual([
      { id: '1001', name: 'Denver Flagship', quantity: 1, available: true, shipToStore: { from: 3, to: 6 } },
      { id: '1002', name: 'Boulder', quantity: 2, available: true, shipToStore: BOULDER_STS },
      { id: '1003', name: 'Seattle', quantity: 0, available: false, shipToStore: null },
    ]);
  });

  it('does not offer pickup where the store holds fewer than the line asks for', async () => {
    const stores = await pickupStoresForLine(storesApi(), 'US', { upc: UPC, qty: 2 });
    expect(stores.filter((store) => store.available).map((store) => store.name)).toEqual(['Boulder']);
    expect(stores.find((store) => store.id === '1001')).toMatchObject({ quantity: 1, available: false });
  });

  it('answers no stores for a line without a variant, or when the search is refused', async () => {
    const bodies: StoreSearchRequest[] = [];
    expect(await pickupStoresForLine(storesApi(bodies), 'US', { upc: null, qty: 1 })).toEqual([]);
    expect(bodies).toEqual([]);
    const refused = storesApi([], new ApiError({ status: 503, errorId: 'API503', message: 'Down' }));
    expect(await pickupStoresForLine(refused, 'US', { upc: UPC, qty: 1 })).toEqual([]);
  });
});
