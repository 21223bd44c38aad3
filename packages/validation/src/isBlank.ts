/**
 * True for values a shopper has not really filled in: nothing, an empty string or only whitespace.
 * Every rule except the required rules lets blank values through, so optional fields can share the rules
 * and "required" is said once.
 */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Text of a filled value; rules accept numbers and other primitives a form library may hand them. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}
