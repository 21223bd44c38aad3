import type * as z from 'zod/mini';

/**
 * One schema problem in words an editor can act on, e.g. `media.width: expected number, received string`.
 * zod/mini carries no English messages (they would weigh on every shopper's bundle), so the wording is here.
 *
 * @example
 * describeIssue({ code: 'invalid_type', expected: 'number', path: ['media', 'width'], message: '' }, block);
 */
export function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const where = formatPath(issue.path);
  const value = valueAt(input, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined
        ? `${where}: is required (${issue.expected})`
        : `${where}: expected ${issue.expected}, received ${typeName(value)}`;
    case 'invalid_value':
      return `${where}: expected ${issue.values.map((allowed) => JSON.stringify(allowed)).join(' or ')}, received ${JSON.stringify(value)}`;
    case 'too_small':
      return Number(issue.minimum) === 1 && (issue.origin === 'string' || issue.origin === 'array')
        ? `${where}: must not be empty`
        : `${where}: must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `${where}: must be at most ${String(issue.maximum)}`;
    case 'invalid_format':
      return `${where}: is not in the expected format`;
    case 'invalid_union':
      return `${where}: matches none of the accepted forms`;
    case 'custom':
      return `${where}: ${issue.message}`;
    default:
      return `${where}: ${issue.message}`;
  }
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'block';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
