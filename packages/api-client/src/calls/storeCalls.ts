import type * as z from 'zod/mini';
import { fromRequestOptions, type RequestOptions, type Transport } from '../createTransport';
import { storeListSchema } from '../schemas/storeSchemas';

/**
 * Body of the store searches (fields not shown in the spec: a point or a place, and the variants to check).
 *
 * @example
 * const near: StoreSearchRequest = { postalCode: '80202', countryCode: 'US', upcs: ['194000000001'] };
 */
export interface StoreSearchRequest {
  latitude?: number;
  longitude?: number;
  postalCode?: string;
  city?: string;
  countryCode?: string;
  radiusKm?: number;
  limit?: number;
  upcs?: string[];
  qty?: number;
  service?: string;
  /** Only these stores (a store page, a remembered store); commerce-api's extension. */
  storeIds?: string[];
}

/**
 * Store calls (spec §7 "Utilities and stores", the stores half).
 *
 * @example
 * const { stores } = await client.stores.search({ postalCode: '80202', countryCode: 'US' });
 */
export interface StoreCalls {
  /** `POST /stores/v1/search`. Public. */
  search(body: StoreSearchRequest, options?: RequestOptions): Promise<z.infer<typeof storeListSchema>>;
  /** `POST /stores/v1/collectionPoints`. Public. */
  getCollectionPoints(body: StoreSearchRequest, options?: RequestOptions): Promise<z.infer<typeof storeListSchema>>;
}

/**
 * Creates the `stores` area on a transport.
 *
 * @example
 * const stores = createStoreCalls(createApiTransport(options));
 * await stores.getCollectionPoints({ postalCode: 'M5V 2T6', countryCode: 'CA' });
 */
export function createStoreCalls(send: Transport): StoreCalls {
  return {
    search(body, options) {
      return send({
        call: 'stores.search',
        method: 'POST',
        path: '/stores/v1/search',
        body,
        schema: storeListSchema,
        authenticated: false,
        ...fromRequestOptions(options),
      });
    },
    getCollectionPoints(body, options) {
      return send({
        call: 'stores.getCollectionPoints',
        method: 'POST',
        path: '/stores/v1/collectionPoints',
        body,
        schema: storeListSchema,
        authenticated: false,
        ...fromRequestOptions(options),
      });
    },
  };
}
