const PLACEHOLDER_ORIGIN = 'http://same-origin.invalid';

/**
 * A redirect target from the outside world (a `returnTo` parameter or form field) as a path of this shop, or null
 * when it could lead anywhere else. The value must start with one `/`, hold no backslash, whitespace or control
 * character (URL parsers drop a tab or newline, so `/<TAB>/evil.example` becomes `//evil.example`), and resolve on
 * this origin to a path that does not itself start with `//` (`/.//evil.example` does). The answer is the
 * resolved path, query and fragment as the URL parser serialises them (non-ASCII percent-encoded), so what the
 * `Location` header says is exactly what was checked.
 *
 * @example
 * sameOriginPath('/en-us/cart?x=1'); // '/en-us/cart?x=1'
 * sameOriginPath('/\t/evil.example/x'); // null
 * sameOriginPath('//evil.example'); // null
 */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/.test(value)) return null;
  let target: URL;
  try {
    target = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (target.origin !== PLACEHOLDER_ORIGIN || target.pathname.startsWith('//')) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}
