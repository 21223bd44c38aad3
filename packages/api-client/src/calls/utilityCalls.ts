import type * as z from 'zod/mini';
import { fromRequestOptions, type RequestOptions, type Transport } from '../createTransport';
import { path } from '../encodePath';
import { addressRulesSchema, countryListSchema, type CountryEntry } from '../schemas/countrySchema';
import { serverTimeSchema, type ServerTime } from '../schemas/serverTimeSchema';
import { storeEmployeesSchema, storeListSchema } from '../schemas/storeSchemas';

/**
 * Path prefix of the address-rules call, which spec §7 writes `GET {token}{countryCode}`: the prefix comes from
 * configuration. This is commerce-api's; pass `addressRulesPath` to `createUtilityCalls` for another server.
 *
 * @example
 * createUtilityCalls(transport, { addressRulesPath: '/consumers-v3/utilities/addressRules/' });
 */
export const DEFAULT_ADDRESS_RULES_PATH = '/consumers-v3/utilities/addressRules/';

/**
 * Utility calls (spec §7 "Utilities and stores", the utilities half; store search is `stores.*`).
 *
 * @example
 * const { timestamp } = await client.utilities.getServerTime();
 * const countries = await client.utilities.getCountryList();
 */
export interface UtilityCalls {
  /** `GET /fapi/server/time` (field timestamp). Public. */
  getServerTime(options?: RequestOptions): Promise<ServerTime>;
  /** `GET /consumers-v3/utilities/countryList`. Public. */
  getCountryList(options?: RequestOptions): Promise<CountryEntry[]>;
  /** `GET {token}{countryCode}`: address rules of a country. Public. */
  getAddressRules(countryCode: string, options?: RequestOptions): Promise<z.infer<typeof addressRulesSchema>>;
  /** `GET /consumers-v3/utilities/stores` (countryCode, service). Public. */
  getStores(
    query?: { countryCode?: string; service?: string; kind?: string },
    options?: RequestOptions,
  ): Promise<z.infer<typeof storeListSchema>>;
  /** `GET /consumers-v3/utilities/stores/{storeId}/employees`: for the associate sign-in. */
  getStoreEmployees(storeId: string, options?: RequestOptions): Promise<z.infer<typeof storeEmployeesSchema>>;
}

/**
 * Creates the `utilities` area on a transport.
 *
 * @example
 * const utilities = createUtilityCalls(createApiTransport(options));
 * await utilities.getAddressRules('CA');
 */
export function createUtilityCalls(send: Transport, config: { addressRulesPath?: string } = {}): UtilityCalls {
  const rulesPath = config.addressRulesPath ?? DEFAULT_ADDRESS_RULES_PATH;
  return {
    getServerTime(options) {
      return send({
        call: 'utilities.getServerTime',
        method: 'GET',
        path: '/fapi/server/time',
        schema: serverTimeSchema,
        authenticated: false,
        ...fromRequestOptions(options),
      });
    },
    getCountryList(options) {
      return send({
        call: 'utilities.getCountryList',
        method: 'GET',
        path: '/consumers-v3/utilities/countryList',
        schema: countryListSchema,
        authenticated: false,
        ...fromRequestOptions(options),
      });
    },
    getAddressRules(countryCode, options) {
      return send({
        call: 'utilities.getAddressRules',
        method: 'GET',
        path: `${rulesPath}${path`${countryCode}`}`,
        schema: addressRulesSchema,
        authenticated: false,
        ...fromRequestOptions(options),
      });
    },
    getStores(query, options) {
      return send({
        call: 'utilities.getStores',
        method: 'GET',
        path: '/consumers-v3/utilities/stores',
        query: { ...query },
        schema: storeListSchema,
        authenticated: false,
        ...fromRequestOptions(options),
      });
    },
    getStoreEmployees(storeId, options) {
      return send({
        call: 'utilities.getStoreEmployees',
        method: 'GET',
        path: path`/consumers-v3/utilities/stores/${storeId}/employees`,
        schema: storeEmployeesSchema,
        ...fromRequestOptions(options),
      });
    },
  };
}
