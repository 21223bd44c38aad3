// PostgreSQL refuses a NUL character in text and in jsonb strings (keys too), and a deeply nested jsonb document
// costs its parser stack; checked up front so such input is a 400 naming the problem, not a 500 from the driver.

/** Nesting deeper than this is refused; analytics and SDK payloads are a few levels deep. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a string holds a NUL character, which PostgreSQL cannot store in text.
 * @example
 * z.string().refine((value) => !hasNul(value), 'must not contain NUL characters');
 */
export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

/**
 * Why a parsed JSON value cannot go into a jsonb column as is (a NUL character in a string or key, or nesting deeper
 * than `maxDepth`), or `undefined` when it can. Walks without recursion, so hostile nesting cannot overflow the stack.
 * @example
 * jsonbProblem({ a: 'x\u0000' }); // 'must not contain NUL characters'
 */
export function jsonbProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): string | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next) break;
    if (typeof next.value === 'string') {
      if (hasNul(next.value)) return 'must not contain NUL characters';
    } else if (next.value !== null && typeof next.value === 'object') {
      if (next.depth >= maxDepth) return `must not nest deeper than ${maxDepth} levels`;
      const entries = Array.isArray(next.value)
        ? next.value.map((item) => ['', item] as const)
        : Object.entries(next.value);
      for (const [key, item] of entries) {
        if (hasNul(key)) return 'must not contain NUL characters';
        pending.push({ value: item, depth: next.depth + 1 });
      }
    }
  }
  return undefined;
}
