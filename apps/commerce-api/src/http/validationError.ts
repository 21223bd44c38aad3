import type { z } from 'zod';
import { ApiError } from './ApiError';
import type { ErrorDetail } from './ApiError';

// Enough to fix a request; a hostile body with hundreds of bad fields should not produce a huge answer.
const MAX_DETAILS = 10;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function fieldName(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * Turns zod issues into a 400 API400 whose details name the offending fields, e.g. `Unknown field "foo"` or
 * `Field "refreshToken" is required`.
 * @param what How the fields are called in messages: `Field` for bodies, `Query parameter` for query strings.
 * @example
 * const result = schema.safeParse(body);
 * if (!result.success) throw validationError(result.error.issues, body);
 */
export function validationError(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  what: 'Field' | 'Query parameter' = 'Field',
): ApiError {
  const details: ErrorDetail[] = [];
  for (const issue of issues) {
    const name = fieldName(issue.path);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        details.push({ errorId: 'API400', message: `Unknown ${what.toLowerCase()} "${name ? `${name}.` : ''}${key}"` });
      }
    } else if (!name) {
      details.push({ errorId: 'API400', message: `Request body: ${issue.message}` });
    } else if (valueAt(input, issue.path) === undefined) {
      details.push({ errorId: 'API400', message: `${what} "${name}" is required` });
    } else {
      details.push({ errorId: 'API400', message: `${what} "${name}": ${issue.message}` });
    }
  }
  const shown = details.slice(0, MAX_DETAILS);
  return new ApiError(400, 'API400', shown[0]?.message ?? 'Invalid request', { details: shown });
}
