import * as z from 'zod/mini';

/**
 * The answer of `GET /fapi/server/time`.
 *
 * @example
 * const { timestamp } = serverTimeSchema.parse(body); // milliseconds since the epoch
 */
export const serverTimeSchema = z.looseObject({ timestamp: z.number() });

/**
 * The server clock, in milliseconds since the epoch.
 *
 * @example
 * const skew = (time: ServerTime) => time.timestamp - Date.now();
 */
export type ServerTime = z.infer<typeof serverTimeSchema>;
