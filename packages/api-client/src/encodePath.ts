/**
 * Builds a path with every interpolated value URI-encoded, so an id can never add a segment or a query:
 * path`/cart/v1/cart/${basketId}/item` (internal).
 */
export function path(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  return strings.reduce(
    (built, part, index) => built + part + (index < values.length ? encodeURIComponent(String(values[index])) : ''),
    '',
  );
}
