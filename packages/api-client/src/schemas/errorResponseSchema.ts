import * as z from 'zod/mini';

/**
 * The body of every failed commerce API response (spec §3): the first `errorDetails` entry names the error.
 *
 * @example
 * const parsed = errorResponseSchema.safeParse(await response.json());
 * if (parsed.success) console.log(parsed.data.errorDetails[0].errorId);
 */
export const errorResponseSchema = z.looseObject({
  appId: z.optional(z.nullable(z.string())),
  correlationId: z.optional(z.nullable(z.string())),
  errorDetails: z
    .array(z.looseObject({ errorId: z.string(), message: z.optional(z.nullable(z.string())) }))
    .check(z.minLength(1)),
});

/**
 * A parsed error response.
 *
 * @example
 * const body: ErrorResponse = { appId: 'cart', correlationId: 'c-1', errorDetails: [{ errorId: 'BSK404', message: 'Not found' }] };
 */
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
