import type { RequestOptions, Transport } from '../createTransport';
import { serverTimeSchema, type ServerTime } from '../schemas/serverTimeSchema';

/**
 * Utility calls (spec §7 "Utilities and stores"). Country list, address rules and stores join this group.
 *
 * @example
 * const { timestamp } = await client.utilities.getServerTime();
 */
export interface UtilityCalls {
  /** `GET /fapi/server/time`. Public. */
  getServerTime(options?: RequestOptions): Promise<ServerTime>;
}

export function createUtilityCalls(send: Transport): UtilityCalls {
  return {
    getServerTime(requestOptions) {
      return send({
        call: 'utilities.getServerTime',
        method: 'GET',
        path: '/fapi/server/time',
        schema: serverTimeSchema,
        authenticated: false,
        signal: requestOptions?.signal,
      });
    },
  };
}
