import { isApiError, type StoreSearchRequest } from '@switchback/api-client';
import { shipToStoreOf, type DeliveryDays } from './pickupStores';
import type { RequestSession } from './session.server';

/**
 * A store of the shopper's country that offers pickup, with its stock of one cart line's variant.
 *
 * @example
 * const store: LineStore = { id: '1001', name: 'Switchback Denver Flagship', quantity: 1, available: true };
 */
export interface LineStore {
  id: string;
  name: string;
  /** How many of the line's variant the store holds. */
  quantity: number;
  /** Whether the line can be picked up there: the store holds at least the line's quantity. */
  available: boolean;
  /** When the store takes ship-to-store orders (no stock needed there): the free shipment's delivery estimate. */
  shipToStore: DeliveryDays | null;
}

type StoreApi = Pick<ReturnType<RequestSession['api']>, 'stores'>;

/** How many stores are listed: every store of the demo countries, and a short list anywhere. */
const STORE_LIMIT = 20;

/**
 * The stores a cart line could be picked up at, for the cart's change-delivery dialog and the checkout's store
 * choice, so that both always offer the same stores with the same stock. The rule (commerce-core §3 method codes,
 * as commerce-api enforces it: INV701 on a pickup change the store cannot serve): picking up (`pickup`) needs the
 * store to hold the line's whole quantity of its variant; shipping to a store (`sts`) needs no stock at the store,
 * only the online stock every delivered line already has, so it is not decided here. The stores are those of the
 * shopper's country that offer pickup, in the API's order; a failed search answers no stores (home delivery stays
 * possible; anything else is thrown).
 *
 * @example
 * const stores = await pickupStoresForLine(api, 'US', { upc: '840005000205', qty: 1 }, signal);
 * stores.filter((store) => store.available); // where the line can be picked up
 */
export async function pickupStoresForLine(
  api: StoreApi,
  countryCode: string,
  line: { upc: string | null; qty: number },
  signal?: AbortSignal,
): Promise<LineStore[]> {
  const { upc, qty } = line;
  if (!upc || qty < 1) return [];
  const body: StoreSearchRequest = {
    ...(countryCode ? { countryCode } : {}),
    service: 'pickup',
    upcs: [upc],
    qty,
    limit: STORE_LIMIT,
  };
  let stores;
  try {
    ({ stores } = await api.stores.search(body, signal ? { signal } : {}));
  } catch (error) {
    if (!isApiError(error)) throw error;
    return [];
  }
  return stores.map((entry) => {
    const inventory = (entry as { inventory?: unknown }).inventory;
    const row = Array.isArray(inventory)
      ? (inventory as { upc?: unknown; quantity?: unknown }[]).find((candidate) => candidate.upc === upc)
      : undefined;
    const quantity = typeof row?.quantity === 'number' ? row.quantity : 0;
    return {
      id: entry.id,
      name: entry.name ?? entry.id,
      quantity,
      available: quantity >= qty,
      shipToStore: shipToStoreOf(entry),
    };
  });
}
