import * as z from 'zod/mini';

/**
 * The answer of calls whose response the spec does not show (sign-out, password changes, deletions, votes,
 * reports …): any JSON object, or an empty body. Fields pass through untyped.
 *
 * @example
 * const ack = acknowledgementSchema.parse(undefined); // an empty 204 body is fine
 */
export const acknowledgementSchema = z.optional(z.nullable(z.looseObject({})));

/**
 * A parsed acknowledgement: whatever the server said, if anything.
 *
 * @example
 * const said = (ack: Acknowledgement) => ack ?? {};
 */
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;
