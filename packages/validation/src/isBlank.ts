/**
 * True for values a shopper has not really filled in: nothing, an empty string or only whitespace.
 * Every rule except `requiredRule` lets blank values through, so optional fields can share the rules
 * and "required" is said once, by `requiredRule`.
 */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
