import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './ApiError';
import { describeIssues } from './describeIssues';

/**
 * Validates the query parameters a route reads. Parameters the schema does not name are ignored on purpose:
 * the storefront carries its own (siteId, cms, preview, …) across navigation and they must not break a call.
 * @example
 * const { favStoreId } = readQuery(c, z.object({ favStoreId: z.string().optional() }));
 */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const input = c.req.query();
  const result = schema.safeParse(input);
  if (!result.success) {
    const details = describeIssues(result.error.issues, input, 'Query parameter');
    throw new ApiError(400, 'API400', details[0]?.message ?? 'Invalid query', { details });
  }
  return result.data;
}
