import type { Context } from 'hono';
import { z } from 'zod';
import { validationError } from './validationError';

/**
 * Validates the query parameters a route reads. Parameters the schema does not name are ignored on purpose:
 * the storefront carries its own (siteId, cms, preview, …) across navigation and they must not break a call.
 * @example
 * const { favStoreId } = readQuery(c, z.object({ favStoreId: z.string().optional() }));
 */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const input = c.req.query();
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error.issues, input, 'Query parameter');
  return result.data;
}

/**
 * A whole-number query parameter (paging, counts) of at most `max`, `fallback` when absent.
 * @example
 * readQuery(c, z.object({ start: wholeNumberParam(100_000, 0), count: wholeNumberParam(50, 12) }));
 */
export function wholeNumberParam(max: number, fallback: number) {
  return z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .refine((value) => value <= max, `must be at most ${max}`)
    .optional()
    .transform((value) => value ?? fallback);
}
