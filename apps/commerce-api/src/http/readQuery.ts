import type { Context } from 'hono';
import type { z } from 'zod';
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
